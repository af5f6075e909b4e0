import { describe, expect, it } from "vitest";
import { parseTrip, type ChatTurn } from "./trip-request";

const NOW = new Date("2026-11-24T10:00:00Z");
const say = (...texts: string[]): ChatTurn[] => texts.map((content) => ({ role: "user", content }));

describe("reading a trip from a conversation", () => {
  it.each([
    ["2 log, March mein, Kenya", { destination: "kenya", adults: 2, month: "March 2027" }],
    [
      "family of 4 to Switzerland in December for a week, budget 12 lakh",
      {
        destination: "switzerland",
        adults: 2,
        children: 2,
        month: "December 2026",
        nights: 7,
        budgetInr: 1_200_000,
      },
    ],
    [
      "honeymoon Japan 10 to 18 April",
      {
        destination: "japan",
        adults: 2,
        style: "relaxed",
        dates: { from: "2027-04-10", to: "2027-04-18" },
        nights: 8,
      },
    ],
    [
      "solo, Dubai, 3 nights next month",
      { destination: "dubai", adults: 1, nights: 3, month: "December 2026" },
    ],
    [
      "2 adults and a child aged 6, adventure, Norway 10 days, 8L per person",
      {
        destination: "norway",
        adults: 2,
        children: 1,
        childAges: [6],
        style: "adventure",
        nights: 9,
        budgetInr: 2_400_000,
      },
    ],
    [
      "we are 3 friends, Stockholm and the ice hotel, cultural please",
      { destination: "sweden", adults: 3, style: "cultural" },
    ],
    ["Copenhagen for a long weekend, Rs 5,00,000", { destination: "denmark", nights: 3, budgetInr: 500_000 }],
    [
      "Masai Mara safari, a bit of everything, 1.5 crore",
      { destination: "kenya", style: "mix", budgetInr: 15_000_000 },
    ],
  ])("%s", (text, expected) => {
    expect(parseTrip(say(text), NOW)).toMatchObject(expected);
  });

  it("does not read a count of people after a month as its day", () => {
    expect(parseTrip(say("Maldives in February, 2 adults"), NOW)).toMatchObject({
      month: "February 2027",
      dates: null,
      adults: 2,
    });
  });

  it("puts a month already past this year into next year", () => {
    expect(parseTrip(say("Kenya in June"), NOW).month).toBe("June 2027");
    expect(parseTrip(say("Kenya in December"), NOW).month).toBe("December 2026");
  });

  it("lets later messages override earlier ones, and reads only the visitor's", () => {
    const trip = parseTrip(
      [
        { role: "user", content: "Dubai for 2 in March" },
        { role: "assistant", content: "Japan is lovely in April for 6 people" },
        { role: "user", content: "Actually make it Japan, and 4 adults" },
      ],
      NOW,
    );
    expect(trip).toMatchObject({ destination: "japan", adults: 4, month: "March 2027" });
  });

  it("hands other places to an expert, and knows Scandinavia means Norway unless Sweden or Denmark is named", () => {
    expect(parseTrip(say("Peru please"), NOW)).toMatchObject({
      destination: null,
      unsupportedDestination: "Peru",
    });
    expect(parseTrip(say("Scandinavia in winter"), NOW).destination).toBe("norway");
    expect(parseTrip(say("Scandinavia, mainly Copenhagen"), NOW).destination).toBe("denmark");
    expect(parseTrip(say("Peru", "no, Kenya"), NOW)).toMatchObject({
      destination: "kenya",
      unsupportedDestination: null,
    });
  });

  it("does not read a length or an age as a date", () => {
    const trip = parseTrip(say("Norway 10 days with a child aged 6"), NOW);
    expect(trip.dates).toBeNull();
    expect(trip.nights).toBe(9);
  });

  it("counts a child added later", () => {
    expect(parseTrip(say("Kenya, 2 adults and 1 child", "add one more child"), NOW).children).toBe(2);
  });
});
