import type { Route } from "./+types/contact";
import { ContactPage } from "~/features/contact";
import { seo, siteUrlFromMatches, travelAgencyJsonLd } from "~/lib/seo";
import { siteSettingsFromMatches } from "~/lib/use-site-settings";

export const meta: Route.MetaFunction = ({ matches }) => {
  const settings = siteSettingsFromMatches(matches);
  const siteUrl = siteUrlFromMatches(matches);
  return seo(matches, {
    title: "Contact Us — Call, Chat or Visit Us in Gurgaon",
    description:
      "Get in touch with our travel designers by phone, e-mail or WhatsApp, or visit our office in Gurgaon. We reply to every enquiry within 2 hours.",
    path: "/contact",
    keywords: ["travel agency Gurgaon contact", "luxury travel enquiry", "holiday planning India"],
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      url: `${siteUrl}/contact`,
      mainEntity: travelAgencyJsonLd(siteUrl, settings),
    },
  });
};

export default function ContactRoute() {
  return <ContactPage />;
}
