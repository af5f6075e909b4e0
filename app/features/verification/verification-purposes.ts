export type { VerifiedPurpose } from "~/features/leads";
// Kept only until the browser cache module moves to the purpose table's name.
export type { VerifiedPurpose as VerificationPurpose } from "~/features/leads";

export const VERIFICATION_CODE_LENGTH = 6;
