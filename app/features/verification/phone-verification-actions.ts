import { dismissErrorToasts, showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { newSubmissionId } from "~/lib/submission-id";
import { leadFlowClient, type ApiResult } from "./lead-flow-client";
import type { CodeSent, FlowErrorBody, PowPayload, ToastText } from "./lead-flow-types";
import type { BusyFlag, CodeChannel, PhoneVerificationContext } from "./phone-verification-types";
import { forgetPending, pendingOf, rememberPending } from "./pending-codes";
import type { OptIns } from "./phone-consent";
import { markPhoneVerified } from "./verification-cache";
import { announceProof } from "./verified-proofs";
import { rateLimitedText, tooManyAttemptsText } from "./verification-messages";

/**
 * What usePhoneVerification does against the server: sending, resending, checking and recovering,
 * with every refusal's words. Fetched with the first of them (or with the form that needs it), so a
 * page whose form is not yet on screen does not load it.
 */

const waitFrom = (result: { retryAfterSeconds?: number }, fallbackSeconds: number) =>
  (result.retryAfterSeconds ?? fallbackSeconds) * 1000;

/** A refusal's text: the server's own, or the shared limit text for the wait when its body was lost. */
function limitText(
  error: FlowErrorBody | undefined,
  retryAfterSeconds: number | undefined,
  attempts: boolean,
): ToastText {
  if (error) return error;
  return attempts
    ? tooManyAttemptsText(retryAfterSeconds ?? 0)
    : rateLimitedText(retryAfterSeconds ?? 30, "cooldown");
}

/** The code that stands for this form fill, remembered in the tab until it expires (its id only). */
function rememberCode<Result>(ctx: PhoneVerificationContext<Result>, sent: CodeSent, now: number) {
  if (ctx.pendingKey)
    rememberPending(ctx.pendingKey, {
      submissionId: sent.submissionId,
      expiresAt: now + sent.expiresInSeconds * 1000,
      step: "code",
    });
}

function forgetCode<Result>(ctx: PhoneVerificationContext<Result>) {
  if (ctx.pendingKey) forgetPending(ctx.pendingKey);
}

function busy<Result>(ctx: PhoneVerificationContext<Result>, flag: BusyFlag, value: boolean) {
  ctx.stateRef.current = { ...ctx.stateRef.current, [flag]: value };
  ctx.dispatch({ type: "busy", flag, value });
}

/**
 * A send, and when the server answers that it needs a proof of work first (the SMS budget is past
 * its threshold), the challenge solved — the solver fetched only now — and the same send made again,
 * once. The visitor sees "Checking…" meanwhile. Any other answer, or a proof that could not be made,
 * is the first answer, for the usual handling.
 */
async function withProof<T, Result>(
  ctx: PhoneVerificationContext<Result>,
  send: (proof?: PowPayload) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const first = await send();
  const challenge = !first.ok && first.status === 428 ? first.error?.challenge : undefined;
  if (!challenge) return first;
  const gen = ctx.generation.current;
  busy(ctx, "checking", true);
  try {
    const proof = await import("./proof-of-work-solver")
      .then(({ solveProofOfWork }) => solveProofOfWork(challenge))
      .catch(() => null);
    if (!proof || gen !== ctx.generation.current) return first;
    return await send(proof);
  } finally {
    busy(ctx, "checking", false);
  }
}

function handleSendRefusal<Result>(
  ctx: PhoneVerificationContext<Result>,
  result: Extract<ApiResult<CodeSent>, { ok: false }>,
  failure: ToastText,
  flag: "sending" | "resending",
) {
  busy(ctx, flag, false);
  if (result.status === 400 && result.error?.field) {
    ctx.rejectFields({ [result.error.field]: result.error.description }, result.error);
    return;
  }
  // The SMS provider refused, but the submission is stored: the next send tries it again.
  if (flag === "sending" && result.error?.submissionId) {
    ctx.dispatch({ type: "restore", state: { submissionId: result.error.submissionId } });
    ctx.stateRef.current = { ...ctx.stateRef.current, submissionId: result.error.submissionId };
  }
  if (result.status === 429) {
    const until = Date.now() + waitFrom(result, 30);
    if (flag === "sending") ctx.dispatch({ type: "sendBlocked", until });
    else ctx.dispatch({ type: "restore", state: { resendAt: until } });
    const text = limitText(result.error, result.retryAfterSeconds, false);
    showErrorToast(text.title, text.description);
    return;
  }
  const text = result.error ?? failure;
  showErrorToast(text.title, text.description);
}

/** Sends the flow's fields (already checked by its schema in the form); true when a code is on its way. */
export async function start<Result>(
  ctx: PhoneVerificationContext<Result>,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const s = ctx.stateRef.current;
  if (s.sending) return false;
  busy(ctx, "sending", true);
  const gen = ctx.generation.current;
  // An unverified submission of this browser (this fill's, or one the tab remembers from before the
  // dialog was closed or the page reloaded): the server returns to its code if it is still live.
  const remembered = ctx.pendingKey ? (pendingOf(ctx.pendingKey)?.submissionId ?? null) : null;
  const pending = s.step !== "done" ? (s.submissionId ?? remembered) : null;
  ctx.formFillId.current = pending ?? ctx.formFillId.current ?? newSubmissionId();
  const formFillId = ctx.formFillId.current;
  const result = await withProof(ctx, (proof) =>
    leadFlowClient<Result>(ctx.purpose).start(fields, formFillId, proof),
  );
  if (gen !== ctx.generation.current) return false;
  if (!result.ok) {
    handleSendRefusal(ctx, result, ctx.textsRef.current.sendFailed, "sending");
    return false;
  }
  const answer = result.data;
  dismissErrorToasts();
  showSuccessToast(answer.toast.title, answer.toast.description);
  if ("outcome" in answer && answer.outcome === "verified") {
    ctx.formFillId.current = null;
    forgetCode(ctx);
    const phone = typeof fields.phone === "string" ? fields.phone : null;
    if (phone) markPhoneVerified(ctx.purpose, phone);
    if (answer.proof) announceProof(answer.proof);
    ctx.stateRef.current = { ...ctx.stateRef.current, submissionId: answer.submissionId };
    ctx.dispatch({ type: "restore", state: { submissionId: answer.submissionId } });
    ctx.dispatch({ type: "verified", result: answer.result });
    ctx.onVerifiedRef.current?.(answer.result);
    return false;
  }
  if ("outcome" in answer) {
    forgetCode(ctx);
    ctx.dispatch({ type: "kept", submissionId: answer.submissionId });
    return false;
  }
  const now = Date.now();
  rememberCode(ctx, answer, now);
  ctx.dispatch({ type: "sent", sent: answer, now });
  return true;
}

export async function resend<Result>(ctx: PhoneVerificationContext<Result>, channel?: CodeChannel) {
  const s = ctx.stateRef.current;
  if (s.resending) return;
  if (!s.submissionId)
    return void showErrorToast(
      ctx.textsRef.current.invalidSession.title,
      ctx.textsRef.current.invalidSession.description,
    );
  busy(ctx, "resending", true);
  const gen = ctx.generation.current;
  const submissionId = s.submissionId;
  const result = await withProof(ctx, (proof) =>
    leadFlowClient<Result>(ctx.purpose).resend(submissionId, proof, channel),
  );
  if (gen !== ctx.generation.current) return;
  if (result.ok) {
    const now = Date.now();
    rememberCode(ctx, result.data, now);
    ctx.dispatch({ type: "resent", sent: result.data, now });
    dismissErrorToasts();
    showSuccessToast(result.data.toast.title, result.data.toast.description);
    return;
  }
  handleSendRefusal(ctx, result, ctx.textsRef.current.resendFailed, "resending");
}

export async function verify<Result>(ctx: PhoneVerificationContext<Result>, code: string, optIns?: OptIns) {
  const s = ctx.stateRef.current;
  const t = ctx.textsRef.current;
  if (s.verifying) return;
  if (!/^\d{6}$/.test(code)) {
    ctx.dispatch({ type: "codeRefused", message: t.incompleteCode.description });
    return void showErrorToast(t.incompleteCode.title, t.incompleteCode.description);
  }
  if (!s.submissionId) return void showErrorToast(t.invalidSession.title, t.invalidSession.description);
  busy(ctx, "verifying", true);
  const gen = ctx.generation.current;
  const result = await leadFlowClient<Result>(ctx.purpose).verify(s.submissionId, code, optIns);
  if (gen !== ctx.generation.current) return;
  if (result.ok) {
    ctx.formFillId.current = null;
    forgetCode(ctx);
    if (s.phone) markPhoneVerified(ctx.purpose, s.phone);
    // Every other form of the page, and the other tabs, learn of the new proof at once.
    if (result.data.proof) announceProof(result.data.proof);
    ctx.dispatch({ type: "verified", result: result.data.result });
    dismissErrorToasts();
    const toast = result.data.toast ?? t.verified;
    showSuccessToast(toast.title, toast.description);
    ctx.onVerifiedRef.current?.(result.data.result);
    return;
  }
  const error = result.error;
  if (result.status === 429) {
    const text = limitText(error, result.retryAfterSeconds, true);
    ctx.dispatch({
      type: "codeRefused",
      message: text.description,
      attemptsLeft: 0,
      resendAt: Date.now() + waitFrom(result, 0),
    });
    return void showErrorToast(text.title, text.description);
  }
  if (result.status === 404) {
    const text = error ?? t.invalidSession;
    ctx.dispatch({ type: "codeRefused", message: text.description });
    return void showErrorToast(text.title, text.description);
  }
  if (result.status === 400) {
    const text = error ?? t.wrongCode;
    ctx.dispatch({
      type: "codeRefused",
      message: text.description,
      attemptsLeft: error?.outcome === "wrong_code" ? (error.attemptsLeft ?? null) : undefined,
      expired: error?.outcome === "expired",
    });
    return void showErrorToast(text.title, text.description);
  }
  busy(ctx, "verifying", false);
  showErrorToast(t.verifyFailed.title, t.verifyFailed.description);
}

/**
 * A verified submission of this browser, after a reload: its result again, which the server gives
 * only with this browser's proof cookie. False when it will not (the proof has expired).
 */
export async function recover<Result>(
  ctx: PhoneVerificationContext<Result>,
  submissionId: string,
): Promise<boolean> {
  const gen = ctx.generation.current;
  const result = await leadFlowClient<Result>(ctx.purpose).recover(submissionId);
  if (gen !== ctx.generation.current || !result.ok) return false;
  ctx.stateRef.current = { ...ctx.stateRef.current, submissionId };
  ctx.dispatch({ type: "restore", state: { submissionId } });
  ctx.dispatch({ type: "verified", result: result.data.result });
  return true;
}

/**
 * The code step of the form fill this tab remembers for the flow (the dialog was closed, the page
 * reloaded, Back pressed), when the server says its code can still be used — in its time, with
 * tries left; the step then says when it was sent and how long it has left. No SMS is sent. False,
 * and the form fill forgotten, when the server says the code is gone; false, and kept, when the
 * server could not be asked (a send of the same number still returns to it).
 */
export async function resume<Result>(ctx: PhoneVerificationContext<Result>): Promise<boolean> {
  const remembered = ctx.pendingKey ? pendingOf(ctx.pendingKey) : null;
  const s = ctx.stateRef.current;
  if (!remembered || remembered.step === "details" || s.step !== "details" || s.sending) return false;
  const gen = ctx.generation.current;
  const result = await leadFlowClient<Result>(ctx.purpose).pending(remembered.submissionId);
  if (gen !== ctx.generation.current || ctx.stateRef.current.step !== "details") return false;
  if (!result.ok) return false;
  if (!result.data.live) {
    forgetCode(ctx);
    return false;
  }
  const { live: _live, attemptsLeft, ...sent } = result.data;
  const now = Date.now();
  rememberCode(ctx, sent, now);
  ctx.formFillId.current = sent.submissionId;
  ctx.stateRef.current = { ...ctx.stateRef.current, step: "code", submissionId: sent.submissionId };
  ctx.dispatch({
    type: "sent",
    sent,
    now,
    returned: true,
    // Shown only once a try was spent, as after a wrong code.
    attemptsLeft: attemptsLeft < sent.maxAttempts ? attemptsLeft : null,
  });
  return true;
}
