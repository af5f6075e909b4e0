import * as z from "zod/mini";

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

const turn = z
  .object({
    role: z.enum(["user", "assistant"], "Each message's role must be user or assistant."),
    content: z.string("Each message needs its text as content."),
  })
  .check(
    z.refine(
      (t) => t.role !== "user" || t.content.length <= MAX_TURN_CHARS,
      `Each message may be at most ${MAX_TURN_CHARS.toLocaleString("en-IN")} characters.`,
    ),
    z.refine(
      (t) => t.role !== "assistant" || t.content.length <= MAX_REPLY_CHARS,
      `Each reply sent back may be at most ${MAX_REPLY_CHARS.toLocaleString("en-IN")} characters.`,
    ),
  );

export const plannerRequestSchema = z
  .object({
    messages: z
      .array(turn, "Send the conversation as messages: a list of role and content.")
      .check(
        z.minLength(1, "Send at least one message."),
        z.maxLength(
          MAX_TURNS,
          `The conversation is too long (at most ${MAX_TURNS} messages). Start a new one.`,
        ),
      ),
    userContext: z.optional(
      z.object({
        /** The page the visitor came from, e.g. /destination/kenya, so the planner starts there. */
        fromPath: z.optional(z.nullable(z.string().check(z.maxLength(200), z.regex(/^\/[\w\-/]*$/)))),
      }),
    ),
  })
  .check(
    z.refine(
      (body) => body.messages.reduce((n, m) => n + m.content.length, 0) <= MAX_CONVERSATION_CHARS,
      "The conversation is too long. Start a new one.",
    ),
    z.refine((body) => body.messages.at(-1)?.role === "user", "The last message must be the visitor's."),
    z.refine((body) => (body.messages.at(-1)?.content.trim().length ?? 0) > 0, "Type a message first."),
  );

export type PlannerRequest = z.output<typeof plannerRequestSchema>;

/** One streamed piece, in the chat-completions chunk shape whichever planner answered. */
export type PlannerChunk =
  { choices: { delta: { content?: string } }[] } | { error: { message: string; cut?: boolean } };
