import type { VerifiedPurpose } from "~/features/leads";
import {
  leadFlowEndpoints,
  type CodeSent,
  type FlowErrorBody,
  type KeptUnverified,
  type PendingCode,
  type PowPayload,
  type SkippedCode,
  type Verified,
} from "./lead-flow-types";

/**
 * The browser side of a flow's endpoints. Never throws: a network failure comes back as status 0,
 * so the flow can show its own fallback text. A 429 without a readable body (a proxy's page) still
 * yields its wait from Retry-After.
 */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error?: FlowErrorBody; retryAfterSeconds?: number };

async function postJson<T>(url: string, body: unknown): Promise<ApiResult<T>> {
  return answerOf<T>(
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    }),
  );
}

async function getJson<T>(url: string): Promise<ApiResult<T>> {
  return answerOf<T>(fetch(url, { headers: { accept: "application/json" }, credentials: "same-origin" }));
}

async function answerOf<T>(request: Promise<Response>): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await request;
  } catch {
    return { ok: false, status: 0 };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // a proxy's HTML error page: no message to show
  }
  if (response.ok) return { ok: true, data: json as T };
  const error = (json as { error?: FlowErrorBody } | null)?.error;
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    error:
      error && typeof error.title === "string" && typeof error.description === "string" ? error : undefined,
    retryAfterSeconds:
      error?.retryAfterSeconds ?? (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined),
  };
}

export function leadFlowClient<Result>(purpose: VerifiedPurpose) {
  const endpoints = leadFlowEndpoints(purpose);
  return {
    /**
     * `submissionId`: this form fill's id — the pending submission this browser already has (to go
     * back to its live code) or a new one it chose, so a retried request makes no second lead.
     * `proofOfWork`: a challenge the server asked for (428 "proof_required"), solved.
     */
    start: (fields: Record<string, unknown>, submissionId: string, proofOfWork?: PowPayload) =>
      postJson<CodeSent | KeptUnverified | SkippedCode<Result>>(endpoints.start, {
        ...fields,
        submissionId,
        ...(proofOfWork ? { proofOfWork } : {}),
      }),
    /** `channel`: the visitor chose how the new code goes; unset: the server's default. */
    resend: (submissionId: string, proofOfWork?: PowPayload, channel?: "sms" | "whatsapp" | "email") =>
      postJson<CodeSent>(endpoints.resend(submissionId), {
        ...(proofOfWork ? { proofOfWork } : {}),
        ...(channel ? { channel } : {}),
      }),
    /** The result of a submission already verified in this browser (the proof cookie goes along). */
    recover: (submissionId: string) => postJson<Verified<Result>>(endpoints.verify(submissionId), {}),
    /** `optIns`: the code step's two unticked choices, sent only when it offered them. */
    verify: (submissionId: string, code: string, optIns?: { whatsapp: boolean; marketing: boolean }) =>
      postJson<Verified<Result>>(endpoints.verify(submissionId), { code, ...(optIns ? { optIns } : {}) }),
    /** Whether the code sent for a submission of this browser can still be used. */
    pending: (submissionId: string) => getJson<PendingCode>(endpoints.pending(submissionId)),
  };
}
