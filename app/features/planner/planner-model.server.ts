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

/** The model could not be asked, refused, or answered something that is not a reply. */
export class PlannerError extends Error {
  constructor(
    message: string,
    /** invalid: the answer had no reply in it; cut: the stream stopped before its end. */
    readonly kind: "failed" | "invalid" | "cut" = "failed",
  ) {
    super(message);
    this.name = "PlannerError";
  }
}
