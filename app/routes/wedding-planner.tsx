import type { Route } from "./+types/wedding-planner";
import { weddingHeroImage, weddingPackages, WeddingPlannerPage } from "~/features/wedding";
import { formatLakh } from "~/lib/format";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Destination Wedding Planner — Rajasthan, Goa, Kerala & Himachal",
    description: `Plan a destination wedding in India: palace and fort venues in Rajasthan, beach weddings in Goa, backwater weddings in Kerala and mountain weddings in Himachal. Packages from ${formatLakh(Math.min(...weddingPackages.map((p) => p.fromPriceInr)))}.`,
    path: "/wedding-planner",
    keywords: [
      "destination wedding planner India",
      "palace wedding Udaipur",
      "Goa beach wedding",
      "Kerala backwater wedding",
      "Shimla wedding venue",
    ],
    image: weddingHeroImage,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Service",
      serviceType: "Destination wedding planning",
      areaServed: ["Rajasthan", "Goa", "Kerala", "Himachal Pradesh"].map((name) => ({
        "@type": "State",
        name,
      })),
      hasOfferCatalog: {
        "@type": "OfferCatalog",
        name: "Wedding packages",
        itemListElement: weddingPackages.map((p) => ({
          "@type": "Offer",
          name: p.name,
          price: p.fromPriceInr,
          priceCurrency: "INR",
          description: p.description,
        })),
      },
    },
  });

export default function WeddingPlannerRoute() {
  return <WeddingPlannerPage />;
}
