import { sql } from "drizzle-orm";
import { moveLeadToStage } from "~/features/leads/index.server";
import { queryRows, type Executor } from "~/server/db/db.server";
import { contactTimeline, type ActivityBookingRow } from "~/server/db/schema.server";
import { bookingAmounts, bookingValueInr } from "./booking-amounts.server";

const WON = "Closed Won";

/**
 * A confirmed booking is a won deal, not a new lead waiting for someone to drag it: its lead moves to
 * Closed Won at the booking's value in rupees (the total at the rate the booking keeps), dated when
 * it was confirmed, so Revenue counts it in that period. One timeline line says so. A lead staff
 * already closed as won keeps their value. Without a rupee rate for the booking's currency there is
 * no value to count: the lead stays where it is and the line asks staff to close it with its value.
 * The move is the leads' one stage move, the one staff make on the board.
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
  await moveLeadToStage(tx, {
    leadId,
    to: WON,
    valueInr,
    because: `booking ${about} confirmed`,
    detail: { bookingId: booking.id, reference: booking.reference },
    at: confirmedAt,
  });
  return { won: true, valueInr };
}
