import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { leadTypeOf, type VerifiedPurpose } from "~/features/leads";
import { createUnifiedLead, leadRetryJob, type UnifiedLeadInput } from "~/features/leads/index.server";
import { networkKey } from "~/server/client-address.server";
import { getDb, queryRows, type Database } from "~/server/db/db.server";
import { leadSubmissions } from "~/server/db/schema.server";
import { errorResponse } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import {
  rollingCountParts,
  rollingRetryAfterSeconds,
  type RollingWindow,
} from "~/server/rate-limit-counters.server";
import type { FlowContext, FlowFields, FlowSubmission, LeadFlowTexts } from "./lead-flow-definition.server";
import { keptUnverifiedResponse, limitResponse, proofRequiredResponse } from "./lead-flow-responses.server";
import { fromRow } from "./lead-flow-submissions.server";
import { OPT_IN_CHOICES, PHONE_CONSENT, type OptIns } from "./phone-consent";
import type { RateLimitReason } from "./verification-messages";
import { createPowChallenge, spendPowSql, type CheckedProof } from "./proof-of-work.server";
import { verificationSettings } from "./verification.server";

/** How a flow's submission becomes the unified lead staff work from, and when it is written. */

/** The part of a flow's definition that shapes its lead. */
type LeadShape<Data> = {
  purpose: VerifiedPurpose;
  toLead?: (submission: FlowSubmission<Data>) => Partial<UnifiedLeadInput>;
};

const HOUR_MS = 3600_000;
// A network's share of unverified leads is counted over the last hour in 5-minute buckets, like the SMS caps.
const KEPT_BUCKET_MS = 5 * 60_000;
/** Thrown inside keepUnverified's transaction to roll it back when the lead may not be written. */
const KEPT_REFUSED = new Error("unverified lead refused");

/** What staff read when the browser's proof stood in for a code. */
export const VERIFIED_BY_PROOF_NOTE =
  "This phone was verified with a code in the previous 24 hours; no new code was sent.";

/**
 * The unified lead a submission becomes: verified when its phone was (then at that moment), else
 * as it was received. What the visitor sent is what staff read, unless the flow says otherwise.
 */
export function leadInputOf<Data>(
  flow: LeadShape<Data>,
  submission: FlowSubmission<Data>,
  leadId: string,
  optIns?: OptIns,
): UnifiedLeadInput & { id: string } {
  const shaped = flow.toLead?.(submission);
  // How a number outside India was confirmed is the layer's note on the submission: staff read it
  // even when the flow words the rest of the lead's details itself.
  const { verifiedBy } = (submission.data ?? {}) as { verifiedBy?: unknown };
  const sourceData =
    shaped?.sourceData && typeof verifiedBy === "string" && !("verifiedBy" in shaped.sourceData)
      ? { ...shaped.sourceData, verifiedBy }
      : shaped?.sourceData;
  return {
    id: leadId,
    type: leadTypeOf(flow.purpose),
    sourceId: submission.id,
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    phoneVerified: submission.verifiedAt !== null,
    verifiedAt: submission.verifiedAt,
    promoCode: submission.promoCode,
    consent: { ...PHONE_CONSENT, at: submission.createdAt },
    ...(optIns?.marketing ? { marketingConsent: { ...OPT_IN_CHOICES.marketing } } : {}),
    ...(optIns?.whatsapp ? { whatsappConsent: { ...OPT_IN_CHOICES.whatsapp } } : {}),
    now: submission.verifiedAt ?? submission.createdAt,
    sourceData: submission.data as Record<string, unknown>,
    ...shaped,
    ...(sourceData ? { sourceData } : {}),
  };
}

/** A submission about to be stored with the start's fields, its computed data and the client's address. */
export function newSubmissionRow<Fields extends FlowFields, Data>(
  purpose: VerifiedPurpose,
  submission: { id: string; fields: Fields; data: Data; now: Date },
  ip: string,
  verifiedAt: Date | null,
  leadId: string | null,
) {
  const { id, fields, data, now } = submission;
  return {
    id,
    purpose,
    name: fields.name,
    phone: fields.phone,
    email: fields.email ?? null,
    data: data as Record<string, unknown>,
    verifiedAt,
    promoCode: null,
    leadId,
    requestIp: ip || null,
    createdAt: now,
  };
}

/**
 * No code: the browser's proof says this phone was verified for this purpose at `verifiedAt`. The
 * submission is stored verified as of then, and it and its lead (for a flow that writes one) are
 * written in one transaction, so a failure leaves nothing and the form may be sent again (then with a
 * code, should the proof have run out meanwhile). Returns the stored submission.
 */
export async function storeVerifiedByProof<Fields extends FlowFields, Data extends Record<string, unknown>>(
  db: Database,
  flow: LeadShape<Data> & { writesLead?: boolean },
  submission: { id: string; fields: Fields; data: Data; now: Date; verifiedAt: Date },
  ip: string,
  optIns?: OptIns,
): Promise<FlowSubmission<Data>> {
  const leadId = flow.writesLead !== false ? crypto.randomUUID() : null;
  const stored = newSubmissionRow(flow.purpose, submission, ip, submission.verifiedAt, leadId);
  const flowSubmission = fromRow<Data>(stored);
  if (!leadId) {
    await db.insert(leadSubmissions).values(stored);
    return flowSubmission;
  }
  // A proven phone skips the code step, and with it the step's two choices: the form sends them
  // with the start instead, recorded as the code step's are.
  const lead = leadInputOf(flow, flowSubmission, leadId, optIns);
  await db.transaction(async (tx) => {
    await tx.insert(leadSubmissions).values(stored);
    await createUnifiedLead(tx, {
      ...lead,
      now: submission.now,
      sourceData: { ...(lead.sourceData ?? {}), verifiedBy: VERIFIED_BY_PROOF_NOTE },
    });
  });
  return flowSubmission;
}

/**
 * The lead for a submission whose code check just won: written now in one statement with its owner
 * and the settling of the retry queued with the win. A failure is only logged — the visitor's phone
 * is verified and the queued retry writes the lead under the same id.
 */
export async function writeWonLead<Data>(
  db: Database,
  flow: LeadShape<Data>,
  verified: FlowSubmission<Data>,
  ids: { leadId: string; retryJobId: string },
  optIns?: OptIns,
): Promise<void> {
  try {
    await createUnifiedLead(db, leadInputOf(flow, verified, ids.leadId, optIns), {
      settlesRetryJob: ids.retryJobId,
    });
  } catch (err) {
    logger.error(
      { err, purpose: flow.purpose, sourceId: verified.id },
      "lead flow: lead not written now; its queued retry will",
    );
  }
}

/** The outbox job queued with a winning check, so the lead is written even if writeWonLead fails. */
export function wonLeadRetryJob(lead: UnifiedLeadInput & { id: string }, jobId: string, now: Date) {
  return { ...leadRetryJob(lead, now), id: jobId };
}

/**
 * No code could be sent because the visitor's network, or everyone together, used the SMS budget:
 * not their doing, so their details are not lost. The submission and an unverified lead (staff call
 * to confirm) are written together; the visitor is told, with the call and WhatsApp options.
 * Each such lead is urgent work for staff (an e-mail and a task), so one network may leave only
 * `maxUnverifiedLeadsPerNetworkHour` in any rolling hour: past that the lead is not written and the
 * visitor is told to try again later (folding it into another lead of the network would put a
 * stranger's details in it). The proof of work the send carried, if any, is spent with the lead,
 * so one solved challenge makes one lead at most.
 */
export async function keepUnverified<Fields extends FlowFields, Data extends Record<string, unknown>>(
  flow: LeadShape<Data> & { texts: Pick<LeadFlowTexts, "saveFailed"> },
  context: FlowContext,
  kept: {
    id: string;
    fields: Fields;
    data: Data;
    now: Date;
    reason: RateLimitReason;
    proof: CheckedProof | null;
  },
): Promise<Response> {
  const { purpose } = flow;
  const { now, proof } = kept;
  const leadId = crypto.randomUUID();
  const settings = { ...verificationSettings(), ...context.deps?.settings };
  const share: RollingWindow = {
    key: `unverified:net:${networkKey(context.ip)}`,
    windowMs: HOUR_MS,
    bucketMs: KEPT_BUCKET_MS,
    limit: settings.maxUnverifiedLeadsPerNetworkHour,
  };
  let refused: { proof: true } | { retryAfterSeconds: number } | null = null;
  try {
    const db = context.db ?? (await getDb());
    const stored = newSubmissionRow(purpose, kept, context.ip, null, leadId);
    const lead = leadInputOf(flow, fromRow<Data>(stored), leadId);
    await db.transaction(async (tx) => {
      // The network's share counted and the proof spent first, in one statement; a refusal rolls
      // both back with the transaction, and nothing else is written.
      const counted = rollingCountParts(share, now, "kept");
      const [row] = await queryRows<{ used: number; oldest_ms: number | null; spent: boolean }>(
        tx,
        sql`WITH ${counted.ctes}${proof ? sql`, spent AS (${spendPowSql(proof)})` : sql``}
          SELECT ${counted.total} AS used, ${counted.oldestMs} AS oldest_ms,
            ${proof ? sql`EXISTS (SELECT 1 FROM spent)` : sql`true`} AS spent`,
      );
      if (!row?.spent) refused = { proof: true };
      else if (row.used > share.limit)
        refused = { retryAfterSeconds: rollingRetryAfterSeconds(share, now, row.oldest_ms) };
      if (refused) throw KEPT_REFUSED;
      await tx.insert(leadSubmissions).values(stored);
      await createUnifiedLead(tx, {
        ...lead,
        sourceData: {
          ...lead.sourceData,
          unverifiedBecause:
            kept.reason === "global_budget"
              ? "No code was sent: the hourly SMS budget was used up. Call to confirm the number."
              : "No code was sent: too many codes went to the visitor's network this hour. Call to confirm the number.",
        },
      });
    });
  } catch (err) {
    const why = refused as { proof: true } | { retryAfterSeconds: number } | null;
    if (err === KEPT_REFUSED && why) {
      if ("proof" in why)
        return proofRequiredResponse(
          await createPowChallenge(settings.codeHmacKey, now, settings.powDifficulty),
        );
      logger.info({ purpose }, "lead flow: unverified lead refused, its network's hourly share is used");
      return limitResponse({
        outcome: "rate_limited",
        reason: "network_hourly",
        retryAfterSeconds: why.retryAfterSeconds,
      });
    }
    logger.error({ err, purpose }, "lead flow: unverified lead could not be saved");
    return errorResponse(503, flow.texts.saveFailed);
  }
  return keptUnverifiedResponse(kept.id);
}
