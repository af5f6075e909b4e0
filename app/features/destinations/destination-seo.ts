import { absoluteUrl } from "~/lib/seo";
import { fromPriceText } from "./destination-facts";
import type { DestinationPageData } from "./destination-types";

/** Title, description and keywords for a destination page; the description names the starting price. */
export function destinationMeta(d: DestinationPageData) {
  return {
    title: `${d.name} Luxury Holiday Packages from India`,
    description: `${d.name} holidays from ${fromPriceText(d.startingPriceInr)}: ${d.itineraries.length} handcrafted itineraries, flights from Delhi and Mumbai, visa help for Indian passports and the best time to go.`,
    keywords: [
      `${d.name} tour packages`,
      `${d.name} holiday packages from India`,
      `${d.name} luxury holidays`,
      `${d.name} visa for Indians`,
      ...d.tags.map((t) => `${d.name} ${t.toLowerCase()}`),
    ],
  };
}

/**
 * schema.org TouristDestination for the place and one TouristTrip per itinerary, each with an
 * AggregateOffer in INR. The country is the destination's own ISO code (never the agency's IN).
 */
export function destinationJsonLd(d: DestinationPageData, siteUrl: string, brandName: string) {
  const url = absoluteUrl(siteUrl, `/destination/${d.slug}`);
  const provider = { "@type": "TravelAgency", name: brandName, url: siteUrl };
  return [
    {
      "@context": "https://schema.org",
      "@type": "TouristDestination",
      "@id": `${url}#destination`,
      name: d.name,
      description: d.description,
      url,
      image: absoluteUrl(siteUrl, d.image),
      address: { "@type": "PostalAddress", addressCountry: d.countryCode },
      touristType: d.tags,
    },
    ...d.itineraries.map((i) => ({
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: i.title,
      description: `${i.duration}: ${i.highlights.join("; ")}.`,
      url,
      touristType: d.tags,
      itinerary: { "@id": `${url}#destination` },
      provider,
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "INR",
        lowPrice: i.costMinInr,
        highPrice: i.costMaxInr,
        url,
        availability: "https://schema.org/InStock",
        seller: provider,
      },
    })),
  ];
}
