import type { Route } from "./+types/hotels";
import { hotels, HotelsPage } from "~/features/hotels";
import { absoluteUrl, seo, siteUrlFromMatches } from "~/lib/seo";

// Rendered per request (not prerendered): the filters live in the query, so a shared filtered URL
// renders filtered on the server and hydrates to the same list.
export const meta: Route.MetaFunction = ({ matches }) => {
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
      itemListElement: hotels.map((h, i) => ({
        "@type": "ListItem",
        position: i + 1,
        url: absoluteUrl(siteUrl, `/hotel/${h.id}`),
        name: h.name,
      })),
    },
  });
};

export default function HotelsRoute() {
  return <HotelsPage />;
}
