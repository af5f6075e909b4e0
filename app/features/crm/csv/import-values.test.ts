import { describe, expect, it } from "vitest";
import { parseCreatedDate, pipelineStageOf } from "./import-values";

describe("reading another CRM's created dates", () => {
  it.each([
    ["2026-10-24 23:30", "2026-10-24T18:00:00.000Z"],
    ["2026-10-25 00:10:00", "2026-10-24T18:40:00.000Z"],
    ["2026-10-25T06:30:54.457Z", "2026-10-25T06:30:54.457Z"],
    ["2026-10-25 12:00:54 +05:30", "2026-10-25T06:30:54.000Z"],
    ["2026-10-25", "2026-10-24T18:30:00.000Z"],
    ["25/10/2026 12:00 PM", "2026-10-25T06:30:00.000Z"],
    ["10/25/2026 5:07 PM", "2026-10-25T11:37:00.000Z"],
    ["05/10/2026", "2026-10-04T18:30:00.000Z"],
    ["25 Oct 2026 9:15 AM", "2026-10-25T03:45:00.000Z"],
    ["Oct 25, 2026 12:00 AM", "2026-10-24T18:30:00.000Z"],
  ])("%s is %s", (text, iso) => {
    expect(parseCreatedDate(text)?.toISOString()).toBe(iso);
  });

  it.each(["sometime last year", "31/02/2026", "2026-13-01", "25/10/2026 25:00", ""])(
    "%s is not a date",
    (text) => {
      expect(parseCreatedDate(text)).toBeNull();
    },
  );
});

describe("another CRM's stages in our pipeline", () => {
  it.each([
    ["subscriber", null],
    ["Lead", "New Lead"],
    ["Marketing Qualified Lead", "Contacted"],
    ["salesqualifiedlead", "Qualified"],
    ["opportunity", "Proposal Sent"],
    ["Customer", "Closed Won"],
    ["evangelist", "Closed Won"],
    ["other", "New Lead"],
    ["Attempted to Contact", "Contacted"],
    ["Junk Lead", "Closed Lost"],
    ["Negotiation", "Negotiation"],
  ])("%s is %s", (given, stage) => {
    expect(pipelineStageOf(given)).toEqual({ stage });
  });

  it("an unknown stage starts as New Lead and says so", () => {
    expect(pipelineStageOf("Travel Agent Referral")).toEqual({
      stage: "New Lead",
      unknown: "Travel Agent Referral",
    });
  });
});
