// Client-safe public API of phone verification. The server API is verification.server.ts.
export { PHONE_CONSENT, type PhoneConsent } from "./phone-consent";
export { VERIFICATION_CODE_LENGTH, VERIFICATION_PURPOSES, type KnownVerificationPurpose, type VerificationPurpose } from "./verification-purposes";
export { formatWait, rateLimitedText, tooManyAttemptsText, type RateLimitReason, type ToastText } from "./verification-messages";
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
export { PhoneConsentNote } from "./phone-consent-note";
export { ResendCountdown, useCountdown } from "./resend-countdown";
