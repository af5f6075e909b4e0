import type { Money } from "~/lib/money";

/**
 * What a traveller reads of one sent version of a quote, on the proposal page and in its PDF. It is
 * made on the server from the version's document and frozen figures (proposal-view.server.ts) and is
 * the only shape either of them sees: supplier costs, markups and margins have no field here, so no
 * page, JSON or PDF can carry them.
 */
export type ProposalMeals = { breakfast: boolean; lunch: boolean; dinner: boolean };

export type ProposalDay = {
  n: number;
  /** YYYY-MM-DD, or null when the quote has no start date yet. */
  date: string | null;
  title: string;
  text: string;
  city: string;
  meals: ProposalMeals;
  /** The hotel slept in that night ("Four Seasons Jimbaran Bay"), null on the last day. */
  stay: string | null;
};

export type ProposalStay = {
  name: string;
  roomType: string;
  rooms: number;
  nights: number;
  mealPlan: string;
  city: string | null;
};

export type ProposalInstalment = {
  label: string;
  /** "On acceptance", or the day it is due in words. */
  dueText: string;
  /** YYYY-MM-DD; null for "on acceptance" before anything is accepted. */
  date: string | null;
  amount: Money;
};

export type ProposalOption = {
  id: string;
  name: string;
  /** What this option adds to the shared services (its own included lines' titles). */
  services: { title: string; description: string }[];
  stays: ProposalStay[];
  price: {
    packageValue: Money;
    /** The agency's service fee (only when GST is charged on the fee rather than the package). */
    serviceFee: Money | null;
    gst: Money;
    gstLabel: string;
    /** Tax collected at source on an overseas package; adjustable against income tax. */
    tcs: Money | null;
    tcsLabel: string | null;
    total: Money;
  };
  extras: { title: string; description: string; price: Money }[];
  schedule: ProposalInstalment[];
};

/** The payment an accepted proposal's page offers: the first schedule step still to pay. */
export type ProposalPayment = {
  /** Our pay page for that step. */
  payUrl: string;
  /** "Pay the deposit", or the step's own name once the deposit is paid. */
  action: string;
  amount: Money;
  dueOn: string | null;
};

export type ProposalState =
  | { kind: "open" }
  | { kind: "accepted"; optionId: string; optionName: string; at: string }
  | { kind: "superseded"; currentVersion: number }
  /** Closed because another proposal for the same trip was accepted: that one is current. */
  | { kind: "replaced"; quoteNumber: string; version: number }
  | { kind: "expired" }
  | { kind: "declined" };

export type ProposalView = {
  quoteNumber: string;
  version: number;
  state: ProposalState;
  title: string;
  destination: string | null;
  startDate: string | null;
  endDate: string | null;
  departureCity: string | null;
  travellers: string;
  intro: string;
  days: ProposalDay[];
  /** Services in every option (shared lines). */
  sharedServices: { title: string; description: string }[];
  sharedStays: ProposalStay[];
  options: ProposalOption[];
  inclusions: string[];
  exclusions: string[];
  cancellation: string;
  notes: string;
  validUntil: string;
  /** The agent's photo is an https address, or absent: their initials stand in. */
  agent: { name: string; initials: string; photo?: string | null };
  /** The number the acceptance code goes to, masked but for its last digits. */
  phoneMasked: string | null;
};

/** "AS" for "Aditi Sharma"; one letter for one name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "";
  const first = parts[0]![0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]![0]! : "";
  return (first + last).toUpperCase();
}

export const MEAL_PLAN_NAMES: Record<string, string> = {
  RO: "Room only",
  BB: "Breakfast",
  HB: "Breakfast and dinner",
  FB: "All meals",
  AI: "All inclusive",
};

/** "Breakfast, dinner" / "No meals included". */
export function mealsText(meals: ProposalMeals): string {
  const names = [meals.breakfast && "Breakfast", meals.lunch && "lunch", meals.dinner && "dinner"].filter(
    (m): m is string => Boolean(m),
  );
  if (names.length === 0) return "No meals included";
  const [first, ...rest] = names;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(", ");
}

/** "2 adults, 1 child (8) · 1 room" */
export function travellersText(t: { adults: number; childrenAges: number[]; rooms: number }): string {
  const adults = `${t.adults} ${t.adults === 1 ? "adult" : "adults"}`;
  const n = t.childrenAges.length;
  const children = n ? `, ${n} ${n === 1 ? "child" : "children"} (${t.childrenAges.join(", ")})` : "";
  return `${adults}${children} · ${t.rooms} ${t.rooms === 1 ? "room" : "rooms"}`;
}

/** What a proposal closed by the acceptance of another one for the same trip says, page and refusal alike. */
export const replacedText = (state: { quoteNumber: string; version: number }) =>
  `Proposal ${state.quoteNumber} (v${state.version}) was accepted for this trip, so this one is closed and can no longer be accepted. Open that proposal's link in your e-mail.`;
