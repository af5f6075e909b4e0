import { createLeadFlow } from "~/features/verification/index.server";
import {
  HANDOFF_TEXT,
  handoffCodeSentText,
  handoffIssueText,
  handoffSchema,
  type HandoffFields,
  type HandoffResult,
} from "./handoff-schema";
import { destinationName, monthKey, parseTrip, type TripRequest } from "~/lib/trip-request";
import { placeWords } from "./plan-content.server";

/**
 * The planner's conversation handed to a travel designer: a planner lead whose source data is the
 * trip as the planner understood it (destination, dates or month, group, budget, style) — which
 * pre-fills the lead's trip details in the CRM — and the conversation itself, line by line.
 */
const STYLE_NAMES: Record<NonNullable<TripRequest["style"]>, string> = {
  relaxed: "Relaxed luxury",
  adventure: "Adventure",
  cultural: "Cultural immersion",
  mix: "A mix",
};

/** Each turn as a line staff read on the lead (long replies shortened: the plan is the visitor's to recall). */
const transcriptLines = (turns: HandoffFields["transcript"]) =>
  turns.map((t) => {
    const text = t.content.replace(/\s+/g, " ").trim();
    return `${t.role === "user" ? "Visitor" : "Planner"}: ${text.length > 600 ? `${text.slice(0, 600)}…` : text}`;
  });

type HandoffData = Record<string, unknown> & { destination: string | null };

export const plannerHandoffLeadFlow = createLeadFlow({
  purpose: "planner_handoff",
  schema: handoffSchema,
  issueText: handoffIssueText,
  texts: {
    badRequest: HANDOFF_TEXT.badRequest,
    invalidPhone: HANDOFF_TEXT.invalidPhone,
    saveFailed: HANDOFF_TEXT.sendFailed,
    sendFailed: HANDOFF_TEXT.sendFailed,
    codeSent: handoffCodeSentText,
    resent: HANDOFF_TEXT.resent,
    resendFailed: HANDOFF_TEXT.resendFailed,
    invalidSession: HANDOFF_TEXT.invalidSession,
    incompleteCode: HANDOFF_TEXT.incompleteCode,
    wrongCode: HANDOFF_TEXT.wrongCode,
    expiredCode: HANDOFF_TEXT.wrongCode,
    verified: HANDOFF_TEXT.verified,
    verifyFailed: HANDOFF_TEXT.verifyFailed,
  },
  toData: ({ transcript, fromPath }: HandoffFields): HandoffData => {
    const trip = parseTrip(transcript, new Date(), { places: placeWords() });
    const destination = destinationName(trip);
    return {
      destination: destination ?? null,
      travelDate: trip.dates?.from ?? monthKey(trip.month),
      endDate: trip.dates?.to ?? null,
      nights: trip.nights,
      adults: trip.adults,
      children: trip.children,
      budgetInr: trip.budgetInr,
      travelStyle: trip.style ? STYLE_NAMES[trip.style] : null,
      fromPage: fromPath ?? null,
      transcript: transcriptLines(transcript),
    };
  },
  // The conversation is also a line of its own on the contact's timeline, to read in full there.
  toLead: ({ data }) => {
    const lines = data.transcript as string[];
    return {
      timeline: [
        {
          kind: "planner_transcript",
          summary: `AI planner conversation (${lines.length} messages)${data.destination ? ` about ${String(data.destination)}` : ""}`,
          data: { lines },
        },
      ],
    };
  },
  toResult: ({ data }): HandoffResult => ({ destination: data.destination }),
});
