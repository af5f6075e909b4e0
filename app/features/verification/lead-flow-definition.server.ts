import type { LeadPurpose, VerifiedPurpose } from "~/features/leads";
import type { UnifiedLeadInput } from "~/features/leads/index.server";
import type { Database } from "~/server/db/db.server";
import type { ErrorText } from "~/server/http.server";
import type { ToastText } from "./lead-flow-types";
import type { VerificationDeps } from "./verification.server";

/**
 * What a flow gives the lead-flow layer, and what the layer's parts hand each other. Only types: the
 * parts (request, responses, submissions, lead, send, verify) all read them, so they live apart from
 * every part.
 */

/** Every text a flow's endpoints may answer with, in the flow's own words. */
export type LeadFlowTexts = {
  /** The body is not an object with the flow's fields. */
  badRequest: ErrorText;
  /** The flow's own wording for a number that is not an Indian mobile. */
  invalidPhone: ErrorText;
  /** The database failed before anything was stored. */
  saveFailed: ErrorText;
  /** The SMS provider refused the code (the submission is kept; the visitor may try again). */
  sendFailed: ErrorText;
  codeSent: (phoneDisplay: string) => ToastText;
  resent: ToastText;
  resendFailed: ErrorText;
  /** A missing or unknown submission on resend or verify. */
  invalidSession: ErrorText;
  /** The code is not six digits. */
  incompleteCode: ErrorText;
  wrongCode: ErrorText;
  /** The code's time ran out (or it was replaced by a newer one). */
  expiredCode: ErrorText;
  verified: ToastText;
  /**
   * The toast when no code was needed: this browser's proof says the same phone was verified for
   * this purpose within the proof's lifetime (24 hours). Defaults to `verified`.
   */
  skipped?: ToastText;
  verifyFailed: ErrorText;
};

export type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
export type ParseResult<T> = { success: true; data: T } | { success: false; error: Issues };

/** What every flow's fields include once parsed: the phone already normalised to +91XXXXXXXXXX. */
export type FlowFields = { name: string; phone: string; email?: string | null };

/** A stored submission, as the flow's own functions see it. */
export type FlowSubmission<Data> = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  data: Data;
  verifiedAt: Date | null;
  promoCode: string | null;
  leadId: string | null;
  createdAt: Date;
};

export type LeadFlowDefinition<Fields extends FlowFields, Data extends Record<string, unknown>, Result> = {
  purpose: VerifiedPurpose;
  /** The flow's one schema (also used by its form), with the flow's own messages. */
  schema: { safeParse(input: unknown): ParseResult<Fields> };
  /** The title and field for the first failed field; the description is the schema's message. */
  issueText: (issues: Issues) => { title: string; field: string };
  texts: LeadFlowTexts;
  /** What is stored besides name, phone and e-mail (computed on the server from the fields). */
  toData: (fields: Fields) => Data;
  /** The lead's score, reason, source data and source; otherwise the purpose table's and the submission's data. */
  toLead?: (
    submission: FlowSubmission<Data>,
  ) => Pick<UnifiedLeadInput, "score" | "scoreReason" | "sourceData" | "source" | "followUp" | "timeline">;
  /** What the visitor receives once verified (shown again with the proof cookie). */
  toResult: (submission: FlowSubmission<Data>) => Result;
  /**
   * false: the verified phone is only this flow's proof for a request of its own, which writes the
   * lead when there is something to write (an activity booking, once the supplier confirms it). No
   * lead at the check or when the proof skips the code; and a send refused by a limit that is not the
   * visitor's doing is answered as a refusal, since there is no lead to keep the details in.
   */
  writesLead?: boolean;
  /**
   * For a number outside India, the address its code goes to instead of the one typed (`typed`,
   * null when none): the privacy page sends only to an address it already holds for the number.
   * null sends nothing, yet answers exactly as a send does, so the answer never tells whether the
   * number or the address is known. Such a flow's code goes by e-mail only.
   */
  codeEmail?: (db: Database, phone: string, typed: string | null) => Promise<string | null>;
};

/** What the server hands a flow's endpoint: the client's address, and in tests a database and fakes. */
export type FlowContext = { ip: string; db?: Database; deps?: VerificationDeps };

/** A flow's endpoints; a code-less form answers resend and verify with 404. */
export type LeadFlowHandlers = {
  purpose: LeadPurpose;
  start(request: Request, context: FlowContext): Promise<Response>;
  resend(request: Request, submissionId: string | undefined, context: FlowContext): Promise<Response>;
  verify(
    request: Request,
    submissionId: string | undefined,
    context: Omit<FlowContext, "ip">,
  ): Promise<Response>;
  /** Whether this browser's proof covers the purpose now (a form may say so before it is sent). */
  proof?(request: Request): Response;
  /** Whether the code sent for a submission can still be used (its code step shown again, no SMS). */
  pending?(submissionId: string | undefined, context: Omit<FlowContext, "ip">): Promise<Response>;
};
