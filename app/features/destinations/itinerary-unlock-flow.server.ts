import * as z from "~/lib/zod-mini";
import { createLeadFlow, type LeadFlowHandlers } from "~/features/verification/index.server";
import { emailOnlyForNumberAbroad } from "~/lib/enquiry-rules";
import { DAILY_PLAN_UNLOCK_PURPOSES, dailyPlanAccess } from "./daily-plan-api.server";
import { getDestinationPageData } from "./destinations.server";
import {
  UNLOCK_TEXT,
  destinationSlugSchema,
  itineraryUnlockShape,
  unlockCodeSentText,
  unlockEmailCheck,
  unlockIssueText,
  type ItineraryUnlockResult,
} from "./itinerary-unlock-schema";

/**
 * The itinerary unlock as a lead flow: name and mobile, a code, and the verified phone's proof opens
 * every itinerary's day-by-day plan. Staff read the destination's name and the itinerary's title as
 * our content has them, resolved here from the slug and id the page sent.
 */
type UnlockData = {
  destinationSlug: string;
  destination: string;
  itineraryId: string;
  itinerary: string;
};

/** The slug and id must name one of our itineraries; each unknown one is a 400 naming its field. */
const serverSchema = z.pipe(
  z
    .object({
      ...itineraryUnlockShape,
      destinationSlug: destinationSlugSchema.check(
        z.refine(
          (slug: string) => getDestinationPageData(slug) !== null,
          UNLOCK_TEXT.unknownDestination.description,
        ),
      ),
    })
    .check(
      unlockEmailCheck,
      z.refine(
        ({ destinationSlug, itineraryId }) =>
          Boolean(getDestinationPageData(destinationSlug)?.itineraries.some((i) => i.id === itineraryId)),
        { error: UNLOCK_TEXT.unknownItinerary.description, path: ["itineraryId"] },
      ),
    ),
  z.transform(emailOnlyForNumberAbroad),
);

function resolve(destinationSlug: string, itineraryId: string): UnlockData {
  const destination = getDestinationPageData(destinationSlug)!;
  const itinerary = destination.itineraries.find((i) => i.id === itineraryId)!;
  return { destinationSlug, destination: destination.name, itineraryId, itinerary: itinerary.title };
}

const flow = createLeadFlow({
  purpose: "itinerary_unlock",
  schema: serverSchema,
  issueText: unlockIssueText,
  texts: {
    badRequest: {
      title: UNLOCK_TEXT.sendFailed.title,
      description: "Send a JSON object with name, phone, destinationSlug and itineraryId.",
    },
    invalidPhone: UNLOCK_TEXT.invalidPhone,
    saveFailed: UNLOCK_TEXT.sendFailed,
    sendFailed: UNLOCK_TEXT.sendFailed,
    codeSent: unlockCodeSentText,
    resent: UNLOCK_TEXT.resent,
    resendFailed: UNLOCK_TEXT.resendFailed,
    invalidSession: UNLOCK_TEXT.invalidSession,
    incompleteCode: UNLOCK_TEXT.incompleteCode,
    wrongCode: UNLOCK_TEXT.wrongCode,
    expiredCode: UNLOCK_TEXT.wrongCode,
    verified: UNLOCK_TEXT.verified,
    skipped: { title: "Welcome Back!", description: UNLOCK_TEXT.verified.description },
    verifyFailed: UNLOCK_TEXT.verifyFailed,
  },
  toData: ({ destinationSlug, itineraryId }): UnlockData => resolve(destinationSlug, itineraryId),
  toLead: ({ id, data }) => ({
    sourceData: {
      submissionId: id,
      destination: data.destination,
      itinerary: data.itinerary,
      destinationSlug: data.destinationSlug,
      itineraryId: data.itineraryId,
    },
  }),
  toResult: ({ data }): ItineraryUnlockResult => ({
    destinationSlug: data.destinationSlug,
    itineraryId: data.itineraryId,
  }),
});

/**
 * The flow's endpoints, with one difference: its proof read answers for every proof that opens the
 * day-by-day plans (a quiz or booking verified today counts too), because that is what the page
 * needs to know — whether to show the plan or the form — without a refused request.
 */
export const itineraryUnlockLeadFlow: LeadFlowHandlers = {
  ...flow,
  proof: (request) => dailyPlanAccess(request, DAILY_PLAN_UNLOCK_PURPOSES),
};
