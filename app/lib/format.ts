/** Rupees with Indian digit grouping: 125000 -> "₹1,25,000". */
export function formatInr(amount: number) {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
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

/** Compact counts for likes and views: 3499 -> "3.5K". */
export function formatCount(n: number) {
  return n >= 1000 ? `${(n / 1000).toFixed(1).replace(/\.0$/, "")}K` : String(n);
}
