// Phone verification and the lead-flow layer, for other features' server code.
export { createLeadFlow } from "./lead-flow.server";
export type {
  FlowFields,
  FlowSubmission,
  LeadFlowDefinition,
  LeadFlowHandlers,
  LeadFlowTexts,
} from "./lead-flow-definition.server";
export { readFlowFields } from "./lead-flow-request.server";
export { findFlowSubmission, submissionExists } from "./lead-flow-submissions.server";
export {
  createEmailProofCookie,
  createProofCookie,
  getVerifiedPhone,
  hasEmailProof,
  readProof,
} from "./verification-proof.server";
export {
  hasVerificationProof,
  internationalVerifiedNote,
  verifiedCodeChannel,
  sendVerificationCode,
  VERIFICATION_PURGE_TASK,
} from "./verification.server";
export { type EmailCodeDeps } from "./email-code.server";
export { createEmailCodeSteps } from "./email-code-steps.server";
export { createEnquiryFlow, type EnquiryFlowTexts, type EnquiryReceived } from "./enquiry-flow.server";
export {
  codeDeliveryOfSubmission,
  handleMsg91Report,
  handleTwilioReport,
  recordDeliveryReport,
} from "./sms-delivery.server";
