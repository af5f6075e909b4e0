import type { Route } from "./+types/cancellations";
import {
  CancellationFeeTable,
  cancellationFees,
  cancellationSections,
  cancellationVisaDisclaimer,
  PolicyPage,
} from "~/features/policies";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Cancellations & Refunds",
    description:
      "How to cancel a booking, our service fees for flights, hotels and holiday packages, how refunds are worked out and when you receive them.",
    path: "/cancellations",
    noindex: true,
  });

export default function CancellationsRoute() {
  return (
    <PolicyPage
      eyebrow="Legal"
      title="Cancellations & Refunds"
      intro="Plans change. Here is exactly how to cancel, what it costs and when your money comes back — so there are no surprises."
      sections={cancellationSections}
      after={{ "Our service fees": <CancellationFeeTable fees={cancellationFees} /> }}
      disclaimer={cancellationVisaDisclaimer}
    />
  );
}
