import { eq } from "drizzle-orm";
import { getDb } from "~/server/db/db.server";
import { activityBookings } from "~/server/db/schema.server";
import { getMailSender, leadReplyTo } from "~/server/mail.server";
import type { OutboxJob } from "~/server/outbox.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { formatUsdAmount } from "./activity-booking-schema";
import { findCatalogueActivity } from "./catalogue.server";
import { guestsText, renderVoucherPdf, voucherDate } from "./voucher-pdf.server";

export const VOUCHER_JOB_KIND = "activities.voucher";

/**
 * The booking's confirmation e-mail with its voucher attached, sent by the outbox. It is made from
 * the booking row when the job runs (the PDF is never stored), so a retry sends the same voucher,
 * and a booking erased or cancelled meanwhile sends nothing.
 */
export const VOUCHER_JOB: OutboxJob = {
  kind: VOUCHER_JOB_KIND,
  handler: async (payload) => {
    const bookingId = typeof payload.bookingId === "string" ? payload.bookingId : null;
    if (!bookingId) throw new Error("activities.voucher payload needs bookingId");
    const db = await getDb();
    const [booking] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
    if (!booking || booking.status !== "confirmed" || !booking.reference) return;
    const entry = booking.activitySlug ? findCatalogueActivity(booking.activitySlug) : null;
    const settings = getSiteSettings();
    const pdf = await renderVoucherPdf(
      {
        reference: booking.reference,
        activityTitle: booking.activityTitle,
        location: booking.location,
        date: booking.activityDate,
        duration: entry?.duration ?? null,
        adults: booking.adults,
        children: booking.children,
        currency: booking.currency,
        unitPriceCents: booking.unitPriceCents,
        totalCents: booking.totalCents,
        usdInrRate: booking.usdInrRateE4 / 10_000,
        holderName: `${booking.holderFirstName} ${booking.holderLastName}`,
        holderEmail: booking.holderEmail,
        holderPhone: booking.holderPhone,
        meetingPoint: entry?.meetingPoint ?? null,
        included: entry?.included ?? [],
      },
      { settings },
    );
    const total = `${booking.currency === "USD" ? "US$" : `${booking.currency} `}${formatUsdAmount(booking.totalCents)}`;
    await getMailSender().send({
      to: booking.holderEmail,
      audience: "visitor",
      // A guest's reply reaches the person looking after their enquiry, or the sales desk.
      replyTo: await leadReplyTo(db, booking.leadId),
      subject: `Booking confirmed: ${booking.activityTitle} — ${booking.reference}`,
      text: [
        `Dear ${booking.holderFirstName},`,
        "",
        "Your booking is confirmed. Your voucher is attached: show it, printed or on your phone, at the meeting point.",
        "",
        `Reference: ${booking.reference}`,
        `Experience: ${booking.activityTitle}, ${booking.location}`,
        `Date: ${voucherDate(booking.activityDate)}`,
        `Guests: ${guestsText(booking.adults, booking.children)}`,
        `Total: ${total}`,
        ...(entry ? [`Meeting point: ${entry.meetingPoint.name}, ${entry.meetingPoint.address}`] : []),
        "",
        `Questions or changes: call ${settings.phoneDisplay} or write to ${settings.supportEmail}.`,
        "",
        settings.brandName,
      ].join("\n"),
      attachments: [
        { filename: `voucher-${booking.reference}.pdf`, contentType: "application/pdf", content: pdf },
      ],
    });
  },
};
