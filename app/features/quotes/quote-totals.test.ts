import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InrRate } from "~/lib/money";
import { quoteDocumentSchema, type QuoteDocument, type QuoteLine } from "./quote-document";
import { computeQuote, financialYearOf, rulesOn, type QuoteContext, type TaxRule } from "./quote-totals";

/**
 * The figures of a quote, worked out by hand in the comments beside each case: paise throughout,
 * each figure rounded once (half up) from the exact product, never from an already rounded one.
 */

const GST: TaxRule = {
  id: "gst",
  kind: "gst",
  effectiveFrom: "2017-07-01",
  params: { packageBp: 500, serviceFeeBp: 1800 },
  note: "",
};
const TCS_2025: TaxRule = {
  id: "tcs-2025",
  kind: "tcs",
  effectiveFrom: "2025-04-01",
  params: { thresholdMinor: 1_000_000_00, belowBp: 500, aboveBp: 2000 },
  note: "",
};
const TCS_2026: TaxRule = {
  id: "tcs-2026",
  kind: "tcs",
  effectiveFrom: "2026-04-01",
  params: { thresholdMinor: null, belowBp: 200, aboveBp: 200 },
  note: "",
};
const ALL_RULES = [GST, TCS_2025, TCS_2026];

const RATES: InrRate[] = [
  { currency: "EUR", inrPerUnitMicros: 90_500_000, asOf: "2026-11-20" }, // €1 = ₹90.50
  { currency: "USD", inrPerUnitMicros: 84_250_000, asOf: "2026-11-20" }, // $1 = ₹84.25
  { currency: "AED", inrPerUnitMicros: 22_937_500, asOf: "2026-11-20" }, // AED 1 = ₹22.9375
];

const ctx = (day: string, tcsPriorForPan = 0): QuoteContext => ({
  rates: RATES,
  rules: rulesOn(ALL_RULES, day)!,
  tcsPriorForPan,
});

let n = 0;
function line(over: Partial<QuoteLine>): QuoteLine {
  n += 1;
  return {
    id: `line-${n}`,
    kind: "activity",
    optionId: null,
    title: `Line ${n}`,
    description: "",
    supplier: null,
    hotel: null,
    source: null,
    cost: { minor: 0, currency: "INR" },
    markup: { kind: "percent", basisPoints: 0 },
    included: true,
    ...over,
  };
}

function doc(
  over: Omit<Partial<QuoteDocument>, "tax"> & { tax?: Partial<QuoteDocument["tax"]> } = {},
): QuoteDocument {
  const { tax, ...rest } = over;
  return quoteDocumentSchema.parse({
    title: "Bali for the Mehtas",
    destination: "Bali",
    startDate: "2027-02-10",
    departureCity: "Mumbai",
    travellers: { adults: 2, childrenAges: [], rooms: 1 },
    style: null,
    intro: "",
    days: [],
    options: [{ id: "a", name: "Option A" }],
    lines: [],
    tax: { gst: "package", serviceFee: null, tcs: false, pan: null, tcsPriorMinor: 0, ...tax },
    terms: {
      inclusions: [],
      exclusions: [],
      schedule: [
        {
          id: "deposit",
          label: "Deposit",
          share: { kind: "percent", basisPoints: 2500 },
          due: { kind: "acceptance" },
        },
        {
          id: "balance",
          label: "Balance",
          share: { kind: "rest" },
          due: { kind: "daysBeforeDeparture", days: 30 },
        },
      ],
      cancellation: "",
      notes: "",
      validUntil: "2026-12-31",
    },
    ...rest,
  });
}

// ₹1,00,000 hotel at 15 % → ₹1,15,000; ₹20,000 activity + ₹3,000 → ₹23,000. Package ₹1,38,000, cost ₹1,20,000.
const twoInrLines = () => [
  line({
    kind: "hotel",
    hotel: { name: "Ayana", roomType: "Villa", rooms: 1, nights: 4, mealPlan: "BB", city: "Jimbaran" },
    cost: { minor: 10_000_000, currency: "INR" },
    markup: { kind: "percent", basisPoints: 1500 },
  }),
  line({ cost: { minor: 2_000_000, currency: "INR" }, markup: { kind: "amount", minor: 300_000 } }),
];

describe("the figures of a quote, worked by hand", () => {
  const cases: {
    name: string;
    document: () => QuoteDocument;
    day: string;
    prior?: number;
    expected: { packageValue: number; serviceFee: number; gst: number; tcs: number | null; total: number };
  }[] = [
    {
      // GST 5 % of ₹1,38,000 = ₹6,900; total ₹1,44,900.
      name: "GST 5 % on the package value",
      document: () => doc({ lines: twoInrLines() }),
      day: "2025-06-01",
      expected: { packageValue: 13_800_000, serviceFee: 0, gst: 690_000, tcs: null, total: 14_490_000 },
    },
    {
      // GST on a fee: the lines pass through at cost (₹1,20,000; their markups are not applied);
      // fee 10 % of that = ₹12,000; GST 18 % of the fee only = ₹2,160; total ₹1,34,160.
      name: "GST 18 % on a service fee given in per cent",
      document: () =>
        doc({
          lines: twoInrLines(),
          tax: { gst: "serviceFee", serviceFee: { kind: "percent", basisPoints: 1000 } },
        }),
      day: "2025-06-01",
      expected: {
        packageValue: 12_000_000,
        serviceFee: 1_200_000,
        gst: 216_000,
        tcs: null,
        total: 13_416_000,
      },
    },
    {
      // Lines at cost ₹1,20,000; fee ₹5,000; GST 18 % = ₹900; total ₹1,25,900.
      name: "GST 18 % on a service fee given in rupees",
      document: () =>
        doc({
          lines: twoInrLines(),
          tax: { gst: "serviceFee", serviceFee: { kind: "amount", minor: 500_000 } },
        }),
      day: "2025-06-01",
      expected: { packageValue: 12_000_000, serviceFee: 500_000, gst: 90_000, tcs: null, total: 12_590_000 },
    },
    {
      // TCS on ₹1,44,900 (package + GST), all under ₹10 lakh: 5 % = ₹7,245; total ₹1,52,145.
      name: "TCS below the threshold (FY 2025-26)",
      document: () => doc({ lines: twoInrLines(), tax: { tcs: true } }),
      day: "2025-06-01",
      expected: { packageValue: 13_800_000, serviceFee: 0, gst: 690_000, tcs: 724_500, total: 15_214_500 },
    },
    {
      // ₹9,00,000 already spent this FY: ₹1,00,000 at 5 % = ₹5,000 and ₹44,900 at 20 % = ₹8,980.
      name: "TCS across the threshold, with the traveller's declared spend",
      document: () => doc({ lines: twoInrLines(), tax: { tcs: true, tcsPriorMinor: 90_000_000 } }),
      day: "2025-06-01",
      expected: { packageValue: 13_800_000, serviceFee: 0, gst: 690_000, tcs: 1_398_000, total: 15_888_000 },
    },
    {
      // The same ₹9,00,000, half declared and half from accepted quotes on the same PAN.
      name: "TCS across the threshold, with the PAN's running total from accepted quotes",
      document: () => doc({ lines: twoInrLines(), tax: { tcs: true, tcsPriorMinor: 45_000_000 } }),
      day: "2025-06-01",
      prior: 45_000_000,
      expected: { packageValue: 13_800_000, serviceFee: 0, gst: 690_000, tcs: 1_398_000, total: 15_888_000 },
    },
    {
      // ₹12,00,000 already spent: all ₹1,44,900 at 20 % = ₹28,980.
      name: "TCS above the threshold",
      document: () => doc({ lines: twoInrLines(), tax: { tcs: true, tcsPriorMinor: 120_000_000 } }),
      day: "2025-06-01",
      expected: { packageValue: 13_800_000, serviceFee: 0, gst: 690_000, tcs: 2_898_000, total: 17_388_000 },
    },
    {
      // From 1 April 2026 a flat 2 %, the prior spend no longer matters: ₹2,898.
      name: "TCS at the flat 2 % after 1 April 2026",
      document: () => doc({ lines: twoInrLines(), tax: { tcs: true, tcsPriorMinor: 120_000_000 } }),
      day: "2026-04-01",
      expected: { packageValue: 13_800_000, serviceFee: 0, gst: 690_000, tcs: 289_800, total: 14_779_800 },
    },
    {
      // €250 × 90.50 = ₹22,625 +20 % = ₹27,150.00.
      // $123.45 × 84.25 = ₹10,400.6625 → cost ₹10,400.66; × 1.125 = ₹11,700.7453125 → ₹11,700.75
      //   (rounding the rounded cost would give ₹11,700.74: each figure is rounded once).
      // AED 1,999.99 × 22.9375 = ₹45,874.770625 → ₹45,874.77, + ₹1,000 = ₹46,874.77.
      // Package ₹85,725.52; GST 5 % = ₹4,286.276 → ₹4,286.28; total ₹90,011.80.
      name: "mixed currencies converted by the dated rate table",
      document: () =>
        doc({
          lines: [
            line({
              cost: { minor: 25_000, currency: "EUR" },
              markup: { kind: "percent", basisPoints: 2000 },
            }),
            line({
              kind: "transfer",
              cost: { minor: 12_345, currency: "USD" },
              markup: { kind: "percent", basisPoints: 1250 },
            }),
            line({
              kind: "hotel",
              hotel: {
                name: "Atlantis",
                roomType: "Suite",
                rooms: 1,
                nights: 2,
                mealPlan: "HB",
                city: "Dubai",
              },
              cost: { minor: 199_999, currency: "AED" },
              markup: { kind: "amount", minor: 100_000 },
            }),
          ],
        }),
      day: "2026-11-28",
      expected: { packageValue: 8_572_552, serviceFee: 0, gst: 428_628, tcs: null, total: 9_001_180 },
    },
  ];

  it.each(cases)("$name", ({ document, day, prior, expected }) => {
    const totals = computeQuote(document(), ctx(day, prior));
    const option = totals.options[0]!;
    expect({
      packageValue: option.packageValue,
      serviceFee: option.serviceFee,
      gst: option.gst,
      tcs: option.tcs?.amount ?? null,
      total: option.total,
    }).toEqual(expected);
    expect(totals.problems).toEqual([]);
  });

  it("keeps each converted line's cost, sell price and margin for staff", () => {
    const totals = computeQuote(cases[8]!.document(), ctx("2026-11-28"));
    expect(totals.lines.map((l) => [l.costInr, l.sell, l.margin])).toEqual([
      [2_262_500, 2_715_000, 452_500],
      [1_040_066, 1_170_075, 130_009],
      [4_587_477, 4_687_477, 100_000],
    ]);
    const option = totals.options[0]!;
    expect(option.cost).toBe(7_890_043);
    expect(option.margin).toBe(682_509); // ₹85,725.52 − ₹78,900.43
    expect(option.marginBp).toBe(796); // 7.96 % of the package value
    expect(totals.lines[0]!.rate).toEqual(RATES[0]);
  });

  it("splits TCS at the threshold's remaining room and says which rates applied", () => {
    const totals = computeQuote(cases[4]!.document(), ctx("2025-06-01"));
    expect(totals.options[0]!.tcs).toEqual({
      ruleId: "tcs-2025",
      base: 14_490_000,
      roomBefore: 10_000_000,
      lowerBase: 10_000_000,
      lowerBp: 500,
      higherBase: 4_490_000,
      higherBp: 2000,
      amount: 1_398_000,
    });
    expect(totals.tcsPriorMinor).toBe(90_000_000);
  });

  it("flags a currency without a rate, leaves its line out of the totals and guesses nothing", () => {
    const document = doc({
      lines: [...twoInrLines(), line({ cost: { minor: 500_000, currency: "JPY" } })],
    });
    const totals = computeQuote(document, ctx("2025-06-01"));
    expect(totals.lines[2]).toMatchObject({ costInr: null, sell: null, missingRate: "JPY" });
    expect(totals.options[0]!.packageValue).toBe(13_800_000);
    expect(totals.problems).toEqual([
      {
        code: "missingRate",
        message: "No exchange rate for JPY: add one on the Rates tab",
        path: "lines.2.cost.currency",
      },
    ]);
  });

  it("prices options from the shared lines and their own, and optional lines apart from the total", () => {
    const document = doc({
      options: [
        { id: "a", name: "Option A: luxury" },
        { id: "b", name: "Option B: ultra-luxury" },
      ],
      lines: [
        line({ id: "shared", kind: "transfer", cost: { minor: 1_000_000, currency: "INR" } }),
        line({
          id: "hotel-a",
          optionId: "a",
          cost: { minor: 10_000_000, currency: "INR" },
          markup: { kind: "percent", basisPoints: 1000 },
        }),
        line({
          id: "hotel-b",
          optionId: "b",
          cost: { minor: 20_000_000, currency: "INR" },
          markup: { kind: "percent", basisPoints: 1000 },
        }),
        line({
          id: "spa",
          included: false,
          cost: { minor: 500_000, currency: "INR" },
          markup: { kind: "percent", basisPoints: 2000 },
        }),
      ],
    });
    const [a, b] = computeQuote(document, ctx("2025-06-01")).options;
    // A: ₹10,000 + ₹1,10,000 = ₹1,20,000; GST ₹6,000; total ₹1,26,000. The spa (₹6,000) is optional.
    expect(a).toMatchObject({
      lineIds: ["shared", "hotel-a"],
      optionalLineIds: ["spa"],
      optionalValue: 600_000,
      packageValue: 12_000_000,
      gst: 600_000,
      total: 12_600_000,
    });
    // B: ₹10,000 + ₹2,20,000 = ₹2,30,000; GST ₹11,500; total ₹2,41,500.
    expect(b).toMatchObject({
      lineIds: ["shared", "hotel-b"],
      packageValue: 23_000_000,
      gst: 1_150_000,
      total: 24_150_000,
    });
    // 25 % of ₹1,26,000 on acceptance, the rest 30 days before 10 Feb 2027.
    expect(a!.schedule).toEqual([
      { stepId: "deposit", label: "Deposit", amountMinor: 3_150_000, due: { kind: "acceptance" } },
      {
        stepId: "balance",
        label: "Balance",
        amountMinor: 9_450_000,
        due: { kind: "date", date: "2027-01-11" },
      },
    ]);
  });

  it("makes instalments whole rupees and lets the last take the paise left", () => {
    // 25 % of ₹90,011.80 = ₹22,502.95 → ₹22,503; the rest ₹67,508.80.
    const totals = computeQuote(cases[8]!.document(), ctx("2026-11-28"));
    expect(totals.options[0]!.schedule.map((s) => s.amountMinor)).toEqual([2_250_300, 6_750_880]);
  });

  it("refuses a schedule whose steps come to more than the total", () => {
    const document = doc({
      lines: twoInrLines(),
      terms: {
        ...doc().terms,
        schedule: [
          {
            id: "big",
            label: "Booking amount",
            share: { kind: "amount", minor: 50_000_000 },
            due: { kind: "acceptance" },
          },
          {
            id: "rest",
            label: "Balance",
            share: { kind: "rest" },
            due: { kind: "date", date: "2027-01-01" },
          },
        ],
      },
    });
    expect(computeQuote(document, ctx("2025-06-01")).problems.map((p) => p.code)).toEqual(["scheduleOver"]);
  });

  it("reads the tax rule in force on a day, and the Indian financial year", () => {
    expect(rulesOn(ALL_RULES, "2026-03-31")!.tcs!.id).toBe("tcs-2025");
    expect(rulesOn(ALL_RULES, "2026-04-01")!.tcs!.id).toBe("tcs-2026");
    expect(rulesOn(ALL_RULES, "2025-03-31")!.tcs).toBeNull();
    expect(rulesOn(ALL_RULES, "2017-06-30")).toBeNull();
    // Of two rows for one day, the one added later.
    const fix = {
      ...TCS_2026,
      id: "tcs-2026-fix",
      params: { thresholdMinor: null, belowBp: 100, aboveBp: 100 },
    };
    expect(rulesOn([...ALL_RULES, fix], "2026-05-01")!.tcs!.id).toBe("tcs-2026-fix");
    expect(financialYearOf("2026-03-31")).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(financialYearOf("2026-04-01")).toEqual({ from: "2026-04-01", to: "2027-03-31" });
  });
});

describe("the figures always add up", () => {
  const currency = fc.constantFrom("INR", "EUR", "USD", "AED");
  const markup = fc.oneof(
    fc.record({ kind: fc.constant("percent" as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ kind: fc.constant("amount" as const), minor: fc.integer({ min: 0, max: 5_000_000 }) }),
  );
  const lineArb = fc.record({
    optionId: fc.constantFrom(null, "a", "b"),
    minor: fc.integer({ min: 0, max: 500_000_000 }),
    currency,
    markup,
    included: fc.boolean(),
  });
  const docArb = fc.record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 12 }),
    gst: fc.constantFrom("package" as const, "serviceFee" as const),
    fee: markup,
    tcs: fc.boolean(),
    prior: fc.integer({ min: 0, max: 200_000_000 }),
    depositBp: fc.integer({ min: 1, max: 10_000 }),
    day: fc.constantFrom("2025-06-01", "2026-11-28"),
  });

  it("each option's total is the sum of its lines and taxes, and its instalments sum to it", () => {
    fc.assert(
      fc.property(docArb, (g) => {
        const document = doc({
          options: [
            { id: "a", name: "A" },
            { id: "b", name: "B" },
          ],
          lines: g.lines.map((l) =>
            line({
              optionId: l.optionId,
              cost: { minor: l.minor, currency: l.currency },
              markup: l.markup,
              included: l.included,
            }),
          ),
          tax: { gst: g.gst, serviceFee: g.fee, tcs: g.tcs, tcsPriorMinor: g.prior },
          terms: {
            ...doc().terms,
            schedule: [
              {
                id: "d",
                label: "Deposit",
                share: { kind: "percent", basisPoints: g.depositBp },
                due: { kind: "acceptance" },
              },
              {
                id: "r",
                label: "Balance",
                share: { kind: "rest" },
                due: { kind: "daysBeforeDeparture", days: 45 },
              },
            ],
          },
        });
        const totals = computeQuote(document, ctx(g.day));
        for (const option of totals.options) {
          const mine = totals.lines.filter(
            (l) => l.included && (l.optionId === null || l.optionId === option.optionId),
          );
          expect(option.packageValue).toBe(mine.reduce((s, l) => s + l.sell!, 0));
          expect(option.cost).toBe(mine.reduce((s, l) => s + l.costInr!, 0));
          expect(option.total).toBe(
            option.packageValue + option.serviceFee + option.gst + (option.tcs?.amount ?? 0),
          );
          expect(option.margin).toBe(option.packageValue + option.serviceFee - option.cost);
          // With GST on a fee, the fee is all the agency keeps (and all GST is charged on).
          if (g.gst === "serviceFee") expect(option.margin).toBe(option.serviceFee);
          if (option.tcs) expect(option.tcs.lowerBase + option.tcs.higherBase).toBe(option.tcs.base);
          const sum = option.schedule.reduce((s, i) => s + i.amountMinor, 0);
          expect(sum).toBe(option.total);
          // Whole rupees before the last step, unless a step took all that was left.
          for (const step of option.schedule.slice(0, -1))
            if (step.amountMinor % 100 !== 0) expect(option.schedule.at(-1)!.amountMinor).toBe(0);
          expect(option.schedule.every((i) => i.amountMinor >= 0)).toBe(true);
          for (const value of [option.packageValue, option.gst, option.total, option.tcs?.amount ?? 0])
            expect(Number.isSafeInteger(value)).toBe(true);
        }
        for (const l of totals.lines) expect(l.margin).toBe(l.sell! - l.costInr!);
      }),
      { numRuns: 300, seed: 44 },
    );
  });
});

describe("a deposit of the whole total", () => {
  it("takes the total to the paisa rather than rounding past it", () => {
    const document = doc({
      lines: [line({ cost: { minor: 100_060, currency: "INR" } })],
      terms: {
        ...doc().terms,
        schedule: [
          {
            id: "all",
            label: "Full payment",
            share: { kind: "percent", basisPoints: 10_000 },
            due: { kind: "acceptance" },
          },
          { id: "rest", label: "Balance", share: { kind: "rest" }, due: { kind: "acceptance" } },
        ],
      },
    });
    // ₹1,000.60 + GST ₹50.03 = ₹1,050.63: all of it on acceptance, nothing left.
    const totals = computeQuote(document, ctx("2025-06-01"));
    expect(totals.options[0]!.schedule.map((s) => s.amountMinor)).toEqual([105_063, 0]);
    expect(totals.problems).toEqual([]);
  });
});
