import * as z from "~/lib/zod-mini";
import { createLeadFlow } from "~/features/verification/index.server";
import {
  BOOKING_TEXT,
  bookingCodeSentText,
  bookingIssueText,
  bookingShape,
  hotelStayChecks,
  type BookingFields,
  type BookingItemType,
  type BookingResult,
} from "./booking-schema";

/**
 * The booking request as a lead flow. The item is resolved here from its slug or id against our
 * content: staff read the destination, itinerary, package or hotel as we name them, and a request
 * for something we do not offer is a 400 naming the field, before anything is stored or sent.
 */
type ResolvedItem = {
  itemType: BookingItemType;
  itemId: string;
  destinationSlug: string | null;
  destination: string;
  itinerary?: string;
  package?: string;
  hotel?: string;
};

type BookingData = ResolvedItem & {
  travelDate: string | null;
  groupSize: number;
  message: string;
  /** A hotel stay's check-out and rooms (travelDate is its check-in). */
  checkOut?: string | null;
  rooms?: number | null;
};

/**
 * The content a booking can name. The pages that show it carry the booking button, so the flow is
 * handed this by the app's lead-flow table rather than importing those features back.
 */
export type BookingCatalogue = {
  destination(
    slug: string,
  ): { slug: string; name: string; itineraries: readonly { id: string; title: string }[] } | null;
  packages: readonly { id: string; name: string; duration: string; destination: string }[];
  hotels: readonly { id: string; name: string; location: string }[];
};

/** The booking lead flow, resolving items against the catalogue it is given. */
export function createBookingLeadFlow({ destination: findDestination, packages, hotels }: BookingCatalogue) {
  function resolveItem(itemType: string, itemId: string, destinationSlug?: string): ResolvedItem | null {
    switch (itemType) {
      case "itinerary": {
        const destination = destinationSlug ? findDestination(destinationSlug) : null;
        const itinerary = destination?.itineraries.find((i) => i.id === itemId);
        if (!destination || !itinerary) return null;
        return {
          itemType,
          itemId,
          destinationSlug: destination.slug,
          destination: destination.name,
          itinerary: itinerary.title,
        };
      }
      case "package": {
        const pkg = packages.find((p) => p.id === itemId);
        if (!pkg) return null;
        return {
          itemType,
          itemId,
          destinationSlug: null,
          destination: pkg.destination,
          package: `${pkg.name} (${pkg.duration})`,
        };
      }
      case "hotel": {
        const hotel = hotels.find((h) => h.id === itemId);
        if (!hotel) return null;
        return { itemType, itemId, destinationSlug: null, destination: hotel.location, hotel: hotel.name };
      }
      default:
        return null;
    }
  }

  /** The shared schema, plus what only the server can say: that the item is one we offer. */
  const serverSchema = z.object(bookingShape).check(
    ...hotelStayChecks,
    z.refine(
      ({ itemType, destinationSlug }) =>
        itemType !== "itinerary" ||
        (destinationSlug !== undefined && findDestination(destinationSlug) !== null),
      { error: BOOKING_TEXT.unknownDestination.description, path: ["destinationSlug"], abort: true },
    ),
    z.refine(
      ({ itemType, itemId, destinationSlug }) => resolveItem(itemType, itemId, destinationSlug) !== null,
      {
        error: BOOKING_TEXT.unknownItem.description,
        path: ["itemId"],
      },
    ),
  );

  function describe(data: ResolvedItem): string {
    if (data.itinerary) return `${data.itinerary}, ${data.destination}`;
    return data.package ?? data.hotel ?? data.destination;
  }

  return createLeadFlow({
    purpose: "booking",
    schema: serverSchema,
    issueText: bookingIssueText,
    texts: {
      badRequest: {
        title: BOOKING_TEXT.failed.title,
        description: "Send a JSON object with name, email, phone, groupSize, itemType and itemId.",
      },
      invalidPhone: BOOKING_TEXT.invalidPhone,
      saveFailed: BOOKING_TEXT.failed,
      sendFailed: BOOKING_TEXT.failed,
      codeSent: bookingCodeSentText,
      resent: BOOKING_TEXT.resent,
      resendFailed: BOOKING_TEXT.failed,
      invalidSession: BOOKING_TEXT.invalidSession,
      incompleteCode: BOOKING_TEXT.codeRequired,
      wrongCode: BOOKING_TEXT.wrongCode,
      expiredCode: BOOKING_TEXT.wrongCode,
      verified: BOOKING_TEXT.verified,
      verifyFailed: BOOKING_TEXT.verifyFailed,
    },
    toData: ({
      itemType,
      itemId,
      destinationSlug,
      travelDate,
      groupSize,
      message,
      checkOut,
      rooms,
    }: BookingFields): BookingData => ({
      // The schema has checked the item already: a request for anything else never reaches here.
      ...resolveItem(itemType, itemId, destinationSlug)!,
      travelDate,
      groupSize,
      message,
      ...(itemType === "hotel" ? { checkOut, rooms } : {}),
    }),
    toLead: ({ id, data }) => ({
      sourceData: {
        submissionId: id,
        destination: data.destination,
        ...(data.itinerary ? { itinerary: data.itinerary } : {}),
        ...(data.package ? { package: data.package } : {}),
        ...(data.hotel ? { hotel: data.hotel } : {}),
        travelDate: data.travelDate ?? "not decided yet",
        ...(data.hotel ? { checkIn: data.travelDate, checkOut: data.checkOut, rooms: data.rooms } : {}),
        groupSize: data.groupSize,
        message: data.message,
        itemType: data.itemType,
        itemId: data.itemId,
        ...(data.destinationSlug ? { destinationSlug: data.destinationSlug } : {}),
      },
    }),
    toResult: ({ data }): BookingResult => ({ item: describe(data) }),
  });
}
