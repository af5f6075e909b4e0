import { useEffect, useMemo, useRef, type RefObject } from "react";
import { LazyVerificationDialog, type VerificationDialogConfig } from "~/features/verification";
import { formatInr } from "~/lib/format";
import {
  DEAL_BOOKING_TEXT,
  DEAL_CALL_WITHIN_MINUTES,
  DEAL_NAME_MAX,
  PHONE_INPUT_MAX,
  dealBookingSchema,
  dealIssueTitle,
  keepDealPhoneInput,
} from "./deal-booking-schema";
import type { Deal } from "./deals-data";

/**
 * Booking a deal: name and mobile → the code → the dialog closes and the toast says the booking is in.
 * The same dialog from a deal's card on /deals and from the story viewer; the deal travels as its id
 * only (the server reads its title and price from our own list).
 */
export function dealBookingConfig(deal: Deal): VerificationDialogConfig {
  return {
    purpose: "deal_booking",
    testId: "deal-booking-dialog",
    title: `Book ${deal.title}`,
    description:
      `From ${formatInr(deal.priceInr)} per person. Leave your name and mobile number: we text you a ` +
      `6-digit code to confirm it, and a travel designer calls you within ${DEAL_CALL_WITHIN_MINUTES} ` +
      `minutes (8 am to 8 pm IST) with dates and options.`,
    fields: [
      { name: "name", label: "Your name", type: "text", autoComplete: "name", maxLength: DEAL_NAME_MAX },
      {
        name: "phone",
        label: "Mobile number",
        type: "tel",
        autoComplete: "tel",
        placeholder: "+91 98765 43210",
        maxLength: PHONE_INPUT_MAX,
        sanitize: keepDealPhoneInput,
      },
    ],
    submitLabel: "Send OTP",
    schema: dealBookingSchema,
    issueTitle: dealIssueTitle,
    texts: {
      sendFailed: DEAL_BOOKING_TEXT.sendFailed,
      resendFailed: DEAL_BOOKING_TEXT.resendFailed,
      verifyFailed: DEAL_BOOKING_TEXT.verifyFailed,
      wrongCode: DEAL_BOOKING_TEXT.wrongCode,
      incompleteCode: DEAL_BOOKING_TEXT.incompleteCode,
      invalidSession: DEAL_BOOKING_TEXT.invalidSession,
      verified: DEAL_BOOKING_TEXT.verified,
    },
    code: {
      title: "Enter your code",
      verifyLabel: "Verify & Book",
      backLabel: "Back",
      resendLabel: "Resend OTP",
    },
    // The 'Booking Submitted!' toast says it all; the visitor returns to the deal they were reading.
    done: null,
  };
}

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
  const config = useMemo(() => dealBookingConfig(deal), [deal]);
  const initialValues = useMemo(() => ({ dealId: deal.id }), [deal.id]);
  return (
    <LazyVerificationDialog
      open={open}
      onOpenChange={onOpenChange}
      config={config}
      initialValues={initialValues}
    />
  );
}
