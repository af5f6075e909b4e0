import { formatInr, formatLakh } from "~/lib/format";
import type { VisaStatus } from "./destination-schema";

/**
 * "₹1.45 lakh" from one lakh up when the lakh figure is exact, "₹1,24,999" when it is not, "₹40,000"
 * below a lakh (nobody says "₹0.4 lakh"). Never rounded: a "from" price a visitor cannot book at,
 * even by ₹5,000, is a promise the sales desk then has to walk back.
 */
export function startingPriceText(amount: number) {
  return amount >= 100000 && amount % 1000 === 0 ? formatLakh(amount) : formatInr(amount);
}

/** The hero's "From" fact, the same figure as the meta description's. */
export function fromPriceText(amount: number) {
  return `${startingPriceText(amount)} per person`;
}

/** The hero's short visa fact. */
export function visaFactText(status: VisaStatus) {
  if (status.kind === "visa-required") return `${status.processingDays}-day visa processing`;
  return status.entry === "on-arrival"
    ? `Free visa on arrival · ${status.stayDays} days`
    : `Visa-free · ${status.stayDays} days`;
}

/** The visa block's processing line. */
export function visaProcessingText(status: VisaStatus) {
  if (status.kind === "visa-required") {
    return `${status.processingDays} working ${status.processingDays === 1 ? "day" : "days"} processing`;
  }
  return status.entry === "on-arrival"
    ? `No visa needed: free visa on arrival for ${status.stayDays} days`
    : `No visa needed: visa-free for ${status.stayDays} days`;
}
