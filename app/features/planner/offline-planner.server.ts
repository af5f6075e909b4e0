import type { PlannerTurn } from "./chat-schema";

/** The built-in planner (a first version; the full one composes itineraries from our content). */
export function offlinePlannerReply(
  turns: readonly PlannerTurn[],
  context: { fromPath?: string | null },
  now: Date,
): string {
  void now;
  void context;
  const last = turns.at(-1)?.content ?? "";
  return `I'm the built-in planner of Luxe Voyages.\n\n## Let's plan\n\nYou said: **${last.slice(0, 80)}**. Where would you like to go — Kenya, Switzerland, Scandinavia, Japan or Dubai?`;
}
