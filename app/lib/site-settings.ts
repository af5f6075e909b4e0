/**
 * Site settings: brand, phones, WhatsApp, e-mails, address, social and partner sites. The one place
 * a phone number or outside URL is written; each value can be overridden by an environment variable
 * (read on the server in the root loader, see site-settings.server.ts).
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
  whatsappNumber: "919811155880",
  whatsappGreeting: "Hello Luxe Voyages! I'd like help planning a trip.",
  whatsappPackagesMessage: "Hi! I'm interested in your travel packages. Could you share the details?",
  supportEmail: "care@luxevoyages.in",
  salesEmail: "hello@luxevoyages.in",
  addressLines: ["Level 9, Two Horizon Centre", "Golf Course Road, DLF Phase 5", "Gurgaon, Haryana 122002"],
  mapUrl: "https://maps.google.com/?q=Two+Horizon+Centre+Gurgaon",
  instagramUrl: "https://www.instagram.com/luxevoyages.in",
  linkedinUrl: "https://www.linkedin.com/company/luxevoyages",
  visaSiteUrl: "https://visa.luxevoyages.in",
  miceSiteUrl: "https://mice.luxevoyages.in",
  reviewUrl: "https://g.page/r/luxevoyages/review",
};

/** Environment variable names that override each setting. */
export const siteSettingsEnv: Record<keyof SiteSettings, string> = {
  brandName: "SITE_BRAND_NAME",
  brandTagline: "SITE_BRAND_TAGLINE",
  phoneDisplay: "SITE_PHONE_DISPLAY",
  phoneE164: "SITE_PHONE",
  emergencyPhoneDisplay: "SITE_EMERGENCY_PHONE_DISPLAY",
  emergencyPhoneE164: "SITE_EMERGENCY_PHONE",
  weddingPhoneDisplay: "SITE_WEDDING_PHONE_DISPLAY",
  weddingPhoneE164: "SITE_WEDDING_PHONE",
  whatsappNumber: "SITE_WHATSAPP_NUMBER",
  whatsappGreeting: "SITE_WHATSAPP_GREETING",
  whatsappPackagesMessage: "SITE_WHATSAPP_PACKAGES_MESSAGE",
  supportEmail: "SITE_SUPPORT_EMAIL",
  salesEmail: "SITE_SALES_EMAIL",
  addressLines: "SITE_ADDRESS",
  mapUrl: "SITE_MAP_URL",
  instagramUrl: "SITE_INSTAGRAM_URL",
  linkedinUrl: "SITE_LINKEDIN_URL",
  visaSiteUrl: "SITE_VISA_URL",
  miceSiteUrl: "SITE_MICE_URL",
  reviewUrl: "SITE_REVIEW_URL",
};

export function whatsappLink(number: string, message: string) {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
