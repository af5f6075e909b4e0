/**
 * The 18 destinations' names and slugs in menu order, with the flags the shell, the quiz and the cards
 * need. Shared data, small and client-safe, so the header can list destinations without loading the
 * destinations feature; the full content lives in app/features/destinations/content/*.server.ts.
 */
export type DestinationIndexEntry = {
  slug: string;
  name: string;
  /** Animated trend marker in the Destinations menu. */
  trending?: boolean;
  /** Premium badge and the home page's picks. */
  premium?: boolean;
  /** Listed in the footer's International Holiday Destinations. */
  footer?: boolean;
};

export const destinationIndex: DestinationIndexEntry[] = [
  { slug: "kenya", name: "Kenya", trending: true, premium: true, footer: true },
  { slug: "norway", name: "Norway", trending: true, premium: true, footer: true },
  { slug: "bali", name: "Bali", footer: true },
  { slug: "vietnam", name: "Vietnam", footer: true },
  { slug: "japan", name: "Japan", trending: true, premium: true, footer: true },
  { slug: "dubai", name: "Dubai", footer: true },
  { slug: "switzerland", name: "Switzerland", premium: true, footer: true },
  { slug: "thailand", name: "Thailand", footer: true },
  { slug: "singapore", name: "Singapore", footer: true },
  { slug: "malaysia", name: "Malaysia", footer: true },
  { slug: "mauritius", name: "Mauritius" },
  { slug: "maldives", name: "Maldives", footer: true },
  { slug: "sri-lanka", name: "Sri Lanka", footer: true },
  { slug: "hong-kong", name: "Hong Kong" },
  { slug: "saudi-arabia", name: "Saudi Arabia" },
  { slug: "abu-dhabi", name: "Abu Dhabi" },
  { slug: "oman", name: "Oman" },
  { slug: "azerbaijan", name: "Azerbaijan" },
];

/** The footer's 12 links, in their own order (not the menu's). */
/** How many destinations the site covers, for every sentence that counts them (never typed). */
export const DESTINATION_COUNT = destinationIndex.length;

export const FOOTER_DESTINATION_ORDER = [
  "kenya",
  "norway",
  "japan",
  "bali",
  "vietnam",
  "thailand",
  "singapore",
  "malaysia",
  "maldives",
  "switzerland",
  "dubai",
  "sri-lanka",
] as const;

/** A destination's slug: its lower-cased name with the first space turned into a hyphen. */
export function slugForName(name: string) {
  return name.toLowerCase().replace(" ", "-");
}

export function findDestinationEntry(slug: string) {
  return destinationIndex.find((d) => d.slug === slug);
}
