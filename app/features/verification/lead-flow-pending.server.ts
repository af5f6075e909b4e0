import { errorResponse, jsonResponse, type ErrorText } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type { FlowContext, FlowFields, LeadFlowDefinition } from "./lead-flow-definition.server";
import type { PendingCode } from "./lead-flow-types";
import { codeSentBody, codeSentTo } from "./lead-flow-responses.server";
import { findCodeOf, isLiveCode, isSubmissionId, loadSubmission } from "./lead-flow-submissions.server";

/**
 * Whether the code sent for a form fill can still be used, for a browser that remembers the form
 * fill's id (not its code) after its dialog was closed, the page reloaded or Back pressed: the code
 * step is shown again, with its time and tries left, and no new SMS goes out. The server keeps the
 * count: a code out of time or tries, a verified submission or an unknown id are all "not live"
 * (a 200, so a reload after the code ran out shows no failed request). Nothing is written.
 */

export const UNKNOWN_FORM: ErrorText = {
  title: "Unknown form",
  description: "This address does not name a form you sent. Reload the page and send the form again.",
};

const NOT_LIVE: PendingCode = { live: false };

export async function pendingCodeStatus<
  Fields extends FlowFields,
  Data extends Record<string, unknown>,
  Result,
>(
  flow: LeadFlowDefinition<Fields, Data, Result>,
  submissionId: string | undefined,
  context: Omit<FlowContext, "ip">,
): Promise<Response> {
  const { purpose, texts } = flow;
  if (!isSubmissionId(submissionId)) return errorResponse(400, UNKNOWN_FORM);
  const loaded = await loadSubmission(context, purpose, submissionId, texts.verifyFailed);
  if (!loaded.ok) return loaded.response;
  const { db, submission } = loaded;
  if (!submission || submission.verifiedAt) return jsonResponse(NOT_LIVE);
  let code: Awaited<ReturnType<typeof findCodeOf>>;
  try {
    code = await findCodeOf(db, purpose, submission.phone, submission.id);
  } catch (err) {
    logger.error({ err, purpose }, "lead flow: pending code lookup failed");
    return errorResponse(503, texts.verifyFailed);
  }
  const now = new Date();
  if (!code || !isLiveCode(code, now)) return jsonResponse(NOT_LIVE);
  const toast = texts.codeSent(codeSentTo(submission.phone, submission.email));
  const sent = { submissionId: submission.id, phone: submission.phone, email: submission.email, ...code };
  return jsonResponse({
    live: true,
    ...codeSentBody(sent, now, true, toast, context.deps),
    // The code's own count, not the setting: tries already spent on it are gone.
    maxAttempts: code.maxAttempts,
    attemptsLeft: code.maxAttempts - code.attempts,
  } satisfies PendingCode);
}
