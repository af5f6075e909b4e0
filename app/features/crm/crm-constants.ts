/** The sales pipeline, in order: where every lead stands. */
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

/** Lead score bands: 80 and above is high priority (it opens an urgent call task). */
export const SCORE_BANDS = [
  { id: "high", label: "High priority", min: 80, max: 100, note: "An urgent call task is opened" },
  { id: "warm", label: "Warm", min: 50, max: 79, note: "Follow up within the day" },
  { id: "cool", label: "Early interest", min: 0, max: 49, note: "Nurture" },
] as const;

/** How lead types read on screen. */
export function leadTypeLabel(type: string): string {
  return type
    .split("_")
    .map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
}
