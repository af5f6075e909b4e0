import type { Money } from "~/lib/money";

/*
 * An amount written out as an Indian receipt writes it: the Indian system of thousands, lakhs and
 * crores ("Rupees One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine only"), paise after the
 * rupees ("Rupees Ten and Fifty Paise only"). A crore count above ninety-nine is itself written in
 * the same system ("One Thousand Crore"), as Indian cheques and receipts do.
 */

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1–99: "Seven", "Nineteen", "Twenty-Four". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

/** 1–999: "Nine Hundred Ninety-Nine". */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in the Indian system; "Zero" for 0. */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Cannot write ${n} in words.`);
  if (n === 0) return "Zero";
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${indianNumberInWords(crore)} Crore` : "",
    lakh ? `${belowHundred(lakh)} Lakh` : "",
    thousand ? `${belowHundred(thousand)} Thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** "Rupees One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine only"; rupees only (receipts are in INR). */
export function amountInWords(amount: Money): string {
  if (amount.currency !== "INR")
    throw new RangeError(`Receipts are written in rupees, not ${amount.currency}.`);
  if (amount.minor < 0) throw new RangeError("A receipt's amount is never negative.");
  const rupees = Math.floor(amount.minor / 100);
  const paise = amount.minor % 100;
  if (rupees === 0 && paise === 0) return "Rupees Zero only";
  if (rupees === 0) return `${belowHundred(paise)} Paise only`;
  const main = `Rupees ${indianNumberInWords(rupees)}`;
  return paise ? `${main} and ${belowHundred(paise)} Paise only` : `${main} only`;
}
