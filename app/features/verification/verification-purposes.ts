/**
 * What a phone is being verified for. Each purpose has its own code, its own proof cookie and its
 * own browser-cache entry; later flows add purposes here without changing the service.
 */
export const VERIFICATION_PURPOSES = ["quiz", "priority_access", "booking", "callback", "itinerary_unlock", "deal_booking"] as const;
export type KnownVerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
// Open for purposes added later while keeping autocompletion for the known ones.
export type VerificationPurpose = KnownVerificationPurpose | (string & {});

export const VERIFICATION_CODE_LENGTH = 6;
