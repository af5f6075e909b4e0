import { sql } from "drizzle-orm";
import { createPaymentRequest, payUrlFor, requestsForSubject } from "~/features/payments/index.server";
import type { LeadFlowHandlers } from "~/features/verification/index.server";
import { indiaDay } from "~/lib/india-time";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { jsonResponse } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { dealDeposit } from "./deal-deposit";
import { deals } from "./deals-data";

/**
 * A deal booking's deposit, asked for once the visitor's code is right: the lead exists then, so
 * the request is on the traveller's contact and lead, and the answer takes them to its pay page.
 * How much is dealDeposit's (deal-deposit.ts).
 */

/**
 * The deposit request for one verified deal submission, made once: a repeated verify (a reload)
 * finds the one made before. Null when the lead is not written yet (its retry job writes it; staff
 * then raise the request from the console) or the deal is no longer on the list.
 */
export async function dealDepositFor(
  db: Database,
  submissionId: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await queryRows<{
    lead_id: string | null;
    contact_id: string | null;
    deal_id: string | null;
  }>(
    db,
    sql`SELECT s.lead_id, l.contact_id, s.data->>'dealId' AS deal_id
      FROM lead_submissions s LEFT JOIN leads l ON l.id = s.lead_id
      WHERE s.id = ${submissionId}::uuid AND s.purpose = 'deal_booking' AND s.verified_at IS NOT NULL`,
  );
  if (!row?.lead_id || !row.contact_id || !row.deal_id) return null;
  const deal = deals.find((d) => d.id === row.deal_id);
  if (!deal) return null;
  const leadId = row.lead_id;
  const contactId = row.contact_id;
  return db.transaction(async (tx) => {
    // One deposit per submission, whoever verifies first: the submission row is the lock.
    await tx.execute(sql`SELECT 1 FROM lead_submissions WHERE id = ${submissionId}::uuid FOR UPDATE`);
    const [made] = await requestsForSubject(tx, "deal_deposit", "submissionId", submissionId);
    if (made) return made.payUrl;
    const { token } = await createPaymentRequest(tx, {
      contactId,
      leadId,
      purpose: "deal_deposit",
      subject: { dealId: deal.id, submissionId },
      label: `Deposit — ${deal.title}`,
      amount: dealDeposit(deal.priceInr),
      dueOn: indiaDay(now),
      onPaidJob: null,
      actorId: null,
      now,
    });
    return payUrlFor(token);
  });
}

/**
 * The deal booking's flow with the deposit: the code step as before, and a verified answer carries
 * `payUrl` (the deposit's pay page). The booking stands without it: a deposit that cannot be made
 * just now is left to staff, never turned into a failed booking.
 */
export function withDealDeposit(flow: LeadFlowHandlers): LeadFlowHandlers {
  return {
    ...flow,
    async verify(request, submissionId, context) {
      const checked = await flow.verify(request, submissionId, context);
      if (checked.status !== 200 || !submissionId) return checked;
      const body = (await checked.json()) as { result: Record<string, unknown> } & Record<string, unknown>;
      let payUrl: string | null = null;
      try {
        payUrl = await dealDepositFor(context.db ?? (await getDb()), submissionId);
      } catch (err) {
        logger.error({ err, submissionId }, "deals: the deposit request was not made");
      }
      const headers = new Headers();
      const cookie = checked.headers.get("Set-Cookie");
      if (cookie) headers.set("Set-Cookie", cookie);
      return jsonResponse({ ...body, result: { ...body.result, payUrl } }, { headers });
    },
  };
}
