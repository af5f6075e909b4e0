import { and, eq, isNotNull, sql } from "drizzle-orm";
import { formatInr } from "~/lib/format";
import { queryRows, type Executor } from "~/server/db/db.server";
import { contactTimeline, leads, tasks, type ActivityBookingRow } from "~/server/db/schema.server";
import { bookingAmounts, bookingValueInr } from "./booking-amounts.server";

const WON = "Closed Won";

/**
 * A confirmed booking is a won deal, not a new lead waiting for someone to drag it: its lead moves to
 * Closed Won at the booking's value in rupees (the total at the rate the booking keeps), dated when
 * it was confirmed, so Revenue counts it in that period. One timeline line says so. A lead staff
 * already closed as won keeps their value. Without a rupee rate for the booking's currency there is
 * no value to count: the lead stays where it is and the line asks staff to close it with its value.
 * The lead's row is locked, as a stage move by staff locks it.
 */
export async function winBookingLead(
  tx: Executor,
  leadId: string,
  booking: ActivityBookingRow,
  confirmedAt: Date,
): Promise<{ won: boolean; valueInr: number | null }> {
  const [lead] = await queryRows<{ stage: string; contact_id: string }>(
    tx,
    sql`SELECT stage, contact_id FROM leads WHERE id = ${leadId}::uuid FOR UPDATE`,
  );
  if (!lead || lead.stage === WON) return { won: false, valueInr: null };
  const valueInr = bookingValueInr(bookingAmounts(booking));
  const about = `${booking.activityTitle} (${booking.reference})`;
  if (valueInr === null) {
    await tx.insert(contactTimeline).values({
      contactId: lead.contact_id,
      leadId,
      kind: "booking_unvalued",
      summary: `Booking ${about} confirmed, but there is no ${booking.currency} rate to value it in rupees: close the lead as won with its value.`,
      data: { bookingId: booking.id, reference: booking.reference },
      occurredAt: confirmedAt,
    });
    return { won: false, valueInr: null };
  }
  await tx
    .update(leads)
    .set({ stage: WON, valueInr, stageChangedAt: confirmedAt, updatedAt: confirmedAt, lostReason: null })
    .where(eq(leads.id, leadId));
  // Someone has it now: the new lead's follow-up reminders stop, as when staff move it on.
  await tx
    .update(tasks)
    .set({ status: "cancelled", updatedAt: confirmedAt })
    .where(and(eq(tasks.leadId, leadId), isNotNull(tasks.cadenceDay), eq(tasks.status, "open")));
  await tx.insert(contactTimeline).values({
    contactId: lead.contact_id,
    leadId,
    kind: "stage_changed",
    summary: `Closed Won at ${formatInr(valueInr)} (was ${lead.stage}): booking ${about} confirmed`,
    data: {
      from: lead.stage,
      to: WON,
      valueInr,
      bookingId: booking.id,
      reference: booking.reference,
    },
    occurredAt: confirmedAt,
  });
  return { won: true, valueInr };
}
