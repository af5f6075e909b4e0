import { z } from "~/lib/zod";

/** Validation of the wedding planner content (used by tests; kept apart so the browser never loads zod for static content). */
export const weddingServiceSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40),
  /** A lucide-react icon component name, e.g. "Crown". */
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/),
});

export const weddingVenueSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  /** "City or area, State", e.g. "Udaipur, Rajasthan"; the state is one of WEDDING_STATES. */
  location: z.string().regex(/^.+, (Rajasthan|Goa|Kerala|Himachal Pradesh)$/),
  /** e.g. "Palace", "Fort", "Beach Resort", "Backwater Resort", "Mountain Resort" */
  type: z.string().min(3),
  /** Indicative total budget text, e.g. "₹45 lakh – ₹1.2 crore" */
  priceRange: z.string().regex(/^₹.+ – ₹.+$/),
  /** "/images/wedding/<id>.svg" by default. */
  image: z.string().min(1),
  features: z.array(z.string().min(3)).min(3).max(4),
  description: z.string().min(80),
});

export const weddingPackageSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  /** Display text, e.g. "₹50 lakh onwards" */
  price: z.string().min(3),
  /** The same starting price as a number of rupees. */
  fromPriceInr: z.number().int().positive(),
  /** e.g. "7 days" */
  duration: z.string().regex(/^\d+ days$/),
  description: z.string().min(40),
  /** Venue ids (from `venues`) this package is usually built around. */
  venueIds: z.array(z.string()).min(1),
  highlights: z.array(z.string().min(3)).min(4).max(5),
  events: z.array(z.string().min(3)).min(4),
});

export const guestExperienceTabSchema = z.object({
  id: z.enum(["welcome", "activities", "dining", "wellness"]),
  label: z.enum(["Welcome", "Activities", "Dining", "Wellness"]),
  title: z.string().min(3),
  description: z.string().min(40),
  items: z.array(z.string().min(3)).length(4),
});

export type WeddingService = z.infer<typeof weddingServiceSchema>;
export type WeddingVenue = z.infer<typeof weddingVenueSchema>;
export type WeddingPackage = z.infer<typeof weddingPackageSchema>;
export type GuestExperienceTab = z.infer<typeof guestExperienceTabSchema>;
