/**
 * The notice shown under every phone field and stored with every lead (India's DPDP Act 2023 asks
 * for notice and a record of consent). Changing the wording means a new version, so each lead keeps
 * the exact text its visitor saw.
 */
/**
 * The note as shown: plain words, two of them links. It says itself what is collected and why, how
 * to withdraw and how to complain, so a person need not open the notice to learn either; the stored
 * `text` is exactly these words.
 */
export const PHONE_CONSENT_PARTS = [
  "We'll use this number to send your code and to contact you about this trip. Withdraw any time on ",
  { to: "/privacy/my-data", label: "My data" },
  "; to complain, write to our ",
  { to: "/privacy/notice#notice-complain", label: "Grievance Officer" },
  ".",
] as const;

export const PHONE_CONSENT = {
  version: "phone-consent-2026-11",
  text: PHONE_CONSENT_PARTS.map((part) => (typeof part === "string" ? part : part.label)).join(""),
} as const;

export type PhoneConsent = { version: string; text: string };

/**
 * The two plain, unticked choices of the code step, each its own consent beside the trip one: the
 * words are stored as shown, so a new wording is a new version.
 */
export const OPT_IN_CHOICES = {
  whatsapp: {
    version: "whatsapp-updates-2026-11",
    text: "Send me updates about my trip on WhatsApp",
  },
  marketing: {
    version: "marketing-offers-2026-11",
    text: "Send me offers and travel ideas",
  },
} as const;

export type OptIns = { whatsapp: boolean; marketing: boolean };
