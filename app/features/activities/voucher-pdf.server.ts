import { formatDayWithWeekday } from "~/lib/format";
import { approxInrText, formatMoney } from "~/lib/money";
import type { SiteSettings } from "~/lib/site-settings";
import { brandedPdf, PDF_COLOURS } from "~/server/pdf.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { perPaxText, type BookingAmounts } from "./booking-amounts.server";

/** What a voucher shows, read from the booking row when it is sent. */
export type VoucherData = {
  reference: string;
  activityTitle: string;
  location: string;
  /** ISO day */
  date: string;
  duration: string | null;
  /** When it starts (or the pick-up), as the day's schedule says: "5:00 am". */
  startTime: string | null;
  adults: number;
  children: number;
  /** In the currency of the sale, with the rate the booking keeps. */
  amounts: BookingAmounts;
  holderName: string;
  holderEmail: string;
  holderPhone: string | null;
  meetingPoint: { name: string; address: string; note: string } | null;
  /** Where the traveller asked to be picked up (their hotel or camp), when they said. */
  pickup: string | null;
  included: string[];
  /** "Payment: due — …": nothing is paid online. */
  payment: string;
  cancellationTerms: string[];
};

const { ink: INK, inkSoft: INK_SOFT, muted: MUTED, gold: GOLD, rule: RULE } = PDF_COLOURS;

/** "Saturday, 14 March 2026" */
export function voucherDate(day: string): string {
  return formatDayWithWeekday(day);
}

export const guestsText = (adults: number, children: number) =>
  [
    `${adults} ${adults === 1 ? "adult" : "adults"}`,
    children ? `${children} ${children === 1 ? "child" : "children"}` : "",
  ]
    .filter(Boolean)
    .join(", ");

/**
 * The booking's voucher, one A4 page: the reference large enough to read from a phone at the meeting
 * point, the experience and its day, the guests and what they paid (per adult, per child and in
 * total, in the currency of the sale, with an approximate rupee figure at the booking's dated rate) and whether it is paid, the start time, meeting point and pick-up, what is
 * included, the cancellation terms, and how to reach us — on the day, the emergency number.
 */
export function renderVoucherPdf(
  data: VoucherData,
  options: { compress?: boolean; settings?: SiteSettings } = {},
): Promise<Buffer> {
  const settings = options.settings ?? getSiteSettings();
  const { doc, bytes } = brandedPdf({
    compress: options.compress,
    info: {
      Title: `Voucher ${data.reference} — ${settings.brandName}`,
      Author: settings.brandName,
      Subject: `${data.activityTitle}, ${data.date}`,
    },
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const rule = () => {
    const y = doc.y + 6;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 10;
  };
  const label = (text: string) =>
    doc.font("bold").fontSize(8).fillColor(GOLD).text(text.toUpperCase(), { characterSpacing: 1.5 });
  const line = (name: string, value: string) => {
    doc.font("bold").fontSize(10).fillColor(INK).text(`${name}:  `, { continued: true });
    doc.font("body").fillColor(INK_SOFT).text(value);
  };

  doc
    .font("bold")
    .fontSize(9)
    .fillColor(GOLD)
    .text(settings.brandName.toUpperCase(), { characterSpacing: 3 });
  doc.font("body").fontSize(8.5).fillColor(MUTED).text(settings.brandTagline);
  doc.moveDown(1.2);
  doc.font("display").fontSize(12).fillColor(INK_SOFT).text("Activity voucher");
  doc.font("displayBold").fontSize(30).fillColor(INK).text(data.reference, { characterSpacing: 1 });
  doc.moveDown(0.4);
  doc.font("displayBold").fontSize(18).fillColor(INK).text(data.activityTitle);
  doc.font("body").fontSize(10).fillColor(INK_SOFT).text(data.location);
  rule();

  label("When and who");
  doc.moveDown(0.3);
  line("Date", voucherDate(data.date));
  if (data.startTime) line("Starts", data.startTime);
  if (data.duration) line("Duration", data.duration);
  line("Guests", guestsText(data.adults, data.children));
  line("Lead guest", data.holderName);
  line("E-mail", data.holderEmail);
  if (data.holderPhone) line("Mobile", data.holderPhone);
  rule();

  label("Price");
  doc.moveDown(0.3);
  doc.font("body").fontSize(10).fillColor(INK_SOFT);
  for (const part of perPaxText(data.amounts, data.adults, data.children).split(", ")) doc.text(part);
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(`Total  ${formatMoney(data.amounts.total)}`);
  const approx = approxInrText(data.amounts.total, data.amounts.rate);
  if (approx) doc.font("body").fontSize(9).fillColor(MUTED).text(approx);
  doc.font("bold").fontSize(10).fillColor(INK).text(data.payment);
  rule();

  if (data.meetingPoint) {
    label("Meeting point");
    doc.moveDown(0.3);
    doc.font("bold").fontSize(10).fillColor(INK).text(data.meetingPoint.name);
    doc.font("body").fontSize(10).fillColor(INK_SOFT).text(data.meetingPoint.address);
    doc.fontSize(9).fillColor(MUTED).text(data.meetingPoint.note);
    if (data.pickup) line("Pick-up", data.pickup);
    rule();
  } else if (data.pickup) {
    label("Pick-up");
    doc.moveDown(0.3);
    doc.font("body").fontSize(10).fillColor(INK_SOFT).text(data.pickup);
    rule();
  }
  if (data.included.length) {
    label("What's included");
    doc.moveDown(0.3);
    doc.font("body").fontSize(10).fillColor(INK_SOFT);
    for (const item of data.included) doc.text(`•  ${item}`, { paragraphGap: 1 });
    rule();
  }

  label("Cancellation");
  doc.moveDown(0.3);
  doc.font("body").fontSize(10).fillColor(INK_SOFT);
  for (const term of data.cancellationTerms) doc.text(term, { paragraphGap: 1 });
  rule();

  doc
    .font("italic")
    .fontSize(10)
    .fillColor(INK)
    .text("Show this voucher, printed or on your phone, at the meeting point.");
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(INK)
    .text(`Emergency on the day: ${settings.emergencyPhoneDisplay}`);
  doc.moveDown(1);
  doc
    .font("body")
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      `${settings.brandName} · ${settings.phoneDisplay} · ${settings.supportEmail} · ${settings.addressLines.join(", ")}`,
      { width },
    );
  doc.end();
  return bytes;
}
