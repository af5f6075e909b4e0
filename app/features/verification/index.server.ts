// Phone verification and the lead-flow layer, for other features' server code.
export {
  createLeadFlow,
  type FlowFields,
  type FlowSubmission,
  type LeadFlowDefinition,
  type LeadFlowHandlers,
  type LeadFlowTexts,
} from "./lead-flow.server";
export { createProofCookie, getVerifiedPhone, readProof } from "./verification-proof.server";
export { VERIFICATION_PURGE_TASK } from "./verification.server";
export { createEnquiryFlow, type EnquiryFlowTexts, type EnquiryReceived } from "./enquiry-flow.server";
