import { describe, expect, it } from "vitest";
import { cataloguePrice, findCatalogueActivity } from "~/features/activities/index.server";
import { formatMoney } from "~/lib/money";
import { getAllDestinations, getDestinationPageData } from "./destinations.server";

/**
 * An experience of the catalogue offered as an itinerary add-on has one price per person, with its
 * currency, wherever it appears: its own page and the customiser read the same catalogue entry.
 */
describe("itinerary add-ons", () => {
  const addOns = getAllDestinations().flatMap((d) =>
    getDestinationPageData(d.slug)!.itineraries.flatMap((i) => i.customiser.activities),
  );

  it("price the Mara balloon safari exactly as its experience page does (US$89 per adult), not ₹46,000", () => {
    const balloon = findCatalogueActivity("maasai-mara-sunrise-balloon-safari")!;
    const kenya = getDestinationPageData("kenya")!.itineraries.flatMap((i) => i.customiser.activities);
    const asAddOn = kenya.filter((a) => a.activitySlug === balloon.slug);
    expect(asAddOn.length).toBeGreaterThan(0);
    for (const addOn of asAddOn) {
      expect(addOn.price).toEqual(cataloguePrice(balloon));
      expect(formatMoney(addOn.price, { compact: true })).toBe("US$89");
    }
    expect(kenya.some((a) => /balloon/i.test(a.name) && a.price.currency === "INR")).toBe(false);
  });

  it("take every linked experience's price from the catalogue, and every other add-on in rupees", () => {
    for (const addOn of addOns) {
      if (addOn.activitySlug) {
        expect(addOn.price, addOn.name).toEqual(cataloguePrice(findCatalogueActivity(addOn.activitySlug)!));
      } else {
        expect(addOn.price.currency, addOn.name).toBe("INR");
      }
    }
    expect(addOns.filter((a) => a.activitySlug).length).toBeGreaterThanOrEqual(10);
  });
});
