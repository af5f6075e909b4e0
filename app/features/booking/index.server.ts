// The booking request's server half: its lead flow, made by the app's lead-flow table with the
// content it may name, and served by the generic submission routes.
export { createBookingLeadFlow, type BookingCatalogue } from "./booking-flow.server";
