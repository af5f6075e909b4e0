/*
 * Numbers and dates for Indian readers, written out by hand rather than through Intl: the first
 * Intl formatter a page creates loads the browser's ICU locale data, one of the longest tasks of a
 * page's hydration on a mid-range phone (bench/PERFORMANCE.md). The output is the same as en-IN's.
 */

/** Indian digit grouping of a whole number: 1234567 -> "12,34,567" (rounded to an integer). */
export function formatIndianNumber(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const sign = n < 0 && digits !== "0" ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}${head},${digits.slice(-3)}`;
}

/** Rupees with Indian digit grouping: 125000 -> "₹1,25,000". */
export function formatInr(amount: number) {
  return `₹${formatIndianNumber(amount)}`;
}

/** "₹1,25,000 – ₹1,85,000" */
export function formatInrRange(min: number, max: number) {
  return `${formatInr(min)} – ${formatInr(max)}`;
}

/** Lakh in prose: 120000 -> "₹1.2 lakh", 400000 -> "₹4 lakh". */
export function formatLakh(amount: number) {
  const lakh = amount / 100000;
  const text = Number.isInteger(lakh) ? String(lakh) : lakh.toFixed(lakh < 10 ? 1 : 0).replace(/\.0$/, "");
  return `₹${text} lakh`;
}

/** "27 seconds", "2 minutes", "3 hours": rounded up, so the visitor never retries too early. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `${s} second${s === 1 ? "" : "s"}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * A count and its noun agreeing in number, with Indian digit grouping: (1, "answer") -> "1 answer",
 * (0 or 2, "answer") -> "0 answers", (1200, "lead") -> "1,200 leads". In English only exactly one
 * takes the singular; nouns whose plural is not "+s" pass it.
 */
export function countOf(n: number, one: string, many = `${one}s`) {
  return `${formatIndianNumber(n)} ${n === 1 ? one : many}`;
}

/** Compact counts for likes and views: 3499 -> "3.5K". */
export function formatCount(n: number) {
  return n >= 1000 ? `${(n / 1000).toFixed(1).replace(/\.0$/, "")}K` : String(n);
}

export const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Short months as en-IN writes them (September is "Sept"). */
export const MONTHS_SHORT = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;
