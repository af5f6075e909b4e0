import { useEffect, useRef, type RefObject } from "react";
import { lazyOnOpen } from "~/components/lazy-on-open";
import type { Deal } from "./deals-data";

/** The deal booking form and its schema, fetched the first time a visitor books: most visits never do. */
const LazyDealBookingForm = lazyOnOpen(() => import("./deal-booking-dialog").then((m) => m.DealBookingForm));

/**
 * Once the closed dialog has left the page, focus goes back to the button that opened it. The shared
 * dialog is opened from outside (it has no trigger of its own to return to), so on its way out focus
 * lands on the page's body, or on the story viewer that holds it: that is when the button takes it
 * back. Anything else the visitor focused meanwhile is left alone.
 */
function useReturnFocus(open: boolean, returnFocusTo: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = returnFocusTo.current;
    if (!target) return;
    let frames = 0;
    let frame = 0;
    const settle = () => {
      const active = document.activeElement;
      const holder = target.closest<HTMLElement>("[role='dialog']");
      if (!active || active === document.body || active === holder) {
        target.focus();
        return;
      }
      if (active === target || ++frames > 90) return;
      frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [open, returnFocusTo]);
}

/** Booking a deal, opened by a button of the page's own (a deal card's, the story viewer's). */
export function DealBookingDialog({
  deal,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it has focus again once the dialog has closed. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  useReturnFocus(open, returnFocusTo);
  return <LazyDealBookingForm deal={deal} open={open} onOpenChange={onOpenChange} />;
}
