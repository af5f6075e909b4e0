import { and, eq, inArray } from "drizzle-orm";
import {
  amountWithApprox,
  BOOKING_DECLINED_JOB_KIND,
  bookingAmounts,
  enqueueGuestMail,
  guestMailSubjects,
  winBookingLead,
  getActivityBooking,
  VOUCHER_JOB_KIND,
} from "~/features/activities/index.server";
import { formatMoney, money, type Money } from "~/lib/money";
import type { StaffUser } from "~/features/auth/index.server";
import { recordAudit } from "~/server/audit.server";
import type { Database, Executor } from "~/server/db/db.server";
import { activityBookings, contactTimeline, leads } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { crmScope, requireVisibleLead } from "./access.server";
import { CrmError } from "../shared/console-api.server";

/**
 * Activity bookings as staff see them on a contact's leads, and their cancellation by an admin: the
 * provider's fee is quoted first (nothing changes), then the cancel is confirmed, written on the
 * timeline and audited. A booking *request* (no supplier confirmed it) is confirmed by staff once
 * they have booked it with the operator — only then is its voucher made and e-mailed — or declined.
 */

export type LeadBooking = {
  id: string;
  reference: string | null;
  provider: string;
  status: string;
  activityTitle: string;
  activityDate: string;
  adults: number;
  children: number;
  /** The total in the currency of the sale, and in rupees at the rate the booking keeps. */
  total: Money;
  totalText: string;
  cancellationFee: Money | null;
};

export async function bookingsOfLeads(db: Executor, leadIds: string[]): Promise<Map<string, LeadBooking>> {
  if (!leadIds.length) return new Map();
  const rows = await db
    .select({
      id: activityBookings.id,
      leadId: activityBookings.leadId,
      reference: activityBookings.reference,
      provider: activityBookings.provider,
      status: activityBookings.status,
      activityTitle: activityBookings.activityTitle,
      activityDate: activityBookings.activityDate,
      adults: activityBookings.adults,
      children: activityBookings.children,
      currency: activityBookings.currency,
      unitPriceCents: activityBookings.unitPriceCents,
      childPriceMinor: activityBookings.childPriceMinor,
      totalCents: activityBookings.totalCents,
      rateCurrency: activityBookings.rateCurrency,
      rateInrPerUnitMicros: activityBookings.rateInrPerUnitMicros,
      rateAsOf: activityBookings.rateAsOf,
      cancellationFeeCents: activityBookings.cancellationFeeCents,
    })
    .from(activityBookings)
    .where(inArray(activityBookings.leadId, leadIds));
  return new Map(
    rows.map((row) => {
      const amounts = bookingAmounts(row);
      const booking: LeadBooking = {
        id: row.id,
        reference: row.reference,
        provider: row.provider,
        status: row.status,
        activityTitle: row.activityTitle,
        activityDate: row.activityDate,
        adults: row.adults,
        children: row.children,
        total: amounts.total,
        totalText: amountWithApprox(amounts.total, amounts.rate),
        cancellationFee:
          row.cancellationFeeCents === null ? null : money(row.cancellationFeeCents, row.currency),
      };
      return [row.leadId!, booking];
    }),
  );
}

export type CancellationAnswer = {
  reference: string;
  status: "quoted" | "cancelled";
  fee: Money;
  feeText: string;
};

/** A line on the timeline of the lead a booking made (none when the booking has no lead). */
async function noteOnBookingLead(
  tx: Executor,
  booking: { leadId: string | null },
  entry: Omit<typeof contactTimeline.$inferInsert, "contactId" | "leadId">,
) {
  if (!booking.leadId) return;
  const [lead] = await tx
    .select({ contactId: leads.contactId })
    .from(leads)
    .where(eq(leads.id, booking.leadId));
  if (lead)
    await tx.insert(contactTimeline).values({ ...entry, contactId: lead.contactId, leadId: booking.leadId });
}

/**
 * A booking is staff's to act on only through its lead: a partner limited to their own records
 * cannot confirm, decline or cancel the booking of a lead they cannot see. A booking without a lead
 * (its lead write failed) is an admin's to act on.
 */
async function requireBookingInScope(tx: Executor, actor: StaffUser, booking: { leadId: string | null }) {
  if (booking.leadId) {
    await requireVisibleLead(tx, await crmScope(tx, actor), booking.leadId);
    return;
  }
  if (actor.role !== "admin") {
    throw new CrmError(403, "Admins only", "This booking has no lead; an administrator can act on it.");
  }
}

export async function cancelActivityBooking(
  db: Database,
  actor: StaffUser & { ip: string | null },
  bookingId: string,
  confirm: boolean,
): Promise<CancellationAnswer> {
  const [booking] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
  if (!booking) throw new CrmError(404, "Not found", "That booking does not exist any more.");
  await requireBookingInScope(db, actor, booking);
  if (booking.status === "cancelled") {
    throw new CrmError(409, "Already cancelled", `Booking ${booking.reference} was cancelled already.`);
  }
  if (booking.status !== "confirmed" || !booking.reference) {
    throw new CrmError(409, "Not confirmed", "Only a confirmed booking can be cancelled.");
  }
  const provider = getActivityBooking();
  if (provider.name !== booking.provider) {
    throw new CrmError(
      409,
      "Another provider",
      `This booking was made with ${booking.provider}, which is not switched on now: cancel it with them directly.`,
    );
  }
  const result = confirm
    ? await provider.cancel(booking.reference).catch((err: unknown) => {
        logger.error({ err, reference: booking.reference }, "activities: cancellation call failed");
        return { ok: false as const, message: "The provider did not answer. Please try again in a minute." };
      })
    : await provider.quoteCancellation(booking.reference).catch((err: unknown) => {
        logger.error({ err, reference: booking.reference }, "activities: cancellation quote failed");
        return { ok: false as const, message: "The provider did not answer. Please try again in a minute." };
      });
  if (!result.ok) throw new CrmError(502, "Provider refused", result.message);
  const answer: CancellationAnswer = {
    reference: booking.reference,
    status: confirm ? "cancelled" : "quoted",
    fee: result.fee,
    feeText: result.fee.minor > 0 ? formatMoney(result.fee) : "No fee",
  };
  if (!confirm) return answer;

  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(activityBookings)
      .set({
        status: "cancelled",
        // Kept in the booking's currency; a fee quoted in another one is not a figure we can store.
        cancellationFeeCents: result.fee.currency === booking.currency ? result.fee.minor : null,
        cancelledAt: now,
        cancelledBy: actor.id,
        updatedAt: now,
      })
      .where(and(eq(activityBookings.id, booking.id), eq(activityBookings.status, "confirmed")));
    await noteOnBookingLead(tx, booking, {
      kind: "booking_cancelled",
      summary: `Cancelled ${booking.activityTitle} (${booking.reference}) — fee ${answer.feeText}`,
      data: { bookingId: booking.id, reference: booking.reference, by: actor.email },
      actorId: actor.id,
      occurredAt: now,
    });
    await recordAudit(tx, {
      action: "activity_booking_cancelled",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "activity_booking",
      targetId: booking.id,
      ip: actor.ip,
      details: { reference: booking.reference, provider: booking.provider, fee: answer.feeText },
    });
  });
  return answer;
}

export type RequestDecisionAnswer = { reference: string; status: "confirmed" | "declined" };

/**
 * Staff answer a booking request: confirm (the voucher is queued, once: the status moves from
 * requested in the same statement) or decline (the visitor is e-mailed). Written on the contact's
 * timeline and in the audit log, in one transaction with the change.
 */
export async function decideActivityRequest(
  db: Database,
  actor: StaffUser & { ip: string | null },
  bookingId: string,
  input: { decision: "confirm" | "decline"; reason?: string | undefined },
): Promise<RequestDecisionAnswer> {
  const status = input.decision === "confirm" ? "confirmed" : "declined";
  const now = new Date();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ leadId: activityBookings.leadId })
      .from(activityBookings)
      .where(eq(activityBookings.id, bookingId));
    if (!found) throw new CrmError(404, "Not found", "That booking does not exist any more.");
    await requireBookingInScope(tx, actor, found);
    const [booking] = await tx
      .update(activityBookings)
      .set({
        status,
        updatedAt: now,
      })
      .where(and(eq(activityBookings.id, bookingId), eq(activityBookings.status, "requested")))
      .returning();
    if (!booking) {
      const [existing] = await tx
        .select({ status: activityBookings.status, reference: activityBookings.reference })
        .from(activityBookings)
        .where(eq(activityBookings.id, bookingId));
      if (!existing) throw new CrmError(404, "Not found", "That booking does not exist any more.");
      throw new CrmError(
        409,
        "Not a request",
        `This booking is ${existing.status}: only a request waiting for staff can be confirmed or declined.`,
      );
    }
    const reason = input.reason?.trim() || null;
    // The guest's mail is on their timeline too (see enqueueGuestMail).
    if (status === "confirmed") {
      await enqueueGuestMail(tx, booking, {
        kind: VOUCHER_JOB_KIND,
        payload: { bookingId: booking.id },
        subject: guestMailSubjects.voucher(booking),
        at: now,
      });
    } else {
      await enqueueGuestMail(tx, booking, {
        kind: BOOKING_DECLINED_JOB_KIND,
        payload: { bookingId: booking.id, reason },
        subject: guestMailSubjects.requestDeclined(booking),
        at: now,
      });
    }
    await noteOnBookingLead(tx, booking, {
      kind: status === "confirmed" ? "booking_confirmed" : "booking_declined",
      summary:
        status === "confirmed"
          ? `Confirmed ${booking.activityTitle} for ${booking.activityDate} (${booking.reference}); voucher e-mailed`
          : `Declined the request for ${booking.activityTitle} (${booking.reference})${reason ? ` — ${reason}` : ""}`,
      data: { bookingId: booking.id, reference: booking.reference, by: actor.email, reason },
      actorId: actor.id,
      occurredAt: now,
    });
    // Confirmed by staff is sold: the lead is won at the booking's value, dated now.
    if (status === "confirmed" && booking.leadId) await winBookingLead(tx, booking.leadId, booking, now);
    await recordAudit(tx, {
      action: status === "confirmed" ? "activity_booking_confirmed" : "activity_booking_declined",
      actorUserId: actor.id,
      actorEmail: actor.email,
      targetType: "activity_booking",
      targetId: booking.id,
      ip: actor.ip,
      details: { reference: booking.reference, provider: booking.provider, ...(reason ? { reason } : {}) },
    });
    return { reference: booking.reference ?? "", status };
  });
}
