import { describe, expect, it } from "vitest";
import type { QuoteDocument } from "~/features/quotes";
import {
  addDay,
  addLine,
  addOption,
  agesFromText,
  basisPointsFromText,
  blankLine,
  catalogueLine,
  minorFromText,
  moveDay,
  nextOptionName,
  removeLine,
  removeOption,
  updateDay,
  updateLine,
} from "./draft-ops";

function doc(): QuoteDocument {
  return {
    title: "Bali honeymoon",
    destination: "Bali",
    startDate: "2027-03-30",
    departureCity: "Mumbai",
    travellers: { adults: 2, childrenAges: [], rooms: 1 },
    style: null,
    intro: "",
    days: [
      {
        id: "d1",
        title: "Arrive",
        text: "",
        city: "Ubud",
        meals: { breakfast: false, lunch: false, dinner: true },
        stayLineId: "h1",
      },
      {
        id: "d2",
        title: "Rice terraces",
        text: "",
        city: "Ubud",
        meals: { breakfast: true, lunch: false, dinner: false },
        stayLineId: "h1",
      },
      {
        id: "d3",
        title: "Leave",
        text: "",
        city: "Denpasar",
        meals: { breakfast: true, lunch: false, dinner: false },
        stayLineId: null,
      },
    ],
    options: [{ id: "a", name: "Option A: luxury" }],
    lines: [
      { ...blankLine("hotel", "a"), id: "h1", title: "Four Seasons Sayan" },
      { ...blankLine("transfer", null), id: "t1", title: "Airport transfers" },
    ],
    tax: { gst: "package", serviceFee: null, tcs: true, pan: null, tcsPriorMinor: 0 },
    terms: {
      inclusions: [],
      exclusions: [],
      schedule: [],
      cancellation: "",
      notes: "",
      validUntil: "2027-01-15",
    },
  };
}

describe("the builder's edits to a draft", () => {
  it("adds a day after the one asked for, in that day's city, and moves days within bounds", () => {
    const added = addDay(doc(), "d1");
    expect(added.days.map((d) => d.title)).toEqual(["Arrive", "", "Rice terraces", "Leave"]);
    expect(added.days[1]!.city).toBe("Ubud");
    expect(moveDay(doc(), "d3", -1).days.map((d) => d.id)).toEqual(["d1", "d3", "d2"]);
    expect(moveDay(doc(), "d1", -1).days.map((d) => d.id)).toEqual(["d1", "d2", "d3"]);
    expect(moveDay(doc(), "d3", 1).days.map((d) => d.id)).toEqual(["d1", "d2", "d3"]);
    expect(updateDay(doc(), "d2", { city: "Seminyak" }).days[1]!.city).toBe("Seminyak");
  });

  it("names a new option with the next free letter", () => {
    expect(nextOptionName([{ id: "a", name: "Option A: luxury" }])).toBe("Option B");
    expect(addOption(doc()).options.map((o) => o.name)).toEqual(["Option A: luxury", "Option B"]);
  });

  it("removes an option with its own lines, frees the nights they were stays of, and keeps the last option", () => {
    const two = addOption(doc());
    const gone = removeOption(two, "a");
    expect(gone.options.map((o) => o.name)).toEqual(["Option B"]);
    expect(gone.lines.map((l) => l.id)).toEqual(["t1"]);
    expect(gone.days.map((d) => d.stayLineId)).toEqual([null, null, null]);
    expect(removeOption(doc(), "a")).toEqual(doc());
  });

  it("removing a hotel line clears the stays that named it; other kinds carry no hotel details", () => {
    expect(removeLine(doc(), "h1").days.every((d) => d.stayLineId === null)).toBe(true);
    const turned = updateLine(doc(), "h1", { kind: "activity" });
    expect(turned.lines[0]!.hotel).toBeNull();
    expect(updateLine(turned, "h1", { kind: "hotel" }).lines[0]!.hotel?.rooms).toBe(1);
    const withLine = addLine(doc(), blankLine("activity", "a", { kind: "percent", basisPoints: 1500 }));
    expect(withLine.lines[2]).toMatchObject({ kind: "activity", optionId: "a", hotel: null, included: true });
  });

  it("reads amounts, percentages and ages as typed, refusing what is not one", () => {
    expect(minorFromText("1,25,000.50", "INR")).toBe(12_500_050);
    expect(minorFromText("₹ 45000", "INR")).toBe(4_500_000);
    expect(minorFromText("120", "JPY")).toBe(120);
    expect(minorFromText("12abc", "EUR")).toBeNull();
    expect(minorFromText("-5", "EUR")).toBeNull();
    expect(basisPointsFromText("12.5")).toBe(1250);
    expect(basisPointsFromText("12.5%")).toBe(1250);
    expect(basisPointsFromText("twelve")).toBeNull();
    expect(agesFromText("7, 11")).toEqual([7, 11]);
    expect(agesFromText("")).toEqual([]);
    expect(agesFromText("7, 19")).toBeNull();
  });

  it("an experience from the catalogue is an activity line for the whole party, in the operator's currency", () => {
    const family = { ...doc(), travellers: { adults: 2, childrenAges: [8, 11], rooms: 1 } };
    const choice = {
      code: "LV-KE-001",
      title: "Maasai Mara Sunrise Balloon Safari",
      location: "Maasai Mara, Kenya",
      country: "Kenya",
      price: { minor: 45_000, currency: "USD" },
      source: "catalogue" as const,
    };
    const line = catalogueLine(family, choice, "a", { kind: "percent", basisPoints: 1000 });
    expect(line).toMatchObject({
      kind: "activity",
      optionId: "a",
      title: "Maasai Mara Sunrise Balloon Safari",
      supplier: "Luxe Voyages catalogue",
      source: { kind: "catalogue", ref: "LV-KE-001" },
      // US$450 a person for four people: the supplier's own currency, converted only when totalled.
      cost: { minor: 180_000, currency: "USD" },
      markup: { kind: "percent", basisPoints: 1000 },
      included: true,
      hotel: null,
    });
    expect(line.description).toBe("Maasai Mara, Kenya: US$450 a person × 4");
  });
});
