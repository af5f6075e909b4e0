import { sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { ERASED_PAYER, payPageUrlOf } from "~/features/payments/index.server";
import { indiaDay } from "~/lib/india-time";
import { money, toInr } from "~/lib/money";
import { queryRows, type Executor } from "~/server/db/db.server";
import { crmScope, type CrmScope } from "./access.server";
import type { PaymentLine, RequestLine } from "./payment-view";

/**
 * The console's reads of the payments ledger: the Payments tab, the payments sections of a contact,
 * a quote and an activity booking, and Revenue's collected figures. Every read goes through `visibleRequests`, so a partner
 * with "only my records" on never reads another's request, whatever the screen asks for. The
 * payments feature owns the writes; these are plain reads of its tables.
 */

/**
 * Requests this person may see: on a live contact, and with only-my-records on, on a lead of theirs
 * (or, unowned, whose contact is theirs) — the same rule as for leads; a request on no lead follows
 * its contact.
 */
export function visibleRequests(scope: CrmScope): SQL {
  const me = scope.user.id;
  const mine = scope.onlyMine
    ? sql` AND (CASE WHEN pr.lead_id IS NOT NULL
          THEN EXISTS (SELECT 1 FROM leads pl WHERE pl.id = pr.lead_id
            AND (pl.owner_id = ${me} OR (pl.owner_id IS NULL AND pc.owner_id = ${me})))
          ELSE (pc.owner_id = ${me} OR EXISTS (SELECT 1 FROM leads own WHERE own.contact_id = pc.id AND own.owner_id = ${me}))
        END)`
    : sql``;
  const live = sql`EXISTS (SELECT 1 FROM contacts pc WHERE pc.id = pr.contact_id AND pc.deleted_at IS NULL${mine})`;
  // An erased payer's kept request belongs to nobody's records: whoever sees everyone's sees it
  // (the money stays in Collected and on the Payments tab), nobody limited to their own does.
  return scope.onlyMine ? live : sql`(pr.contact_id IS NULL OR ${live})`;
}

/** Still asking for money: what reminders, the balance and "overdue" are about. */
export const OPEN_REQUEST = sql`pr.status IN ('requested', 'partly_paid')`;
export const overdueSql = (today: string) =>
  sql`(${OPEN_REQUEST} AND pr.due_on IS NOT NULL AND pr.due_on < ${today}::date)`;

type RequestRow = {
  id: string;
  reference: string;
  label: string;
  purpose: string;
  subject: Record<string, unknown> | null;
  status: string;
  overdue: boolean;
  amount_minor: string;
  paid_minor: string;
  refunded_minor: string;
  due_on: string | null;
  provider: string;
  link_ended: boolean;
  contact_id: string | null;
  contact_name: string | null;
  lead_id: string | null;
  owner_name: string | null;
  created_at: Date | string;
  fee_minor: string | null;
  fee_currency: string | null;
  rate_currency: string | null;
  rate_micros: string | null;
  rate_as_of: string | null;
};

type PaymentRowOut = {
  id: string;
  request_id: string;
  amount_minor: string;
  refunded_minor: string;
  settled_minor: string;
  method: string;
  provider: string;
  reference: string | null;
  received_on: string;
  receipt_number: string | null;
};

/** An activity booking's cancellation fee in rupees at the booking's own rate, or null. */
function feeInInr(row: RequestRow): number | null {
  if (row.fee_minor === null || row.fee_currency === null) return null;
  const fee = money(Number(row.fee_minor), row.fee_currency);
  if (fee.currency === "INR") return fee.minor;
  if (row.rate_currency !== fee.currency || row.rate_micros === null || row.rate_as_of === null) return null;
  return toInr(fee, {
    currency: row.rate_currency,
    inrPerUnitMicros: Number(row.rate_micros),
    asOf: row.rate_as_of,
  }).minor;
}

/** Requests matching `where` (over `pr`), with their payments, in the order asked. */
export async function loadRequestLines(
  db: Executor,
  where: SQL,
  {
    order,
    limit = 200,
    offset = 0,
    today = indiaDay(),
  }: { order?: SQL; limit?: number; offset?: number; today?: string } = {},
): Promise<RequestLine[]> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`SELECT pr.id, pr.reference, pr.label, pr.purpose, pr.subject, pr.status,
        ${overdueSql(today)} AS overdue,
        pr.amount_minor::text, pr.paid_minor::text, pr.refunded_minor::text, pr.due_on::text AS due_on,
        pr.provider, (pr.provider = 'razorpay' AND (pr.link_state = 'closed' OR pr.expires_at <= now())) AS link_ended,
        pr.contact_id, c.name AS contact_name, pr.lead_id, u.name AS owner_name, pr.created_at,
        ab.cancellation_fee_cents::text AS fee_minor, ab.currency AS fee_currency,
        ab.rate_currency, ab.rate_inr_per_unit_micros::text AS rate_micros, ab.rate_as_of::text AS rate_as_of
      FROM payment_requests pr
      LEFT JOIN contacts c ON c.id = pr.contact_id
      LEFT JOIN leads l ON l.id = pr.lead_id
      LEFT JOIN auth_user u ON u.id = coalesce(l.owner_id, c.owner_id)
      LEFT JOIN activity_bookings ab ON pr.purpose = 'activity_booking' AND ab.id::text = pr.subject->>'activityBookingId'
      WHERE ${where}
      ORDER BY ${order ?? sql`pr.created_at DESC`}, pr.id
      LIMIT ${limit} OFFSET ${offset}`,
  );
  if (!rows.length) return [];
  const paymentRows = await queryRows<PaymentRowOut>(
    db,
    sql`SELECT p.id, p.request_id, p.amount_minor::text, p.method, p.provider, p.reference,
        p.received_on::text AS received_on, p.receipt_number,
        coalesce((SELECT sum(r.amount_minor) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::text AS refunded_minor,
        coalesce((SELECT sum(r.amount_minor + r.kept_minor) FROM payment_refunds r WHERE r.payment_id = p.id AND r.status <> 'failed'), 0)::text AS settled_minor
      FROM payments p
      WHERE p.request_id IN (${sql.join(
        rows.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})
      ORDER BY p.received_on, p.created_at`,
  );
  const byRequest = new Map<string, PaymentLine[]>();
  for (const p of paymentRows) {
    const list = byRequest.get(p.request_id) ?? [];
    list.push({
      id: p.id,
      amountMinor: Number(p.amount_minor),
      refundedMinor: Number(p.refunded_minor),
      settledMinor: Number(p.settled_minor),
      method: p.method,
      provider: p.provider,
      reference: p.reference,
      receivedOn: p.received_on,
      receiptNumber: p.receipt_number,
    });
    byRequest.set(p.request_id, list);
  }
  return rows.map((r) => {
    const amountMinor = Number(r.amount_minor);
    const paidMinor = Number(r.paid_minor);
    const subject = r.subject ?? {};
    const text = (key: string) => (typeof subject[key] === "string" ? (subject[key] as string) : null);
    return {
      id: r.id,
      reference: r.reference,
      label: r.label,
      purpose: r.purpose,
      status: r.status,
      overdue: Boolean(r.overdue),
      amountMinor,
      paidMinor,
      refundedMinor: Number(r.refunded_minor),
      balanceMinor: Math.max(0, amountMinor - paidMinor),
      dueOn: r.due_on,
      provider: r.provider,
      linkEnded: Boolean(r.link_ended),
      contactId: r.contact_id,
      contactName: r.contact_id ? r.contact_name : ERASED_PAYER,
      leadId: r.lead_id,
      ownerName: r.owner_name,
      createdAt: new Date(r.created_at).toISOString(),
      quoteId: text("quoteId"),
      activityBookingId: text("activityBookingId"),
      payments: byRequest.get(r.id) ?? [],
      payUrl: payPageUrlOf(r.id),
      keptSuggestionMinor: feeInInr(r),
    };
  });
}

/** A contact's requests for the contact sheet (newest first): the sheet groups them by lead and booking. */
export function requestsOfContact(db: Executor, scope: CrmScope, contactId: string) {
  return loadRequestLines(db, sql`pr.contact_id = ${contactId}::uuid AND ${visibleRequests(scope)}`);
}

/** The requests of one quote's accepted schedule (and any raised on it), for the quote builder. */
export async function requestsOfQuote(db: Executor, user: StaffUser, quoteId: string) {
  const scope = await crmScope(db, user);
  return loadRequestLines(
    db,
    sql`pr.purpose = 'quote_step' AND pr.subject->>'quoteId' = ${quoteId} AND ${visibleRequests(scope)}`,
    { order: sql`pr.due_on ASC NULLS FIRST, pr.created_at` },
  );
}
