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

  it("give each gallery frame a picture of its own, so its caption can say what it shows", () => {
    for (const h of hotels) {
      expect(new Set(h.gallery.map((g) => g.image)).size, h.id).toBe(h.gallery.length);
      expect(new Set(h.gallery.map((g) => g.caption)).size, h.id).toBe(h.gallery.length);
    }
  });

  it("draw each designed gallery detail from its own hotel's scene, in the scene's proportions", () => {
    const root =
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)" width="800" height="600"/;
    for (const h of hotels) {
      const scene = fs.readFileSync(`public${h.image}`, "utf8");
      for (const g of h.gallery.filter((g) => g.image.startsWith("/images/hotels/gallery/"))) {
        const art = fs.readFileSync(`public${g.image}`, "utf8");
        const [x, y, w, ht] = (art.match(root) ?? []).slice(1).map(Number) as number[];
        expect(w, g.image).toBeGreaterThan(0);
        // A window onto the 800 × 600 scene at 4:3, so nothing is stretched or left blank.
        expect(x! + w! <= 800 && y! + ht! <= 600, g.image).toBe(true);
        expect(w! * 3, g.image).toBeCloseTo(ht! * 4);
        expect(art.replace(root, ""), g.image).toBe(scene.replace(root, ""));
      }
    }
  });
});
