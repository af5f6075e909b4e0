import type { Route } from "./+types/home";
import { getDestinationSummaries } from "~/features/destinations/index.server";
import {
  CompanionAppSection,
  CustomisationTeaser,
  CxoTestimonials,
  DestinationSections,
  FeatureList,
  HomeHero,
  QuizTeaser,
  SupportHub,
  TravelExpertsSection,
  TrustStrip,
} from "~/features/home";
import { findDestinationEntry } from "~/lib/destination-index";
import { seo, siteUrlFromMatches, travelAgencyJsonLd } from "~/lib/seo";
import { siteSettingsFromMatches } from "~/lib/use-site-settings";

// Prerendered at build: the summaries are baked into the page (no per-request data here).
export function loader() {
  return { destinations: getDestinationSummaries() };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: "Luxury Holidays, CXO Hospitality & MICE for Indian Travellers",
    description:
      "Handcrafted luxury holidays to 18 destinations, from Kenya safaris to Swiss rail journeys, plus CXO hospitality and MICE, planned by experts in Gurgaon with visas and flights from India.",
    path: "/",
    keywords: [
      "luxury holidays from India",
      "international holiday packages",
      "CXO hospitality",
      "MICE travel",
      "luxury travel agency Gurgaon",
    ],
    jsonLd: travelAgencyJsonLd(siteUrl, siteSettingsFromMatches(matches)),
  });
};

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { destinations } = loaderData;
  const picks = destinations.filter((d) => findDestinationEntry(d.slug)?.premium);
  const others = destinations.filter((d) => !findDestinationEntry(d.slug)?.premium);
  return (
    <>
      <HomeHero destinations={destinations} />
      <TravelExpertsSection />
      <QuizTeaser />
      <DestinationSections picks={picks} others={others} />
      <CustomisationTeaser />
      <SupportHub />
      <CompanionAppSection />
      <FeatureList />
      <CxoTestimonials />
      <TrustStrip />
    </>
  );
}
