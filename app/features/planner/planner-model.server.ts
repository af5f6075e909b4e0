import type { PlannerTurn } from "./chat-schema";

/**
 * The planner port: something that answers a conversation as a stream of text pieces. The built-in
 * planner composes its answer from our destination content; the OpenAI-compatible adapter asks a
 * model. The endpoint turns either into the same server-sent events.
 */
export interface PlannerModel {
  readonly name: "offline" | "openai";
  stream(
    turns: readonly PlannerTurn[],
    context: { fromPath: string | null; now: Date },
    signal: AbortSignal,
  ): AsyncIterable<string>;
}

/**
 * What the provider said when it failed, for the log and the admins' alert only: a visitor never
 * sees it (it can name our organisation, plan, limits and billing).
 */
export type ProviderDetail = {
  /** HTTP status, when the provider answered one. */
  status?: number;
  /** OpenAI's error.type and error.code, e.g. "tokens" / "rate_limit_exceeded", "insufficient_quota". */
  type?: string;
  code?: string;
  message?: string;
  /** The provider's Retry-After (or retry-after-ms), when it gave one. */
  retryAfterMs?: number;
};

/** The model could not be asked, refused, or answered something that is not a reply. */
export class PlannerError extends Error {
  constructor(
    message: string,
    /**
     * failed: no reply came (refused, unreachable, timed out); invalid: the answer had no reply in
     * it; cut: the stream stopped before its end; length: the model stopped at its length cap.
     */
    readonly kind: "failed" | "invalid" | "cut" | "length" = "failed",
    readonly detail: ProviderDetail = {},
  ) {
    super(message);
    this.name = "PlannerError";
  }
}
