/** What the server may use from deals: the deal booking's endpoints. */
export { dealBookingLeadFlow } from "./deal-booking-flow.server";
