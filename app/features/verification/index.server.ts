// Phone verification and the lead-flow layer, for other features' server code.
export {
  createLeadFlow,
  readFlowFields,
  submissionExists,
  type FlowFields,
  type FlowSubmission,
  type LeadFlowDefinition,
  type LeadFlowHandlers,
  type LeadFlowTexts,
} from "./lead-flow.server";
export {
  createEmailProofCookie,
  createProofCookie,
  getVerifiedPhone,
  hasEmailProof,
  readProof,
} from "./verification-proof.server";
export { hasVerificationProof, VERIFICATION_PURGE_TASK } from "./verification.server";
export { createEmailCodeSteps, type EmailCodeDeps } from "./email-code.server";
export { createEnquiryFlow, type EnquiryFlowTexts, type EnquiryReceived } from "./enquiry-flow.server";
export {
  deliveryOfSubmission,
  handleMsg91Report,
  handleTwilioReport,
  recordDeliveryReport,
} from "./sms-delivery.server";
