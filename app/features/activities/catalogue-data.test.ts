import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUGGESTED_DESTINATIONS, suggestFor } from "./activity-suggestions";
import { ACTIVITY_TYPES } from "./activity-types";
import { CATALOGUE } from "./catalogue-data.server";
import { runsOn, searchCatalogue } from "./catalogue.server";

const OUR_DESTINATIONS = [
  "kenya",
  "norway",
  "bali",
  "vietnam",
  "japan",
  "dubai",
  "switzerland",
  "thailand",
  "singapore",
  "malaysia",
  "mauritius",
  "maldives",
  "sri-lanka",
  "hong-kong",
  "saudi-arabia",
  "abu-dhabi",
  "oman",
  "azerbaijan",
];

describe("the activities catalogue", () => {
  it("has at least 40 activities, each unique, within its ranges", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CATALOGUE.map((a) => a.slug)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((a) => a.productCode)).size).toBe(CATALOGUE.length);
    for (const a of CATALOGUE) {
      expect(a.slug, a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.productCode, a.slug).toMatch(/^LV-[A-Z]{2}-\d{3}$/);
      expect(a.priceUsd, a.slug).toBeGreaterThanOrEqual(29);
      expect(a.priceUsd, a.slug).toBeLessThanOrEqual(89);
      expect(a.rating, a.slug).toBeGreaterThanOrEqual(4);
      expect(a.rating, a.slug).toBeLessThanOrEqual(5);
      expect(a.summary.length, a.slug).toBeLessThanOrEqual(200);
      expect(a.highlights.length, a.slug).toBeGreaterThanOrEqual(4);
      expect(a.schedule.length, a.slug).toBeGreaterThanOrEqual(3);
      for (const step of a.schedule) expect(step.time, a.slug).toMatch(/^\d{2}:\d{2}$/);
      expect(a.included.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.requirements.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.safety.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(
        a.availability.weekdays.every((d) => d >= 0 && d <= 6),
        a.slug,
      ).toBe(true);
      expect(
        a.availability.closedMonths.every((m) => m >= 1 && m <= 12),
        a.slug,
      ).toBe(true);
      expect(a.destinationSlug === null || OUR_DESTINATIONS.includes(a.destinationSlug), a.slug).toBe(true);
    }
  });

  it("covers every destination of ours twice and every activity type twice", () => {
    for (const d of OUR_DESTINATIONS)
      expect(CATALOGUE.filter((a) => a.destinationSlug === d).length, d).toBeGreaterThanOrEqual(2);
    for (const t of ACTIVITY_TYPES)
      expect(CATALOGUE.filter((a) => a.category === t).length, t).toBeGreaterThanOrEqual(2);
  });

  it("has its designed image for every activity", () => {
    for (const a of CATALOGUE) {
      const file = path.join(process.cwd(), "public", a.image.src);
      expect(fs.existsSync(file), a.image.src).toBe(true);
      expect(fs.readFileSync(file, "utf8"), a.image.src).toMatch(/^<svg [^>]*viewBox="0 0 800 600"/);
      expect(a.image.alt.length, a.slug).toBeGreaterThan(10);
    }
  });
});

/** Minutes since midnight of an "HH:MM" time. */
function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

describe("the schedules", () => {
  it("run from the start in order, at round times, within the experience's length", () => {
    for (const a of CATALOGUE) {
      expect(a.schedule.length, a.slug).toBeGreaterThanOrEqual(3);
      expect(a.schedule.length, a.slug).toBeLessThanOrEqual(6);
      // The voucher gives the first step's time as when to be ready.
      expect(a.schedule[0]!.time, a.slug).toBe(a.start);
      let previous = -1;
      for (const step of a.schedule) {
        expect(step.time, a.slug).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        // As an operator publishes them: 05:45, not 05:48.
        expect(minutesOf(step.time) % 5, `${a.slug} ${step.time}`).toBe(0);
        // Counted from the start, so a night out carries on past midnight.
        const sinceStart = (minutesOf(step.time) - minutesOf(a.start) + 24 * 60) % (24 * 60);
        expect(sinceStart, `${a.slug} ${step.time}`).toBeGreaterThan(previous);
        previous = sinceStart;
        // "Meet at At the Top entrance": a name dropped into a sentence.
        expect(step.title, a.slug).not.toMatch(/\b(at|the|a|to|in|from) \1\b/i);
        expect(step.title, a.slug).not.toMatch(/\b(at|from|to) (At|Your|The)\b/);
        expect(step.detail.length, a.slug).toBeGreaterThan(10);
      }
      // The last step may begin the way home, so allow half an hour past the stated length.
      expect(previous, a.slug).toBeLessThanOrEqual(a.durationHours * 60 + 30);
    }
  });

  it("serve meals at meal times", () => {
    for (const a of CATALOGUE) {
      for (const step of a.schedule) {
        const at = minutesOf(step.time);
        const where = `${a.slug} ${step.time} ${step.title}`;
        if (/\bbreakfast\b/i.test(step.title)) expect(at, where).toBeLessThan(10 * 60 + 30);
        if (/\blunch\b/i.test(step.title)) {
          expect(at, where).toBeGreaterThanOrEqual(11 * 60);
          expect(at, where).toBeLessThanOrEqual(15 * 60);
        }
        if (/\bdinner\b/i.test(step.title)) expect(at, where).toBeGreaterThanOrEqual(17 * 60 + 30);
      }
    }
  });

  it("are written for each experience, not filled in from a pattern", () => {
    const entriesByTitle = new Map<string, Set<string>>();
    for (const a of CATALOGUE)
      for (const step of a.schedule)
        entriesByTitle.set(step.title, (entriesByTitle.get(step.title) ?? new Set()).add(a.slug));
    const shared = [...entriesByTitle].filter(([, slugs]) => slugs.size > 2).map(([title]) => title);
    expect(shared).toEqual([]);
  });
});

describe("the local search", () => {
  it("matches title, location, category and description, and falls back to the first word", () => {
    expect(
      searchCatalogue("balloon").every((a) =>
        /balloon/i.test(`${a.title} ${a.category} ${a.summary} ${a.description.join(" ")}`),
      ),
    ).toBe(true);
    expect(searchCatalogue("Kenya").map((a) => a.destinationSlug)).toEqual(["kenya", "kenya"]);
    expect(searchCatalogue("Wildlife Safari").length).toBeGreaterThanOrEqual(3);
    // Every word somewhere, in any order.
    expect(searchCatalogue("kenya balloon").map((a) => a.slug)).toEqual([
      "maasai-mara-sunrise-balloon-safari",
    ]);
    // Nothing has both words: the first word decides.
    const fallback = searchCatalogue("dubai quidditch");
    expect(fallback.length).toBeGreaterThan(0);
    expect(
      fallback.every((a) =>
        /dubai/i.test(`${a.title} ${a.location} ${a.summary} ${a.description.join(" ")}`),
      ),
    ).toBe(true);
    expect(searchCatalogue("zzzz nothing")).toEqual([]);
    expect(searchCatalogue("travel activities")).toHaveLength(CATALOGUE.length);
  });

  it("knows the days an activity runs", () => {
    const mosque = CATALOGUE.find((a) => a.slug === "sheikh-zayed-mosque-and-louvre")!;
    expect(runsOn(mosque, "2030-01-04")).toBe(false); // a Friday
    expect(runsOn(mosque, "2030-01-05")).toBe(true);
    const aurora = CATALOGUE.find((a) => a.slug === "tromso-northern-lights-chase")!;
    expect(runsOn(aurora, "2030-07-10")).toBe(false);
    expect(runsOn(aurora, "2030-01-10")).toBe(true);
    expect(runsOn(aurora, "not-a-day")).toBe(false);
  });
});

describe("suggestions", () => {
  it("offers about a hundred destinations, unique", () => {
    expect(SUGGESTED_DESTINATIONS.length).toBeGreaterThanOrEqual(90);
    expect(new Set(SUGGESTED_DESTINATIONS).size).toBe(SUGGESTED_DESTINATIONS.length);
  });

  it("ranks names that start with the input, then word starts, then anywhere; at most five", () => {
    expect(suggestFor("", SUGGESTED_DESTINATIONS)).toEqual([]);
    expect(suggestFor("   ", SUGGESTED_DESTINATIONS)).toEqual([]);
    expect(suggestFor("lumpur", SUGGESTED_DESTINATIONS)).toEqual(["Kuala Lumpur"]);
    expect(suggestFor("KY", SUGGESTED_DESTINATIONS)).toEqual(["Kyoto", "Tokyo"]);
    expect(suggestFor("a", SUGGESTED_DESTINATIONS)).toHaveLength(5);
    expect(suggestFor("a", SUGGESTED_DESTINATIONS)[0]).toBe("Abu Dhabi");
    const ma = suggestFor("ma", SUGGESTED_DESTINATIONS);
    expect(ma.slice(0, 4)).toEqual(["Malaysia", "Mauritius", "Maldives", "Maasai Mara"]);
    expect(suggestFor("saf", ACTIVITY_TYPES)).toEqual(["Wildlife Safari"]);
  });
});
