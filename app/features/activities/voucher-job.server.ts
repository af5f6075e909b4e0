import { eq } from "drizzle-orm";
import { getConfig } from "~/server/config.server";
import { getDb, type Database } from "~/server/db/db.server";
import { activityBookings, type ActivityBookingRow } from "~/server/db/schema.server";
import { errorResponse } from "~/server/http.server";
import { getMailSender, leadReplyTo } from "~/server/mail.server";
import type { OutboxJob } from "~/server/outbox.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { fromMajor, formatMoney, isCurrencyCode } from "~/lib/money";
import { amountWithApprox, bookingAmounts, perPaxText } from "./booking-amounts.server";
import { findCatalogueActivity } from "./catalogue.server";
import { CATALOGUE_CANCELLATION_TERMS } from "./catalogue-types";
import { guestsText, renderVoucherPdf, voucherDate, type VoucherData } from "./voucher-pdf.server";
import { bookingIdOfVoucherToken, voucherUrl } from "./voucher-token.server";
import { guestMailSubjects } from "./guest-messages.server";

export const VOUCHER_JOB_KIND = "activities.voucher";

/** A booking confirmed by staff without going through its pay page (a Viator request). */
export const VOUCHER_PAYMENT_DUE = "Payment: due — the agency will send a payment link";
/** A booking held until it was paid: it reached the operator only then. */
export const VOUCHER_PAYMENT_PAID = "Payment: received in full";

/** What the voucher says of the payment: paid when the booking was sent only once paid. */
const paymentLine = (booking: { details: unknown }) =>
  (booking.details as { paid?: unknown }).paid === true ? VOUCHER_PAYMENT_PAID : VOUCHER_PAYMENT_DUE;

type Policy = { dateFrom?: unknown; amount?: unknown };

/**
 * The cancellation terms the voucher states: the supplier's own policy when it gave one (Hotelbeds'
 * cancellationPolicies: from a date, a fee), else our catalogue entry's terms, else how to ask us.
 */
export function cancellationTerms(
  booking: Pick<ActivityBookingRow, "details" | "currency">,
  catalogueTerms: string | null,
): string[] {
  const policies = Array.isArray(booking.details.cancellationPolicies)
    ? (booking.details.cancellationPolicies as Policy[])
    : [];
  // Hotelbeds' policies are fees from a date on; before the earliest one, cancelling is free.
  const dated = policies
    .filter((p) => typeof p.dateFrom === "string" && typeof p.amount === "number")
    .sort((a, b) => String(a.dateFrom).localeCompare(String(b.dateFrom)));
  const fee = (amount: number) =>
    isCurrencyCode(booking.currency) ? formatMoney(fromMajor(amount, booking.currency)) : String(amount);
  const supplier = dated.map(
    (p) =>
      `From ${voucherDate(String(p.dateFrom).slice(0, 10))} cancelling costs ${fee(p.amount as number)}.`,
  );
  if (dated.length)
    supplier.unshift(`Free cancellation before ${voucherDate(String(dated[0]!.dateFrom).slice(0, 10))}.`);
  if (supplier.length) return supplier;
  if (catalogueTerms) return [catalogueTerms];
  return ["Please call us before cancelling: we tell you the operator's fee, if any, first."];
}

/** What the voucher of a confirmed booking shows, from its row and (for ours) the catalogue entry. */
export function voucherDataOf(booking: ActivityBookingRow): VoucherData {
  const entry = booking.activitySlug ? findCatalogueActivity(booking.activitySlug) : null;
  const pickup = typeof booking.details.pickup === "string" ? booking.details.pickup : null;
  return {
    reference: booking.reference!,
    activityTitle: booking.activityTitle,
    location: booking.location,
    date: booking.activityDate,
    duration: entry?.duration ?? null,
    startTime: entry?.schedule[0]?.time ?? null,
    adults: booking.adults,
    children: booking.children,
    amounts: bookingAmounts(booking),
    holderName: `${booking.holderFirstName} ${booking.holderLastName}`,
    holderEmail: booking.holderEmail,
    holderPhone: booking.holderPhone,
    meetingPoint: entry?.meetingPoint ?? null,
    pickup,
    included: entry?.included ?? [],
    payment: paymentLine(booking),
    cancellationTerms: cancellationTerms(
      booking,
      entry ? (entry.cancellationTerms ?? CATALOGUE_CANCELLATION_TERMS) : null,
    ),
  };
}

/** A confirmed booking's voucher, made from its row each time (the PDF is never stored). */
export function bookingVoucherPdf(booking: ActivityBookingRow): Promise<Buffer> {
  return renderVoucherPdf(voucherDataOf(booking), { settings: getSiteSettings() });
}

const notFound = () =>
  errorResponse(404, {
    title: "Voucher not found",
    description: `There is no voucher at this link. Please use the link in your confirmation e-mail, or call us on ${getSiteSettings().phoneDisplay}.`,
  });

/**
 * GET a voucher by its signed link: the PDF of a confirmed booking; 404 for a token this server did
 * not make, and for a booking that is not (or no longer) confirmed.
 */
export async function voucherDownloadRequest(token: string, context: { db?: Database } = {}) {
  const bookingId = bookingIdOfVoucherToken(token);
  if (!bookingId) return notFound();
  const db = context.db ?? (await getDb());
  const [booking] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
  if (!booking || booking.status !== "confirmed" || !booking.reference) return notFound();
  const pdf = await bookingVoucherPdf(booking);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="voucher-${booking.reference}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

/**
 * The booking's confirmation e-mail with its voucher attached and its download link, sent by the
 * outbox once a supplier or staff confirmed it. It is made from the booking row when the job runs,
 * so a retry sends the same voucher, and a booking erased or cancelled meanwhile sends nothing.
 */
export const VOUCHER_JOB: OutboxJob = {
  kind: VOUCHER_JOB_KIND,
  handler: async (payload) => {
    const bookingId = typeof payload.bookingId === "string" ? payload.bookingId : null;
    if (!bookingId) throw new Error("activities.voucher payload needs bookingId");
    const db = await getDb();
    const [booking] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
    if (!booking || booking.status !== "confirmed" || !booking.reference) return;
    const data = voucherDataOf(booking);
    const settings = getSiteSettings();
    const pdf = await renderVoucherPdf(data, { settings });
    await getMailSender().send({
      to: booking.holderEmail,
      audience: "visitor",
      // A guest's reply reaches the person looking after their enquiry, or the sales desk.
      replyTo: await leadReplyTo(db, booking.leadId),
      subject: guestMailSubjects.voucher(booking),
      text: [
        `Dear ${booking.holderFirstName},`,
        "",
        "Your booking is confirmed. Your voucher is attached: show it, printed or on your phone, at the meeting point.",
        `You can also download it here: ${getConfig().siteUrl}${voucherUrl(booking.id)}`,
        "",
        `Reference: ${booking.reference}`,
        `Experience: ${booking.activityTitle}, ${booking.location}`,
        `Date: ${voucherDate(booking.activityDate)}`,
        ...(data.startTime ? [`Starts: ${data.startTime}`] : []),
        `Guests: ${guestsText(booking.adults, booking.children)}`,
        `Price: ${perPaxText(data.amounts, booking.adults, booking.children)}`,
        `Total: ${amountWithApprox(data.amounts.total, data.amounts.rate)}`,
        data.payment,
        ...(data.meetingPoint
          ? [`Meeting point: ${data.meetingPoint.name}, ${data.meetingPoint.address}`]
          : []),
        ...(data.pickup ? [`Pick-up: ${data.pickup}`] : []),
        `Cancellation: ${data.cancellationTerms.join(" ")}`,
        "",
        `Questions or changes: call ${settings.phoneDisplay} or write to ${settings.supportEmail}.`,
        `On the day, in an emergency: ${settings.emergencyPhoneDisplay}.`,
        "",
        settings.brandName,
      ].join("\n"),
      attachments: [
        { filename: `voucher-${booking.reference}.pdf`, contentType: "application/pdf", content: pdf },
      ],
    });
  },
};
