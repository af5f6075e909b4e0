/**
 * Site settings: brand, phones, WhatsApp, e-mails, address, social and partner sites. The one place
 * a phone number or outside URL is written; each value can be overridden by a SITE_* environment
 * variable (resolved on the server by app/server/site-settings.server.ts and sent by the root loader).
 */
export type SiteSettings = {
  brandName: string;
  brandTagline: string;
  phoneDisplay: string;
  phoneE164: string;
  emergencyPhoneDisplay: string;
  emergencyPhoneE164: string;
  weddingPhoneDisplay: string;
  weddingPhoneE164: string;
  /** Digits only, country code first, as wa.me wants it. */
  whatsappNumber: string;
  whatsappGreeting: string;
  whatsappPackagesMessage: string;
  supportEmail: string;
  salesEmail: string;
  /** The person who answers privacy requests and complaints, named in the privacy notice. */
  grievanceOfficerName: string;
  grievanceEmail: string;
  addressLines: string[];
  mapUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  visaSiteUrl: string;
  miceSiteUrl: string;
  reviewUrl: string;
};

export const defaultSiteSettings: SiteSettings = {
  brandName: "Luxe Voyages",
  brandTagline: "Luxury & corporate travel, crafted in Gurgaon",
  phoneDisplay: "+91 124 455 8800",
  phoneE164: "+911244558800",
  emergencyPhoneDisplay: "+91 98111 24724",
  emergencyPhoneE164: "+919811124724",
  weddingPhoneDisplay: "+91 98111 55800",
  weddingPhoneE164: "+919811155800",
  whatsappNumber: "919810267400",
  whatsappGreeting: "Hello Luxe Voyages! I'd like help planning a trip.",
  whatsappPackagesMessage: "Hi! I'm interested in your travel packages. Could you share the details?",
  supportEmail: "care@luxevoyages.in",
  salesEmail: "hello@luxevoyages.in",
  grievanceOfficerName: "Grievance Officer, Luxe Voyages",
  grievanceEmail: "grievance@luxevoyages.in",
  addressLines: ["Level 9, Two Horizon Centre", "Golf Course Road, DLF Phase 5", "Gurgaon, Haryana 122002"],
  mapUrl: "https://maps.google.com/?q=Two+Horizon+Centre+Gurgaon",
  instagramUrl: "https://www.instagram.com/luxevoyages.in",
  linkedinUrl: "https://www.linkedin.com/company/luxevoyages",
  visaSiteUrl: "https://visa.luxevoyages.in",
  miceSiteUrl: "https://mice.luxevoyages.in",
  reviewUrl: "https://g.page/r/luxevoyages/review",
};

/**
 * Every number a visitor can reach us on, what it is for, and which settings hold it. The travel desk
 * (a Gurgaon landline) takes calls about trips; the wedding desk's mobile takes calls and WhatsApp
 * about weddings; the emergency line is for travellers already on a trip; the WhatsApp concierge
 * answers chat about everything else. No two are so alike that one reads as a typo of the other.
 */
export const PHONE_LINES = {
  main: { purpose: "Travel desk: calls about trips", digits: (s: SiteSettings) => s.phoneE164 },
  wedding: {
    purpose: "Wedding desk: calls and WhatsApp about weddings",
    digits: (s: SiteSettings) => s.weddingPhoneE164,
  },
  emergency: {
    purpose: "Emergency line for travellers on a trip",
    digits: (s: SiteSettings) => s.emergencyPhoneE164,
  },
  whatsapp: { purpose: "WhatsApp concierge: chat", digits: (s: SiteSettings) => `+${s.whatsappNumber}` },
} as const;

/** The wedding desk on WhatsApp: its own mobile, so a couple reaches the people who plan weddings. */
export function weddingWhatsappNumber(s: SiteSettings) {
  return s.weddingPhoneE164.replace(/^\+/, "");
}

export function whatsappLink(number: string, message: string) {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
