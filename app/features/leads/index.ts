// What other features may use from leads on the client; the service is leads.server.ts.
export {
  DEFAULT_LEAD_SCORES,
  LEAD_TYPES,
  LEAD_TYPE_LABELS,
  NEW_LEAD_STAGE,
  QUIZ_POINTS_MAX,
  QUIZ_POINTS_MIN,
  URGENT_LEAD_SCORE,
  callTaskDueAt,
  defaultLeadScore,
  formatIndiaTime,
  leadTypeLabel,
  quizPointsToScore,
  type KnownLeadType,
  type LeadType,
} from "./lead-scoring";
