import { DESTINATION_COUNT } from "~/lib/destination-index";
import type { Route } from "./+types/home";
import { fillKeptVisaDates } from "~/features/destinations";
import { getDestinationSummaries } from "~/features/destinations/index.server";
import {
  CustomisationTeaser,
  HomeHero,
  HomeStatic,
  loadHomeStaticSections,
  SupportHub,
} from "~/features/home";
import { seo, siteUrlFromMatches, travelAgencyJsonLd } from "~/lib/seo";
import { siteSettingsFromMatches } from "~/lib/use-site-settings";

// Prerendered at build: the summaries are baked into the page (no per-request data here).
export function loader() {
  return { destinations: getDestinationSummaries() };
}

// A client navigation to the home page also fetches the code of its static sections, which a page
// loaded as a document does without (the server's markup for them is kept as it is).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadHomeStaticSections()]);
  return data;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: "Luxury Holidays, CXO Hospitality & MICE for Indian Travellers",
    description: `Handcrafted luxury holidays to ${DESTINATION_COUNT} destinations, from Kenya safaris to Swiss rail journeys, plus CXO hospitality and MICE, planned by experts in Gurgaon with visas and flights from India.`,
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
  return (
    <>
      <HomeHero destinations={destinations} />
      <HomeStatic
        onKept={(markup) => fillKeptVisaDates(markup, destinations)}
        render={(s) => (
          <>
            <s.TravelExpertsSection />
            <s.QuizTeaser />
            <s.DestinationSections destinations={destinations} />
          </>
        )}
      />
      <CustomisationTeaser />
      <SupportHub />
      <HomeStatic
        render={(s) => (
          <>
            <s.CompanionAppSection />
            <s.FeatureList />
            <s.CxoTestimonials />
            <s.TrustStrip />
          </>
        )}
      />
    </>
  );
}
