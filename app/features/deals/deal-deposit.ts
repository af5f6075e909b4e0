import { money, type Money } from "~/lib/money";

/**
 * The deposit a deal booking asks for (ADR 063): the larger of ₹10,000 and 10 % of the deal's price
 * rounded up to the next ₹1,000, never more than the price itself — enough to hold a fare, small
 * enough to pay by UPI on a phone without a second thought. Pure, so the dialog names the same sum.
 */
const DEPOSIT_FLOOR_RUPEES = 10_000;
const DEPOSIT_PERCENT = 10;

/** The deposit on a deal priced at `priceInr` whole rupees. */
export function dealDeposit(priceInr: number): Money {
  const tenth = Math.ceil((priceInr * DEPOSIT_PERCENT) / 100 / 1000) * 1000;
  const rupees = Math.min(priceInr, Math.max(DEPOSIT_FLOOR_RUPEES, tenth));
  return money(rupees * 100, "INR");
}
