import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  HOTEL_CATEGORIES,
  HOTEL_PRICE_MAX,
  HOTEL_PRICE_MIN,
  hotels,
  QUICK_AMENITY_FILTERS,
} from "./hotels-data";
import { hotelListSchema } from "./hotels-schema";
import { hasAmenity } from "./hotel-filters";

describe("the ten Goa hotels", () => {
  it("pass the schema and its cross-field rules", () => {
    expect(() => hotelListSchema.parse(hotels)).not.toThrow();
    expect(hotels).toHaveLength(10);
  });

  it("price between ₹10,000 and ₹30,000 a night and use every category", () => {
    for (const h of hotels) {
      expect(h.pricePerNight).toBeGreaterThanOrEqual(HOTEL_PRICE_MIN);
      expect(h.pricePerNight).toBeLessThanOrEqual(HOTEL_PRICE_MAX);
    }
    expect(new Set(hotels.map((h) => h.category))).toEqual(new Set(HOTEL_CATEGORIES));
  });

  it("give every quick amenity filter at least one match, and none to all hotels", () => {
    for (const a of QUICK_AMENITY_FILTERS) {
      const n = hotels.filter((h) => hasAmenity(h, a)).length;
      expect(n, a).toBeGreaterThan(0);
      expect(n, a).toBeLessThan(hotels.length);
    }
  });

  it("have art on disk for the card, hero and gallery", () => {
    for (const h of hotels) {
      expect(fs.existsSync(`public${h.image}`), h.image).toBe(true);
      for (const g of h.gallery) expect(fs.existsSync(`public${g.image}`), g.image).toBe(true);
    }
  });
});
