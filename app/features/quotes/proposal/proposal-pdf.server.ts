import { formatDayLong, formatDayWithWeekday } from "~/lib/format";
import { formatMoney, type Money } from "~/lib/money";
import type { SiteSettings } from "~/lib/site-settings";
import { tripDatesTextOf } from "./proposal-dates";
import { brandedPdf, PDF_COLOURS } from "~/server/pdf.server";
import { getSiteSettings } from "~/server/site-settings.server";
import {
  MEAL_PLAN_NAMES,
  mealsText,
  type ProposalOption,
  type ProposalStay,
  type ProposalView,
} from "./proposal-view";

const { ink: INK, inkSoft: INK_SOFT, muted: MUTED, gold: GOLD, rule: RULE } = PDF_COLOURS;

const stayText = (s: ProposalStay) =>
  `${s.name}${s.city ? `, ${s.city}` : ""} — ${s.roomType}, ${s.rooms} ${s.rooms === 1 ? "room" : "rooms"}, ${s.nights} ${s.nights === 1 ? "night" : "nights"}, ${MEAL_PLAN_NAMES[s.mealPlan] ?? s.mealPlan}`;

/**
 * A sent version's proposal as a tagged A4 document in the brand: the cover (title, destination,
 * dates, travellers, the agent's note), the days, the stays, each option's price table with its taxes
 * and payment schedule, what is included and not, and the terms. Made once when the version is sent
 * and kept with it, so the PDF a traveller downloads later is the one they were sent. It is made from
 * the traveller's view of the version, which has no cost or margin to print.
 */
export function renderProposalPdf(
  view: ProposalView,
  options: { compress?: boolean; settings?: SiteSettings } = {},
): Promise<Buffer> {
  const settings = options.settings ?? getSiteSettings();
  const { doc, bytes } = brandedPdf({
    compress: options.compress,
    info: {
      Title: `${view.title} — ${settings.brandName}`,
      Author: settings.brandName,
      Subject: `Proposal ${view.quoteNumber}, version ${view.version}`,
    },
    tagged: true,
  });
  const root = doc.struct("Document");
  doc.addStructure(root);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const para = (type = "P") => ({ structParent: root, structType: type, width });

  const rule = () => {
    const y = doc.y + 6;
    doc.markContent("Artifact", { type: "Layout" });
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.endMarkedContent();
    doc.y = y + 10;
  };
  const ensureRoom = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  };
  const heading = (text: string) => {
    ensureRoom(60);
    doc.moveDown(0.6);
    doc.font("displayBold").fontSize(15).fillColor(INK).text(text, left, doc.y, para("H2"));
    doc.moveDown(0.3);
  };
  const body = (text: string, colour: string = INK_SOFT) =>
    doc.font("body").fontSize(10).fillColor(colour).text(text, left, doc.y, para());
  /** A label and its amount on one line, the amount right-aligned (the price table). */
  const amountRow = (label: string, amount: string, strong = false) => {
    ensureRoom(18);
    const y = doc.y;
    doc
      .font(strong ? "bold" : "body")
      .fontSize(strong ? 11 : 10)
      .fillColor(strong ? INK : INK_SOFT);
    doc.text(label, left, y, { structParent: root, structType: "P", width: width - 150 });
    const after = doc.y;
    doc.text(amount, left + width - 150, y, {
      structParent: root,
      structType: "P",
      width: 150,
      align: "right",
    });
    doc.y = Math.max(after, doc.y) + 2;
  };
  const money = (m: Money) => formatMoney(m);

  // Cover.
  doc
    .font("bold")
    .fontSize(9)
    .fillColor(GOLD)
    .text(settings.brandName.toUpperCase(), left, doc.y, { ...para(), characterSpacing: 3 });
  doc.font("body").fontSize(8.5).fillColor(MUTED).text(settings.brandTagline, left, doc.y, para());
  doc.moveDown(2);
  doc
    .font("display")
    .fontSize(12)
    .fillColor(INK_SOFT)
    .text(`Proposal ${view.quoteNumber} · version ${view.version}`, left, doc.y, para());
  doc.font("displayBold").fontSize(26).fillColor(INK).text(view.title, left, doc.y, para("H1"));
  doc.moveDown(0.4);
  const facts = [
    view.destination,
    tripDatesTextOf(view.startDate, view.endDate),
    view.travellers,
    view.departureCity ? `From ${view.departureCity}` : null,
  ].filter((f): f is string => Boolean(f));
  for (const fact of facts) body(fact, INK);
  doc.moveDown(0.6);
  body(`Prepared by ${view.agent.name} · valid until ${formatDayLong(view.validUntil)}`, MUTED);
  if (view.intro.trim()) {
    rule();
    doc.font("italic").fontSize(11).fillColor(INK).text(view.intro.trim(), left, doc.y, para());
  }

  if (view.days.length) {
    heading("Day by day");
    for (const day of view.days) {
      ensureRoom(70);
      doc
        .font("bold")
        .fontSize(8)
        .fillColor(GOLD)
        .text(
          `DAY ${day.n}${day.date ? ` · ${formatDayWithWeekday(day.date).toUpperCase()}` : ""}${day.city ? ` · ${day.city.toUpperCase()}` : ""}`,
          left,
          doc.y,
          { ...para(), characterSpacing: 1 },
        );
      doc.font("displayBold").fontSize(12.5).fillColor(INK).text(day.title, left, doc.y, para("H3"));
      if (day.text.trim()) body(day.text.trim());
      body(`${mealsText(day.meals)}${day.stay ? ` · Overnight: ${day.stay}` : ""}`, MUTED);
      doc.moveDown(0.6);
    }
  }

  const sharedStays = view.sharedStays;
  if (sharedStays.length) {
    heading("Where you stay");
    for (const stay of sharedStays) body(stayText(stay));
  }
  if (view.sharedServices.length) {
    heading("Also arranged for you");
    for (const s of view.sharedServices) body(`•  ${s.title}${s.description ? ` — ${s.description}` : ""}`);
  }

  const single = view.options.length === 1;
  for (const option of view.options) optionSection(option, single);

  if (view.inclusions.length || view.exclusions.length) {
    heading("Included and not included");
    for (const item of view.inclusions) body(`✓  ${item}`);
    for (const item of view.exclusions) body(`✗  ${item}`);
  }
  heading("Terms");
  if (view.cancellation.trim()) {
    doc.font("bold").fontSize(10).fillColor(INK).text("Cancellation", left, doc.y, para("H3"));
    body(view.cancellation.trim());
    doc.moveDown(0.4);
  }
  if (view.notes.trim()) {
    body(view.notes.trim());
    doc.moveDown(0.4);
  }
  body(`This proposal is valid until ${formatDayLong(view.validUntil)}. Prices are in Indian rupees.`, INK);
  rule();
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${view.agent.name} · ${settings.brandName} · ${settings.phoneDisplay} · ${settings.supportEmail} · ${settings.addressLines.join(", ")}`,
      left,
      doc.y,
      para(),
    );
  doc.end();
  return bytes;

  function optionSection(option: ProposalOption, alone: boolean) {
    heading(alone ? "Your price" : option.name);
    if (!alone && option.stays.length) {
      for (const stay of option.stays) body(stayText(stay));
      doc.moveDown(0.3);
    }
    for (const s of option.services) body(`•  ${s.title}${s.description ? ` — ${s.description}` : ""}`);
    if (option.services.length) doc.moveDown(0.3);
    const p = option.price;
    amountRow("Package value", money(p.packageValue));
    if (p.serviceFee) amountRow("Service fee", money(p.serviceFee));
    amountRow(p.gstLabel, money(p.gst));
    if (p.tcs) amountRow(p.tcsLabel ?? "TCS", money(p.tcs));
    amountRow("Total", money(p.total), true);
    if (p.tcs)
      body(
        "TCS is tax collected at source: it is credited to your PAN and can be adjusted against your income tax.",
        MUTED,
      );
    if (option.extras.length) {
      doc.moveDown(0.4);
      doc.font("bold").fontSize(10).fillColor(INK).text("Optional extras", left, doc.y, para("H3"));
      for (const extra of option.extras) amountRow(extra.title, money(extra.price));
    }
    if (option.schedule.length) {
      doc.moveDown(0.4);
      doc.font("bold").fontSize(10).fillColor(INK).text("Payment schedule", left, doc.y, para("H3"));
      for (const step of option.schedule) amountRow(`${step.label} — ${step.dueText}`, money(step.amount));
    }
  }
}
