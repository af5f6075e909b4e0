import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { QUIZ_POINTS_MAX, QUIZ_POINTS_MIN } from "~/features/leads";
import { QUIZ_QUESTIONS } from "./quiz-content";
import { quizIssueText } from "./quiz-messages";
import { quizContactSchema, quizSubmissionSchema, quizVerifySchema } from "./quiz-schema";
import {
  answerPoints,
  answersProblem,
  describeRecommendations,
  joinMultiAnswer,
  leadScoringAnswers,
  quizProgress,
  recommendDestinations,
  totalPoints,
  visibleOptions,
} from "./quiz-scoring";

/** A full, valid answer set with the given first, second and budget answers. */
const answers = (region: string, experience: string, budget = "budget_high") => [
  region,
  experience,
  "2",
  "fixed_soon",
  budget,
  "luxury_resort",
  "honeymoon,spa_wellness",
  "guided",
  "memories",
];

describe("the quiz's question table", () => {
  it("has the nine questions with the listed ids and points", () => {
    const table = Object.fromEntries(
      QUIZ_QUESTIONS.map((q) => [q.id, Object.fromEntries(q.options.map((o) => [o.id, o.points]))]),
    );
    expect(table).toEqual({
      destination: { australia: 100, asia: 90, europe: 110, africa: 100, not_sure: 70 },
      experience: { beach: 85, mountains: 90, wildlife: 100, luxury: 120, adventure: 95, cultural: 90 },
      travellers: { "1": 90, "2": 100, "3-5": 95, "6-10": 85, "10+": 110 },
      dates: { fixed_immediate: 130, fixed_soon: 110, flexible_soon: 100, flexible_future: 70 },
      budget: { budget_low: 70, budget_mid: 85, budget_high: 110, budget_luxury: 130 },
      accommodation: { four_star: 90, luxury_resort: 120, private_villa: 100, no_preference: 80 },
      preferences: {
        kids_friendly: 10,
        honeymoon: 15,
        spa_wellness: 10,
        adventure_sports: 15,
        nightlife: 10,
        private_transfers: 10,
        veg_food: 5,
        elderly_friendly: 10,
      },
      planning: { guided: 100, semi: 90, independent: 80, custom: 110 },
      importance: { memories: 95, comfort: 100, value: 85, unique: 110 },
    });
    expect(QUIZ_QUESTIONS.filter((q) => q.multiSelect).map((q) => q.id)).toEqual(["preferences"]);
  });

  it("Q5 carries the rupee bands", () => {
    expect(QUIZ_QUESTIONS[4].options.map((o) => o.label)).toEqual([
      "Under ₹50,000",
      "₹50,000 – ₹1,00,000",
      "₹1,00,000 – ₹2,00,000",
      "₹2,00,000 and above",
    ]);
  });
});

describe("recommendations", () => {
  it.each([
    // australia
    ["australia", "beach", "budget_mid", ["Gold Coast", "Perth", "Cairns"]],
    ["australia", "adventure", "budget_mid", ["Melbourne", "Adelaide", "Sydney"]],
    ["australia", "wildlife", "budget_mid", ["Kangaroo Island", "Tasmania", "Northern Territory"]],
    ["australia", "luxury", "budget_mid", ["Sydney", "Melbourne", "Brisbane"]],
    ["australia", "cultural", "budget_luxury", ["Sydney", "Melbourne", "Brisbane"]],
    ["australia", "mountains", "budget_high", ["Sydney", "Melbourne", "Brisbane"]],
    // europe: luxury experience or luxury budget first
    ["europe", "luxury", "budget_mid", ["Switzerland", "London", "Paris"]],
    ["europe", "beach", "budget_luxury", ["Switzerland", "London", "Paris"]],
    ["europe", "mountains", "budget_luxury", ["Switzerland", "London", "Paris"]],
    ["europe", "mountains", "budget_high", ["Switzerland", "Austria", "Norway"]],
    ["europe", "adventure", "budget_mid", ["Switzerland", "Austria", "Norway"]],
    ["europe", "cultural", "budget_high", ["United Kingdom", "Switzerland", "Germany"]],
    ["europe", "wildlife", "budget_mid", ["United Kingdom", "Switzerland", "Germany"]],
    // africa
    ["africa", "wildlife", "budget_high", ["Kenya", "Tanzania", "South Africa"]],
    ["africa", "luxury", "budget_high", ["South Africa", "Kenya", "Tanzania"]],
    ["africa", "adventure", "budget_high", ["Tanzania", "Kenya", "South Africa"]],
    ["africa", "beach", "budget_luxury", ["Kenya", "South Africa", "Tanzania"]],
    ["africa", "cultural", "budget_mid", ["Kenya", "South Africa", "Tanzania"]],
    // asia
    ["asia", "beach", "budget_low", ["Thailand", "Maldives", "Bali"]],
    ["asia", "luxury", "budget_luxury", ["Dubai", "Singapore", "Japan"]],
    ["asia", "cultural", "budget_mid", ["Japan", "Vietnam", "Singapore"]],
    ["asia", "mountains", "budget_high", ["Thailand", "Singapore", "Malaysia"]],
    ["asia", "wildlife", "budget_luxury", ["Thailand", "Singapore", "Malaysia"]],
    // not sure
    ["not_sure", "luxury", "budget_luxury", ["Thailand", "Singapore", "Dubai"]],
    ["not_sure", "beach", "budget_low", ["Thailand", "Singapore", "Dubai"]],
  ])("%s + %s + %s → %j", (region, experience, budget, expected) => {
    expect(recommendDestinations(answers(region, experience, budget))).toEqual(expected);
  });

  it("anything outside the table falls back to Thailand, Singapore, Dubai", () => {
    expect(recommendDestinations(["mars", "beach"])).toEqual(["Thailand", "Singapore", "Dubai"]);
  });

  it("ranks with the three captions and links only our destinations", () => {
    expect(describeRecommendations(["Kenya", "Tanzania", "Maldives"])).toEqual([
      {
        rank: 1,
        name: "Kenya",
        caption: "Absolutely perfect for your travel dreams",
        slug: "kenya",
        image: "/images/destinations/kenya.svg",
      },
      {
        rank: 2,
        name: "Tanzania",
        caption: "Excellent match for your preferences",
        slug: null,
        image: "/images/tailor-made/savanna.svg",
      },
      {
        rank: 3,
        name: "Maldives",
        caption: "Great option that suits your style",
        slug: "maldives",
        image: "/images/destinations/maldives.svg",
      },
    ]);
  });

  it("has a picture for every place the table can recommend, and each picture is in public/", () => {
    const regions = ["australia", "europe", "africa", "asia", "not_sure"];
    const experiences = ["beach", "mountains", "wildlife", "luxury", "adventure", "cultural"];
    for (const region of regions)
      for (const experience of experiences)
        for (const budget of ["budget_mid", "budget_high", "budget_luxury"])
          for (const r of describeRecommendations(
            recommendDestinations(answers(region, experience, budget)),
          )) {
            expect(r.image, r.name).not.toBeNull();
            expect(existsSync(path.join("public", r.image!)), r.image!).toBe(true);
          }
  });
});

describe("points", () => {
  it("adds single answers and each Q7 selection", () => {
    expect(answerPoints(QUIZ_QUESTIONS[6], "honeymoon,spa_wellness")).toBe(25);
    expect(answerPoints(QUIZ_QUESTIONS[6], "")).toBe(0);
    expect(totalPoints(answers("asia", "luxury", "budget_luxury"))).toBe(
      90 + 120 + 100 + 110 + 130 + 120 + 25 + 100 + 95,
    );
  });

  it("spans exactly 625 to 1,025, the range the lead score maps from", () => {
    const min = [
      "not_sure",
      "beach",
      "6-10",
      "flexible_future",
      "budget_low",
      "no_preference",
      "",
      "independent",
      "value",
    ];
    const max = [
      "europe",
      "luxury",
      "10+",
      "fixed_immediate",
      "budget_luxury",
      "luxury_resort",
      joinMultiAnswer(QUIZ_QUESTIONS[6].options.map((o) => o.id)),
      "custom",
      "unique",
    ];
    expect(totalPoints(min)).toBe(QUIZ_POINTS_MIN);
    expect(totalPoints(max)).toBe(QUIZ_POINTS_MAX);
  });

  it("builds the lead-scoring answers with a list for the preferences question", () => {
    const payload = leadScoringAnswers(answers("asia", "beach"));
    expect(payload[0]).toEqual({ questionId: 0, answerId: "asia" });
    expect(payload[6]).toEqual({
      questionId: 6,
      answerId: "honeymoon,spa_wellness",
      answers: ["honeymoon", "spa_wellness"],
    });
  });
});

describe("the budget rule", () => {
  it.each(["australia", "europe", "africa"])("removes budget_low after %s", (region) => {
    expect(visibleOptions(QUIZ_QUESTIONS[4], [region, "beach", "2", "fixed_soon"]).map((o) => o.id)).toEqual([
      "budget_mid",
      "budget_high",
      "budget_luxury",
    ]);
    expect(answersProblem(answers(region, "beach", "budget_low"))).toMatch(/answer 5/);
  });

  it.each(["asia", "not_sure"])("keeps budget_low after %s", (region) => {
    expect(visibleOptions(QUIZ_QUESTIONS[4], [region]).map((o) => o.id)).toContain("budget_low");
    expect(answersProblem(answers(region, "beach", "budget_low"))).toBeNull();
  });
});

describe("answer validation", () => {
  it.each([
    [answers("asia", "beach").slice(0, 8), /expected 9 answers/],
    [[...answers("asia", "beach"), "extra"], /expected 9 answers/],
    [answers("asia", "yachting"), /answer 2/],
    [answers("asia", "beach").map((a, i) => (i === 6 ? "honeymoon,honeymoon" : a)), /answer 7/],
    [answers("asia", "beach").map((a, i) => (i === 6 ? "honeymoon,caviar" : a)), /answer 7/],
    [answers("asia", "beach").map((a, i) => (i === 2 ? "honeymoon" : a)), /answer 3/],
  ])("rejects %j", (given, problem) => {
    expect(answersProblem(given)).toMatch(problem);
  });

  it("accepts an empty preferences answer", () => {
    expect(answersProblem(answers("asia", "beach").map((a, i) => (i === 6 ? "" : a)))).toBeNull();
  });
});

describe("progress", () => {
  it("is (index, +1 once past the questions) / (questions + 1)", () => {
    expect(quizProgress(0, false)).toBe(0);
    expect(quizProgress(1, false)).toBeCloseTo(0.1);
    expect(quizProgress(8, false)).toBeCloseTo(0.8);
    expect(quizProgress(8, true)).toBeCloseTo(0.9);
    expect(quizProgress(2, false, 3)).toBe(0.5);
    expect(quizProgress(2, true, 3)).toBe(0.75);
  });
});

describe("contact and code rules (shared by the form and the endpoint)", () => {
  const contact = (name: string, phone: string) => quizContactSchema.safeParse({ name, phone });

  it("name: trimmed, at least 2 characters", () => {
    expect(contact("  Al ", "9812345678")).toMatchObject({ success: true, data: { name: "Al" } });
    const r = contact(" A  ", "9812345678");
    expect(r.success).toBe(false);
    expect(quizIssueText(r.error!)).toEqual({
      title: "Invalid Name",
      description: "Please enter a valid name (at least 2 characters)",
      field: "name",
    });
  });

  it.each(["9812345678", "+91 98123 45678", "91-98123-45678", "98123 45678"])(
    "mobile %j becomes +919812345678",
    (phone) => {
      expect(contact("Asha", phone)).toMatchObject({ success: true, data: { phone: "+919812345678" } });
    },
  );

  it.each(["5812345678", "981234567", "+91 415 555 0100", ""])(
    "mobile %j is refused with the quiz's text",
    (phone) => {
      const r = contact("Asha", phone);
      expect(r.success).toBe(false);
      expect(quizIssueText(r.error!)).toEqual({
        title: "Invalid Mobile Number",
        description: "Please enter a valid 10-digit Indian mobile number",
        field: "phone",
      });
    },
  );

  it("a number outside India is taken with its country code, and needs the e-mail its code goes to", () => {
    expect(
      quizContactSchema.safeParse({ name: "Asha", phone: "+1 415 555 0100", email: "a@example.com" }),
    ).toMatchObject({
      success: true,
      data: { phone: "+14155550100", email: "a@example.com" },
    });
    const r = contact("Asha", "+1 415 555 0100");
    expect(quizIssueText(r.error!)).toEqual({
      title: "Email Required",
      description: "Please enter your email address: we send the OTP there for a number outside India",
      field: "email",
    });
  });

  it("a submission needs valid answers too", () => {
    const r = quizSubmissionSchema.safeParse({ name: "Asha", phone: "9812345678", answers: ["asia"] });
    expect(r.success).toBe(false);
    expect(quizIssueText(r.error!)).toMatchObject({ title: "Error", field: "answers" });
  });

  it("a code is exactly 6 digits", () => {
    expect(quizVerifySchema.safeParse({ code: "123456" }).success).toBe(true);
    for (const code of ["12345", "1234567", "12345a", "", 123456])
      expect(quizVerifySchema.safeParse({ code }).success).toBe(false);
  });
});
