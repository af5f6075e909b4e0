import type { Route } from "./+types/deals";
import { deals, DealsPage } from "~/features/deals";
import { formatInr } from "~/lib/format";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Deals & Offers — Bali and Dubai Holiday Deals",
    description: `Limited-time holiday deals for Indian travellers: ${deals
      .map(
        (d) =>
          `${d.days} days in ${d.destination.split(",")[0]} from ${formatInr(d.priceInr)} (${d.discountPercent}% off)`,
      )
      .join(" and ")}.`,
    path: "/deals",
    keywords: ["holiday deals from India", "Bali package deal", "Dubai package deal", "travel offers"],
    image: deals[0]?.image,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "OfferCatalog",
      name: "Deals & Offers",
      itemListElement: deals.map((d) => ({
        "@type": "Offer",
        name: d.title,
        description: d.description,
        price: d.priceInr,
        priceCurrency: "INR",
      })),
    },
  });

export default function DealsRoute() {
  return <DealsPage />;
}
