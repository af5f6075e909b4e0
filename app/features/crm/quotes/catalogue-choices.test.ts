import { describe, expect, it } from "vitest";
import { catalogueActivities } from "~/features/activities/index.server";
import { catalogueChoices } from "./quotes.server";

describe("the catalogue an activity line starts from", () => {
  it("offers every experience once, the quote's destination first, each at its one per-person price", () => {
    const all = catalogueActivities();
    const choices = catalogueChoices("Kenya");
    expect(choices).toHaveLength(all.length);
    expect(new Set(choices.map((c) => c.code)).size).toBe(all.length);
    const kenya = all.filter((a) => a.country === "Kenya").length;
    expect(kenya).toBeGreaterThan(0);
    expect(choices.slice(0, kenya).every((c) => c.country === "Kenya")).toBe(true);
    expect(choices.slice(kenya).some((c) => c.country === "Kenya")).toBe(false);
    const balloon = all.find((a) => a.productCode === "LV-KE-001")!;
    expect(choices.find((c) => c.code === "LV-KE-001")!.price).toEqual({
      minor: balloon.priceUsd * 100,
      currency: "USD",
    });
  });

  it("with no destination, or one the catalogue lacks, lists them all by title", () => {
    for (const destination of [null, "Atlantis"]) {
      const titles = catalogueChoices(destination).map((c) => c.title);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    }
  });
});
