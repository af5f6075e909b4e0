import type { PrivacyRequestKind } from "./privacy-requests-texts";

/**
 * What a traveller typed or chose on the site's forms, in the order the page lists it. A lead's
 * other stored fields are the agency's own (ids, scores, the trip staff edited with its "Notes for
 * the quote"), so the page shows these and nothing else, each under a label in the reader's language.
 */
export const TRAVELLER_DETAILS = [
  "message",
  "destination",
  "itinerary",
  "dealTitle",
  "activityName",
  "activityLocation",
  "travelDate",
  "endDate",
  "bookingDate",
  "weddingDate",
  "preferredTime",
  "nights",
  "days",
  "adults",
  "children",
  "childAges",
  "groupSize",
  "guestCount",
  "budget",
  "budgetInr",
  "travelStyle",
  "hotel",
  "activities",
  "transfer",
  "answersInWords",
  "transcript",
] as const;
export type TravellerDetail = (typeof TRAVELLER_DETAILS)[number];

/** What /privacy/my-data shows the verified person: never staff notes. */
export type MyData = {
  phone: string;
  contact: { name: string | null; email: string | null; city: string | null; since: string } | null;
  leads: {
    id: string;
    form: string;
    at: string;
    stage: string;
    /** The traveller's own words and trip facts, as they gave them on the form. */
    details: { field: TravellerDetail; value: unknown }[];
  }[];
  bookings: {
    id: string;
    activity: string;
    date: string;
    adults: number;
    children: number;
    status: string;
  }[];
  payments: {
    id: string;
    reference: string;
    label: string;
    amountMinor: number;
    paidMinor: number;
    currency: string;
    status: string;
  }[];
  consents: {
    id: string;
    purpose: string;
    noticeVersion: string;
    noticeText: string;
    form: string | null;
    givenAt: string;
    withdrawnAt: string | null;
  }[];
  requests: { id: string; kind: PrivacyRequestKind; receivedAt: string; dueAt: string; status: string }[];
};
