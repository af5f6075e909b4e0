// The planner's server half: the chat endpoint and its hand-off lead flow.
export { plannerChat, setPlannerModelForTests } from "./planner.server";
export { plannerHandoffLeadFlow } from "./handoff-flow.server";
