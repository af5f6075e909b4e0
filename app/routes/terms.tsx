import type { Route } from "./+types/terms";
import { PolicyPage, termsSections, termsVisaDisclaimer } from "~/features/policies";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Terms and Conditions",
    description:
      "The terms that apply to your use of this website and to every enquiry, quote and booking you make with us, including our Visa Disclaimer.",
    path: "/terms",
    noindex: true,
  });

export default function TermsRoute() {
  return (
    <PolicyPage
      eyebrow="Legal"
      title="Terms and Conditions"
      intro="Please read these terms before you book. They explain our role, how prices and payments work, what happens if plans change, and what we and you are each responsible for."
      sections={termsSections}
      disclaimer={termsVisaDisclaimer}
    />
  );
}
