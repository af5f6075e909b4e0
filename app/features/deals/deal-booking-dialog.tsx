import { useMemo } from "react";
import { LazyVerificationDialog, type VerificationDialogConfig } from "~/features/verification";
import { showInfoToast } from "~/components/ui/toast";
import { formatInr } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import {
  DEAL_BOOKING_TEXT,
  DEAL_CALL_WITHIN_MINUTES,
  DEAL_NAME_MAX,
  PHONE_INPUT_MAX,
  dealBookingSchema,
  dealIssueTitle,
  keepDealPhoneInput,
  type DealBookingResult,
} from "./deal-booking-schema";
import { dealDeposit } from "./deal-deposit";
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
      `From ${formatInr(deal.priceInr)} per person. Leave your name and mobile number: we send you a ` +
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
        abroad: true,
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
 * Once the code is right, the deposit's pay page is one tap away (when the server made one): offered
 * beside "Booking Submitted!", so the visitor stays on the deal they were reading until they choose.
 */
function offerDeposit(deal: Deal, result: unknown) {
  const payUrl = (result as DealBookingResult | null)?.payUrl;
  if (typeof payUrl !== "string" || !payUrl) return;
  showInfoToast(
    "Hold it with a deposit",
    `${formatMoney(dealDeposit(deal.priceInr))} holds your ${deal.title}; the rest is due later.`,
    { label: "Pay the deposit", onClick: () => window.location.assign(payUrl) },
  );
}

/** The deal's configuration on the shared dialog (loaded with its schema when first opened). */
export function DealBookingForm({
  deal,
  open,
  onOpenChange,
}: {
  deal: Deal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const config = useMemo(() => dealBookingConfig(deal), [deal]);
  const initialValues = useMemo(() => ({ dealId: deal.id }), [deal.id]);
  return (
    <LazyVerificationDialog
      open={open}
      onOpenChange={onOpenChange}
      config={config}
      initialValues={initialValues}
      onVerified={(result) => offerDeposit(deal, result)}
    />
  );
}
