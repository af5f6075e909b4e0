import type { FlowFields, LeadFlowDefinition, LeadFlowHandlers } from "./lead-flow-definition.server";
import { pendingCodeStatus } from "./lead-flow-pending.server";
import { proofStatusResponse } from "./lead-flow-responses.server";
import { resendCode, startSubmission } from "./lead-flow-send.server";
import { verifySubmission } from "./lead-flow-verify.server";

/**
 * The lead-flow layer's server half. A flow is a purpose from the purpose table, one zod schema for
 * its fields (shared with its form), its texts, and optionally what it computes from the fields and
 * shows once verified (`LeadFlowDefinition`). From that, `createLeadFlow` makes the three endpoints
 * every flow has:
 * - start: validate, normalise the phone, store the submission with its code (one statement, caps
 *   and cooldown counted atomically), send the SMS inline — or, when this browser's signed proof
 *   says the same phone was verified for this purpose within its lifetime, no code at all: the
 *   submission is stored verified and becomes a lead at once;
 * - resend: a new code for the same submission;
 * - verify: spend one try; the winning try marks the submission verified, then the unified lead is
 *   created (its staff e-mail in the outbox) and the signed proof cookie is set;
 * - pending: whether a submission's code is still live, so a browser that remembers the submission
 *   shows its code step again without a new SMS (lead-flow-pending.server.ts).
 *
 * The recipe lives here; each step is a plain function of the flow's definition in a file of its own,
 * so it can be read and tested alone:
 * - lead-flow-definition.server.ts: what a flow gives (`LeadFlowDefinition`, `LeadFlowTexts`) and
 *   the handlers' shape;
 * - lead-flow-request.server.ts: reading a request — the fields by the flow's schema, the code, and
 *   when this browser's proof says the phone was verified;
 * - lead-flow-submissions.server.ts: the stored submissions and their codes;
 * - lead-flow-send.server.ts: start and resend (a resumed form fill, the same form sent twice at
 *   once, the code sent);
 * - lead-flow-verify.server.ts: verify;
 * - lead-flow-lead.server.ts: the unified lead a submission becomes, and when it is written
 *   (verified by proof, after a winning check, or kept unverified when no code could be sent);
 * - lead-flow-responses.server.ts: every answer, in the wire contract of lead-flow-types.ts.
 */
export function createLeadFlow<Fields extends FlowFields, Data extends Record<string, unknown>, Result>(
  flow: LeadFlowDefinition<Fields, Data, Result>,
): LeadFlowHandlers {
  return {
    purpose: flow.purpose,
    start: (request, context) => startSubmission(flow, request, context),
    resend: (request, submissionId, context) => resendCode(flow, request, submissionId, context),
    verify: (request, submissionId, context) => verifySubmission(flow, request, submissionId, context),
    proof: (request) => proofStatusResponse(request, flow.purpose),
    pending: (submissionId, context) => pendingCodeStatus(flow, submissionId, context),
  };
}
