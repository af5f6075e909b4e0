// What other features may use from leads in the browser and on the server; the service itself is
// exported from index.server.ts.
export {
  LEAD_PURPOSES,
  LEAD_PURPOSE_NAMES,
  LEAD_TYPES,
  VERIFIED_PURPOSES,
  isLeadPurpose,
  isLeadType,
  isVerifiedPurpose,
  leadTypeOf,
  purposeFromSlug,
  purposeOfLeadType,
  purposeSlug,
  purposesUnlocking,
  verificationOf,
  type LeadPurpose,
  type LeadSource,
  type LeadType,
  type ProofCapability,
  type VerifiedPurpose,
} from "./lead-purposes";
export { PIPELINE_STAGES, type PipelineStage } from "./lead-stages";
export {
  NEW_LEAD_STAGE,
  QUIZ_POINTS_MAX,
  QUIZ_POINTS_MIN,
  URGENT_LEAD_SCORE,
  callTaskDueAt,
  leadTypeLabel,
} from "./lead-scoring";
export {
  DEFAULT_SCORING_RULES,
  SCORING_SETTING,
  scoreLead,
  scoringRulesSchema,
  type ScoringRules,
} from "./scoring-rules";
