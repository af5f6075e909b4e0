import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import { NotFoundSection } from "~/components/not-found-section";

/** A link that names no proposal (mistyped, cut short, or made up): the brand's 404, and a way to us. */
export function ProposalNotFound() {
  return (
    <NotFoundSection
      eyebrow="Proposal not found"
      title="We couldn't find that proposal"
      titleClassName="text-4xl sm:text-5xl"
      message="The link may be incomplete. Open it again from your e-mail, or call or message us and we'll send it again."
    >
      <CallOrWhatsApp
        whatsappMessage="Hello, my proposal link does not open. Could you send it again?"
        className="mx-auto mt-8 w-full max-w-sm"
      />
    </NotFoundSection>
  );
}
