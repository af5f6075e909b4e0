// The booking request's server half: its lead flow, served by the generic submission routes.
export { bookingLeadFlow } from "./booking-flow.server";
