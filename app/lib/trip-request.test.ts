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
      { destination: null, unsupportedDestination: "Stockholm", adults: 3, style: "cultural" },
    ],
    [
      "Copenhagen for a long weekend, Rs 5,00,000",
      { unsupportedDestination: "Copenhagen", nights: 3, budgetInr: 500_000 },
    ],
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

  it("names places we do not sell, and knows Scandinavia means Norway unless Sweden or Denmark is named", () => {
    expect(parseTrip(say("Peru please"), NOW)).toMatchObject({
      destination: null,
      unsupportedDestination: "Peru",
    });
    expect(parseTrip(say("Scandinavia in winter"), NOW).destination).toBe("norway");
    expect(parseTrip(say("Scandinavia, mainly Copenhagen"), NOW)).toMatchObject({
      destination: null,
      unsupportedDestination: "Copenhagen",
    });
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

/** How Indian travellers write a trip, in English and Hinglish, and what the planner reads from it. */
describe("Indian English and Hinglish phrasings", () => {
  it.each([
    [
      "agle mahine Dubai jana hai family ke saath 4 log",
      { destination: "dubai", month: "December 2026", adults: 4, occasion: "family" },
    ],
    ["next month", { month: "December 2026" }],
    [
      "Diwali ki chhutti mein Singapore",
      { destination: "singapore", month: "October 2027", occasion: "festival" },
    ],
    ["10 din Bali", { destination: "bali", nights: 9 }],
    ["7 raat Maldives", { destination: "maldives", nights: 7 }],
    ["2 bade 2 bacche (8 aur 11 saal)", { adults: 2, children: 2, childAges: [8, 11] }],
    ["Thailand parents ke saath", { destination: "thailand", adults: 3 }],
    ["me and my wife with my parents to Sri Lanka", { destination: "sri-lanka", adults: 4 }],
    [
      "budget 3 lakh for two, honeymoon",
      { budgetInr: 300_000, adults: 2, occasion: "honeymoon", style: "relaxed" },
    ],
    ["₹5L total", { budgetInr: 500_000 }],
    ["2.5 lakh per person, 2 adults", { budgetInr: 500_000, adults: 2 }],
    ["1 crore ka budget", { budgetInr: 10_000_000 }],
    ["pure veg khana chahiye", { diet: "vegetarian" }],
    ["we are Jain, no onion garlic", { diet: "jain" }],
    ["non-veg is fine", { diet: null }],
    ["Delhi se flight", { departureCity: "Delhi" }],
    ["flying from Bangalore", { departureCity: "Bengaluru" }],
    ["2 rooms chahiye", { rooms: 2 }],
    ["anniversary trip to Mauritius", { destination: "mauritius", occasion: "anniversary" }],
    ["Hong Kong with kids", { destination: "hong-kong" }],
    ["AlUla and Riyadh", { destination: "saudi-arabia" }],
    ["Abu Dhabi, Yas Island", { destination: "abu-dhabi" }],
    ["Baku in May", { destination: "azerbaijan", month: "May 2027" }],
    [
      "Honeymoon in Bali for 7 nights in February, budget 3 lakh for two",
      { destination: "bali", nights: 7, month: "February 2027", adults: 2, budgetInr: 300_000 },
    ],
  ])("%s", (text, expected) => {
    expect(parseTrip(say(text), NOW)).toMatchObject(expected);
  });

  it("replaces a value when the visitor corrects it", () => {
    expect(parseTrip(say("Kenya 7 nights in February", "make it 5 nights"), NOW).nights).toBe(5);
    expect(parseTrip(say("Kenya in February", "actually March"), NOW).month).toBe("March 2027");
    expect(parseTrip(say("Japan for 4 log", "2 bacche hain, 6 aur 9 saal"), NOW)).toMatchObject({
      adults: 2,
      children: 2,
      childAges: [6, 9],
    });
    expect(parseTrip(say("Bali 5 nights", "add one more day"), NOW).nights).toBe(6);
    expect(parseTrip(say("Dubai", "no, Oman"), NOW).destination).toBe("oman");
  });
});

describe("short answers to the planner's questions", () => {
  it.each([
    ["Feb", { month: "February 2027" }],
    ["sept mein", { month: "September 2027" }],
    ["december", { month: "December 2026" }],
    ["Thailand 3 nights in January for 2", { adults: 2, nights: 3, month: "January 2027" }],
    ["for two", { adults: 2 }],
    ["Bali for 5 nights", { adults: null, nights: 5 }],
  ])("%s", (text, expected) => {
    expect(parseTrip(say(text), NOW)).toMatchObject(expected);
  });
});
