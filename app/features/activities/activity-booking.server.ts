import { and, eq, sql } from "drizzle-orm";
import { createUnifiedLead } from "~/features/leads/index.server";
import {
  createPaymentRequest,
  paymentNoticeOf,
  payUrlFor,
  requestsForSubject,
  type PaymentNotice,
} from "~/features/payments/index.server";
import { PHONE_CONSENT } from "~/features/verification";
import { internationalVerifiedNote, verifiedCodeChannel } from "~/features/verification/index.server";
import { indiaDay } from "~/lib/india-time";
import { isInternationalNumber } from "~/lib/phone";
import { approxInrText, formatMoney, timesMoney, toInr, type Money } from "~/lib/money";
import { getConfig } from "~/server/config.server";
import { getDb, jsonb, type Database, type Executor } from "~/server/db/db.server";
import { activityBookings, contactTimeline, leads, type ActivityBookingRow } from "~/server/db/schema.server";
import { errorResponse, jsonResponse, readJsonObject, unstorableTextAt } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type { MaintenanceTask } from "~/server/maintenance.server";
import { enqueueOutbox, type OutboxJob } from "~/server/outbox.server";
import { getActivityBooking, getViatorProductLookup } from "./activities.server";
import {
  ActivityProviderError,
  type ActivityBookingProvider,
  type ProviderPrice,
} from "./activities-port.server";
import {
  ACTIVITY_BOOKING_TEXT,
  activityIssueTitle,
  activityBookingSchema,
  type ActivityBookingConfirmation,
  type ActivityBookingFields,
  type ActivityBookingPending,
} from "./activity-booking-schema";
import { bookingIsProven } from "./activity-booking-proof.server";
import {
  amountWithApprox,
  bookingAmounts,
  bookingValueInr,
  rateColumns,
  rateOf,
} from "./booking-amounts.server";
import { catalogueQuote, cataloguePrice } from "./catalogue-types";
import {
  noteGuestAwaitsMail,
  notifyPaidNotBooked,
  RECONCILE_JOB_KIND,
  enqueueNoLeadAlert,
  reconcileBooking,
  reconcilePendingBookings,
  runReconcileJob,
  sendBooking,
  type Settled,
  type Settler,
} from "./booking-outcome.server";
import { BOOKING_REQUEST_JOB_KIND } from "./booking-request.server";
import { winBookingLead } from "./booking-won.server";
import { enqueueGuestMail, guestMailSubjects } from "./guest-messages.server";
import {
  findCatalogueActivity,
  newCatalogueReference,
  NOT_AVAILABLE_MESSAGE,
  runsOn,
} from "./catalogue.server";
import type { ViatorProduct } from "./viator-product.server";
import { guestsText, voucherDate } from "./voucher-pdf.server";
import { voucherUrl } from "./voucher-token.server";

/**
 * Booking an activity. Only for a visitor who proved the phone they gave, or without a phone the
 * e-mail address, with a code (activity-booking-proof.server.ts): anything else is refused before a
 * row, a supplier call, a lead or a mail, so the form cannot be used to make the agency mail a
 * stranger. The dialog's idempotency key claims a row before the provider is called, so a double
 * click or a retry after a lost answer finds that row (and its reference) instead of booking twice;
 * the key is also the provider's clientReference. A confirmed booking becomes an activity_booking
 * lead (score 95) and its voucher is queued for e-mail, with the booking, in one transaction.
 * A booking call that ends without an answer is never sent again blindly (booking-outcome.server.ts);
 * the visitor waits ACTIVITIES_BOOKING_WAIT_MS at most, then is answered "we are confirming with the
 * supplier" (202) while the call, or the reconciliation after it, settles the booking and e-mails
 * the outcome.
 *
 * Only a supplier confirms a booking here (Hotelbeds). The built-in catalogue has no supplier to ask,
 * and a Viator product is booked with Viator by staff: those become a *request* (status `requested`),
 * told to the visitor and by e-mail as such ("we confirm availability and payment within N hours"),
 * and staff confirm or decline it from the console; the voucher is made only once it is confirmed.
 */

const TWIN_POLL_MS = 250;

/** A booking held until its payment request is paid; nothing has gone to the supplier or to staff. */
const AWAITING_PAYMENT = "awaiting_payment";
export const ACTIVITY_PAYMENT_JOB_KIND = "activities.payment-settled";

type Context = {
  ip: string;
  db?: Database;
  provider?: ActivityBookingProvider;
  now?: Date;
  /** Viator's product by code (the configured adapter when not given); null when Viator is off. */
  viatorProduct?: ((code: string) => Promise<ViatorProduct | null>) | null;
};

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
  "pickup",
  "answers",
  "activityCode",
  "key",
];

function confirmation(row: ActivityBookingRow, payUrl: string | null = null): ActivityBookingConfirmation {
  const amounts = bookingAmounts(row);
  const hours = getConfig().ACTIVITY_CONFIRM_WITHIN_HOURS;
  const confirmed = row.status === "confirmed";
  if (row.status === AWAITING_PAYMENT)
    return {
      reference: row.reference!,
      activityTitle: row.activityTitle,
      date: row.activityDate,
      adults: row.adults,
      children: row.children,
      adultPrice: amounts.adult,
      childPrice: amounts.child,
      total: amounts.total,
      approxInr: approxInrText(amounts.total, amounts.rate),
      email: row.holderEmail,
      status: "awaiting_payment",
      confirmWithinHours: hours,
      voucherUrl: null,
      payUrl,
      priceChanged: priceChangeText(row, amounts.total),
      toast: {
        title: ACTIVITY_BOOKING_TEXT.awaitingPayment.title,
        description: ACTIVITY_BOOKING_TEXT.awaitingPayment.description(row.reference!),
      },
    };
  return {
    reference: row.reference!,
    activityTitle: row.activityTitle,
    date: row.activityDate,
    adults: row.adults,
    children: row.children,
    adultPrice: amounts.adult,
    childPrice: amounts.child,
    total: amounts.total,
    approxInr: approxInrText(amounts.total, amounts.rate),
    email: row.holderEmail,
    status: confirmed ? "confirmed" : "requested",
    confirmWithinHours: hours,
    voucherUrl: confirmed ? voucherUrl(row.id) : null,
    payUrl: null,
    priceChanged: null,
    toast: confirmed
      ? {
          title: ACTIVITY_BOOKING_TEXT.confirmed.title,
          description: `Your booking reference is ${row.reference}. A confirmation email with your voucher will follow.`,
        }
      : {
          title: ACTIVITY_BOOKING_TEXT.requested.title,
          description: `Your reference is ${row.reference}. ${ACTIVITY_BOOKING_TEXT.requested.description(hours)}`,
        },
  };
}

/**
 * The traveller chose the activity at our estimate; a supplier that prices it itself may ask for
 * another amount (its own currency, or a rate it re-checked). Held at the supplier's figure, the
 * difference is said in plain words before the pay page, so nobody pays a price they were not shown.
 */
function priceChangeText(row: ActivityBookingRow, held: Money): string | null {
  const estimate = row.details.estimate as Money | undefined;
  if (!estimate || (estimate.currency === held.currency && estimate.minor === held.minor)) return null;
  const approx = approxInrText(held, bookingAmounts(row).rate);
  return ACTIVITY_BOOKING_TEXT.priceChanged(
    `${formatMoney(held)}${approx ? ` (${approx})` : ""}`,
    formatMoney(estimate),
    guestsText(row.adults, row.children),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The supplier has not answered yet: nothing to retry, the outcome follows by e-mail. */
function pendingAnswer(row: ActivityBookingRow): Response {
  return jsonResponse(
    {
      outcome: "pending" as const,
      title: ACTIVITY_BOOKING_TEXT.pending.title,
      description: ACTIVITY_BOOKING_TEXT.pending.description(row.holderEmail),
      activityTitle: row.activityTitle,
      date: row.activityDate,
      email: row.holderEmail,
    } satisfies ActivityBookingPending,
    { status: 202 },
  );
}

/** The response for a settled (or still unsettled) booking. */
function answerSettled(settled: Settled): Response {
  if (settled.outcome === "confirmed") {
    return jsonResponse(confirmation(settled.row), { status: settled.created ? 201 : 200 });
  }
  if (settled.outcome === "failed") {
    if (settled.reason === "provider_failed") {
      return errorResponse(502, ACTIVITY_BOOKING_TEXT.failed, { outcome: "provider_failed" });
    }
    if (settled.reason === "unanswered") {
      const question = (settled.row.details as { question?: unknown }).question;
      return errorResponse(
        400,
        {
          title: ACTIVITY_BOOKING_TEXT.failed.title,
          description: ACTIVITY_BOOKING_TEXT.unanswered(settled.message ?? ""),
        },
        { field: "answers", question: typeof question === "string" ? question : null },
      );
    }
    if (settled.reason === "not_booked") {
      return errorResponse(
        409,
        { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.notBooked },
        { outcome: "not_booked" },
      );
    }
    return errorResponse(
      // busy: the supplier asked us to slow down; nothing was booked and the same key may try again.
      settled.reason === "unavailable" ? 409 : settled.reason === "busy" ? 503 : 422,
      {
        title: ACTIVITY_BOOKING_TEXT.failed.title,
        description: settled.message ?? ACTIVITY_BOOKING_TEXT.failed.description,
      },
      { outcome: settled.reason, ...(settled.reason === "unavailable" ? { field: "date" } : {}) },
    );
  }
  return pendingAnswer(settled.row);
}

/**
 * Answers with the settling's outcome if it comes within the visitor's wait; else "pending", while
 * the settling goes on (its outcome is e-mailed).
 */
async function withinWait(db: Database, settling: Promise<Settled>, row: ActivityBookingRow) {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), getConfig().ACTIVITIES_BOOKING_WAIT_MS);
  });
  let settled: Settled | null;
  try {
    settled = await Promise.race([settling, waited]).finally(() => clearTimeout(timer));
  } catch (err) {
    // The database failed around the call: the row stays pending, and the reconciliation settles it.
    logger.error({ err, bookingId: row.id }, "activities: booking could not be settled");
    return errorResponse(503, ACTIVITY_BOOKING_TEXT.failed);
  }
  if (settled && settled.outcome !== "pending") {
    if (settled.outcome === "unconfirmed") await noteGuestAwaitsMail(db, row.id);
    return answerSettled(settled);
  }
  settling.catch((err: unknown) =>
    logger.error({ err, bookingId: row.id }, "activities: settling a booking failed"),
  );
  await noteGuestAwaitsMail(db, row.id).catch((err: unknown) =>
    logger.error({ err, bookingId: row.id }, "activities: booking's awaited mail not noted"),
  );
  return pendingAnswer(row);
}

function settler(db: Database, provider: ActivityBookingProvider, proof?: Proof, now?: Date): Settler {
  return {
    db,
    provider,
    now: now ? () => now : undefined,
    recordLead: (tx, row, at) =>
      recordBookingLead(tx, row, at, proof ?? { via: row.holderPhone ? "phone" : "email" }),
  };
}

async function findByKey(db: Database, key: string) {
  const [row] = await db.select().from(activityBookings).where(eq(activityBookings.idempotencyKey, key));
  return row ?? null;
}

/**
 * Claims the key: a new pending row, or one refused outright taken back for a new try. Null when
 * another request holds or has finished it, or its outcome was ever unknown.
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
    .set({ ...retry, updatedAt: new Date() })
    .where(
      and(
        eq(activityBookings.idempotencyKey, values.idempotencyKey),
        eq(activityBookings.status, "failed"),
        // Once an answer went missing, this clientReference is never sent again: a new attempt is a new key.
        sql`NOT (${activityBookings.details} ? 'unknownSince')`,
        // Paid, then refused by the supplier: the money is owed back, so the same submission is not
        // held again (it would ask for the money a second time and drop the first payment's trace).
        sql`NOT (${activityBookings.details} ? 'paid')`,
      ),
    )
    .returning();
  return reclaimed ?? null;
}

async function answerFor(db: Database, row: ActivityBookingRow): Promise<Response | null> {
  if (row.status === "confirmed" || row.status === "requested") return jsonResponse(confirmation(row));
  if (row.status === AWAITING_PAYMENT && row.reference) {
    const request = await bookingPaymentRequest(db, row.id);
    return jsonResponse(confirmation(row, request?.payUrl ?? null));
  }
  if (row.status === "declined") {
    return errorResponse(409, {
      title: ACTIVITY_BOOKING_TEXT.failed.title,
      description: `Request ${row.reference} could not be confirmed. Please start a new booking.`,
    });
  }
  if (row.status === "unconfirmed") return pendingAnswer(row);
  if (row.status === "failed" && "paid" in row.details) {
    return errorResponse(
      409,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.paidNotBooked },
      { outcome: "not_booked" },
    );
  }
  if (row.status === "failed" && "unknownSince" in row.details) {
    return errorResponse(
      409,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.notBooked },
      { outcome: "not_booked" },
    );
  }
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
  const deadline = Date.now() + getConfig().ACTIVITIES_BOOKING_WAIT_MS;
  let last: ActivityBookingRow | null = null;
  while (Date.now() < deadline) {
    const row = await findByKey(db, key);
    last = row ?? last;
    if (row) {
      const answer = await answerFor(db, row);
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
  if (last) return pendingAnswer(last);
  return errorResponse(503, ACTIVITY_BOOKING_TEXT.failed, { outcome: "pending" });
}

export async function bookActivityRequest(request: Request, context: Context): Promise<Response> {
  const read = await readJsonObject(request, {
    title: ACTIVITY_BOOKING_TEXT.failed.title,
    description:
      "Send a JSON object with key, activityCode, firstName, lastName, email, phone, date, adults and children.",
  });
  if (!read.ok) return read.response;
  // A NUL or half a surrogate pair (a paste, a script) would be refused by PostgreSQL's jsonb only
  // once the row is written: a 400 naming the field instead.
  const unstorable = unstorableTextAt(read.body);
  if (unstorable !== null) {
    const field = unstorable.split(".")[0] ?? "";
    return errorResponse(
      400,
      {
        title: activityIssueTitle(field),
        description: `${unstorable} holds a character that cannot be saved (a NUL or half of an emoji). Remove it and try again.`,
      },
      { field },
    );
  }
  const parsed = activityBookingSchema.safeParse(read.body);
  if (!parsed.success) {
    const issues = [...parsed.error.issues].sort(
      (a, b) => FIELD_ORDER.indexOf(String(a.path[0])) - FIELD_ORDER.indexOf(String(b.path[0])),
    );
    const first = issues[0]!;
    return errorResponse(
      400,
      { title: activityIssueTitle(String(first.path[0] ?? "")), description: first.message },
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
  const unknown = () =>
    errorResponse(
      404,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.unknownActivity },
      { field: "activityCode" },
    );
  if (!entry) {
    const lookup = context.viatorProduct === undefined ? getViatorProductLookup() : context.viatorProduct;
    if (!lookup) return unknown();
    let product: ViatorProduct | null;
    try {
      product = await lookup(fields.activityCode);
    } catch (err) {
      logger.error({ err }, "activities: the Viator product could not be looked up");
      return errorResponse(502, ACTIVITY_BOOKING_TEXT.failed, { outcome: "provider_failed" });
    }
    return product ? requestViatorProduct(fields, product, context) : unknown();
  }
  const provider = context.provider ?? getActivityBooking();
  // Our own catalogue knows its days: a day it does not run is refused before anyone pays for it.
  if (provider.name === "catalogue" && !runsOn(entry, fields.date))
    return errorResponse(
      409,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: NOT_AVAILABLE_MESSAGE },
      { outcome: "unavailable", field: "date" },
    );
  // What the dialog showed: our own estimate. A supplier that prices itself is asked for its price
  // now (re-checked where it says so), and the booking is held, and paid, at that.
  const estimate = catalogueQuote(cataloguePrice(entry), fields.adults, fields.children);
  const supplier = await supplierPrice(provider, entry.productCode, fields);
  if (!supplier.ok) return supplier.response;
  const quote: Pick<ProviderPrice, "adult" | "total"> & { child: Money | null } = supplier.price ?? estimate;
  let db: Database;
  let claimed: ActivityBookingRow | null;
  try {
    db = context.db ?? (await getDb());
    const rate = await rateOf(db, quote.total.currency);
    // How the phone's code went, from the code's own row (the proof cookie says only that it was
    // proven): kept with the booking, whose lead may be written days later, once it is paid.
    const verifiedChannel =
      context.proof.via === "phone" && fields.phone
        ? await verifiedCodeChannel(db, "activity_booking", fields.phone)
        : "email";
    claimed = await claim(db, {
      idempotencyKey: fields.key.toLowerCase(),
      provider: provider.name,
      // Held until paid: the supplier (or staff) hears of it only then (sendPaidBooking).
      status: AWAITING_PAYMENT,
      activityCode: entry.productCode,
      activitySlug: entry.slug,
      activityTitle: entry.title,
      location: entry.location,
      activityDate: fields.date,
      adults: fields.adults,
      children: fields.children,
      currency: quote.total.currency,
      unitPriceCents: quote.adult.minor,
      childPriceMinor: quote.child?.minor ?? null,
      totalCents: quote.total.minor,
      ...rateColumns(rate),
      holderFirstName: fields.firstName,
      holderLastName: fields.lastName,
      holderEmail: fields.email,
      holderPhone: fields.phone,
      requestIp: context.ip || null,
      // A new attempt after a definite refusal starts its count of sends afresh. The traveller's
      // answers to the supplier's questions and pick-up travel with the row to the booking call.
      details: {
        ...(verifiedChannel ? { verifiedChannel } : {}),
        ...(Object.keys(fields.answers).length ? { answers: fields.answers } : {}),
        ...(fields.pickup ? { pickup: fields.pickup } : {}),
        ...(supplier.price
          ? { estimate: estimate.total, supplierQuoted: { rechecked: supplier.rechecked } }
          : {}),
      },
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
    // Its outcome unknown: the supplier is asked (by this request, or whoever holds it) before any resend.
    if (existing?.status === "unconfirmed") {
      const s = settler(db, provider, context.proof);
      return withinWait(db, reconcileBooking(s, existing.id), existing);
    }
    return answerTwin(db, fields.key.toLowerCase());
  }

  return holdForPayment(db, claimed, context);
}

/**
 * The supplier's own price for the day and party, before anything is held: null for a provider
 * that prices nothing itself (our catalogue). A refusal or failure is answered as the booking call's
 * would be, with nothing held, no lead and nothing to pay.
 */
async function supplierPrice(
  provider: ActivityBookingProvider,
  activityCode: string,
  fields: ActivityBookingFields,
): Promise<
  { ok: true; price: ProviderPrice | null; rechecked: boolean } | { ok: false; response: Response }
> {
  if (!provider.quote) return { ok: true, price: null, rechecked: false };
  let quoted;
  try {
    quoted = await provider.quote({
      activityCode,
      date: fields.date,
      pax: { adults: fields.adults, children: fields.children },
    });
  } catch (err) {
    logger.error({ err, provider: provider.name }, "activities: the supplier's price could not be asked");
    return {
      ok: false,
      response: errorResponse(502, ACTIVITY_BOOKING_TEXT.failed, { outcome: "provider_failed" }),
    };
  }
  if (quoted.ok) return { ok: true, price: quoted.price, rechecked: quoted.rechecked };
  return {
    ok: false,
    response: errorResponse(
      quoted.reason === "unavailable" ? 409 : quoted.reason === "busy" ? 503 : 422,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: quoted.message },
      { outcome: quoted.reason, ...(quoted.reason === "unavailable" ? { field: "date" } : {}) },
    ),
  };
}

/**
 * The claimed booking waits for its money: a reference, its lead (the visitor proved who they are
 * and chose the day) and a payment request for the rupee amount at the booking's own rate, in one
 * transaction. The supplier's amount and currency stay on the booking; only rupees are asked for.
 * The answer takes the visitor to the pay page.
 */
async function holdForPayment(
  db: Database,
  claimed: ActivityBookingRow,
  context: Context & { proof: Proof },
): Promise<Response> {
  const now = context.now ?? new Date();
  const amounts = bookingAmounts(claimed);
  const inr =
    amounts.total.currency === "INR"
      ? amounts.total
      : amounts.rate
        ? toInr(amounts.total, amounts.rate)
        : null;
  if (!inr || inr.minor <= 0) {
    // No rupee figure to ask for (no rate set for the currency): nothing is held or sent.
    await markRequestFailed(db, claimed.id, { reason: "no_rate", currency: amounts.total.currency });
    return errorResponse(409, {
      title: ACTIVITY_BOOKING_TEXT.failed.title,
      description: ACTIVITY_BOOKING_TEXT.notBookableOnline,
    });
  }
  let held: { row: ActivityBookingRow; payUrl: string };
  try {
    held = await db.transaction(async (tx) => {
      const reference = newCatalogueReference();
      const [withRef] = await tx
        .update(activityBookings)
        .set({ reference, updatedAt: now })
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      const lead = await recordBookingLead(tx, withRef!, now, context.proof);
      const { request, token } = await createPaymentRequest(tx, {
        contactId: lead.contactId,
        leadId: lead.leadId,
        purpose: "activity_booking",
        subject: { activityBookingId: claimed.id },
        label: `${withRef!.activityTitle} on ${voucherDate(withRef!.activityDate)}, ${guestsText(withRef!.adults, withRef!.children)}`,
        amount: inr,
        // Due at once: the operator is asked only once it is paid, and the day must still be ahead.
        dueOn: indiaDay(now),
        onPaidJob: ACTIVITY_PAYMENT_JOB_KIND,
        actorId: null,
        now,
      });
      const [row] = await tx
        .update(activityBookings)
        .set({
          leadId: lead.leadId,
          details: sql`${activityBookings.details} || ${jsonb({ paymentRequestId: request.id })}`,
        })
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      return { row: row!, payUrl: payUrlFor(token) };
    });
  } catch (err) {
    logger.error({ err, bookingId: claimed.id }, "activities: booking could not be held for payment");
    await markRequestFailed(db, claimed.id, { reason: "hold_failed" });
    return errorResponse(503, ACTIVITY_BOOKING_TEXT.failed);
  }
  return jsonResponse(confirmation(held.row, held.payUrl), { status: 201 });
}

/** The booking's payment request (the one it was held with). */
async function bookingPaymentRequest(db: Database, bookingId: string) {
  const requests = await requestsForSubject(db, "activity_booking", "activityBookingId", bookingId);
  return requests[0] ?? null;
}

/**
 * The booking's payment request moved. Paid: the booking goes to the supplier (or, for the
 * catalogue, to staff to confirm) exactly as an unpaid one used to at once, and the voucher follows
 * its confirmation. Expired or cancelled unpaid: the booking is cancelled and nothing is sent.
 * Whoever moves the row out of awaiting_payment first does it, so a job run twice sends once.
 */
export async function settleBookingPayment(
  db: Database,
  provider: ActivityBookingProvider,
  payload: PaymentNotice,
  now = new Date(),
): Promise<ActivityBookingRow | null> {
  const bookingId =
    typeof payload.subject.activityBookingId === "string" ? payload.subject.activityBookingId : null;
  if (!bookingId) throw new Error(`${ACTIVITY_PAYMENT_JOB_KIND} payload needs subject.activityBookingId`);
  const request = await bookingPaymentRequest(db, bookingId);
  if (!request || request.id !== payload.requestId) return null;
  if (request.status === "expired" || request.status === "cancelled") {
    const [cancelled] = await db
      .update(activityBookings)
      .set({
        status: "cancelled",
        updatedAt: now,
        details: sql`${activityBookings.details} || ${jsonb({ cancelledBecause: `payment ${request.status}` })}`,
      })
      .where(and(eq(activityBookings.id, bookingId), eq(activityBookings.status, AWAITING_PAYMENT)))
      .returning();
    return cancelled ?? null;
  }
  // Only money received in full sends it; a part payment waits for the rest.
  if (request.status !== "paid") return null;
  await sendPaidBooking(db, provider, bookingId, { now });
  const [row] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
  return row ?? null;
}

/**
 * A held booking whose request is paid goes on exactly as an unpaid one used to at once: to the
 * supplier (Hotelbeds: sendBooking, with its unknown-outcome reconciliation) or, for the catalogue,
 * to staff to confirm. Only the caller whose UPDATE moves it out of awaiting_payment sends it (null
 * for anyone else). Answers as the booking endpoint did; `wait` answers "we are confirming" once the
 * visitor's wait is over, as the endpoint did, while the send goes on.
 */
export async function sendPaidBooking(
  db: Database,
  provider: ActivityBookingProvider,
  bookingId: string,
  options: { now?: Date; wait?: boolean } = {},
): Promise<Response | null> {
  const now = options.now ?? new Date();
  const [held] = await db
    .update(activityBookings)
    .set({
      status: "pending",
      updatedAt: now,
      details: sql`${activityBookings.details} || ${jsonb({ paid: true })}`,
    })
    .where(and(eq(activityBookings.id, bookingId), eq(activityBookings.status, AWAITING_PAYMENT)))
    .returning();
  if (!held) return null;
  const proof: Proof = { via: held.holderPhone ? "phone" : "email" };
  // A Viator product is booked with Viator by staff: paid, it becomes their request to book.
  if (held.provider === "viator")
    return settle(
      db,
      held,
      { status: "requested", reference: held.reference!, details: held.details, updatedAt: now },
      now,
      proof,
    );
  // The catalogue has no supplier that confirms: its booking is a request until staff confirm it.
  if (provider.name === "catalogue" || held.provider === "catalogue")
    return requestCatalogueActivity(db, provider, held, { ip: "", proof, now });
  const settling = sendBooking(settler(db, provider, proof, options.now), held);
  return options.wait ? withinWait(db, settling, held) : answerSettled(await settling);
}

export const ACTIVITY_PAYMENT_JOB: OutboxJob = {
  kind: ACTIVITY_PAYMENT_JOB_KIND,
  handler: async (payload) => {
    await settleBookingPayment(
      await getDb(),
      getActivityBooking(),
      paymentNoticeOf(ACTIVITY_PAYMENT_JOB_KIND, payload),
    );
  },
};

/** Our own catalogue: the day is checked (it runs then), a reference made, and staff confirm it. */
async function requestCatalogueActivity(
  db: Database,
  provider: ActivityBookingProvider,
  claimed: ActivityBookingRow,
  context: Context & { proof: Proof },
): Promise<Response> {
  const now = context.now ?? new Date();
  let outcome;
  try {
    outcome = await provider.book({
      clientReference: claimed.idempotencyKey,
      activityCode: claimed.activityCode,
      date: claimed.activityDate,
      pax: { adults: claimed.adults, children: claimed.children },
      holder: {
        name: claimed.holderFirstName,
        surname: claimed.holderLastName,
        email: claimed.holderEmail,
        telephone: claimed.holderPhone,
      },
    });
  } catch (err) {
    const message = err instanceof ActivityProviderError ? err.message : "provider call failed";
    logger.error({ err, provider: provider.name }, "activities: booking call failed");
    await markRequestFailed(db, claimed.id, { ...claimed.details, reason: "provider_error", error: message });
    await notifyPaidNotBooked(db, claimed.id);
    return errorResponse(502, ACTIVITY_BOOKING_TEXT.failed, { outcome: "provider_failed" });
  }
  if (!outcome.ok) {
    await markRequestFailed(db, claimed.id, {
      ...claimed.details,
      reason: outcome.reason,
      message: outcome.message,
    });
    await notifyPaidNotBooked(db, claimed.id);
    return errorResponse(
      outcome.reason === "unavailable" ? 409 : 422,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: outcome.message },
      { outcome: outcome.reason, ...(outcome.reason === "unavailable" ? { field: "date" } : {}) },
    );
  }
  const { price } = outcome;
  return settle(
    db,
    claimed,
    {
      status: "requested",
      // A booking held for payment keeps the reference its traveller was given then.
      reference: claimed.reference ?? outcome.reference,
      currency: price.total.currency,
      unitPriceCents: price.adult.minor,
      childPriceMinor: price.child?.minor ?? null,
      totalCents: price.total.minor,
      ...(price.total.currency === claimed.rateCurrency
        ? {}
        : rateColumns(await rateOf(db, price.total.currency))),
      details: { ...outcome.details, ...claimed.details },
      updatedAt: now,
    },
    now,
    context.proof,
  );
}

/**
 * A Viator product: nothing is booked with Viator here. The request carries the product as Viator
 * describes it (looked up by its code on the server), the day and the travellers; it is held for
 * payment like any booking, and once paid staff book it with Viator and confirm it from the console
 * (a refusal then follows the paid decline: the guest is told the money comes back).
 */
async function requestViatorProduct(
  fields: ActivityBookingFields,
  product: ViatorProduct,
  context: Context & { proof: Proof },
): Promise<Response> {
  // Viator quotes a "from" price per person, not per pax type: the request's figure is that price for
  // each traveller, an estimate staff replace when they book it with Viator (no 70 % rule here).
  const adult = product.price;
  const total = timesMoney(adult, fields.adults + fields.children);
  let db: Database;
  let claimed: ActivityBookingRow | null;
  try {
    db = context.db ?? (await getDb());
    claimed = await claim(db, {
      idempotencyKey: fields.key.toLowerCase(),
      provider: "viator",
      // Held until paid, as every booking is: staff hear of it only then (sendPaidBooking).
      status: AWAITING_PAYMENT,
      activityCode: product.productCode,
      activitySlug: null,
      activityTitle: product.title,
      location: product.location,
      activityDate: fields.date,
      adults: fields.adults,
      children: fields.children,
      currency: adult.currency,
      unitPriceCents: adult.minor,
      childPriceMinor: null,
      totalCents: total.minor,
      ...rateColumns(await rateOf(db, adult.currency)),
      holderFirstName: fields.firstName,
      holderLastName: fields.lastName,
      holderEmail: fields.email,
      holderPhone: fields.phone,
      requestIp: context.ip || null,
      details: {
        supplier: "viator",
        productUrl: product.productUrl,
        ...(fields.pickup ? { pickup: fields.pickup } : {}),
      },
    });
  } catch (err) {
    logger.error({ err }, "activities: booking request could not be stored");
    return errorResponse(503, ACTIVITY_BOOKING_TEXT.failed);
  }
  if (!claimed) {
    const existing = await findByKey(db, fields.key.toLowerCase()).catch(() => null);
    if (
      existing &&
      (existing.activityCode !== product.productCode || existing.holderEmail !== fields.email)
    ) {
      return errorResponse(409, {
        title: ACTIVITY_BOOKING_TEXT.failed.title,
        description: ACTIVITY_BOOKING_TEXT.key,
      });
    }
    return answerTwin(db, fields.key.toLowerCase());
  }
  return holdForPayment(db, claimed, context);
}

/**
 * The claimed row becomes a request (its "request received" mail queued), with its lead and timeline
 * entry, in one transaction; staff confirm it later (then the voucher is queued).
 */
async function settle(
  db: Database,
  claimed: ActivityBookingRow,
  confirmed: Partial<typeof activityBookings.$inferInsert> & { status: string; reference: string },
  now: Date,
  proof: Proof,
): Promise<Response> {
  let row: ActivityBookingRow;
  try {
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(activityBookings)
        .set(confirmed)
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      const lead = await recordBookingLead(tx, updated!, now, proof);
      const [withLead] = await tx
        .update(activityBookings)
        .set({ leadId: lead.leadId })
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      await enqueueGuestMail(tx, withLead!, {
        kind: BOOKING_REQUEST_JOB_KIND,
        payload: { bookingId: claimed.id },
        subject: guestMailSubjects.requestReceived(withLead!),
        at: now,
      });
      return withLead!;
    });
  } catch (err) {
    // The provider may have booked it: the booking must not be lost even if its lead could not be written.
    logger.error(
      { err, reference: confirmed.reference },
      "activities: lead for a settled booking not written",
    );
    // Its request mail still goes out, and staff are told to add the lead by hand.
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(activityBookings)
        .set(confirmed)
        .where(eq(activityBookings.id, claimed.id))
        .returning();
      await enqueueOutbox(tx, BOOKING_REQUEST_JOB_KIND, { bookingId: claimed.id });
      await enqueueNoLeadAlert(tx, updated!);
      return updated!;
    });
  }
  return jsonResponse(confirmation(row), { status: 201 });
}

async function markRequestFailed(db: Database, id: string, details: Record<string, unknown>) {
  await db
    .update(activityBookings)
    .set({ status: "failed", details, updatedAt: new Date() })
    .where(eq(activityBookings.id, id))
    .catch((err: unknown) => logger.error({ err }, "activities: failed booking not marked"));
}

/** The lead staff work: who booked what, for when, and the booking's value in rupees. */
async function recordBookingLead(
  tx: Executor,
  row: ActivityBookingRow,
  now: Date,
  proof: Proof,
): Promise<{ leadId: string; contactId: string }> {
  const amounts = bookingAmounts(row);
  const inr = bookingValueInr(amounts);
  // Held for payment first, the booking has its lead already: its confirmation is a line on it.
  const [held] = row.leadId
    ? await tx.select({ contactId: leads.contactId }).from(leads).where(eq(leads.id, row.leadId))
    : [];
  if (row.leadId && held) {
    await tx.insert(contactTimeline).values({
      contactId: held.contactId,
      leadId: row.leadId,
      kind: "booking",
      summary: `${row.status === "confirmed" ? "Booked" : "Paid; sent to staff to confirm"} ${row.activityTitle} for ${row.activityDate} — ${row.reference}, ${formatMoney(amounts.total)}`,
      data: { bookingId: row.id, reference: row.reference, provider: row.provider },
      occurredAt: now,
    });
    // What staff read on the lead follows the booking: the supplier's reference and amounts now.
    await tx
      .update(leads)
      .set({
        sourceData: sql`${leads.sourceData} || ${jsonb({
          bookingReference: row.reference,
          totalAmount: amountWithApprox(amounts.total, amounts.rate),
          provider: row.provider,
        })}`,
      })
      .where(eq(leads.id, row.leadId));
    if (row.status === "confirmed") await winBookingLead(tx, row.leadId, row, now);
    return { leadId: row.leadId, contactId: held.contactId };
  }
  // How the code went, as recorded when it was booked: a number outside India gets its code by
  // WhatsApp or by e-mail; staff read which, as on every other form's lead. A booking stored before
  // the channel was kept reads as before (by SMS in India, e-mailed abroad).
  const abroad = proof.via === "phone" && row.holderPhone !== null && isInternationalNumber(row.holderPhone);
  const recorded = (row.details as { verifiedChannel?: unknown } | null)?.verifiedChannel;
  const channel =
    recorded === "sms" || recorded === "whatsapp" || recorded === "email"
      ? recorded
      : proof.via === "phone" && !abroad
        ? "sms"
        : "email";
  const lead = await createUnifiedLead(tx, {
    type: "activity_booking",
    sourceId: row.reference!,
    name: `${row.holderFirstName} ${row.holderLastName}`,
    email: row.holderEmail,
    phone: row.holderPhone,
    // Booked with a code sent to this phone; without a phone the address was proven instead.
    phoneVerified: proof.via === "phone",
    // The dialog shows the consent note by its mobile box: the trip consent is kept with the lead.
    consent: { ...PHONE_CONSENT, at: now },
    // As hot either way: a visitor who proved who they are and chose the day and the guests.
    score: 95,
    scoreReason:
      row.status === "confirmed"
        ? "Booked and confirmed an activity online"
        : row.status === AWAITING_PAYMENT
          ? "Held an activity booking online (sent once paid)"
          : "Asked online to book an activity (staff confirm it)",
    now,
    sourceData: {
      confirmedWith:
        proof.via !== "phone" || channel === "email"
          ? "A code e-mailed to the address"
          : channel === "whatsapp"
            ? "A code sent to the phone by WhatsApp"
            : "A code sent to the phone",
      ...(abroad
        ? {
            verifiedBy: internationalVerifiedNote(
              channel === "whatsapp" ? "whatsapp" : "email",
              row.holderEmail,
            ),
          }
        : {}),
      activityName: row.activityTitle,
      activityLocation: row.location,
      bookingDate: row.activityDate,
      adults: row.adults,
      children: row.children,
      bookingReference: row.reference,
      totalAmount: amountWithApprox(amounts.total, amounts.rate),
      provider: row.provider,
    },
  });
  if (lead.created) {
    if (inr !== null) {
      await tx.execute(sql`UPDATE leads SET value_inr = ${inr}::bigint WHERE id = ${lead.leadId}::uuid`);
    }
    await tx.insert(contactTimeline).values({
      contactId: lead.contactId,
      leadId: lead.leadId,
      kind: "booking",
      summary: `${row.status === "confirmed" ? "Booked" : row.status === AWAITING_PAYMENT ? "Held until paid" : "Requested (to confirm)"} ${row.activityTitle} for ${row.activityDate} — ${row.reference}, ${formatMoney(amounts.total)}`,
      data: { bookingId: row.id, reference: row.reference, provider: row.provider },
      occurredAt: now,
    });
  }
  // A supplier's confirmation is the sale itself.
  if (row.status === "confirmed") await winBookingLead(tx, lead.leadId, row, now);
  return lead;
}

/** The reconciliation job (booking-outcome.server.ts): settles one booking whose outcome was unknown. */
export const RECONCILE_JOB: OutboxJob = {
  kind: RECONCILE_JOB_KIND,
  handler: async (payload) => {
    const bookingId = typeof payload.bookingId === "string" ? payload.bookingId : null;
    if (!bookingId) throw new Error("activities.reconcile payload needs bookingId");
    await runReconcileJob(settler(await getDb(), getActivityBooking()), bookingId);
  },
};

/** Every round: any booking still unconfirmed, or left mid-call by a stopped process. */
export const BOOKING_RECONCILE_TASK: MaintenanceTask = {
  name: "activity bookings reconciliation",
  run: async (db) => {
    await reconcilePendingBookings(settler(db, getActivityBooking()));
  },
};

/** For tests: the sweep with a given provider and clock. */
export const reconcileBookingsForTests = (db: Database, provider: ActivityBookingProvider, now?: Date) =>
  reconcilePendingBookings(settler(db, provider, undefined, now));
