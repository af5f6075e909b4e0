import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Dialog, DialogOverlay, DialogPortal } from "~/components/ui/dialog";
import { formatInr } from "~/lib/format";
import type { Deal } from "./deals-data";

export type DealLightboxProps = {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's image button: focus goes back to it when the lightbox closes. */
  returnFocusTo: () => HTMLElement | null;
};

/**
 * The full deal image over the /deals page. Radix Dialog: focus moves in, Tab stays
 * inside, Esc or the close button closes it, and focus returns to the image that opened it.
 */
export function DealLightbox({ deal, open, onOpenChange, returnFocusTo }: DealLightboxProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay className="bg-ink-950/92 backdrop-blur-sm" />
        <DialogPrimitive.Content
          id={`deal-${deal.id}-lightbox`}
          data-testid="deal-lightbox"
          // The content fills the screen, so a click on the dark area around the image closes it, as on the overlay.
          onClick={(e) => {
            if (e.target === e.currentTarget) onOpenChange(false);
          }}
          onCloseAutoFocus={(e) => {
            // The image button is not a Radix trigger (the card renders before this code loads),
            // so focus is given back to it here.
            e.preventDefault();
            returnFocusTo()?.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 outline-none motion-safe:data-[state=open]:animate-fade-in sm:p-8"
        >
          <DialogPrimitive.Close
            aria-label="Close image"
            className="absolute top-3 right-3 z-10 inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/10 text-ivory transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
          >
            <XIcon className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
          <img
            src={deal.image}
            alt={`${deal.title}: ${deal.description}`}
            width={1080}
            height={1920}
            className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full rounded-2xl object-contain shadow-lift"
          />
          <div className="max-w-md text-center text-ivory">
            <DialogPrimitive.Title className="font-display text-2xl sm:text-3xl">
              {deal.title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-sm text-ivory/75">
              {deal.destination} · from {formatInr(deal.priceInr)} · {deal.discountPercent}% off
            </DialogPrimitive.Description>
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
