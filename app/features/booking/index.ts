// The booking request ('Book Your Adventure'): its one trigger and the schema its form and endpoint share.
export { BookingButton, type BookingButtonProps } from "./booking-button";
export type { BookingItem } from "./booking-types";
export {
  BOOKING_TEXT,
  bookingSchema,
  todayInIndia,
  type BookingInput,
  type BookingResult,
} from "./booking-schema";
