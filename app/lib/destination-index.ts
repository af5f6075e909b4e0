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
  /** Business days for the card's 'Get Visa by' line; absent = visa on arrival/free. */
  cardVisaDays?: number;
  /** Listed in the footer's International Holiday Destinations. */
  footer?: boolean;
};

export const DEFAULT_CARD_VISA_DAYS = 5;

export const destinationIndex: DestinationIndexEntry[] = [
  { slug: "kenya", name: "Kenya", trending: true, premium: true, cardVisaDays: 5, footer: true },
  { slug: "norway", name: "Norway", trending: true, premium: true, cardVisaDays: 15, footer: true },
  { slug: "bali", name: "Bali", cardVisaDays: 1, footer: true },
  { slug: "vietnam", name: "Vietnam", cardVisaDays: 5, footer: true },
  { slug: "japan", name: "Japan", trending: true, premium: true, cardVisaDays: 12, footer: true },
  { slug: "dubai", name: "Dubai", cardVisaDays: 5, footer: true },
  { slug: "switzerland", name: "Switzerland", premium: true, cardVisaDays: 15, footer: true },
  { slug: "thailand", name: "Thailand", cardVisaDays: 1, footer: true },
  { slug: "singapore", name: "Singapore", cardVisaDays: 15, footer: true },
  { slug: "malaysia", name: "Malaysia", cardVisaDays: 1, footer: true },
  { slug: "mauritius", name: "Mauritius" },
  { slug: "maldives", name: "Maldives", footer: true },
  { slug: "sri-lanka", name: "Sri Lanka", cardVisaDays: 2, footer: true },
  { slug: "hong-kong", name: "Hong Kong", cardVisaDays: 1 },
  { slug: "saudi-arabia", name: "Saudi Arabia", cardVisaDays: 2 },
  { slug: "abu-dhabi", name: "Abu Dhabi", cardVisaDays: 5 },
  { slug: "oman", name: "Oman", cardVisaDays: 3 },
  { slug: "azerbaijan", name: "Azerbaijan", cardVisaDays: 4 },
];

/** Visa on arrival / visa-free destinations show 'Visa on Arrival ✓' instead of a date on cards. */
export const VISA_ON_ARRIVAL_SLUGS = new Set(["mauritius", "maldives"]);

/** The footer's 12 links, in their own order (not the menu's). */
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
