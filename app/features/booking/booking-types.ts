/**
 * What a booking is for. Only the slug or id is sent; the name is what the dialog shows, and the
 * server takes the name from our own content.
 */
export type BookingItem =
  | {
      type: "itinerary";
      destinationSlug: string;
      itineraryId: string;
      destinationName: string;
      itineraryTitle: string;
    }
  | { type: "package"; id: string; name: string }
  | { type: "hotel"; id: string; name: string };
