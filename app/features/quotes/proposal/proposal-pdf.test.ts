import { describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { pdfText } from "../../../../tests/helpers/pdf-text";
import { renderProposalPdf } from "./proposal-pdf.server";
import type { ProposalView } from "./proposal-view";

const inr = (rupees: number) => money(rupees * 100, "INR");

export const SAMPLE_VIEW: ProposalView = {
  quoteNumber: "Q-2026-0042",
  version: 2,
  state: { kind: "open" },
  title: "Bali honeymoon",
  destination: "Bali, Indonesia",
  startDate: "2027-02-10",
  endDate: "2027-02-12",
  departureCity: "Mumbai",
  travellers: "2 adults · 1 room",
  intro: "Three slow days between the cliffs and the rice terraces.",
  days: [
    {
      n: 1,
      date: "2027-02-10",
      title: "Arrive in Jimbaran",
      text: "A private transfer to your villa.",
      city: "Jimbaran",
      meals: { breakfast: false, lunch: false, dinner: true },
      stay: "Four Seasons Jimbaran Bay",
    },
    {
      n: 2,
      date: "2027-02-11",
      title: "Ubud and the terraces",
      text: "",
      city: "Ubud",
      meals: { breakfast: true, lunch: true, dinner: false },
      stay: "Four Seasons Jimbaran Bay",
    },
    {
      n: 3,
      date: "2027-02-12",
      title: "Fly home",
      text: "",
      city: "Denpasar",
      meals: { breakfast: true, lunch: false, dinner: false },
      stay: null,
    },
  ],
  sharedServices: [{ title: "Airport transfers", description: "Private car both ways" }],
  sharedStays: [],
  options: [
    {
      id: "a",
      name: "Option A: luxury",
      services: [],
      stays: [
        {
          name: "Four Seasons Jimbaran Bay",
          roomType: "Premier Villa",
          rooms: 1,
          nights: 2,
          mealPlan: "BB",
          city: "Jimbaran",
        },
      ],
      price: {
        packageValue: inr(250000),
        serviceFee: null,
        gst: inr(12500),
        gstLabel: "GST 5% on the package value",
        tcs: inr(13125),
        tcsLabel: "TCS 5%",
        total: inr(275625),
      },
      extras: [{ title: "Sunset dhow cruise", description: "", price: inr(18450) }],
      schedule: [
        { label: "Deposit", dueText: "On acceptance", date: null, amount: inr(68906) },
        { label: "Balance", dueText: "By 10 January 2027", date: "2027-01-10", amount: inr(206719) },
      ],
    },
    {
      id: "b",
      name: "Option B: ultra-luxury",
      services: [],
      stays: [
        {
          name: "Bulgari Resort Bali",
          roomType: "Ocean Villa",
          rooms: 1,
          nights: 2,
          mealPlan: "HB",
          city: "Uluwatu",
        },
      ],
      price: {
        packageValue: inr(1125000),
        serviceFee: null,
        gst: inr(56250),
        gstLabel: "GST 5% on the package value",
        tcs: inr(59063),
        tcsLabel: "TCS 5%",
        total: inr(1240313),
      },
      extras: [],
      schedule: [{ label: "Full payment", dueText: "On acceptance", date: null, amount: inr(1240313) }],
    },
  ],
  inclusions: ["Daily breakfast"],
  exclusions: ["Visa fees"],
  cancellation: "Free cancellation until 30 days before departure.",
  notes: "",
  validUntil: "2026-12-15",
  agent: { name: "Aditi Sharma", initials: "AS" },
  phoneMasked: "+91 ••••• •3210",
};

describe("proposal PDF", () => {
  it("shows the cover, the days, the stays, each option's taxes and total in Indian grouping, the schedule and the terms", async () => {
    const pdf = await renderProposalPdf(SAMPLE_VIEW, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // Tagged: a structure tree and the document's language, for screen readers.
    expect(pdf.toString("latin1")).toContain("/StructTreeRoot");
    expect(pdf.toString("latin1")).toContain("/Lang (en-IN)");
    const text = pdfText(pdf);
    for (const expected of [
      "Bali honeymoon",
      "Proposal Q-2026-0042 · version 2",
      "10 February 2027 – 12 February 2027",
      "DAY 1 · WEDNESDAY, 10 FEBRUARY 2027 · JIMBARAN",
      "Arrive in Jimbaran",
      "Dinner · Overnight: Four Seasons Jimbaran Bay",
      "Ubud and the terraces",
      "Option A: luxury",
      "Option B: ultra-luxury",
      "Package value",
      "₹2,50,000",
      "GST 5% on the package value",
      "₹12,500",
      "TCS 5%",
      "₹13,125",
      "₹2,75,625",
      "₹12,40,313",
      "adjusted against your income tax",
      "Sunset dhow cruise",
      "₹18,450",
      "Deposit — On acceptance",
      "₹68,906",
      "Balance — By 10 January 2027",
      "Free cancellation until 30 days before departure.",
      "valid until 15 December 2026",
      "Aditi Sharma",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/cost|margin|markup/i);
  });
});
