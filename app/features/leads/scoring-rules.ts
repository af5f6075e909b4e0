import { z } from "~/lib/zod";
import { formatIndianNumber } from "~/lib/format";
import { LEAD_PURPOSE_NAMES, LEAD_PURPOSES, LEAD_TYPES, type LeadType } from "./lead-purposes";
import { clampScore, leadTypeLabel, QUIZ_POINTS_MAX, QUIZ_POINTS_MIN } from "./lead-scoring";

/**
 * The rules that make a lead's score, as an admin sees and changes them: a score per lead type,
 * and for the quiz the points that map to 0 and to 100 (a line between them). Client-safe, so the
 * console shows the same arithmetic the server applies.
 */
export type ScoringRules = {
  types: Record<LeadType, number>;
  quiz: { zeroAt: number; hundredAt: number };
};

export const DEFAULT_SCORING_RULES: ScoringRules = {
  types: Object.fromEntries(
    LEAD_PURPOSE_NAMES.filter((p) => LEAD_PURPOSES[p].leadType !== null).map((p) => [
      LEAD_PURPOSES[p].leadType,
      LEAD_PURPOSES[p].score,
    ]),
  ) as Record<LeadType, number>,
  quiz: { zeroAt: QUIZ_POINTS_MIN, hundredAt: QUIZ_POINTS_MAX },
};

const SCORE_TEXT = "Each score is a whole number from 0 to 100.";
const POINTS_TEXT = `Quiz points are whole numbers from 0 to 2,000, and 100 needs more points than 0.`;
const score = z.number({ error: SCORE_TEXT }).int(SCORE_TEXT).min(0, SCORE_TEXT).max(100, SCORE_TEXT);
const points = z.number({ error: POINTS_TEXT }).int(POINTS_TEXT).min(0, POINTS_TEXT).max(2000, POINTS_TEXT);

export const scoringRulesSchema = z.object({
  types: z.object(Object.fromEntries(LEAD_TYPES.map((t) => [t, score])) as Record<LeadType, typeof score>, {
    error: "Give a score for every lead type.",
  }),
  quiz: z
    .object({ zeroAt: points, hundredAt: points }, { error: POINTS_TEXT })
    .refine((q) => q.hundredAt > q.zeroAt, { error: POINTS_TEXT, path: ["hundredAt"] }),
});

/** The setting's key and shape; stored with the CRM's other settings. */
export const SCORING_SETTING = {
  key: "scoringRules",
  schema: scoringRulesSchema,
  default: DEFAULT_SCORING_RULES,
} as const;

/** A lead's score under the rules, and why, in words an agent reads on the lead. */
export function scoreLead(
  lead: { type: LeadType; sourceData?: Record<string, unknown> | null },
  rules: ScoringRules,
): { score: number; reason: string } {
  const quizPoints = lead.sourceData?.points;
  if (lead.type === "quiz" && typeof quizPoints === "number" && Number.isFinite(quizPoints)) {
    const { zeroAt, hundredAt } = rules.quiz;
    return {
      score: clampScore(((quizPoints - zeroAt) / (hundredAt - zeroAt)) * 100),
      reason: `Quiz: ${quizPoints} points on the ${formatIndianNumber(zeroAt)}–${formatIndianNumber(hundredAt)} scale`,
    };
  }
  return {
    score: rules.types[lead.type],
    reason: `${leadTypeLabel(lead.type)} leads score ${rules.types[lead.type]}`,
  };
}
