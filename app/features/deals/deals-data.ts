/**
 * The deals, shared by the header's story viewer and the /deals page. Likes and views are not
 * stored: they are rolled on the client each time the deals are shown.
 */
export type Deal = {
  id: string;
  image: string;
  title: string;
  description: string;
  destination: string;
  /** Destination page slug, when the deal is for one of our destinations. */
  destinationSlug?: string;
  days: number;
  priceInr: number;
  originalPriceInr: number;
  discountPercent: number;
  inclusions: string[];
};

export const deals: Deal[] = [
  {
    id: "bali-7-days",
    image: "/images/deals/bali.svg",
    title: "Bali Bliss — 7 Days",
    description: "7-day Bali package from ₹45,000 including flights, accommodation and breakfast.",
    destination: "Bali, Indonesia",
    destinationSlug: "bali",
    days: 7,
    priceInr: 45000,
    originalPriceInr: 64300,
    discountPercent: 30,
    inclusions: ["Return flights", "6 nights' accommodation", "Daily breakfast"],
  },
  {
    id: "dubai-5-days",
    image: "/images/deals/dubai.svg",
    title: "Dubai Luxury — 5 Days",
    description: "5-day luxury Dubai experience from ₹65,000 with premium hotels and a desert safari.",
    destination: "Dubai, UAE",
    destinationSlug: "dubai",
    days: 5,
    priceInr: 65000,
    originalPriceInr: 86700,
    discountPercent: 25,
    inclusions: ["Premium hotels", "Desert safari", "Airport transfers"],
  },
];

/** Likes 500–3,499 and views 1,000–8,999, rolled per display. */
export function rollDealStats(random: () => number = Math.random) {
  return {
    likes: 500 + Math.floor(random() * 3000),
    views: 1000 + Math.floor(random() * 8000),
  };
}
