import crypto from "node:crypto";
import { LEAD_PURPOSES } from "~/features/leads";
import { errorResponse, jsonResponse, readJsonObject } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type {
  FlowContext,
  FlowFields,
  FlowSubmission,
  LeadFlowDefinition,
} from "./lead-flow-definition.server";
import type { Verified } from "./lead-flow-types";
import { leadInputOf, wonLeadRetryJob, writeWonLead } from "./lead-flow-lead.server";
import { readCode, readOptIns } from "./lead-flow-request.server";
import {
  invalidSessionResponse,
  limitResponse,
  verifiedResponse,
  wrongCodeResponse,
} from "./lead-flow-responses.server";
import { findSubmission, fromRow, loadSubmission } from "./lead-flow-submissions.server";
import { checkVerificationCode, hasVerificationProof, type CheckCodeResult } from "./verification.server";

/**
 * Verify: spend one try; the winning try marks the submission verified (with the lead id chosen up
 * front and the lead's retry queued in the same statement), then the unified lead is written and the
 * signed proof cookie is set. From the win on, the visitor gets their result whatever else fails.
 */
export async function verifySubmission<
  Fields extends FlowFields,
  Data extends Record<string, unknown>,
  Result,
>(
  flow: LeadFlowDefinition<Fields, Data, Result>,
  request: Request,
  submissionId: string | undefined,
  context: Omit<FlowContext, "ip">,
): Promise<Response> {
  const { purpose, texts } = flow;
  const read = await readJsonObject(request, texts.badRequest);
  if (!read.ok) return read.response;
  const loaded = await loadSubmission(context, purpose, submissionId, texts.verifyFailed);
  if (!loaded.ok) return loaded.response;
  const { db, submission } = loaded;
  if (!submission) return invalidSessionResponse(texts);

  // Already verified (a reload, a double tap): the result again, but only with this browser's proof.
  if (submission.verifiedAt && hasVerificationProof(request, purpose, submission.phone)) {
    return jsonResponse({ result: flow.toResult(fromRow<Data>(submission)) } satisfies Verified<Result>);
  }

  const code = readCode(read.body, texts.incompleteCode);
  if (!code.ok) return code.response;
  const optIns = readOptIns(read.body);

  const now = new Date();
  const leadId = flow.writesLead !== false ? crypto.randomUUID() : null;
  const retryJobId = crypto.randomUUID();

  let check: CheckCodeResult;
  try {
    check = await checkVerificationCode(
      db,
      {
        purpose,
        phone: submission.phone,
        code: code.code,
        subjectId: submission.id,
        now,
        win: {
          submissionId: submission.id,
          leadId,
          promoCode: LEAD_PURPOSES[purpose].grantsPromoCode,
          // Queued with the win: should the lead not be written below (a crash, a database
          // hiccup), the outbox creates it under the same id.
          job: leadId
            ? ({ promoCode }) => {
                const won = { ...fromRow<Data>(submission), verifiedAt: now, promoCode, leadId };
                return wonLeadRetryJob(leadInputOf(flow, won, leadId, optIns), retryJobId, now);
              }
            : undefined,
        },
      },
      context.deps,
    );
  } catch (err) {
    logger.error({ err, purpose }, "lead flow: verification failed");
    return errorResponse(503, texts.verifyFailed);
  }
  switch (check.outcome) {
    case "wrong_code":
    case "expired":
      return wrongCodeResponse(check, texts);
    case "too_many_attempts":
      return limitResponse(check, { field: "code" });
    case "verified":
      break;
  }

  // The phone is verified: from here on the visitor gets their result and proof whatever else fails.
  let verified: FlowSubmission<Data>;
  if (check.submission) {
    verified = fromRow<Data>({ ...submission, ...check.submission });
    // One statement: the lead, its owner and the settled retry land together or not at all.
    if (leadId) await writeWonLead(db, flow, verified, { leadId, retryJobId }, optIns);
  } else {
    // A parallel check with the same code won a moment ago: show what it stored.
    const stored = await findSubmission(db, purpose, submission.id).catch(() => null);
    if (!stored?.verifiedAt) return errorResponse(503, texts.verifyFailed);
    verified = fromRow<Data>(stored);
  }
  return verifiedResponse(flow, verified);
}
