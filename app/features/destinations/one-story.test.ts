import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ABOUT_STATS } from "~/features/about";
import { deals } from "~/features/deals";
import { packages } from "~/features/packages/index.server";
import { DESTINATION_COUNT } from "~/lib/destination-index";
import { fromPriceText } from "./destination-facts";
import { destinationMeta } from "./destination-seo";
import { getAllDestinations, getDestinationPageData, pricesOnSale } from "./destinations.server";

const appDir = path.resolve(import.meta.dirname, "../..");

/** Rupees a visitor reads in "₹1.45 lakh" or "₹1,24,999" (the first such figure in the text). */
function rupeesIn(text: string): number {
  const lakh = /₹(\d+(?:\.\d+)?) lakh/.exec(text);
  if (lakh) return Math.round(Number(lakh[1]) * 100000);
  const plain = /₹([\d,]+)/.exec(text);
  if (!plain) throw new Error(`No rupee figure in "${text}"`);
  return Number(plain[1].replaceAll(",", ""));
}

/** Every non-test source file under app/, with its text. */
function sources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push({ file: path.relative(appDir, full), text: fs.readFileSync(full, "utf8") });
      }
    }
  };
  walk(appDir);
  return out;
}

describe("one figure per fact", () => {
  it.each(getAllDestinations().map((d) => [d.slug, d] as const))(
    "%s: the hero's and the meta description's 'from' price is never below what is on sale",
    (slug, d) => {
      const page = getDestinationPageData(slug)!;
      const lowest = Math.min(...pricesOnSale(d));
      const hero = rupeesIn(fromPriceText(page.startingPriceInr));
      const meta = rupeesIn(destinationMeta(page).description);
      expect(hero).toBe(meta);
      expect(hero).toBeGreaterThanOrEqual(lowest);
      // …and not above it either: the cheapest thing on sale is what "from" names.
      expect(hero).toBe(lowest);
    },
  );

  it("quotes Kenya from the Kenya package's price, the cheapest Kenya trip on sale", () => {
    const kenyaPackage = packages.find((p) => p.destination === "Kenya")!;
    const page = getDestinationPageData("kenya")!;
    expect(page.startingPriceInr).toBeLessThanOrEqual(kenyaPackage.currentPrice);
    expect(destinationMeta(page).description).toContain(`from ${fromPriceText(page.startingPriceInr)}`);
  });

  it("never quotes a destination 'from' above a deal for it", () => {
    for (const deal of deals.filter((x) => x.destinationSlug)) {
      expect(getDestinationPageData(deal.destinationSlug!)!.startingPriceInr).toBeLessThanOrEqual(
        deal.priceInr,
      );
    }
  });

  it("counts the destinations once, from the data, on every page", () => {
    expect(DESTINATION_COUNT).toBe(getAllDestinations().length);
    expect(ABOUT_STATS.find((s) => s.label === "Countries Covered")!.value).toBe(String(DESTINATION_COUNT));
    const typed = sources().filter(({ text }) =>
      /["'>\s`]\d+ (?:destinations|countries covered)\b/i.test(
        text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ""),
      ),
    );
    expect(typed.map((s) => s.file)).toEqual([]);
  });

  it("spells Maasai Mara one way everywhere", () => {
    const masai = sources().filter(({ text }) => /\bMasai\b/.test(text));
    expect(masai.map((s) => s.file)).toEqual([]);
  });
});
