import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifiedPurpose } from "~/features/leads";
import { createProofCookie } from "~/features/verification/index.server";
import { formatInrRange } from "~/lib/format";
import { setConfigForTests } from "~/server/config.server";
import { loader } from "~/routes/api.v1.destinations.$slug.itinerary[.]pdf";
import { useTestConfig } from "../../../tests/helpers/verification";
import { DAILY_PLAN_UNLOCK_PURPOSES } from "./daily-plan-api.server";
import { getAllDestinations } from "./destinations.server";
import { itineraryPdfResponse, PDF_LOCKED_LINE, PDF_NOT_FOUND_MESSAGE } from "./itinerary-pdf.server";

beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const kenya = getAllDestinations().find((d) => d.slug === "kenya")!;
const DAY_MS = 24 * 60 * 60 * 1000;

const cookieFor = (purpose: VerifiedPurpose, now = Date.now()) =>
  createProofCookie(purpose, "+919876543210", now).split(";")[0];

function requestFor(slug: string, cookie?: string) {
  return new Request(`http://127.0.0.1:3000/api/v1/destinations/${slug}/itinerary.pdf`, {
    headers: cookie ? { cookie } : {},
  });
}

/** The route as the server runs it (compressed streams). */
function callRoute(slug: string, cookie?: string) {
  return loader({
    request: requestFor(slug, cookie),
    params: { slug },
    context: {} as never,
    unstable_pattern: "",
  } as unknown as Parameters<typeof loader>[0]);
}

/** The same response with readable streams, so the text can be read back. */
async function pdfFor(slug: string, cookie?: string) {
  const response = await itineraryPdfResponse(requestFor(slug, cookie), { slug }, { compress: false });
  return { response, text: pdfText(Buffer.from(await response.arrayBuffer())) };
}

/**
 * The text of an uncompressed pdfkit document. Embedded fonts write glyph ids, not characters; each
 * font's ToUnicode map turns them back into text, as a PDF reader's copy-and-paste does.
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(m[1], m[2]);
  const hexToText = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

  const fontMaps = new Map<string, Map<string, string>>();
  for (const [, name, id] of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = objects.get(id)?.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = toUnicode ? (objects.get(toUnicode) ?? "") : "";
    const map = new Map<string, string>();
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
      const targets = [...list.matchAll(/<([0-9a-f ]+)>/gi)].map((t) => hexToText(t[1].replace(/ /g, "")));
      targets.forEach((t, i) => map.set((Number.parseInt(start, 16) + i).toString(16).padStart(4, "0"), t));
    }
    fontMaps.set(name, map);
  }

  let font = new Map<string, string>();
  const lines: string[] = [];
  for (const m of source.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (m[1]) font = fontMaps.get(m[1]) ?? new Map();
    else {
      const glyphs = [...m[2].matchAll(/<([0-9a-f]+)>/gi)].flatMap((h) => h[1].match(/.{4}/g) ?? []);
      lines.push(glyphs.map((g) => font.get(g.toLowerCase()) ?? "?").join(""));
    }
  }
  // Wrapped lines break at spaces: joined with one, a sentence reads as it was written.
  return lines.join(" ").replace(/\s+/g, " ");
}

describe("GET /api/v1/destinations/:slug/itinerary.pdf", () => {
  it("answers a PDF download of the destination's itineraries, made per request", async () => {
    const response = await callRoute("kenya");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="kenya-itineraries.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toBe("Cookie");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(Number(response.headers.get("Content-Length"))).toBe(body.length);
    expect(body.length).toBeGreaterThan(10_000);
  });

  it("carries the brand, title, each itinerary with duration, ₹ price, highlights and inclusions", async () => {
    const { text } = await pdfFor("kenya");
    expect(text).toContain("LUXE VOYAGES");
    expect(text).toContain("Kenya");
    for (const itinerary of kenya.itineraries) {
      expect(text).toContain(itinerary.title);
      expect(text).toContain(itinerary.duration);
      expect(text).toContain(formatInrRange(itinerary.costMinInr, itinerary.costMaxInr));
      for (const highlight of itinerary.highlights) expect(text).toContain(highlight);
      expect(text).toContain(itinerary.customiser.hotels[0].name);
    }
    for (const highlight of kenya.highlights) expect(text).toContain(highlight);
    // Indian digit grouping with the rupee sign, e.g. ₹1,25,000.
    expect(text).toMatch(/₹\d{1,2},\d{2},\d{3}/);
  });

  it("without a proof has no day-by-day plan and says how to unlock it", async () => {
    const { text } = await pdfFor("kenya");
    expect(text).toContain(PDF_LOCKED_LINE);
    expect(text).not.toContain("Day 1:");
    expect(text).not.toContain(kenya.itineraries[0].dailyPlan[0].title);
  });

  it.each(DAILY_PLAN_UNLOCK_PURPOSES)(
    "with a valid %s proof holds every day-by-day plan",
    async (purpose) => {
      const { text } = await pdfFor("kenya", cookieFor(purpose));
      expect(text).not.toContain(PDF_LOCKED_LINE);
      for (const itinerary of kenya.itineraries)
        for (const day of itinerary.dailyPlan) expect(text).toContain(`Day ${day.day}: ${day.title}`);
    },
  );

  it("treats a forged or expired proof as none", async () => {
    const forged = cookieFor("itinerary_unlock").replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const expired = cookieFor("itinerary_unlock", Date.now() - DAY_MS - 60_000);
    for (const cookie of [forged, expired]) {
      const { response, text } = await pdfFor("kenya", cookie);
      expect(response.status).toBe(200);
      expect(text).toContain(PDF_LOCKED_LINE);
      expect(text).not.toContain(kenya.itineraries[0].dailyPlan[0].title);
    }
  });

  it.each(["atlantis", "Kenya", "../kenya", "x".repeat(50)])(
    "is a 404 JSON for the slug %j",
    async (slug) => {
      const response = await callRoute(slug);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: PDF_NOT_FOUND_MESSAGE });
    },
  );
});
