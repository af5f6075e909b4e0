import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { getConfig } from "~/server/config.server";
import { jsonb, type Database, type Executor } from "~/server/db/db.server";
import { activityBookings, type ActivityBookingRow } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { getSiteSettings } from "~/server/site-settings.server";
import {
  ActivityProviderError,
  type ActivityBookingProvider,
  type BookActivityResult,
  type FoundBooking,
  type ProviderPrice,
} from "./activities-port.server";
import { rateColumns, rateOf } from "./booking-amounts.server";
import { VOUCHER_JOB_KIND } from "./voucher-job.server";
import { enqueueGuestMail, guestMailSubjects, noteGuestMail } from "./guest-messages.server";
import { guestsText, voucherDate } from "./voucher-pdf.server";

/**
 * A supplier booking whose outcome is unknown — the booking call timed out, answered a 5xx, or its
 * connection was cut after the request went out — may exist at the supplier. Sending it again
 * blindly books twice (the supplier does not refuse a clientReference it already holds), so such a
 * row is `unconfirmed`, distinct from `failed` (a definite refusal, which a new attempt may retry).
 * Before anything is sent again the supplier is asked whether it holds a booking under our
 * clientReference: found, the row is confirmed with the supplier's reference (lead and voucher
 * once); absent, it is sent once more; absent after that, it has failed, and staff and guest are
 * told. The visitor's repeat, a twin request and the reconciliation job all go through the same
 * conditional UPDATE that claims the row, so with two app processes one of them asks and the other
 * waits for its answer. See docs/decisions/033-unknown-booking-outcomes.md.
 */

export const RECONCILE_JOB_KIND = "activities.reconcile";

/** An absent booking is sent again only this long after its last send ended: a slow supplier may still be making it. */
export const SUPPLIER_SETTLE_MS = 2 * 60_000;
/** How often the job asks again while the supplier cannot tell or the settle time has not passed. */
const RECHECK_MS = 60_000;
/** Unsettled this long, staff are told (once) to check with the supplier by hand; the checks go on. */
const STAFF_ALERT_AFTER_MS = 60 * 60_000;
/** The job stops asking after this long; the maintenance sweep still does, every round. */
const JOB_GIVES_UP_AFTER_MS = 24 * 3600_000;
/** A booking sent at most this many times (the first send and one more after the supplier had none). */
const MAX_SENDS = 2;

/** Writes the booking's lead in the confirming transaction (activity-booking.server.ts). */
export type LeadWriter = (tx: Executor, row: ActivityBookingRow, now: Date) => Promise<{ leadId: string }>;

export type Settler = {
  db: Database;
  provider: ActivityBookingProvider;
  recordLead: LeadWriter;
  now?: () => Date;
};

export type Settled =
  | { outcome: "confirmed"; row: ActivityBookingRow; created: boolean }
  | {
      outcome: "unconfirmed" | "pending";
      row: ActivityBookingRow;
      /** A reconciliation job was queued for it just now. */
      queued?: boolean;
    }
  | {
      outcome: "failed";
      row: ActivityBookingRow;
      /** provider_failed: nothing was booked; else the provider's reason for refusing. */
      reason: "provider_failed" | "unavailable" | "rejected" | "busy" | "not_booked" | "unanswered";
      message: string | null;
    };

type Details = {
  sends?: number;
  /** Epoch ms when the last send ended without an answer. */
  unknownSince?: number;
  /** Epoch ms of the first unknown outcome: the age staff are told about. */
  firstUnknownAt?: number;
  checks?: number;
  staffTold?: boolean;
  /** Set when the visitor was answered "we are confirming": the outcome is then e-mailed. */
  guestAwaitsMail?: boolean;
  /** Sent only once its payment request was paid: a failure now owes the guest a refund. */
  paid?: boolean;
};

const details = (row: ActivityBookingRow) => row.details as Details & Record<string, unknown>;
const clock = (s: Settler) => (s.now ? s.now() : new Date());
const mergeDetails = (extra: Record<string, unknown>) => sql`${activityBookings.details} || ${jsonb(extra)}`;

async function currentRow(db: Database, id: string) {
  const [row] = await db.select().from(activityBookings).where(eq(activityBookings.id, id));
  return row!;
}

/**
 * Sends a row this caller holds (status `pending`) to the supplier and settles it: confirmed,
 * failed (a definite refusal, or nothing sent), or unconfirmed with a reconciliation job queued.
 */
export async function sendBooking(s: Settler, held: ActivityBookingRow): Promise<Settled> {
  const sends = (details(held).sends ?? 0) + 1;
  // The send is live from here: updatedAt marks it so that no one takes the row over mid-call.
  const [row] = await s.db
    .update(activityBookings)
    .set({ details: mergeDetails({ sends }), updatedAt: clock(s) })
    .where(and(eq(activityBookings.id, held.id), eq(activityBookings.status, "pending")))
    .returning();
  if (!row) return { outcome: "pending", row: await currentRow(s.db, held.id) };
  let result: BookActivityResult;
  try {
    result = await s.provider.book({
      clientReference: row.idempotencyKey,
      activityCode: row.activityCode,
      date: row.activityDate,
      pax: { adults: row.adults, children: row.children },
      holder: {
        name: row.holderFirstName,
        surname: row.holderLastName,
        email: row.holderEmail,
        telephone: row.holderPhone,
      },
      // The traveller's answers to the supplier's questions, as the dialog sent them.
      answers: (details(row).answers as Record<string, string> | undefined) ?? {},
    });
  } catch (err) {
    // Only the provider's own error can say nothing was booked; anything else (reading its answer
    // after the booking call, say) may have come after the supplier booked it.
    const unknown = !(err instanceof ActivityProviderError) || err.outcomeUnknown;
    const message = err instanceof ActivityProviderError ? err.message : "provider call failed";
    logger.error(
      { err, provider: s.provider.name, bookingId: row.id, outcomeUnknown: unknown },
      unknown
        ? "activities: the booking call ended without an answer; asking the supplier before anything else"
        : "activities: booking call failed",
    );
    if (unknown) return markUnconfirmed(s, row, message);
    return markFailed(s, row, "provider_failed", null, { reason: "provider_error", error: message });
  }
  if (!result.ok) {
    return markFailed(s, row, result.reason, result.message, {
      reason: result.reason,
      message: result.message,
      ...(result.question ? { question: result.question.code } : {}),
    });
  }
  return confirmRow(s, row, {
    reference: result.reference,
    details: result.details,
    price: result.price,
  });
}

async function markUnconfirmed(s: Settler, row: ActivityBookingRow, error: string): Promise<Settled> {
  const now = clock(s);
  const [updated] = await s.db.transaction(async (tx) => {
    const rows = await tx
      .update(activityBookings)
      .set({
        status: "unconfirmed",
        updatedAt: now,
        details: mergeDetails({
          unknownSince: now.getTime(),
          firstUnknownAt: details(row).firstUnknownAt ?? now.getTime(),
          lastError: error,
        }),
      })
      .where(and(eq(activityBookings.id, row.id), eq(activityBookings.status, "pending")))
      .returning();
    if (rows[0]) {
      await enqueueOutbox(
        tx,
        RECONCILE_JOB_KIND,
        { bookingId: row.id },
        { runAt: new Date(now.getTime() + SUPPLIER_SETTLE_MS) },
      );
    }
    return rows;
  });
  if (!updated) return settledAs(await currentRow(s.db, row.id));
  return { outcome: "unconfirmed", row: updated, queued: true };
}

/** Back to `unconfirmed` after a check that settled nothing (the row keeps its place in the queue). */
async function release(s: Settler, row: ActivityBookingRow, extra: Record<string, unknown>) {
  const [updated] = await s.db
    .update(activityBookings)
    .set({ status: "unconfirmed", updatedAt: clock(s), details: mergeDetails(extra) })
    .where(and(eq(activityBookings.id, row.id), eq(activityBookings.status, "pending")))
    .returning();
  return updated ?? (await currentRow(s.db, row.id));
}

async function markFailed(
  s: Settler,
  row: ActivityBookingRow,
  reason: Extract<Settled, { outcome: "failed" }>["reason"],
  message: string | null,
  why: Record<string, unknown>,
): Promise<Settled> {
  const now = clock(s);
  const [updated] = await s.db.transaction(async (tx) => {
    const rows = await tx
      .update(activityBookings)
      .set({ status: "failed", updatedAt: now, details: mergeDetails(why) })
      .where(
        and(eq(activityBookings.id, row.id), inArray(activityBookings.status, ["pending", "unconfirmed"])),
      )
      .returning();
    const told = rows[0] ? details(rows[0]) : {};
    // Whoever was told "we are confirming" (or whose booking went unanswered, or who paid for it)
    // hears the outcome by mail; staff are told when the supplier went silent or money is to refund.
    if (rows[0] && (told.guestAwaitsMail || told.unknownSince || told.paid)) await mailGuestOnce(tx, rows[0]);
    if (rows[0] && (told.unknownSince || told.paid)) await enqueueStaffAlert(tx, rows[0], "failed");
    return rows;
  });
  if (!updated) {
    logger.error({ bookingId: row.id }, "activities: failed booking not marked: it was settled meanwhile");
    return settledAs(await currentRow(s.db, row.id));
  }
  return { outcome: "failed", row: updated, reason, message };
}

/**
 * Confirms a row once: only the caller whose UPDATE moves it out of pending/unconfirmed writes the
 * lead and queues the voucher, so two processes settling the same booking make one of each.
 */
async function confirmRow(
  s: Settler,
  row: ActivityBookingRow,
  booked: {
    reference: string;
    details: Record<string, unknown>;
    price?: ProviderPrice;
  },
): Promise<Settled> {
  const now = clock(s);
  // The provider's own amounts and currency as it charged them (never recomputed by our rules), with
  // that currency's rate of today; without them, the price the visitor saw and its rate stay.
  const { price } = booked;
  const amounts = price
    ? {
        currency: price.total.currency,
        unitPriceCents: price.adult.minor,
        childPriceMinor: price.child?.minor ?? null,
        totalCents: price.total.minor,
        ...(price.total.currency === row.rateCurrency
          ? {}
          : rateColumns(await rateOf(s.db, price.total.currency))),
      }
    : {};
  const confirmed = {
    status: "confirmed",
    reference: booked.reference,
    ...amounts,
    // Merged into what the row holds: the traveller's pick-up and answers stay with the booking
    // (its voucher shows them), beside what the supplier confirmed.
    details: mergeDetails({
      ...booked.details,
      ...(price?.cancellationFees.length
        ? {
            cancellationFees: price.cancellationFees.map((fee) => ({
              from: fee.from,
              minor: fee.amount.minor,
              currency: fee.amount.currency,
            })),
          }
        : {}),
    }),
    updatedAt: now,
  };
  const claim = and(
    eq(activityBookings.id, row.id),
    inArray(activityBookings.status, ["pending", "unconfirmed"]),
  );
  try {
    const done = await s.db.transaction(async (tx) => {
      const [updated] = await tx.update(activityBookings).set(confirmed).where(claim).returning();
      if (!updated) return null;
      const lead = await s.recordLead(tx, updated, now);
      const [withLead] = await tx
        .update(activityBookings)
        .set({ leadId: lead.leadId })
        .where(eq(activityBookings.id, row.id))
        .returning();
      await enqueueGuestMail(tx, withLead!, {
        kind: VOUCHER_JOB_KIND,
        payload: { bookingId: row.id },
        subject: guestMailSubjects.voucher(withLead!),
        at: now,
      });
      return withLead!;
    });
    if (done) return { outcome: "confirmed", row: done, created: true };
  } catch (err) {
    // The supplier has booked it: the booking must not be lost even if its lead could not be written.
    logger.error(
      { err, reference: booked.reference },
      "activities: lead for a confirmed booking not written",
    );
    // Its voucher is still sent, and staff are told to add the lead by hand.
    const [updated] = await s.db.transaction(async (tx) => {
      const rows = await tx.update(activityBookings).set(confirmed).where(claim).returning();
      if (rows[0]) {
        await enqueueOutbox(tx, VOUCHER_JOB_KIND, { bookingId: row.id });
        await enqueueStaffAlert(tx, rows[0], "noLead");
      }
      return rows;
    });
    if (updated) return { outcome: "confirmed", row: updated, created: true };
  }
  return settledAs(await currentRow(s.db, row.id));
}

/**
 * A `pending` row untouched since before this was left by a process that stopped mid-call. One
 * booking call may ask for the day's rate and send the booking twice (once more with a fresh rate
 * key), each under its own timeout, so a live call can last twice both timeouts; a minute on top.
 */
function abandonedBefore(now: Date) {
  const config = getConfig();
  const longestCall = 2 * (config.ACTIVITIES_TIMEOUT_MS + config.ACTIVITIES_BOOKING_TIMEOUT_MS);
  return new Date(now.getTime() - longestCall - 60_000);
}

function settledAs(row: ActivityBookingRow): Settled {
  if (row.status === "confirmed") return { outcome: "confirmed", row, created: false };
  if (row.status === "failed" || row.status === "cancelled") {
    const why = details(row);
    return {
      outcome: "failed",
      row,
      reason: "not_booked",
      message: typeof why.message === "string" ? why.message : null,
    };
  }
  return { outcome: row.status === "unconfirmed" ? "unconfirmed" : "pending", row };
}

/**
 * Settles one unconfirmed booking (or one left `pending` by a process that stopped mid-call): asks
 * the supplier, then confirms, sends once more, or fails it. A row someone else is settling is left
 * to them (`pending`).
 */
export async function reconcileBooking(s: Settler, bookingId: string): Promise<Settled> {
  const now = clock(s);
  const abandoned = abandonedBefore(now);
  const [row] = await s.db
    .update(activityBookings)
    .set({ status: "pending", updatedAt: now })
    .where(
      and(
        eq(activityBookings.id, bookingId),
        or(
          eq(activityBookings.status, "unconfirmed"),
          and(eq(activityBookings.status, "pending"), lt(activityBookings.updatedAt, abandoned)),
        ),
      ),
    )
    .returning();
  if (!row) return settledAs(await currentRow(s.db, bookingId));
  const seen = details(row);
  // Left before its first send was recorded: nothing went to the supplier, so nothing can exist there.
  if (!seen.sends) {
    return markFailed(s, row, "provider_failed", null, { reason: "never_sent" });
  }
  // A row a stopped process left mid-call was sent (or about to be): its outcome is unknown too.
  const since = seen.unknownSince ?? row.updatedAt.getTime();
  const checks = (seen.checks ?? 0) + 1;
  // Sent through a supplier the app no longer books with: only that supplier can say whether it
  // holds the booking, and sending it to this one could book it twice. Staff settle it by hand.
  if (row.provider !== s.provider.name) {
    logger.error(
      { bookingId, sentTo: row.provider, configured: s.provider.name },
      "activities: an unsettled booking was sent through another supplier; left to staff",
    );
    const held = await release(s, row, { unknownSince: since });
    return { outcome: "unconfirmed", row: await alertOnce(s, held, "otherProvider") };
  }

  let found: FoundBooking;
  try {
    found = await s.provider.findBooking({
      clientReference: row.idempotencyKey,
      holder: { name: row.holderFirstName, surname: row.holderLastName },
      date: row.activityDate,
    });
  } catch (err) {
    logger.warn({ err, bookingId }, "activities: the supplier could not say whether it holds the booking");
    return {
      outcome: "unconfirmed",
      row: await alertIfLong(s, await release(s, row, { checks, unknownSince: since }), now),
    };
  }
  if (found.found) {
    logger.info({ bookingId, reference: found.reference }, "activities: the supplier holds the booking");
    return confirmRow(s, row, { reference: found.reference, details: found.details, price: found.price });
  }
  // The last send may still be landing at a slow supplier: absent now says nothing until it settled,
  // whether the next step would be sending once more or declaring it not booked.
  if (now.getTime() - since < SUPPLIER_SETTLE_MS) {
    return { outcome: "unconfirmed", row: await release(s, row, { checks, unknownSince: since }) };
  }
  if (seen.sends >= MAX_SENDS) {
    return markFailed(s, row, "not_booked", null, {
      reason: "not_booked",
      message: "The supplier holds no booking after it was sent twice",
    });
  }
  logger.info({ bookingId }, "activities: the supplier holds no booking; sending it once more");
  return sendBooking(s, { ...row, details: { ...seen, checks, unknownSince: since } });
}

async function alertIfLong(s: Settler, row: ActivityBookingRow, now: Date) {
  const first = details(row).firstUnknownAt ?? details(row).unknownSince ?? row.createdAt.getTime();
  if (row.status !== "unconfirmed" || details(row).staffTold || now.getTime() - first < STAFF_ALERT_AFTER_MS)
    return row;
  return alertOnce(s, row, "unsettled");
}

/** Staff are told of an unsettled row once, whoever gets here first (the flag is claimed in SQL). */
async function alertOnce(s: Settler, row: ActivityBookingRow, kind: "unsettled" | "otherProvider") {
  const flag = kind === "unsettled" ? "staffTold" : "otherProviderTold";
  if (row.status !== "unconfirmed" || details(row)[flag]) return row;
  return s.db.transaction(async (tx) => {
    const [told] = await tx
      .update(activityBookings)
      .set({ details: mergeDetails({ [flag]: true }) })
      .where(and(eq(activityBookings.id, row.id), sql`NOT (${activityBookings.details} ? ${flag})`))
      .returning();
    if (told) await enqueueStaffAlert(tx, told, kind, s.provider.name);
    return told ?? row;
  });
}

/** Marks a row whose visitor was answered "we are confirming": its outcome is e-mailed to them. */
export async function noteGuestAwaitsMail(db: Database, bookingId: string) {
  await db
    .update(activityBookings)
    .set({ details: mergeDetails({ guestAwaitsMail: true }) })
    .where(eq(activityBookings.id, bookingId));
  // Failed meanwhile, before the flag was written: its "not booked" mail was not queued then.
  const [row] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
  if (row?.status === "failed") await db.transaction((tx) => mailGuestOnce(tx, row));
}

/**
 * A paid booking the catalogue refused (failed outside the supplier's path): the guest is told it is
 * not booked and will be refunded, and staff to refund it. Nothing for a row that was not paid.
 */
export async function notifyPaidNotBooked(db: Database, bookingId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
    if (!row || row.status !== "failed" || !details(row).paid) return;
    await mailGuestOnce(tx, row);
    await enqueueStaffAlert(tx, row, "failed");
  });
}

/** The guest's "not booked" e-mail, queued once whoever gets here first (the flag is claimed in SQL). */
async function mailGuestOnce(tx: Executor, row: ActivityBookingRow) {
  const [claimed] = await tx
    .update(activityBookings)
    .set({ details: mergeDetails({ guestMailed: true }) })
    .where(and(eq(activityBookings.id, row.id), sql`NOT (${activityBookings.details} ? 'guestMailed')`))
    .returning();
  if (claimed) await enqueueGuestNotBooked(tx, claimed);
}

async function enqueueGuestNotBooked(tx: Executor, row: ActivityBookingRow) {
  const settings = getSiteSettings();
  const subject = guestMailSubjects.notBooked(row);
  const outboxId = await enqueueOutbox(tx, "mail.send", {
    to: row.holderEmail,
    audience: "visitor",
    subject,
    text: [
      `Dear ${row.holderFirstName},`,
      "",
      `We could not book ${row.activityTitle} (${row.location}) for ${voucherDate(row.activityDate)},`,
      details(row).paid
        ? `${guestsText(row.adults, row.children)}: the supplier did not confirm it. Nothing has been booked, and what you paid will be refunded in full.`
        : `${guestsText(row.adults, row.children)}: the supplier did not confirm it. Nothing has been booked and you have not been charged.`,
      "",
      `Our team has been told and will be in touch. To book another date, call ${settings.phoneDisplay} or write to ${settings.supportEmail}.`,
      "",
      settings.brandName,
    ].join("\n"),
  });
  await noteGuestMail(tx, row, { outboxId, subject });
}

/** Staff are told to add by hand the lead of a stored booking whose lead could not be written. */
export const enqueueNoLeadAlert = (tx: Executor, row: ActivityBookingRow) =>
  enqueueStaffAlert(tx, row, "noLead");

async function enqueueStaffAlert(
  tx: Executor,
  row: ActivityBookingRow,
  kind: "failed" | "unsettled" | "otherProvider" | "noLead",
  configured?: string,
) {
  const config = getConfig();
  const who = `${row.activityTitle} for ${row.holderFirstName} ${row.holderLastName}`;
  const subject =
    kind === "failed"
      ? `Activity booking not made: ${who}`
      : kind === "unsettled"
        ? `Activity booking unconfirmed for an hour: ${who}`
        : kind === "noLead"
          ? `Activity booking confirmed without its lead: ${who}`
          : `Activity booking unconfirmed, sent through another supplier: ${who}`;
  const paidText = details(row).paid
    ? " The guest had paid for it: refund the payment from the console (Payments)."
    : "";
  const what =
    kind === "failed" && !details(row).unknownSince
      ? `The booking was not made after the guest paid for it (${String(details(row).message ?? details(row).reason ?? "the supplier refused it")}). The guest was e-mailed that nothing is booked.${paidText}`
      : kind === "failed"
        ? `The supplier's booking call went unanswered; the supplier then held no booking under our reference, also after it was sent once more. The guest was e-mailed that nothing is booked.${paidText}`
        : kind === "unsettled"
          ? "The supplier's booking call went unanswered and the supplier has not said for an hour whether it holds the booking. The app keeps asking; please check with the supplier by hand."
          : kind === "noLead"
            ? `The booking is stored (reference ${row.reference ?? "unknown"}) and the guest's mail is queued, but its lead could not be written. Please add the lead in VOX by hand.`
            : `The supplier's booking call went unanswered, and the app now books through ${configured ?? "another supplier"}, which cannot say whether ${row.provider} holds the booking. The app will not send it again; please check with ${row.provider} by hand.`;
  await enqueueOutbox(tx, "mail.send", {
    to: config.ADMIN_ALERT_EMAIL ?? config.LEADS_NOTIFY_EMAIL,
    audience: "staff",
    subject,
    text: [
      what,
      "",
      `Supplier: ${row.provider}`,
      `Our reference sent as clientReference: ${row.idempotencyKey}`,
      `Experience: ${row.activityTitle}, ${row.location}, ${row.activityDate}`,
      `Guests: ${guestsText(row.adults, row.children)}`,
      `Guest: ${row.holderFirstName} ${row.holderLastName}, ${row.holderEmail}${row.holderPhone ? `, ${row.holderPhone}` : ""}`,
    ].join("\n"),
  });
}

/**
 * The reconciliation job, queued when a booking's outcome became unknown (due once the supplier had
 * time to finish): settles it, and while it cannot, queues itself again a minute later.
 */
export async function runReconcileJob(s: Settler, bookingId: string) {
  const result = await reconcileBooking(s, bookingId);
  if (result.outcome !== "unconfirmed" || result.queued) return result;
  const now = clock(s);
  const first = details(result.row).firstUnknownAt ?? result.row.createdAt.getTime();
  // A fresh send queued its own job; a check that settled nothing queues the next one.
  if (details(result.row).unknownSince && now.getTime() - first < JOB_GIVES_UP_AFTER_MS) {
    const due = Math.max(
      now.getTime() + RECHECK_MS,
      (details(result.row).unknownSince ?? 0) + SUPPLIER_SETTLE_MS,
    );
    await enqueueOutbox(s.db, RECONCILE_JOB_KIND, { bookingId }, { runAt: new Date(due) });
  }
  return result;
}

/**
 * Every unconfirmed booking, and every one left mid-call by a stopped process: the maintenance
 * round's sweep, behind the jobs. Each row is claimed on its own, so two processes never settle the
 * same one.
 */
export async function reconcilePendingBookings(s: Settler) {
  const now = clock(s);
  const abandoned = abandonedBefore(now);
  const rows = await s.db
    .select({ id: activityBookings.id })
    .from(activityBookings)
    .where(
      or(
        // One whose last send may still be landing is left until it settled: asking now tells nothing.
        and(
          eq(activityBookings.status, "unconfirmed"),
          sql`coalesce((${activityBookings.details}->>'unknownSince')::bigint, 0) <= ${now.getTime() - SUPPLIER_SETTLE_MS}`,
        ),
        and(eq(activityBookings.status, "pending"), lt(activityBookings.updatedAt, abandoned)),
      ),
    )
    // Longest waiting first: a row a check left unsettled goes to the back (release sets updatedAt),
    // so fifty that stay unsettled cannot keep the rest from ever being looked at.
    .orderBy(asc(activityBookings.updatedAt))
    .limit(50);
  const results: Settled[] = [];
  for (const { id } of rows) results.push(await reconcileBooking(s, id));
  return results;
}
