import { MAX_TURNS, type PlannerTurn } from "./chat-limits";

/** Each turn of a handed-off conversation is kept to this, and the whole to the budget below. */
export const HANDOFF_TURN_CHARS = 1500;
export const HANDOFF_BUDGET_CHARS = 11_000;

/**
 * The conversation as it goes with the hand-off: the latest turns that fit the form's size, each cut
 * to a readable length (the designer calls to go through the plan; the gist is what they need first).
 */
export function handoffTranscript(turns: readonly PlannerTurn[]): PlannerTurn[] {
  const kept: PlannerTurn[] = [];
  let used = 0;
  for (const { role, content } of [...turns].reverse()) {
    const text =
      content.length > HANDOFF_TURN_CHARS ? `${content.slice(0, HANDOFF_TURN_CHARS - 1)}…` : content;
    if (used + text.length > HANDOFF_BUDGET_CHARS || kept.length >= MAX_TURNS) break;
    kept.unshift({ role, content: text });
    used += text.length;
  }
  return kept;
}
