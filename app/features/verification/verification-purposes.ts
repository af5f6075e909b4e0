export type { VerifiedPurpose } from "~/features/leads";

export const VERIFICATION_CODE_LENGTH = 6;
