import { formatInr, formatLakh } from "~/lib/format";
import type { Visa } from "./destination-schema";

/** "₹1.4 lakh" from one lakh up, "₹40,000" below (nobody says "₹0.4 lakh"). */
export function startingPriceText(amount: number) {
  return amount >= 100000 ? formatLakh(amount) : formatInr(amount);
}

function isVisaFree(visa: Visa) {
  return !visa.required && !!visa.visaFreeDays && visa.processingDays === 0;
}

/** The hero's short visa fact. */
export function visaFactText(visa: Visa) {
  return isVisaFree(visa)
    ? `Visa-free · ${visa.visaFreeDays} days`
    : `${visa.processingDays}-day visa processing`;
}

/** The visa block's processing line. */
export function visaProcessingText(visa: Visa) {
  if (isVisaFree(visa)) return `No visa needed: visa-free for ${visa.visaFreeDays} days`;
  return `${visa.processingDays} working ${visa.processingDays === 1 ? "day" : "days"} processing`;
}
