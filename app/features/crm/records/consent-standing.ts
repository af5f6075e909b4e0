/** What the contact sheet shows of a contact's consents, one line per purpose. */

export const CONSENT_PURPOSES = ["trip", "marketing", "whatsapp"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export type ConsentStanding = {
  purpose: ConsentPurpose;
  /** Given and live; withdrawn (and not given again); or never given. */
  state: "given" | "withdrawn" | "none";
  /** When it was given, or withdrawn. */
  at: string | null;
  /** The form it came from (the lead's type, e.g. quiz), if known. */
  sourceForm: string | null;
};

/** The staff's names for the purposes, as the traveller was asked. */
export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  trip: "Calls and messages about their trip",
  marketing: "Offers",
  whatsapp: "WhatsApp messages",
};

export const tripConsentWithdrawn = (standing: readonly ConsentStanding[]) =>
  standing.some((c) => c.purpose === "trip" && c.state === "withdrawn");
