import { describe, expect, it } from "vitest";
import {
  callTaskDueAt,
  isIndiaBusinessHours,
  nextIndiaMorning,
  QUIZ_POINTS_MAX,
  QUIZ_POINTS_MIN,
} from "./lead-scoring";
import { formatIndiaTime } from "~/lib/format";
import { DEFAULT_SCORING_RULES, scoreLead, scoringRulesSchema, type ScoringRules } from "./scoring-rules";

const quiz = (points: unknown, rules: ScoringRules = DEFAULT_SCORING_RULES) =>
  scoreLead({ type: "quiz", sourceData: { points } }, rules);

// IST = UTC+05:30: 08:00 IST is 02:30 UTC, 20:00 IST is 14:30 UTC.
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

describe("quiz points to score", () => {
  it.each([
    [QUIZ_POINTS_MIN, 0],
    [QUIZ_POINTS_MAX, 100],
    [825, 50],
    [945, 80],
    [944, 80], // 79.75 rounds to 80
    [940, 79],
    [500, 0],
    [1200, 100],
  ])("%i points → %i", (points, score) => {
    expect(quiz(points).score).toBe(score);
  });

  it("says why, and follows rules an admin changed", () => {
    expect(quiz(825).reason).toBe("Quiz: 825 points on the 625–1,025 scale");
    const stricter = { ...DEFAULT_SCORING_RULES, quiz: { zeroAt: 800, hundredAt: 1000 } };
    expect(quiz(900, stricter)).toEqual({ score: 50, reason: "Quiz: 900 points on the 800–1,000 scale" });
    // A quiz lead without points (an old or hand-made one) takes the type's score.
    expect(quiz("lots")).toEqual({ score: 50, reason: "Travel personality quiz leads score 50" });
  });
});

describe("scoring rules as an admin sends them", () => {
  it("need every type's score as a whole number 0-100 and a quiz scale that rises", () => {
    expect(scoringRulesSchema.safeParse(DEFAULT_SCORING_RULES).success).toBe(true);
    const bad = (change: (r: ScoringRules) => unknown) =>
      scoringRulesSchema.safeParse(change(structuredClone(DEFAULT_SCORING_RULES)));
    expect(bad((r) => ({ ...r, types: { ...r.types, callback: 101 } })).error?.issues[0]?.message).toBe(
      "Each score is a whole number from 0 to 100.",
    );
    expect(bad((r) => ({ ...r, types: { ...r.types, callback: 7.5 } })).success).toBe(false);
    const { callback: _dropped, ...missing } = DEFAULT_SCORING_RULES.types;
    expect(bad((r) => ({ ...r, types: missing })).success).toBe(false);
    const flat = bad((r) => ({ ...r, quiz: { zeroAt: 900, hundredAt: 900 } }));
    expect(flat.error?.issues[0]?.path).toEqual(["quiz", "hundredAt"]);
  });
});

describe("default scores", () => {
  it.each([
    ["activity_booking", 95],
    ["booking_request", 85],
    ["callback", 85],
    ["deal_booking", 80],
    ["wedding_consultation", 90],
    ["planner", 75],
    ["itinerary_unlock", 70],
    ["priority_access", 60],
    ["contact_inquiry", 60],
  ] as const)("%s → %i", (type, score) => {
    expect(scoreLead({ type }, DEFAULT_SCORING_RULES)).toEqual({
      score,
      reason: expect.stringMatching(new RegExp(` leads score ${score}$`)),
    });
  });
});

describe("call task due time (India time)", () => {
  it("knows business hours: 8am inclusive to 8pm exclusive", () => {
    expect(isIndiaBusinessHours(ist("2025-03-10T07:59:59"))).toBe(false);
    expect(isIndiaBusinessHours(ist("2025-03-10T08:00:00"))).toBe(true);
    expect(isIndiaBusinessHours(ist("2025-03-10T19:59:59"))).toBe(true);
    expect(isIndiaBusinessHours(ist("2025-03-10T20:00:00"))).toBe(false);
  });

  it("is due in 15 minutes during the day, 5 for a callback", () => {
    expect(callTaskDueAt("quiz", ist("2025-03-10T11:30:00"))).toEqual(ist("2025-03-10T11:45:00"));
    expect(callTaskDueAt("callback", ist("2025-03-10T11:30:00"))).toEqual(ist("2025-03-10T11:35:00"));
    expect(callTaskDueAt("booking_request", ist("2025-03-10T19:55:00"))).toEqual(ist("2025-03-10T20:10:00"));
  });

  it("is due at 8:15 the next morning in the evening, and the same morning before 8am", () => {
    expect(callTaskDueAt("quiz", ist("2025-03-10T21:10:00"))).toEqual(ist("2025-03-11T08:15:00"));
    expect(callTaskDueAt("callback", ist("2025-03-10T23:59:00"))).toEqual(ist("2025-03-11T08:15:00"));
    expect(callTaskDueAt("quiz", ist("2025-03-11T02:00:00"))).toEqual(ist("2025-03-11T08:15:00"));
    // 2am IST is still the previous UTC day: the IST date must be used.
    expect(nextIndiaMorning(ist("2025-03-11T01:00:00"))).toEqual(ist("2025-03-11T08:15:00"));
    expect(callTaskDueAt("quiz", ist("2025-12-31T22:00:00"))).toEqual(ist("2026-01-01T08:15:00"));
  });

  it("formats times for staff in IST", () => {
    expect(formatIndiaTime(ist("2025-03-10T11:45:00"))).toMatch(/^10 Mar 2025, 11:45\s?am IST$/i);
  });
});

describe("the staff e-mail's detail labels", () => {
  it("reads data keys as words", async () => {
    const { detailLabel } = await import("./leads.server");
    expect(detailLabel("travelDate")).toBe("Travel date");
    expect(detailLabel("destination_name")).toBe("Destination name");
    expect(detailLabel("groupSize")).toBe("Group size");
    expect(detailLabel("message")).toBe("Message");
    expect(detailLabel("unverifiedBecause")).toBe("Unverified because");
  });
});
