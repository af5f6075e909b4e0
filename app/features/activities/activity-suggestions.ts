/** Destinations the search suggests (a first list; the full one follows). */
export const SUGGESTED_DESTINATIONS: readonly string[] = [
  "Kenya",
  "Maasai Mara",
  "Dubai",
  "Japan",
  "Kyoto",
  "Bali",
];

export function suggestFor(input: string, list: readonly string[], limit = 5): string[] {
  const q = input.trim().toLowerCase();
  if (!q) return [];
  const starts = list.filter((n) => n.toLowerCase().startsWith(q));
  const rest = list.filter((n) => !starts.includes(n) && n.toLowerCase().includes(q));
  return [...starts, ...rest].slice(0, limit);
}
