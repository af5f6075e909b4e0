/** The sales pipeline, in order: where every lead stands (Closed Lost last, apart from the order of progress). */
export const PIPELINE_STAGES = [
  "New Lead",
  "Contacted",
  "Qualified",
  "Proposal Sent",
  "Negotiation",
  "Closed Won",
  "Closed Lost",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
