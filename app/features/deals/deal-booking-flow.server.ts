import { createLeadFlow } from "~/features/verification/index.server";
import {
  DEAL_BOOKING_TEXT,
  dealBookingSchema,
  dealIssueText,
  type DealBookingFields,
  type DealBookingResult,
} from "./deal-booking-schema";
import { withDealDeposit } from "./deal-deposit.server";
import { deals } from "./deals-data";

/**
 * The deal booking as a lead flow: name and mobile, a code, and a hot lead for staff. Staff read the
 * deal as our list has it (title, price), resolved here from the id the page sent, so a tampered
 * request can neither rename a deal nor change its price in the CRM.
 */
type DealBookingData = {
  dealId: string;
  dealTitle: string;
  destination: string;
  days: number;
  priceInr: number;
};

function resolve(dealId: string): DealBookingData {
  // The schema has already refused an id that is not in the list.
  const deal = deals.find((d) => d.id === dealId)!;
  return {
    dealId: deal.id,
    dealTitle: deal.title,
    destination: deal.destination,
    days: deal.days,
    priceInr: deal.priceInr,
  };
}

/** With the deposit's pay page on the verified answer (deal-deposit.server.ts). */
export const dealBookingLeadFlow = withDealDeposit(
  createLeadFlow({
    purpose: "deal_booking",
    schema: dealBookingSchema,
    issueText: dealIssueText,
    texts: {
      badRequest: DEAL_BOOKING_TEXT.badRequest,
      invalidPhone: DEAL_BOOKING_TEXT.invalidPhone,
      saveFailed: DEAL_BOOKING_TEXT.sendFailed,
      sendFailed: DEAL_BOOKING_TEXT.sendFailed,
      // The code of a number outside India goes to the address shown, not to the phone.
      codeSent: (to) => (to.includes("@") ? DEAL_BOOKING_TEXT.codeSentByEmail : DEAL_BOOKING_TEXT.codeSent),
      resent: DEAL_BOOKING_TEXT.resent,
      resendFailed: DEAL_BOOKING_TEXT.resendFailed,
      invalidSession: DEAL_BOOKING_TEXT.invalidSession,
      incompleteCode: DEAL_BOOKING_TEXT.incompleteCode,
      wrongCode: DEAL_BOOKING_TEXT.wrongCode,
      expiredCode: DEAL_BOOKING_TEXT.wrongCode,
      verified: DEAL_BOOKING_TEXT.verified,
      skipped: DEAL_BOOKING_TEXT.skipped,
      verifyFailed: DEAL_BOOKING_TEXT.verifyFailed,
    },
    toData: ({ dealId }: DealBookingFields): DealBookingData => resolve(dealId),
    toLead: ({ id, data }) => ({
      sourceData: {
        submissionId: id,
        bookingType: "deal",
        dealId: data.dealId,
        dealTitle: data.dealTitle,
        destination: data.destination,
        days: data.days,
        priceInr: data.priceInr,
      },
    }),
    toResult: ({ data }): DealBookingResult => ({ dealId: data.dealId, dealTitle: data.dealTitle }),
  }),
);
