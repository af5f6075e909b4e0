import type { QuoteDocument } from "~/features/quotes";
import { addIndiaDays, indiaDay } from "~/lib/india-time";

/**
 * A quote's document as a proposal test sends it: two options with a hotel each, a shared transfer
 * and an optional extra, three days, GST on the package and TCS, a deposit on acceptance and the
 * balance 30 days before departure. `base` is the draft the quote was created with (its ids and
 * anything the builder filled in).
 */
const line = (over: Record<string, unknown>) => ({
  description: "",
  supplier: "Supplier Co",
  hotel: null,
  source: null,
  markup: { kind: "percent", basisPoints: 1000 },
  included: true,
  optionId: null,
  ...over,
});

/** Two options, hotels in each, a shared transfer and an optional extra; GST on the package, TCS. */
export function proposalDocument(base: Record<string, unknown>): QuoteDocument {
  return {
    ...base,
    title: "Bali honeymoon",
    destination: "Bali, Indonesia",
    startDate: "2027-02-10",
    departureCity: "Mumbai",
    travellers: { adults: 2, childrenAges: [], rooms: 1 },
    intro: "Three slow days between the cliffs and the rice terraces.",
    options: [
      { id: "opt-a", name: "Option A: luxury" },
      { id: "opt-b", name: "Option B: ultra-luxury" },
    ],
    days: [
      {
        id: "d1",
        title: "Arrive in Jimbaran",
        text: "A private transfer to your villa.",
        city: "Jimbaran",
        meals: { breakfast: false, lunch: false, dinner: true },
        stayLineId: "h-a",
      },
      {
        id: "d2",
        title: "Ubud and the rice terraces",
        text: "",
        city: "Ubud",
        meals: { breakfast: true, lunch: true, dinner: false },
        stayLineId: "h-a",
      },
      {
        id: "d3",
        title: "Fly home",
        text: "",
        city: "Denpasar",
        meals: { breakfast: true, lunch: false, dinner: false },
        stayLineId: null,
      },
    ],
    lines: [
      line({
        id: "h-a",
        kind: "hotel",
        optionId: "opt-a",
        title: "Four Seasons Jimbaran Bay",
        hotel: {
          name: "Four Seasons Jimbaran Bay",
          roomType: "Premier Villa",
          rooms: 1,
          nights: 2,
          mealPlan: "BB",
          city: "Jimbaran",
        },
        cost: { minor: 200_000_00, currency: "INR" },
      }),
      line({
        id: "h-b",
        kind: "hotel",
        optionId: "opt-b",
        title: "Bulgari Resort Bali",
        hotel: {
          name: "Bulgari Resort Bali",
          roomType: "Ocean Villa",
          rooms: 1,
          nights: 2,
          mealPlan: "HB",
          city: "Uluwatu",
        },
        cost: { minor: 800_000_00, currency: "INR" },
      }),
      line({
        id: "t1",
        kind: "transfer",
        title: "Private airport transfers",
        cost: { minor: 20_000_00, currency: "INR" },
        markup: { kind: "amount", minor: 5_500_00 },
      }),
      line({
        id: "x1",
        kind: "activity",
        title: "Sunset dhow cruise",
        cost: { minor: 10_000_00, currency: "INR" },
        included: false,
      }),
    ],
    tax: { gst: "package", serviceFee: null, tcs: true, pan: null, tcsPriorMinor: 0 },
    terms: {
      inclusions: ["Daily breakfast"],
      exclusions: ["Visa fees"],
      schedule: [
        {
          id: "s1",
          label: "Deposit",
          share: { kind: "percent", basisPoints: 2500 },
          due: { kind: "acceptance" },
        },
        {
          id: "s2",
          label: "Balance",
          share: { kind: "rest" },
          due: { kind: "daysBeforeDeparture", days: 30 },
        },
      ],
      cancellation: "Free cancellation until 30 days before departure.",
      notes: "",
      // Two months on: a quote may be valid for at most 180 days.
      validUntil: addIndiaDays(indiaDay(), 60),
    },
  } as unknown as QuoteDocument;
}
