import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VerifiedPurpose } from "~/features/leads";
import { createProofCookie } from "~/features/verification/index.server";
import { formatInrRange } from "~/lib/format";
import { apiTierOf } from "~/server/api-rate-limits.server";
import { setConfigForTests } from "~/server/config.server";
import { loader } from "~/routes/api.v1.destinations.$slug.itinerary[.]pdf";
import { pdfText } from "../../../tests/helpers/pdf-text";
import { useTestConfig } from "../../../tests/helpers/verification";
import { DAILY_PLAN_UNLOCK_PURPOSES } from "./daily-plan-api.server";
import { getAllDestinations, getDailyPlan, getDestinationPageData } from "./destinations.server";
import { PDF_LOCKED_LINE, PDF_NOT_FOUND_MESSAGE, renderItineraryPdf } from "./itinerary-pdf.server";

beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const kenya = getAllDestinations().find((d) => d.slug === "kenya")!;
const DAY_MS = 24 * 60 * 60 * 1000;

const cookieFor = (purpose: VerifiedPurpose, now = Date.now()) =>
  createProofCookie(purpose, "+919876543210", now).split(";")[0];

function callRoute(slug: string, cookie?: string) {
  const request = new Request(`http://127.0.0.1:3000/api/v1/destinations/${slug}/itinerary.pdf`, {
    headers: cookie ? { cookie } : {},
  });
  return loader({
    request,
    params: { slug },
    context: {} as never,
    unstable_pattern: "",
  } as unknown as Parameters<typeof loader>[0]);
}

/** The route's own (compressed) PDF, read back as text. */
async function pdfFor(slug: string, cookie?: string) {
  const response = await callRoute(slug, cookie);
  return { response, text: pdfText(Buffer.from(await response.arrayBuffer())) };
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
      expect(await response.json()).toEqual({
        error: { title: "Destination not found", description: PDF_NOT_FOUND_MESSAGE },
      });
    },
  );

  it("is counted with the API's reads by the per-client rate limit", () => {
    expect(apiTierOf("GET", "/api/v1/destinations/kenya/itinerary.pdf")).toBe("read");
    expect(apiTierOf("HEAD", "/API/v1/destinations/kenya/itinerary.pdf/")).toBe("read");
  });
});

/** An uncompressed PDF's objects by number. */
function pdfObjects(pdf: Buffer): Map<string, string> {
  const objects = new Map<string, string>();
  for (const m of pdf.toString("latin1").matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!);
  return objects;
}

/** Each page's content stream, in page order. */
function pageContents(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const pages = [...objects.values()].find((o) => o.includes("/Type /Pages"))!;
  const kids = [...pages.match(/\/Kids \[([^\]]*)\]/)![1]!.matchAll(/(\d+) 0 R/g)].map((k) => k[1]!);
  return kids.map((kid) => {
    const contents = objects.get(kid)!.match(/\/Contents (\d+) 0 R/)![1]!;
    return objects.get(contents)!.split(/stream\n/)[1]!;
  });
}

/** The lowest line of text on the page, in points up from its bottom edge. */
const lowestText = (content: string) =>
  Math.min(...[...content.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm/g)].map((m) => Number(m[1])));

const A4_HEIGHT = 841.89;

const rendered = new Map<string, Promise<Buffer>>();

/** The destination's PDF, uncompressed, with or without its day plans; made once per test file. */
function renderFor(slug: string, unlocked: boolean): Promise<Buffer> {
  const key = `${slug}:${unlocked}`;
  if (!rendered.has(key)) {
    const destination = getDestinationPageData(slug)!;
    const plans = unlocked
      ? Object.fromEntries(destination.itineraries.map((i) => [i.id, getDailyPlan(slug, i.id)!]))
      : null;
    rendered.set(key, renderItineraryPdf(destination, plans, { compress: false }));
  }
  return rendered.get(key)!;
}

describe("the itinerary PDF as a document", () => {
  it("fills every page but the last: the itineraries follow the overview down the page", async () => {
    for (const destination of getAllDestinations())
      for (const unlocked of [false, true]) {
        const pages = pageContents(await renderFor(destination.slug, unlocked));
        for (const [i, content] of pages.slice(0, -1).entries())
          expect(lowestText(content), `${destination.slug} page ${i + 1}`).toBeLessThan(A4_HEIGHT * 0.3);
      }
  });

  it("names each add-on with its kind and price once, with no stacked brackets", async () => {
    const { text } = await pdfFor("kenya");
    expect(text).toContain("Private safari vehicle and guide upgrade (per day) — ₹28,000 per person");
    expect(text).toContain("Maasai village visit and beadwork workshop — private, ₹5,500 per person");
    expect(text).toContain("Night game drive at Ol Pejeta — shared, ₹7,500 per person");
    for (const destination of getAllDestinations()) {
      const all = pdfText(await renderFor(destination.slug, false));
      expect(all, destination.slug).not.toMatch(/\((private|shared)\)/i);
      expect(all, destination.slug).not.toMatch(/\)\s*\(/);
    }
  });

  it("is tagged for screen readers: English, its own title, headings, lists and paragraphs", async () => {
    const pdf = await renderFor("kenya", true);
    const raw = pdf.toString("latin1");
    expect(raw).toContain("/Marked true");
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/Lang (en-IN)");
    expect(raw).toContain("/DisplayDocTitle true");
    for (const type of ["Document", "H1", "H2", "H3", "H4", "Sect", "P", "L", "LI", "Lbl", "LBody"])
      expect(raw, type).toContain(`/S /${type}\n`);
    // Every piece of text sits in a structure element or is marked as decoration.
    for (const [i, content] of pageContents(pdf).entries()) {
      let depth = 0;
      for (const [op] of content.matchAll(/\b(BDC|BMC|EMC|BT)\b/g)) {
        if (op === "EMC") depth--;
        else if (op === "BT") expect(depth, `page ${i + 1}`).toBeGreaterThan(0);
        else depth++;
      }
      expect(depth, `page ${i + 1}`).toBe(0);
    }
  });
});
