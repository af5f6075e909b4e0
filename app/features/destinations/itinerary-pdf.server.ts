import { z } from "zod";
import { formatInrRange } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import type { SiteSettings } from "~/lib/site-settings";
import { readProof } from "~/features/verification/index.server";
import { brandedPdf, PDF_COLOURS, type PdfDoc } from "~/server/pdf.server";
import { errorResponse } from "~/server/http.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { DAILY_PLAN_UNLOCK_PURPOSES } from "./daily-plan-api.server";
import { visaProcessingText } from "./destination-facts";
import type { DailyPlanItem } from "./destination-schema";
import type { DestinationPageData } from "./destination-types";
import { getDailyPlan, getDestinationPageData } from "./destinations.server";

export const PDF_NOT_FOUND_MESSAGE =
  "We couldn't find that destination. It may have been renamed; please go back to the destinations list.";

/** The line a visitor without a proof reads where the day-by-day plans would be. */
export const PDF_LOCKED_LINE = "The day-by-day plan unlocks after a quick phone verification on our website.";

const slugSchema = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)?$/)
  .max(40);

const { ink: INK, inkSoft: INK_SOFT, muted: MUTED, gold: GOLD, rule: RULE } = PDF_COLOURS;

type Doc = PdfDoc;

export type ItineraryPdfOptions = {
  /** Tests turn stream compression off to read the text back. */
  compress?: boolean;
  settings?: SiteSettings;
};

function sectionHeading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  keepTogether(doc, 50);
  doc.font("bold").fontSize(8.5).fillColor(GOLD).text(text.toUpperCase(), { characterSpacing: 1.6 });
  doc.moveDown(0.3);
}

function bullets(doc: Doc, items: string[], { size = 10, indent = 0 } = {}) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right - indent;
  doc.font("body").fontSize(size).fillColor(INK_SOFT);
  for (const item of items)
    doc.text(`${indent ? "–" : "•"}  ${item}`, left + indent, doc.y, { width, paragraphGap: 2 });
  doc.x = left;
}

/** Starts a new page when less than `height` is left, so a heading never ends a page alone. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function rule(doc: Doc, color = RULE) {
  const y = doc.y + 4;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
  doc.y = y + 8;
}

function dayPlan(doc: Doc, days: DailyPlanItem[]) {
  sectionHeading(doc, "Day by day");
  for (const day of days) {
    keepTogether(doc, 70);
    doc
      .font("displayBold")
      .fontSize(11)
      .fillColor(INK)
      .text(`Day ${day.day}: ${day.title}`, { paragraphGap: 2 });
    doc.font("body").fontSize(9.5).fillColor(INK_SOFT).text(day.description, { paragraphGap: 2 });
    const meals = day.meals.length ? day.meals.join(", ") : "At leisure";
    doc
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`Meals: ${meals}   ·   Stay: ${day.accommodation}`, { paragraphGap: 6 });
  }
}

/**
 * The destination's itineraries as an A4 PDF: the overview, highlights and what each itinerary
 * includes for everyone; each day-by-day plan only when `plans` has it (the visitor is verified).
 */
export function renderItineraryPdf(
  destination: DestinationPageData,
  plans: Record<string, DailyPlanItem[]> | null,
  options: ItineraryPdfOptions = {},
): Promise<Buffer> {
  const settings = options.settings ?? getSiteSettings();
  const { doc, bytes: done } = brandedPdf({
    compress: options.compress,
    info: {
      Title: `${destination.name} itineraries — ${settings.brandName}`,
      Author: settings.brandName,
      Subject: `Itineraries for ${destination.name}`,
    },
  });

  // Masthead: the agency, then the destination.
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(GOLD)
    .text(settings.brandName.toUpperCase(), { characterSpacing: 3 });
  doc.font("body").fontSize(8.5).fillColor(MUTED).text(settings.brandTagline);
  doc.moveDown(1.2);
  doc.font("displayBold").fontSize(30).fillColor(INK).text(destination.name);
  doc.font("italic").fontSize(11).fillColor(INK_SOFT).text(destination.description, { paragraphGap: 4 });
  rule(doc);

  sectionHeading(doc, "Overview");
  doc.font("body").fontSize(10).fillColor(INK_SOFT).text(destination.overview, { lineGap: 1.5 });

  sectionHeading(doc, "At a glance");
  doc.font("body").fontSize(9.5).fillColor(INK_SOFT);
  for (const [label, value] of [
    ["Best time", destination.bestTime],
    ["Currency", destination.currency],
    ["Language", destination.language],
    ["Time zone", destination.timeZone],
    ["Visa", `${destination.visa.type}: ${visaProcessingText(destination.visa.status)}`],
  ] as const) {
    doc.font("bold").fillColor(INK).text(`${label}:  `, { continued: true });
    doc.font("body").fillColor(INK_SOFT).text(value);
  }

  sectionHeading(doc, "Highlights");
  bullets(doc, destination.highlights);

  for (const itinerary of destination.itineraries) {
    doc.addPage();
    doc.font("bold").fontSize(8.5).fillColor(GOLD).text("ITINERARY", { characterSpacing: 1.6 });
    doc.moveDown(0.2);
    doc.font("displayBold").fontSize(20).fillColor(INK).text(itinerary.title);
    doc
      .font("body")
      .fontSize(10.5)
      .fillColor(INK_SOFT)
      .text(
        `${itinerary.duration}   ·   ${formatInrRange(itinerary.costMinInr, itinerary.costMaxInr)} per person, twin sharing`,
      );
    rule(doc);

    sectionHeading(doc, "Highlights");
    bullets(doc, itinerary.highlights);

    sectionHeading(doc, "Included");
    bullets(doc, ["Your choice of stay:"]);
    bullets(
      doc,
      itinerary.customiser.hotels.map(
        (h) => `${h.name}, ${h.location}  ${"★".repeat(h.stars)}${"☆".repeat(5 - h.stars)}`,
      ),
      { size: 9.5, indent: 14 },
    );
    bullets(doc, ["Transfers by private car or shared, as you prefer"]);
    sectionHeading(doc, "Experiences to add");
    bullets(
      doc,
      itinerary.customiser.activities.map(
        (a) =>
          `${a.name} (${a.type === "SIC" ? "shared" : "private"}), ${formatMoney(a.price, { compact: true })} per person`,
      ),
    );

    const plan = plans?.[itinerary.id];
    if (plan) dayPlan(doc, plan);
    else {
      doc.moveDown(0.8);
      keepTogether(doc, 40);
      doc
        .font("italic")
        .fontSize(10)
        .fillColor(GOLD)
        .text(`${PDF_LOCKED_LINE} Or call us on ${settings.phoneDisplay}.`);
    }
  }

  doc.moveDown(1.5);
  keepTogether(doc, 60);
  rule(doc);
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${settings.brandName}  ·  ${settings.phoneDisplay}  ·  ${settings.salesEmail}  ·  ${settings.addressLines.join(", ")}`,
    );
  doc.text("Prices are per person on twin sharing and may change with dates and availability.");

  doc.end();
  return done;
}

/** Every day-by-day plan of the destination, for a request whose proof opens them; otherwise null. */
function unlockedPlans(request: Request, destination: DestinationPageData) {
  const verified = DAILY_PLAN_UNLOCK_PURPOSES.some((purpose) => readProof(request, purpose) !== null);
  if (!verified) return null;
  const plans: Record<string, DailyPlanItem[]> = {};
  for (const itinerary of destination.itineraries) {
    const plan = getDailyPlan(destination.slug, itinerary.id);
    if (plan) plans[itinerary.id] = plan;
  }
  return plans;
}

/**
 * GET /api/v1/destinations/:slug/itinerary.pdf — made per request; it depends on the visitor's proof
 * cookie, so no shared cache may keep it.
 */
export async function itineraryPdfResponse(
  request: Request,
  params: Record<string, string | undefined>,
  options: ItineraryPdfOptions = {},
): Promise<Response> {
  const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };
  const slug = slugSchema.safeParse(params.slug);
  const destination = slug.success ? getDestinationPageData(slug.data) : null;
  if (!destination)
    return errorResponse(
      404,
      { title: "Destination not found", description: PDF_NOT_FOUND_MESSAGE },
      {},
      headers,
    );
  const pdf = await renderItineraryPdf(destination, unlockedPlans(request, destination), options);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${destination.slug}-itineraries.pdf"`,
    },
  });
}
