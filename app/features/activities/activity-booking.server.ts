import { and, eq, sql } from "drizzle-orm";
import { createUnifiedLead } from "~/features/leads/index.server";
import { formatInr, usdToInr } from "~/lib/format";
import { getConfig } from "~/server/config.server";
import { getDb, type Database, type Executor } from "~/server/db/db.server";
import { activityBookings, contactTimeline, type ActivityBookingRow } from "~/server/db/schema.server";
import { errorResponse, jsonResponse, readJsonObject } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { getActivityBooking } from "./activities.server";
import { ActivityProviderError, type ActivityBookingProvider } from "./activities-port.server";
import {
  ACTIVITY_BOOKING_TEXT,
  activityBookingSchema,
  bookingTotalCents,
  formatUsdAmount,
  type ActivityBookingConfirmation,
  type ActivityBookingFields,
} from "./activity-booking-schema";
import { bookingIsProven } from "./activity-booking-proof.server";
import { findCatalogueActivity } from "./catalogue.server";
import { VOUCHER_JOB_KIND } from "./voucher-job.server";

/**
 * Booking an activity. Only for a visitor who proved the phone they gave, or without a phone the
 * e-mail address, with a code (activity-booking-proof.server.ts): anything else is refused before a
 * row, a supplier call, a lead or a mail, so the form cannot be used to make the agency mail a
 * stranger. The dialog's idempotency key claims a row before the provider is called, so a double
 * click or a retry after a lost answer finds that row (and its reference) instead of booking twice;
 * the key is also the provider's clientReference. A confirmed booking becomes an activity_booking
 * lead (score 95) and its voucher is queued for e-mail, with the booking, in one transaction.
 */

/** How long a repeated submission waits for the first one to hear back from the provider. */
const TWIN_WAIT_MS = 20_000;
const TWIN_POLL_MS = 250;

type Context = { ip: string; db?: Database; provider?: ActivityBookingProvider; now?: Date };

/** How the visitor proved who they are before this booking (see bookingIsProven). */
type Proof = { via: "phone" | "email" };

const FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "date",
  "adults",
  "children",
  "activityCode",
  "key",
];

function confirmation(row: ActivityBookingRow): ActivityBookingConfirmation {
  const rate = row.usdInrRateE4 / 10_000;
  return {
    reference: row.reference!,
    activityTitle: row.activityTitle,
    date: row.activityDate,
    adults: row.adults,
    children: row.children,
    currency: row.currency,
    unitPriceCents: row.unitPriceCents,
    totalCents: row.totalCents,
    approxInr: usdToInr(row.totalCents / 100, rate),
    email: row.holderEmail,
    toast: {
      title: ACTIVITY_BOOKING_TEXT.confirmed.title,
      description: `Your booking reference is ${row.reference}. A confirmation email with your voucher will follow.`,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function findByKey(db: Database, key: string) {
  const [row] = await db.select().from(activityBookings).where(eq(activityBookings.idempotencyKey, key));
  return row ?? null;
}

/**
 * Claims the key: a new pending row, or a failed one taken back for a new try. Null when another
 * request holds or has finished it.
 */
async function claim(
  db: Database,
  values: typeof activityBookings.$inferInsert,
): Promise<ActivityBookingRow | null> {
  const [inserted] = await db
    .insert(activityBookings)
    .values(values)
    .onConflictDoNothing({ target: activityBookings.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const { id: _id, createdAt: _created, ...retry } = values;
  const [reclaimed] = await db
    .update(activityBookings)
    .set({ ...retry, status: "pending", updatedAt: new Date() })
    .where(
      and(eq(activityBookings.idempotencyKey, values.idempotencyKey), eq(activityBookings.status, "failed")),
    )
    .returning();
  return reclaimed ?? null;
}

function answerFor(row: ActivityBookingRow): Response | null {
  if (row.status === "confirmed") return jsonResponse(confirmation(row));
  if (row.status === "cancelled") {
    return errorResponse(409, {
      title: ACTIVITY_BOOKING_TEXT.failed.title,
      description: `Booking ${row.reference} was cancelled. Please start a new booking.`,
    });
  }
  return null;
}

/** The same submission arrived twice: wait for the first to settle and answer as it did. */
async function answerTwin(db: Database, key: string): Promise<Response> {
  const deadline = Date.now() + TWIN_WAIT_MS;
  while (Date.now() < deadline) {
    const row = await findByKey(db, key);
    if (row) {
      const answer = answerFor(row);
      if (answer) return answer;
      if (row.status === "failed") {
        const failure = (row.details as { message?: string }).message;
        return errorResponse(409, {
          title: ACTIVITY_BOOKING_TEXT.failed.title,
          description: failure ?? ACTIVITY_BOOKING_TEXT.failed.description,
        });
      }
    }
    await sleep(TWIN_POLL_MS);
  }
  return errorResponse(503, ACTIVITY_BOOKING_TEXT.failed, { outcome: "pending" });
}

export async function bookActivityRequest(request: Request, context: Context): Promise<Response> {
  const read = await readJsonObject(request, {
    title: ACTIVITY_BOOKING_TEXT.failed.title,
    description:
      "Send a JSON object with key, activityCode, firstName, lastName, email, phone, date, adults and children.",
  });
  if (!read.ok) return read.response;
  const parsed = activityBookingSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = [...parsed.error.issues].sort(
      (a, b) => FIELD_ORDER.indexOf(String(a.path[0])) - FIELD_ORDER.indexOf(String(b.path[0])),
    );
    const first = issues[0]!;
    return errorResponse(
      400,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: first.message },
      { field: String(first.path[0] ?? "") },
    );
  }
  const proof = bookingIsProven(request, parsed.data);
  if (!proof) {
    return errorResponse(
      403,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.proofNeeded },
      { outcome: "proof_needed", field: parsed.data.phone ? "phone" : "email" },
    );
  }
  return bookActivity(parsed.data, { ...context, proof });
}

export async function bookActivity(
  fields: ActivityBookingFields,
  context: Context & { proof: Proof },
): Promise<Response> {
  const entry = findCatalogueActivity(fields.activityCode);
  if (!entry) {
    return errorResponse(
      404,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.unknownActivity },
      { field: "activityCode" },
    );
  }
  const provider = context.provider ?? getActivityBooking();
  const config = getConfig();
  const now = context.now ?? new Date();
  const unitCents = Math.round(entry.priceUsd * 100);
  let db: Database;
  let claimed: ActivityBookingRow | null;
  try {
    db = context.db ?? (await getDb());
    claimed = await claim(db, {
      idempotencyKey: fields.key.toLowerCase(),
      provider: provider.name,
      status: "pending",
      activityCode: entry.productCode,
      activitySlug: entry.slug,
      activityTitle: entry.title,
      location: entry.location,
      activityDate: fields.date,
      adults: fields.adults,
      children: fields.children,
      currency: "USD",
      unitPriceCents: unitCents,
      totalCents: bookingTotalCents(unitCents, fields.adults, fields.children),
      usdInrRateE4: Math.round(config.USD_INR_RATE * 10_000),
      holderFirstName: fields.firstName,
      holderLastName: fields.lastName,
      holderEmail: fields.email,
      holderPhone: fields.phone,
      requestIp: context.ip || null,
    });
  } catch (err) {
    logger.error({ err }, "activities: booking could not be stored");
    return errorResponse(503, ACTIVITY_BOOKING_TEXT.failed);
  }
  if (!claimed) {
    const existing = await findByKey(db, fields.key.toLowerCase()).catch(() => null);
    // A key belongs to one submission: the same key for another activity is a stale or forged form.
    if (existing && (existing.activityCode !== entry.productCode || existing.holderEmail !== fields.email)) {
      return errorResponse(409, {
        title: ACTIVITY_BOOKING_TEXT.failed.title,
        description: ACTIVITY_BOOKING_TEXT.key,
      });
    }
    return answerTwin(db, fields.key.toLowerCase());
  }

  let outcome;
  try {
    outcome = await provider.book({
      clientReference: claimed.idempotencyKey,
      activityCode: entry.productCode,
      date: fields.date,
      pax: { adults: fields.adults, children: fields.children },
      holder: {
        name: fields.firstName,
        surname: fields.lastName,
        email: fields.email,
        telephone: fields.phone,
      },
    });
  } catch (err) {
    const message = err instanceof ActivityProviderError ? err.message : "provider call failed";
    logger.error({ err, provider: provider.name }, "activities: booking call failed");
    await markFailed(db, claimed.id, { reason: "provider_error", error: message });
    return errorResponse(502, ACTIVITY_BOOKING_TEXT.failed, { outcome: "provider_failed" });
  }
  if (!outcome.ok) {
    await markFailed(db, claimed.id, { reason: outcome.reason, message: outcome.message });
    return errorResponse(
      // busy: the supplier asked us to slow down; nothing was booked and the same key may try again.
      outcome.reason === "unavailable" ? 409 : outcome.reason === "busy" ? 503 : 422,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: outcome.message },
      { outcome: outcome.reason, ...(outcome.reason === "unavailable" ? { field: "date" } : {}) },
    );
  }

  // The provider's own price, when it prices the activity (a live provider); ours otherwise.
  const unit = Math.round(outcome.unitPrice.amount * 100);
  const confirmed = {
    status: "confirmed",
    reference: outcome.reference,
    currency: outcome.unitPrice.currency,
    unitPriceCents: unit,
    totalCents: bookingTotalCents(unit, claimed.adults, claimed.children),
    details: outcome.details,
    updatedAt: now,
  };
  let row: ActivityBookingRow;
  try {
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(activityBookings)
        .set(confirmed)
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      const lead = await recordBookingLead(tx, updated!, now, context.proof);
      const [withLead] = await tx
        .update(activityBookings)
        .set({ leadId: lead.leadId })
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      await enqueueOutbox(tx, VOUCHER_JOB_KIND, { bookingId: claimed.id });
      return withLead!;
    });
  } catch (err) {
    // The provider has booked it: the booking must not be lost even if its lead could not be written.
    logger.error(
      { err, reference: outcome.reference },
      "activities: lead for a confirmed booking not written",
    );
    const [updated] = await db
      .update(activityBookings)
      .set(confirmed)
      .where(eq(activityBookings.id, claimed.id))
      .returning();
    row = updated!;
  }
  return jsonResponse(confirmation(row), { status: 201 });
}

async function markFailed(db: Database, id: string, details: Record<string, unknown>) {
  await db
    .update(activityBookings)
    .set({ status: "failed", details, updatedAt: new Date() })
    .where(eq(activityBookings.id, id))
    .catch((err: unknown) => logger.error({ err }, "activities: failed booking not marked"));
}

/** The lead staff work: who booked what, for when, and the booking's value in rupees. */
async function recordBookingLead(tx: Executor, row: ActivityBookingRow, now: Date, proof: Proof) {
  const rate = row.usdInrRateE4 / 10_000;
  const totalUsd = row.totalCents / 100;
  const inr = usdToInr(totalUsd, rate);
  const lead = await createUnifiedLead(tx, {
    type: "activity_booking",
    sourceId: row.reference!,
    name: `${row.holderFirstName} ${row.holderLastName}`,
    email: row.holderEmail,
    phone: row.holderPhone,
    // Booked with a code sent to this phone; without a phone the address was proven instead.
    phoneVerified: proof.via === "phone",
    score: 95,
    scoreReason: "Booked and confirmed an activity online",
    now,
    sourceData: {
      confirmedWith: proof.via === "phone" ? "A code sent to the phone" : "A code e-mailed to the address",
      activityName: row.activityTitle,
      activityLocation: row.location,
      bookingDate: row.activityDate,
      adults: row.adults,
      children: row.children,
      bookingReference: row.reference,
      totalAmount: `US$${formatUsdAmount(row.totalCents)} (about ${formatInr(inr)})`,
      provider: row.provider,
    },
  });
  if (lead.created) {
    await tx.execute(sql`UPDATE leads SET value_inr = ${inr}::bigint WHERE id = ${lead.leadId}::uuid`);
    await tx.insert(contactTimeline).values({
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "booking",
      summary: `Booked ${row.activityTitle} for ${row.activityDate} — ${row.reference}, US$${formatUsdAmount(row.totalCents)}`,
      data: { bookingId: row.id, reference: row.reference, provider: row.provider },
      occurredAt: now,
    });
  }
  return lead;
}
