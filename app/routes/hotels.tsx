import type { Route } from "./+types/hotels";
import { HotelsPage } from "~/features/hotels";
import { hotels, hotelSummary } from "~/features/hotels/index.server";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";

// The list comes with the page's data rather than in its code: a browser fetches and parses what the
// search cards show, not the whole content file.
export function loader() {
  return { hotels: hotels.map(hotelSummary) };
}

// Rendered per request (not prerendered): the filters live in the query, so a shared filtered URL
// renders filtered on the server and hydrates to the same list.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: "Goa Luxury Hotels — Beach Villas, Resorts & Heritage Stays",
    description:
      "Search ten handpicked luxury hotels in North and South Goa by price, category and amenities — private beaches, spas, pools and golf, from ₹10,000 a night.",
    path: "/hotels",
    keywords: [
      "Goa luxury hotels",
      "South Goa beach resort",
      "Goa heritage hotel",
      "Goa boutique hotel",
      "Goa villa with private pool",
    ],
    image: "/images/hotels/mobor-lagoon-retreat.svg",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Goa luxury hotels",
      itemListElement: (loaderData?.hotels ?? []).map((h, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: absoluteUrl(siteUrl, `/hotel/${h.id}`),
        name: h.name,
      })),
    },
  });
};

export default function HotelsRoute({ loaderData }: Route.ComponentProps) {
  return <HotelsPage hotels={loaderData.hotels} />;
}
