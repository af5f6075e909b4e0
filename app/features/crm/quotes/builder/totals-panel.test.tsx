// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { computeQuote, type QuoteDocument, type QuoteLine } from "~/features/quotes";
import { TotalsPanel } from "./totals-panel";
import { viewOf } from "./totals-view";

afterEach(cleanup);

const GST = {
  id: "gst-1",
  kind: "gst",
  effectiveFrom: "2017-07-01",
  params: { packageBp: 500, serviceFeeBp: 1800 },
  note: "",
} as const;

const stay = (id: string, optionId: string, rupees: number): QuoteLine => ({
  id,
  kind: "hotel",
  optionId,
  title: `Stay ${id}`,
  description: "",
  supplier: null,
  hotel: null,
  source: null,
  cost: { minor: rupees * 100, currency: "INR" },
  markup: { kind: "percent", basisPoints: 1000 },
  included: true,
});

/** Two options: ₹3,00,000 and ₹4,00,000 at cost, each +10 % and 5 % GST on the package. */
function totals() {
  const doc: QuoteDocument = {
    title: "Bali",
    destination: "Bali",
    startDate: null,
    departureCity: null,
    travellers: { adults: 2, childrenAges: [], rooms: 1 },
    style: null,
    intro: "",
    days: [],
    options: [
      { id: "a", name: "Option A" },
      { id: "b", name: "Option B" },
    ],
    lines: [stay("s1", "a", 300_000), stay("s2", "b", 400_000)],
    tax: { gst: "package", serviceFee: null, tcs: false, pan: null, tcsPriorMinor: 0 },
    terms: {
      inclusions: [],
      exclusions: [],
      schedule: [{ id: "all", label: "Full payment", share: { kind: "rest" }, due: { kind: "acceptance" } }],
      cancellation: "",
      notes: "",
      validUntil: "2027-01-15",
    },
  };
  return viewOf(computeQuote(doc, { rates: [], rules: { gst: GST, tcs: null }, tcsPriorForPan: 0 }));
}

describe("the totals panel", () => {
  it("shows the lead's budget and, per option, how far its total is under or over it", () => {
    render(<TotalsPanel totals={totals()} budgetMinor={400_000_00} />);
    expect(screen.getByTestId("quote-budget").textContent).toBe("Budget ₹4,00,000");
    const [a, b] = screen.getAllByTestId("option-totals");
    // ₹3,30,000 + 5 % GST = ₹3,46,500; ₹4,40,000 + 5 % GST = ₹4,62,000.
    expect(within(a!).getByTestId("option-total").textContent).toBe("₹3,46,500");
    expect(within(a!).getByText("Within budget")).toBeTruthy();
    expect(within(a!).getByTestId("option-budget").textContent).toBe("₹53,500 under");
    expect(within(b!).getByTestId("option-total").textContent).toBe("₹4,62,000");
    expect(within(b!).getByText("Over budget")).toBeTruthy();
    expect(within(b!).getByTestId("option-budget").textContent).toBe("₹62,000 over");
  });

  it("shows no budget line when the lead gave none", () => {
    render(<TotalsPanel totals={totals()} budgetMinor={null} />);
    expect(screen.queryByTestId("quote-budget")).toBeNull();
    expect(screen.queryByTestId("option-budget")).toBeNull();
    expect(screen.queryByText(/budget/i)).toBeNull();
  });
});
