// The leads service for other features' server code (the browser-safe part is index.ts).
export {
  LEAD_RETRY_JOB,
  createUnifiedLead,
  leadRetryJob,
  recordUnifiedLead,
  type UnifiedLeadInput,
  type UnifiedLeadResult,
} from "./leads.server";
export { indiaDay, recordContactEventOncePerDay, type ContactEventInput } from "./contact-timeline.server";
export { AUTO_ASSIGN_SETTING } from "./lead-assignment.server";
export { loadScoringRules } from "./scoring-rules.server";
export { moveLeadToStage, setWonLeadValue } from "./lead-stage.server";
