import { describe, expect, it } from "vitest";
import { indiaTimeOn } from "~/lib/india-time";
import { callTaskDueAt } from "~/features/leads";
import { FAQ_CATEGORIES, FAQ_QUESTION_COUNT } from "./faq-content";
import { matchLine, searchFaq } from "./faq-search";

describe("the help centre's content and search", () => {
  it("has the eight categories, in order, each with questions", () => {
    expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual([
      "Getting Started",
      "Lead Management",
      "Task Management & Automation",
      "Communication & Tracking",
      "Contact Management",
      "Analytics & Reporting",
      "Security & Access",
      "Troubleshooting & Support",
    ]);
    for (const category of FAQ_CATEGORIES) expect(category.items.length).toBeGreaterThanOrEqual(3);
    expect(FAQ_QUESTION_COUNT).toBe(FAQ_CATEGORIES.flatMap((c) => c.items).length);
    const ids = FAQ_CATEGORIES.flatMap((c) => c.items.map((i) => `${c.id}/${i.id}`));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states the console's facts: the code's 5 minutes, scores, task types, stages, roles", () => {
    const text = FAQ_CATEGORIES.flatMap((c) => c.items.map((i) => i.answer)).join(" ");
    expect(text).toContain("6-digit code");
    expect(text).toContain("expires in 5 minutes");
    expect(text).toContain("from 0 to 100");
    expect(text).toContain("80 or more");
    expect(text).toContain("follow_up, call, email, meeting and review");
    expect(text).toContain(
      "New Lead, Contacted, Qualified, Proposal Sent, Negotiation, Closed Won and Closed Lost",
    );
    expect(text).toContain("Only administrators delete them");
    expect(text).toContain("password resets are done by administrators");
  });

  it("gives the urgent call's due times the code gives", () => {
    const text = FAQ_CATEGORIES.flatMap((c) => c.items).find((i) => i.id === "automatic-tasks")!.answer;
    const minutesAfter = (type: Parameters<typeof callTaskDueAt>[0], at: Date) =>
      (callTaskDueAt(type, at).getTime() - at.getTime()) / 60_000;
    const afternoon = indiaTimeOn("2026-11-27", 14, 0);
    expect(minutesAfter("booking_request", afternoon)).toBe(15);
    expect(minutesAfter("callback", afternoon)).toBe(5);
    expect(text).toContain("due 15 minutes after the lead arrived (5 minutes for a callback request)");
    // 7:59pm is still the working day; 8pm and 7:59am are the next 8:15am.
    expect(minutesAfter("quiz", indiaTimeOn("2026-11-27", 19, 59))).toBe(15);
    expect(callTaskDueAt("quiz", indiaTimeOn("2026-11-27", 20, 0))).toEqual(indiaTimeOn("2026-11-28", 8, 15));
    expect(callTaskDueAt("quiz", indiaTimeOn("2026-11-28", 7, 59))).toEqual(indiaTimeOn("2026-11-28", 8, 15));
    expect(text).toContain("between 8am and 8pm India time, and at 8:15am the next morning");
  });

  it("matches question or answer, ignoring case, and hides categories left empty", () => {
    const found = searchFaq(FAQ_CATEGORIES, "  PIPELINE ");
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(FAQ_CATEGORIES.length);
    for (const category of found) {
      expect(category.items.length).toBeGreaterThan(0);
      for (const item of category.items)
        expect(`${item.question} ${item.answer}`.toLowerCase()).toContain("pipeline");
    }
    expect(searchFaq(FAQ_CATEGORIES, "")).toBe(FAQ_CATEGORIES);
    expect(searchFaq(FAQ_CATEGORIES, "zanzibar submarine")).toEqual([]);
  });
});

describe("what a search found, read out", () => {
  it("agrees with the number of answers found", () => {
    expect(matchLine(1)).toBe("1 answer matches your search.");
    expect(matchLine(0)).toBe("0 answers match your search.");
    expect(matchLine(3)).toBe("3 answers match your search.");
  });
});
