import { z } from "~/lib/zod";
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
type Struct = PDFKit.PDFStructureElement;

export type ItineraryPdfOptions = {
  /** Tests turn stream compression off to read the text back. */
  compress?: boolean;
  settings?: SiteSettings;
};

/**
 * The document is tagged: every piece of text is drawn inside a structure element (a heading, a
 * paragraph, a list item) added to its parent in reading order, so a screen reader can move by
 * heading and hears lists as lists. Rules are artifacts, which it skips.
 */
function tag(doc: Doc, parent: Struct, type: string, draw: () => void): void {
  parent.add(doc.struct(type, {}, draw));
}

function artifact(doc: Doc, draw: () => void): void {
  doc.markContent("Artifact", { type: "Layout" });
  draw();
  doc.endMarkedContent();
}

/** Starts a new page when less than `height` is left, so a heading never ends a page alone. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function rule(doc: Doc, color: string = RULE) {
  const y = doc.y + 4;
  artifact(doc, () =>
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.width - doc.page.margins.right, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke(),
  );
  doc.y = y + 8;
}

function sectionHeading(doc: Doc, parent: Struct, level: "H2" | "H3", text: string) {
  doc.moveDown(0.8);
  keepTogether(doc, 50);
  tag(doc, parent, level, () =>
    doc.font("bold").fontSize(8.5).fillColor(GOLD).text(text.toUpperCase(), { characterSpacing: 1.6 }),
  );
  doc.moveDown(0.3);
}

/** A list with hanging bullets: the mark is the item's label, the words its body. */
function bullets(doc: Doc, parent: Struct, items: string[], { size = 10, indent = 0 } = {}) {
  const left = doc.page.margins.left;
  const markX = left + indent;
  const bodyX = markX + 11;
  const width = doc.page.width - doc.page.margins.right - bodyX;
  const list = doc.struct("L");
  parent.add(list);
  for (const item of items) {
    doc.font("body").fontSize(size);
    keepTogether(doc, doc.currentLineHeight(true) * 2);
    // After the page break: a new page starts in black.
    doc.fillColor(INK_SOFT);
    const y = doc.y;
    const li = doc.struct("LI");
    list.add(li);
    tag(doc, li, "Lbl", () => doc.text(indent ? "–" : "•", markX, y, { lineBreak: false }));
    tag(doc, li, "LBody", () => doc.text(item, bodyX, y, { width, paragraphGap: 2 }));
    li.end();
  }
  list.end();
  doc.x = left;
}

function dayPlan(doc: Doc, parent: Struct, days: DailyPlanItem[]) {
  sectionHeading(doc, parent, "H3", "Day by day");
  for (const day of days) {
    keepTogether(doc, 70);
    tag(doc, parent, "H4", () =>
      doc
        .font("displayBold")
        .fontSize(11)
        .fillColor(INK)
        .text(`Day ${day.day}: ${day.title}`, { paragraphGap: 2 }),
    );
    tag(doc, parent, "P", () =>
      doc.font("body").fontSize(9.5).fillColor(INK_SOFT).text(day.description, { paragraphGap: 2 }),
    );
    const meals = day.meals.length ? day.meals.join(", ") : "At leisure";
    tag(doc, parent, "P", () =>
      doc
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(`Meals: ${meals}   ·   Stay: ${day.accommodation}`, { paragraphGap: 6 }),
    );
  }
}

type AddOn = DestinationPageData["itineraries"][number]["customiser"]["activities"][number];

/**
 * One add-on as a line: its name, then whether it is private or shared (unless the name already
 * says so) and its price per person, so no two bracketed notes follow each other.
 */
function addOnLine(addOn: AddOn): string {
  const kind = addOn.type === "SIC" ? "shared" : "private";
  const said = new RegExp(`\\b${kind}\\b`, "i").test(addOn.name);
  const price = `${formatMoney(addOn.price, { compact: true })} per person`;
  return `${addOn.name} — ${said ? price : `${kind}, ${price}`}`;
}

/**
 * How much of a page an itinerary's opening needs to start on it: the rule and label, its title,
 * price line and rule, and its first heading with two lines of the list below.
 */
function itineraryOpeningHeight(doc: Doc, title: string): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const titleHeight = doc.font("displayBold").fontSize(20).heightOfString(title, { width });
  return titleHeight + 120;
}

/**
 * The destination's itineraries as an A4 PDF: the overview, highlights and what each itinerary
 * includes for everyone; each day-by-day plan only when `plans` has it (the visitor is verified).
 * Itineraries follow one another down the page, each starting a new page only when its opening
 * would not fit, so no page is left half empty.
 */
export function renderItineraryPdf(
  destination: DestinationPageData,
  plans: Record<string, DailyPlanItem[]> | null,
  options: ItineraryPdfOptions = {},
): Promise<Buffer> {
  const settings = options.settings ?? getSiteSettings();
  const { doc, bytes: done } = brandedPdf({
    compress: options.compress,
    tagged: true,
    info: {
      Title: `${destination.name} itineraries — ${settings.brandName}`,
      Author: settings.brandName,
      Subject: `Itineraries for ${destination.name}`,
    },
  });
  const root = doc.struct("Document");
  doc.addStructure(root);

  // Masthead: the agency, then the destination.
  tag(doc, root, "P", () => {
    doc
      .font("bold")
      .fontSize(9)
      .fillColor(GOLD)
      .text(settings.brandName.toUpperCase(), { characterSpacing: 3 });
    doc.font("body").fontSize(8.5).fillColor(MUTED).text(settings.brandTagline);
  });
  doc.moveDown(1.2);
  tag(doc, root, "H1", () => doc.font("displayBold").fontSize(30).fillColor(INK).text(destination.name));
  tag(doc, root, "P", () =>
    doc.font("italic").fontSize(11).fillColor(INK_SOFT).text(destination.description, { paragraphGap: 4 }),
  );
  rule(doc);

  sectionHeading(doc, root, "H2", "Overview");
  tag(doc, root, "P", () =>
    doc.font("body").fontSize(10).fillColor(INK_SOFT).text(destination.overview, { lineGap: 1.5 }),
  );

  sectionHeading(doc, root, "H2", "At a glance");
  for (const [label, value] of [
    ["Best time", destination.bestTime],
    ["Currency", destination.currency],
    ["Language", destination.language],
    ["Time zone", destination.timeZone],
    ["Visa", `${destination.visa.type}: ${visaProcessingText(destination.visa.status)}`],
  ] as const) {
    tag(doc, root, "P", () => {
      doc.font("bold").fontSize(9.5).fillColor(INK).text(`${label}:  `, { continued: true });
      doc.font("body").fillColor(INK_SOFT).text(value);
    });
  }

  sectionHeading(doc, root, "H2", "Highlights");
  bullets(doc, root, destination.highlights);

  for (const itinerary of destination.itineraries) {
    const section = doc.struct("Sect");
    root.add(section);
    doc.moveDown(1.6);
    keepTogether(doc, itineraryOpeningHeight(doc, itinerary.title));
    if (doc.y > doc.page.margins.top) rule(doc, GOLD);
    doc.moveDown(0.4);
    tag(doc, section, "P", () =>
      doc.font("bold").fontSize(8.5).fillColor(GOLD).text("ITINERARY", { characterSpacing: 1.6 }),
    );
    doc.moveDown(0.2);
    tag(doc, section, "H2", () => doc.font("displayBold").fontSize(20).fillColor(INK).text(itinerary.title));
    tag(doc, section, "P", () =>
      doc
        .font("body")
        .fontSize(10.5)
        .fillColor(INK_SOFT)
        .text(
          `${itinerary.duration}   ·   ${formatInrRange(itinerary.costMinInr, itinerary.costMaxInr)} per person, twin sharing`,
        ),
    );
    rule(doc);

    sectionHeading(doc, section, "H3", "Highlights");
    bullets(doc, section, itinerary.highlights);

    sectionHeading(doc, section, "H3", "Included");
    bullets(doc, section, ["Your choice of stay:"]);
    bullets(
      doc,
      section,
      itinerary.customiser.hotels.map(
        (h) => `${h.name}, ${h.location}  ${"★".repeat(h.stars)}${"☆".repeat(5 - h.stars)}`,
      ),
      { size: 9.5, indent: 14 },
    );
    bullets(doc, section, ["Transfers by private car or shared, as you prefer"]);
    sectionHeading(doc, section, "H3", "Experiences to add");
    bullets(doc, section, itinerary.customiser.activities.map(addOnLine));

    const plan = plans?.[itinerary.id];
    if (plan) dayPlan(doc, section, plan);
    else {
      doc.moveDown(0.8);
      keepTogether(doc, 40);
      tag(doc, section, "P", () =>
        doc
          .font("italic")
          .fontSize(10)
          .fillColor(GOLD)
          .text(`${PDF_LOCKED_LINE} Or call us on ${settings.phoneDisplay}.`),
      );
    }
    section.end();
  }

  doc.moveDown(1.5);
  keepTogether(doc, 60);
  rule(doc);
  tag(doc, root, "P", () => {
    doc
      .font("body")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        `${settings.brandName}  ·  ${settings.phoneDisplay}  ·  ${settings.salesEmail}  ·  ${settings.addressLines.join(", ")}`,
      );
    doc.text("Prices are per person on twin sharing and may change with dates and availability.");
  });

  root.end();
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
