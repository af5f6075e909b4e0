// Phone verification and the lead-flow layer for the browser: the hook, the code step, the dialog
// (loaded on open). The server half is index.server.ts.
export { PHONE_CONSENT, type OptIns, type PhoneConsent } from "./phone-consent";
export { VERIFICATION_CODE_LENGTH } from "./verification-purposes";
export {
  formatWait,
  rateLimitedText,
  tooManyAttemptsText,
  type RateLimitReason,
} from "./verification-messages";
export type {
  CodeSent,
  FlowErrorBody,
  KeptUnverified,
  ProofGranted,
  ProofStatus,
  SkippedCode,
  ToastText,
  Verified,
} from "./lead-flow-types";
export { leadFlowEndpoints } from "./lead-flow-types";
export {
  VERIFICATION_CACHE_KEY,
  VERIFICATION_CACHE_TTL_MS,
  cleanupVerificationCache,
  forgetPhoneVerification,
  getVerificationEntry,
  isPhoneVerified,
  markPhoneVerified,
  verificationCacheKey,
  type VerificationCacheEntry,
} from "./verification-cache";
export {
  announceProof,
  onProofAnnounced,
  useProofAnnouncements,
  type ProofListener,
} from "./verified-proofs";
export { PhoneConsentNote } from "./phone-consent-note";
export { CodeEmailBox, codeEmailBoxId, NumberAbroadSwitch, numberNeedsCodeEmail } from "./number-abroad";
export { ResendCountdown, useCountdown } from "./resend-countdown";
export {
  loadPhoneVerificationActions,
  usePhoneVerification,
  type PhoneVerification,
  type PhoneVerificationState,
  type PhoneVerificationTexts,
} from "./use-phone-verification";
export { CodeStep, NO_OPT_INS, OptInChoices, type CodeStepTexts } from "./code-step";
export { KeptUnverifiedNotice } from "./kept-unverified-notice";
export { LazyVerificationDialog, lazyVerificationDialog } from "./verification-dialog-lazy";
export type { DetailField, VerificationDialogConfig } from "./verification-dialog";
