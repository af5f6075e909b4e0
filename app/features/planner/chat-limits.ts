// The planner chat's limits and words without its schema (zod): the chat page needs these on first
// load, the schema only on the server.
/**
 * What the chat page sends the planner and how it reads the answer, shared by the page and the
 * endpoint. The conversation is capped in count and length: a visitor's whole chat fits easily,
 * while nobody can make us send a novel to a paid model.
 */
export const PLANNER_TEXT = {
  failedPrefix: "Failed to get response: ",
  unknown: "Unknown error",
  invalid: "Invalid response from AI",
  cut: "The reply was cut short. Ask again to continue.",
  busy: "Please wait for the current reply to finish.",
  /** Above a reply the built-in planner wrote because the model could not answer just then. */
  fallback: "Our planning assistant is busy just now, so this plan comes from our own travel notes.",
} as const;

export const MAX_TURNS = 40;
/** What a visitor may type in one message. */
export const MAX_TURN_CHARS = 4000;
/** A planner's reply sent back as context (a full plan runs to several thousand characters). */
export const MAX_REPLY_CHARS = 12_000;
export const MAX_CONVERSATION_CHARS = 80_000;

/** The conversation as it is sent back: the latest turns, replies cut to their cap. */
export function conversationForRequest(turns: readonly PlannerTurn[]): PlannerTurn[] {
  return turns.slice(-MAX_TURNS).map(({ role, content }) => ({
    role,
    content: role === "assistant" ? content.slice(0, MAX_REPLY_CHARS) : content.slice(0, MAX_TURN_CHARS),
  }));
}

export type PlannerTurn = { role: "user" | "assistant"; content: string };

/** One streamed piece, in the chat-completions chunk shape whichever planner answered. */
export type PlannerChunk =
  | { choices: { delta: { content?: string } }[] }
  | { error: { message: string; cut?: boolean } }
  /** A note about the reply that is not part of it (e.g. who wrote it), sent before its first piece. */
  | { notice: { message: string } };
