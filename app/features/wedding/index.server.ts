// The wedding planner's server half: its consultation flow, served by the generic lead-flow routes.
export { weddingLeadFlow } from "./wedding-flow.server";
