import { activityBookingCodeFlow } from "~/features/activities/index.server";
import { createBookingLeadFlow } from "~/features/booking/index.server";
import { dealBookingLeadFlow } from "~/features/deals/index.server";
import { contactLeadFlow } from "~/features/contact/index.server";
import { getDestinationPageData, itineraryUnlockLeadFlow } from "~/features/destinations/index.server";
import { hotels } from "~/features/hotels/index.server";
import { purposeFromSlug, type LeadPurpose } from "~/features/leads";
import { callbackLeadFlow } from "~/features/callback/index.server";
import { plannerHandoffLeadFlow } from "~/features/planner/index.server";
import { packages } from "~/features/packages/index.server";
import { proposalAcceptanceFlow } from "~/features/quotes/index.server";
import { myDataCodeFlow } from "~/features/privacy/index.server";
import { createPriorityAccessLeadFlow } from "~/features/priority-access/index.server";
import { quizLeadFlow } from "~/features/quiz/index.server";
import { weddingLeadFlow } from "~/features/wedding/index.server";
import type { LeadFlowHandlers } from "~/features/verification/index.server";
import { errorResponse } from "~/server/http.server";

/**
 * The lead flows the API serves, by purpose: each is made by its feature with createLeadFlow (or, for
 * a code-less form, createEnquiryFlow). A purpose of the purpose table without an entry here answers 404.
 *
 * Booking and priority access name content that other features own (destinations, hotels, packages),
 * and those features' pages carry their buttons. The content is handed to those flows here, so features
 * import one way: a page imports a flow's button; no flow imports a page's feature.
 */
export const LEAD_FLOWS: Partial<Record<LeadPurpose, LeadFlowHandlers>> = {
  quiz: quizLeadFlow,
  priority_access: createPriorityAccessLeadFlow({ destination: getDestinationPageData }),
  callback: callbackLeadFlow,
  itinerary_unlock: itineraryUnlockLeadFlow,
  booking: createBookingLeadFlow({ destination: getDestinationPageData, packages, hotels }),
  deal_booking: dealBookingLeadFlow,
  contact_inquiry: contactLeadFlow,
  wedding_consultation: weddingLeadFlow,
  planner_handoff: plannerHandoffLeadFlow,
  // The code step before an activity booking (the booking itself is POST /api/v1/activities/bookings).
  activity_booking: activityBookingCodeFlow,
  // Accepting a sent proposal: the code goes to the phone on record of the proposal's lead.
  proposal_acceptance: proposalAcceptanceFlow,
  // The code before the person's own privacy page: proves the number, makes no lead.
  privacy_access: myDataCodeFlow,
};

/** The flow named by the URL's segment ("priority-access"), or a JSON 404. */
export function flowFor(
  slug: string | undefined,
  handle: (flow: LeadFlowHandlers) => Promise<Response>,
): Promise<Response> | Response {
  const purpose = slug ? purposeFromSlug(slug) : null;
  const flow = purpose ? LEAD_FLOWS[purpose] : undefined;
  if (!flow) return errorResponse(404, { title: "Not Found", description: "There is no such form." });
  return handle(flow);
}
