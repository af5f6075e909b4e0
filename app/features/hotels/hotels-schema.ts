import { z } from "~/lib/zod";
import { HOTEL_CATEGORIES, HOTEL_PRICE_MAX, HOTEL_PRICE_MIN } from "./hotel-options";

/** Validation of the Goa hotel content (used by tests; kept apart so the browser never loads zod for static content). */
export const hotelCategorySchema = z.enum(HOTEL_CATEGORIES);

export const galleryItemSchema = z.object({
  image: z.string().min(1),
  caption: z.string().min(3),
  /**
   * What the photo shows, for screen readers, when it says more than the visible caption. Left out,
   * the image is skipped by screen readers and the caption alone names it (read once, not twice).
   */
  alt: z.string().min(3).optional(),
});

export const roomTypeSchema = z.object({
  name: z.string().min(3),
  sizeSqft: z.number().int().positive(),
  /** e.g. "King bed" or "King or twin beds" */
  bed: z.string().min(3),
  /** e.g. "Sea view" */
  view: z.string().min(3),
  /** Rupees per night; the first (entry) room type equals the hotel's pricePerNight. */
  pricePerNight: z.number().int().positive(),
});

export const diningSchema = z.object({
  name: z.string().min(2),
  cuisine: z.string().min(3),
  description: z.string().min(20),
});

export const nearbySchema = z.object({
  place: z.string().min(3),
  /** e.g. "38 km" or "On the beach" */
  distance: z.string().min(2),
});

export const hotelSchema = z.object({
  /** kebab-case slug used in /hotel/{hotelId} */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  /** Locality and region, e.g. "Candolim, North Goa" */
  location: z.string().min(3),
  /** Entry price in rupees per night; the search price slider applies to this value. */
  pricePerNight: z.number().int().min(HOTEL_PRICE_MIN).max(HOTEL_PRICE_MAX),
  rating: z.number().min(4.1).max(4.9),
  stars: z.union([z.literal(4), z.literal(5)]),
  reviewCount: z.number().int().positive(),
  /** Card and hero image: "/images/hotels/<id>.svg" by default. */
  image: z.string().min(1),
  /**
   * Photo Gallery on the detail page: 4 items, each its own picture with a caption saying what it
   * shows. Until the agency's photographs are in, the first is the hotel's designed scene and the
   * others are details of it (images/hotels/gallery/, the same art with a narrower viewBox).
   */
  gallery: z.array(galleryItemSchema).length(4),
  amenities: z.array(z.string().min(2)).min(4),
  /** One or two sentences for the search card. */
  description: z.string().min(60).max(260),
  category: hotelCategorySchema,
  rooms: z.number().int().positive(),
  features: z.array(z.string().min(3)).min(3).max(5),
  /** About This Hotel: two paragraphs. */
  about: z.array(z.string().min(120)).length(2),
  roomTypes: z.array(roomTypeSchema).length(3),
  dining: z.array(diningSchema).min(2).max(3),
  activities: z.array(z.string().min(3)).min(4).max(6),
  sustainability: z.array(z.string().min(3)).min(3).max(4),
  address: z.string().min(10),
  checkIn: z.string().min(4),
  checkOut: z.string().min(4),
  /** Airport, a beach and a landmark, in that order. */
  nearby: z.array(nearbySchema).length(3),
});

/** The list, with cross-field rules: unique ids and ratings, first room price equals the hotel price. */
export const hotelListSchema = z.array(hotelSchema).superRefine((list, ctx) => {
  const ids = new Set<string>();
  const ratings = new Set<number>();
  list.forEach((h, i) => {
    if (ids.has(h.id)) ctx.addIssue({ code: "custom", message: `duplicate id ${h.id}`, path: [i, "id"] });
    ids.add(h.id);
    if (ratings.has(h.rating))
      ctx.addIssue({ code: "custom", message: `duplicate rating ${h.rating}`, path: [i, "rating"] });
    ratings.add(h.rating);
    if (h.roomTypes[0]?.pricePerNight !== h.pricePerNight) {
      ctx.addIssue({
        code: "custom",
        message: "first room type must be priced at pricePerNight",
        path: [i, "roomTypes"],
      });
    }
  });
});

export type HotelCategory = z.infer<typeof hotelCategorySchema>;
export type HotelGalleryItem = z.infer<typeof galleryItemSchema>;
export type HotelRoomType = z.infer<typeof roomTypeSchema>;
export type HotelDining = z.infer<typeof diningSchema>;
export type HotelNearby = z.infer<typeof nearbySchema>;
export type Hotel = z.infer<typeof hotelSchema>;
