import type { ReactElement } from "react";
import { CallOrWhatsApp } from "~/components/call-or-whatsapp";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { useSiteSettings } from "~/lib/use-site-settings";

type InterimBookingDialogProps = {
  /** Dialog title, e.g. "Book Maldives Overwater Escape". */
  title: string;
  /** What is being booked, as it should read in the WhatsApp message. */
  subject: string;
  /**
   * The control that opens the dialog: a <Button> carrying `data-lead-trigger` and the item's id, so
   * the phone-verified booking dialog can later take over the same control.
   */
  children: ReactElement;
};

/**
 * Stand-in for the booking dialogs until the phone-verified lead flows exist: it says what happens
 * next and hands the visitor to the phone or WhatsApp, so a Book button never leads nowhere.
 */
export function InterimBookingDialog({ title, subject, children }: InterimBookingDialogProps) {
  const s = useSiteSettings();
  const message = `Hello ${s.brandName}! I'd like to book ${subject}. Could you share availability and your best price?`;
  return (
    <Dialog>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent data-testid="interim-booking-dialog">
        <DialogHeader>
          <p className="eyebrow">Reserve with a travel designer</p>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Call or message us now and a travel designer will confirm dates, availability and the best price —
            we answer within 15 minutes between 8am and 8pm.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-3 text-sm text-ink-700">
          {[
            "Tell us your travel dates and how many are travelling.",
            "We check live availability and hold your place while you decide.",
            "You receive a written quote with every inclusion and the cancellation terms, before you pay anything.",
          ].map((step, i) => (
            <li key={step} className="flex gap-3">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-sand-100 text-xs font-semibold text-gold-800"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <CallOrWhatsApp whatsappMessage={message} />
        <p className="text-center text-xs text-ink-600">
          Prefer e-mail? Write to{" "}
          <a
            className="font-medium text-gold-700 underline-offset-4 hover:underline"
            href={`mailto:${s.salesEmail}?subject=${encodeURIComponent(`Booking: ${subject}`)}`}
          >
            {s.salesEmail}
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
