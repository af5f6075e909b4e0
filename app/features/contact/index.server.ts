// The contact page's server half: its enquiry flow, served by the generic lead-flow routes.
export { contactLeadFlow } from "./contact-flow.server";
