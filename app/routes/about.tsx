import type { Route } from "./+types/about";
import { AboutPage } from "~/features/about";
import { seo, siteUrlFromMatches, travelAgencyJsonLd } from "~/lib/seo";
import { siteSettingsFromMatches } from "~/lib/use-site-settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Us — 20+ Years of Luxury & Corporate Travel",
    description:
      "A Gurgaon travel company with 20+ years of experience: 50,000+ happy travellers, 18 countries, a 95% visa success rate, and CXO hospitality, MICE and experiential L&D.",
    path: "/about",
    keywords: ["luxury travel agency Gurgaon", "corporate travel India", "MICE company India", "CXO travel"],
    jsonLd: travelAgencyJsonLd(siteUrlFromMatches(matches), siteSettingsFromMatches(matches)),
  });

export default function AboutRoute() {
  return <AboutPage />;
}
