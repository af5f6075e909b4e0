import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  guestExperience,
  services,
  venues,
  WEDDING_STATES,
  weddingHeroImage,
  weddingPackages,
} from "./wedding-data";
import {
  guestExperienceTabSchema,
  weddingPackageSchema,
  weddingServiceSchema,
  weddingVenueSchema,
} from "./wedding-schema";

describe("wedding planner content", () => {
  it("matches its schemas", () => {
    for (const s of services) weddingServiceSchema.parse(s);
    for (const v of venues) weddingVenueSchema.parse(v);
    for (const p of weddingPackages) weddingPackageSchema.parse(p);
    for (const t of guestExperience) guestExperienceTabSchema.parse(t);
  });

  it("has six venues across Rajasthan, Goa, Kerala and Himachal Pradesh", () => {
    expect(venues).toHaveLength(6);
    const states = new Set(venues.map((v) => v.location.split(", ").at(-1)));
    expect(states).toEqual(new Set(WEDDING_STATES));
    for (const v of venues) expect(fs.existsSync(`public${v.image}`), v.image).toBe(true);
    expect(fs.existsSync(`public${weddingHeroImage}`)).toBe(true);
  });

  it("has the three packages with the agency's prices and durations, each built around real venues", () => {
    expect(weddingPackages.map((p) => [p.name, p.fromPriceInr, p.duration])).toEqual([
      ["Royal Heritage", 50_00_000, "7 days"],
      ["Tropical Paradise", 30_00_000, "5 days"],
      ["Mountain Retreat", 35_00_000, "6 days"],
    ]);
    const venueIds = new Set(venues.map((v) => v.id));
    for (const p of weddingPackages) for (const id of p.venueIds) expect(venueIds.has(id), id).toBe(true);
  });

  it("has the four guest-experience tabs in order", () => {
    expect(guestExperience.map((t) => t.label)).toEqual(["Welcome", "Activities", "Dining", "Wellness"]);
  });
});
