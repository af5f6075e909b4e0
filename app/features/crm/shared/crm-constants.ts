import { PIPELINE_STAGES, type PipelineStage } from "~/features/leads";

export { PIPELINE_STAGES, type PipelineStage };
export type OpenStage = Exclude<PipelineStage, "Closed Won" | "Closed Lost">;
/** The stages a lead is still being worked in. */
export const OPEN_STAGES = PIPELINE_STAGES.filter((s): s is OpenStage => !s.startsWith("Closed"));
/** How likely a lead in each open stage is to close won, in per cent: the weighted pipeline's default. */
export const DEFAULT_STAGE_PROBABILITIES: Record<OpenStage, number> = {
  "New Lead": 10,
  Contacted: 20,
  Qualified: 40,
  "Proposal Sent": 60,
  Negotiation: 80,
};

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

/**
 * The colours a tag can take, each a quiet tint with readable text (the class names are spelled out
 * so the stylesheet keeps them).
 */
export const TAG_COLORS = {
  gold: { label: "Gold", className: "bg-gold-300/45 text-gold-800" },
  sage: { label: "Sage", className: "bg-emerald-100 text-emerald-900" },
  sky: { label: "Sky", className: "bg-sky-100 text-sky-900" },
  rose: { label: "Rose", className: "bg-rose-100 text-rose-900" },
  plum: { label: "Plum", className: "bg-violet-100 text-violet-900" },
  slate: { label: "Slate", className: "bg-ink-100 text-ink-800" },
} as const;
export type TagColor = keyof typeof TAG_COLORS;
export const TAG_COLOR_IDS = Object.keys(TAG_COLORS) as [TagColor, ...TagColor[]];
