import { LazyVerificationDialog, type VerificationDialogConfig } from "~/features/verification";
import type { BookingItem } from "./booking-types";
import {
  BOOKING_GROUP_MAX,
  BOOKING_MESSAGE_MAX,
  BOOKING_NAME_MAX,
  BOOKING_ROOMS_MAX,
  BOOKING_TEXT,
  bookingIssueTitle,
  bookingSchema,
  todayInIndia,
} from "./booking-schema";

/**
 * The booking dialog's configuration of the shared verification dialog: form → code → 'Booking
 * Request Submitted!'. Its own module, fetched when a booking button first opens, so the schema and
 * its zod stay off the pages' first load.
 */
function describe(item: BookingItem): string {
  switch (item.type) {
    case "itinerary":
      return `${item.itineraryTitle} in ${item.destinationName}`;
    case "package":
    case "hotel":
      return item.name;
  }
}

/** The item as the form sends it: hidden values beside what the visitor types. */
function itemValues(item: BookingItem): Record<string, string> {
  switch (item.type) {
    case "itinerary":
      return { itemType: "itinerary", itemId: item.itineraryId, destinationSlug: item.destinationSlug };
    case "package":
    case "hotel":
      return { itemType: item.type, itemId: item.id };
  }
}

const contactFields: VerificationDialogConfig["fields"] = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name", maxLength: BOOKING_NAME_MAX },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@example.com" },
  {
    name: "phone",
    label: "Phone Number",
    type: "tel",
    autoComplete: "tel",
    placeholder: "98765 43210",
    abroad: true,
  },
];

/**
 * A hotel's Check Availability is an enquiry for a stay, not a trip: check-in and check-out, rooms
 * and guests. It is the same booking request underneath (same endpoint, code and lead), with the
 * stay's own fields and words.
 */
function hotelEnquiryConfig(item: Extract<BookingItem, { type: "hotel" }>): VerificationDialogConfig {
  const base = bookingDialogConfig({ ...item, type: "package" });
  const today = todayInIndia();
  return {
    ...base,
    title: "Check Availability",
    description: `${item.name}. Tell us your dates, rooms and guests; after a 6-digit code to your mobile, our hotel desk confirms availability and the best rate.`,
    testId: "hotel-enquiry-dialog",
    fields: [
      ...contactFields,
      { name: "travelDate", label: "Check-in", type: "date", min: today },
      { name: "checkOut", label: "Check-out", type: "date", min: today },
      { name: "rooms", label: "Rooms", type: "number", min: 1, max: BOOKING_ROOMS_MAX },
      { name: "groupSize", label: "Guests", type: "number", min: 1, max: BOOKING_GROUP_MAX },
      {
        name: "message",
        label: "Message",
        type: "textarea",
        optional: true,
        maxLength: BOOKING_MESSAGE_MAX,
        placeholder: "Room type, a view, a celebration, dietary needs…",
      },
    ],
    submitLabel: "Check Availability",
  };
}

export function bookingDialogConfig(item: BookingItem): VerificationDialogConfig {
  if (item.type === "hotel") return hotelEnquiryConfig(item);
  return {
    purpose: "booking",
    title: "Book Your Adventure",
    description: `${describe(item)}. Tell us when you would like to travel; after a 6-digit code to your mobile, a travel expert calls to hold your dates.`,
    fields: [
      ...contactFields,
      { name: "travelDate", label: "Travel Date", type: "date", optional: true, min: todayInIndia() },
      { name: "groupSize", label: "Group Size", type: "number", min: 1, max: BOOKING_GROUP_MAX },
      {
        name: "message",
        label: "Message",
        type: "textarea",
        optional: true,
        maxLength: BOOKING_MESSAGE_MAX,
        placeholder: "Celebrations, dietary needs, the kind of room you love…",
      },
    ],
    submitLabel: "Request Booking",
    schema: bookingSchema,
    issueTitle: bookingIssueTitle,
    texts: {
      sendFailed: BOOKING_TEXT.failed,
      resendFailed: BOOKING_TEXT.failed,
      verifyFailed: BOOKING_TEXT.verifyFailed,
      wrongCode: BOOKING_TEXT.wrongCode,
      incompleteCode: BOOKING_TEXT.codeRequired,
      invalidSession: BOOKING_TEXT.invalidSession,
      verified: BOOKING_TEXT.verified,
    },
    code: {
      title: "Enter verification code",
      verifyLabel: "Verify & Submit",
      backLabel: "Back",
      resendLabel: "Resend OTP",
    },
    done: {
      title: BOOKING_TEXT.verified.title,
      description: BOOKING_TEXT.verified.description,
      actionLabel: "Done",
    },
  };
}

type BookingDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; item: BookingItem };

export function BookingDialog({ open, onOpenChange, item }: BookingDialogProps) {
  return (
    <LazyVerificationDialog
      open={open}
      onOpenChange={onOpenChange}
      config={bookingDialogConfig(item)}
      initialValues={{
        ...itemValues(item),
        groupSize: "2",
        ...(item.type === "hotel" ? { rooms: "1" } : {}),
      }}
    />
  );
}
