import * as z from "~/lib/zod-mini";
import { formatIndianNumber } from "~/lib/format";
import { MAX_CONVERSATION_CHARS, MAX_REPLY_CHARS, MAX_TURN_CHARS, MAX_TURNS } from "./chat-limits";

export {
  conversationForRequest,
  MAX_CONVERSATION_CHARS,
  MAX_REPLY_CHARS,
  MAX_TURN_CHARS,
  MAX_TURNS,
  PLANNER_TEXT,
  type PlannerChunk,
  type PlannerTurn,
} from "./chat-limits";

/** The planner endpoint's request, checked on the server; the page needs only the limits above. */
const turn = z
  .object({
    role: z.enum(["user", "assistant"], "Each message's role must be user or assistant."),
    content: z.string("Each message needs its text as content."),
  })
  .check(
    z.refine(
      (t) => t.role !== "user" || t.content.length <= MAX_TURN_CHARS,
      `Each message may be at most ${formatIndianNumber(MAX_TURN_CHARS)} characters.`,
    ),
    z.refine(
      (t) => t.role !== "assistant" || t.content.length <= MAX_REPLY_CHARS,
      `Each reply sent back may be at most ${formatIndianNumber(MAX_REPLY_CHARS)} characters.`,
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
