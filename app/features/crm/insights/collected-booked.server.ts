import { sql } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { queryRows, type Executor } from "~/server/db/db.server";
import { crmScope } from "../records/access.server";
import { indiaMidnight } from "../shared/tab-params.server";
import { visibleRequests } from "../records/payment-records.server";

export type CollectedBookedMonth = {
  /** "2026-11" (India time). */
  month: string;
  bookedMinor: number;
  collectedMinor: number;
};

/**
 * The Revenue tab's "Collected" against "Booked", per month of the period (India time), in paise:
 *
 * - **Booked**: what travellers were asked to pay — the amounts of the payment requests raised in
 *   the month, cancelled and expired requests left out (they no longer ask for anything);
 * - **Collected**: the money that reached the agency in the month (each payment by the day it was
 *   received), less the refunds processed in the month.
 *
 * Over the requests this person may see (only-my-records applies), as every console figure is.
 */
export async function collectedAgainstBooked(
  db: Executor,
  user: StaffUser,
  range: { from: string; to: string },
): Promise<{ months: CollectedBookedMonth[]; bookedMinor: number; collectedMinor: number }> {
  const scope = await crmScope(db, user);
  const visible = visibleRequests(scope);
  const start = indiaMidnight(range.from);
  const end = sql`${indiaMidnight(range.to)} + interval '1 day'`;
  const rows = await queryRows<{ month: string; booked: string; collected: string }>(
    db,
    sql`WITH booked AS (
        SELECT to_char(pr.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, pr.amount_minor AS minor
        FROM payment_requests pr
        WHERE pr.status NOT IN ('cancelled', 'expired') AND pr.created_at >= ${start} AND pr.created_at < ${end}
          AND ${visible}
      ), received AS (
        SELECT to_char(p.received_on, 'YYYY-MM') AS month, p.amount_minor AS minor
        FROM payments p JOIN payment_requests pr ON pr.id = p.request_id
        WHERE p.received_on >= ${range.from}::date AND p.received_on <= ${range.to}::date AND ${visible}
      ), refunded AS (
        SELECT to_char(r.processed_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, -r.amount_minor AS minor
        FROM payment_refunds r JOIN payments p ON p.id = r.payment_id JOIN payment_requests pr ON pr.id = p.request_id
        WHERE r.status = 'processed' AND r.processed_at >= ${start} AND r.processed_at < ${end} AND ${visible}
      )
      SELECT month, sum(booked)::text AS booked, sum(collected)::text AS collected FROM (
        SELECT month, minor AS booked, 0 AS collected FROM booked
        UNION ALL SELECT month, 0, minor FROM received
        UNION ALL SELECT month, 0, minor FROM refunded
      ) x GROUP BY month ORDER BY month`,
  );
  const months = rows.map((r) => ({
    month: r.month,
    bookedMinor: Number(r.booked),
    collectedMinor: Number(r.collected),
  }));
  return {
    months,
    bookedMinor: months.reduce((s, m) => s + m.bookedMinor, 0),
    collectedMinor: months.reduce((s, m) => s + m.collectedMinor, 0),
  };
}
export type CollectedBooked = Awaited<ReturnType<typeof collectedAgainstBooked>>;
