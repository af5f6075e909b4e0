/**
 * The notice shown under every phone field and stored with every lead (India's DPDP Act 2023 asks
 * for notice and a record of consent). Changing the wording means a new version, so each lead keeps
 * the exact text its visitor saw.
 */
export const PHONE_CONSENT = {
  version: "phone-consent-2025-01",
  text: "We'll use this number to send your code and to contact you about your trip.",
} as const;

export type PhoneConsent = { version: string; text: string };
