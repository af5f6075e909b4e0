import { formatInr, formatLakh } from "~/lib/format";
import type { VisaStatus } from "./destination-schema";

/** "₹1.4 lakh" from one lakh up, "₹40,000" below (nobody says "₹0.4 lakh"). */
export function startingPriceText(amount: number) {
  return amount >= 100000 ? formatLakh(amount) : formatInr(amount);
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
