import type { PlannerModel } from "./planner-model.server";
import { offlinePlannerReply } from "./offline-planner.server";

/**
 * Words per streamed piece, and the pause between pieces: the reply reads as it is written. A long
 * plan (a thousand words and more) comes in bigger pieces, so that no reply takes more than about
 * MAX_PIECES pauses to arrive.
 */
const WORDS_PER_PIECE = 3;
const PIECE_DELAY_MS = 12;
const MAX_PIECES = 160;

/**
 * The built-in planner behind the same port as a model: its answer is composed at once (it is our
 * own code, deterministic) and streamed in small pieces, so the page has one way to show a reply.
 */
export function createOfflinePlanner(options: { pieceDelayMs?: number } = {}): PlannerModel {
  const delay = options.pieceDelayMs ?? PIECE_DELAY_MS;
  return {
    name: "offline",
    async *stream(turns, context, signal) {
      const reply = offlinePlannerReply(turns, { fromPath: context.fromPath }, context.now);
      // Split after whitespace so every piece keeps its own spaces and line breaks.
      const words = reply.split(/(?<=\s)/);
      const size = Math.max(WORDS_PER_PIECE, Math.ceil(words.length / MAX_PIECES));
      for (let i = 0; i < words.length; i += size) {
        if (signal.aborted) return;
        yield words.slice(i, i + size).join("");
        if (delay > 0 && i + size < words.length) await new Promise((r) => setTimeout(r, delay));
      }
    },
  };
}
