import { eq } from "drizzle-orm";
import * as z from "~/lib/zod-mini";
import { getConfig } from "~/server/config.server";
import { getDb } from "~/server/db/db.server";
import { activityBookings, type ActivityBookingRow } from "~/server/db/schema.server";
import { errorResponse, jsonResponse } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { getMailSender, leadReplyTo } from "~/server/mail.server";
import type { OutboxJob } from "~/server/outbox.server";
import { getSiteSettings } from "~/server/site-settings.server";
import { getActivityBooking } from "./activities.server";
import type { ActivityBookingProvider, ProviderQuestion } from "./activities-port.server";
import { activityBookingShape, ACTIVITY_BOOKING_TEXT } from "./activity-booking-schema";
import { amountWithApprox, bookingAmounts } from "./booking-amounts.server";
import { findCatalogueActivity } from "./catalogue.server";
import { guestsText, voucherDate } from "./voucher-pdf.server";
import { guestMailSubjects } from "./guest-messages.server";

/**
 * A booking request: what no supplier confirmed at once (our catalogue, a Viator product). The
 * visitor is e-mailed that the request was received and when to expect an answer; staff confirm it
 * (then the voucher follows, see voucher-job.server.ts) or decline it (then the visitor is told).
 * Also the questions a supplier asks before booking, for the dialog to put to the traveller.
 */
export const BOOKING_REQUEST_JOB_KIND = "activities.request-received";
export const BOOKING_DECLINED_JOB_KIND = "activities.request-declined";

const money = (booking: ActivityBookingRow) => {
  const amounts = bookingAmounts(booking);
  return amountWithApprox(amounts.total, amounts.rate);
};

async function bookingOf(payload: Record<string, unknown>, kind: string) {
  const bookingId = typeof payload.bookingId === "string" ? payload.bookingId : null;
  if (!bookingId) throw new Error(`${kind} payload needs bookingId`);
  const db = await getDb();
  const [booking] = await db.select().from(activityBookings).where(eq(activityBookings.id, bookingId));
  if (!booking) return null;
  // A guest's reply reaches the person looking after their enquiry, or the sales desk.
  return { booking, replyTo: await leadReplyTo(db, booking.leadId) };
}

const summary = (booking: ActivityBookingRow) => [
  `Reference: ${booking.reference}`,
  `Experience: ${booking.activityTitle}, ${booking.location}`,
  `Date: ${voucherDate(booking.activityDate)}`,
  `Guests: ${guestsText(booking.adults, booking.children)}`,
  `Price: ${money(booking)}`,
];

export const BOOKING_REQUEST_JOB: OutboxJob = {
  kind: BOOKING_REQUEST_JOB_KIND,
  handler: async (payload) => {
    const found = await bookingOf(payload, BOOKING_REQUEST_JOB_KIND);
    const booking = found?.booking;
    // Confirmed or declined before this mail went out: that mail says it instead.
    if (!found || !booking || booking.status !== "requested" || !booking.reference) return;
    const settings = getSiteSettings();
    const hours = getConfig().ACTIVITY_CONFIRM_WITHIN_HOURS;
    await getMailSender().send({
      to: booking.holderEmail,
      audience: "visitor",
      replyTo: found.replyTo,
      subject: guestMailSubjects.requestReceived(booking),
      text: [
        `Dear ${booking.holderFirstName},`,
        "",
        // Held until paid, a booking reaches this mail only once its payment has come in.
        ...(booking.details.paid === true
          ? [
              `We have received your payment and your booking request. It is not confirmed yet. ${ACTIVITY_BOOKING_TEXT.requested.description(hours)} If it cannot be confirmed, we refund your payment in full.`,
              "Once it is confirmed we e-mail you the voucher.",
            ]
          : [
              `We have received your booking request. It is not confirmed yet. ${ACTIVITY_BOOKING_TEXT.requested.description(hours)} Nothing has been charged.`,
              "Once it is confirmed we e-mail you the voucher and a payment link.",
            ]),
        "",
        ...summary(booking),
        ...(typeof booking.details.pickup === "string" ? [`Pick-up: ${booking.details.pickup}`] : []),
        "",
        `Questions or changes: call ${settings.phoneDisplay} or write to ${settings.supportEmail}.`,
        "",
        settings.brandName,
      ].join("\n"),
    });
  },
};

export const BOOKING_DECLINED_JOB: OutboxJob = {
  kind: BOOKING_DECLINED_JOB_KIND,
  handler: async (payload) => {
    const found = await bookingOf(payload, BOOKING_DECLINED_JOB_KIND);
    const booking = found?.booking;
    if (!found || !booking || booking.status !== "declined" || !booking.reference) return;
    const settings = getSiteSettings();
    const reason = typeof payload.reason === "string" && payload.reason ? payload.reason : null;
    await getMailSender().send({
      to: booking.holderEmail,
      audience: "visitor",
      replyTo: found.replyTo,
      subject: guestMailSubjects.requestDeclined(booking),
      text: [
        `Dear ${booking.holderFirstName},`,
        "",
        `We are sorry: we could not confirm your booking request, so it is not booked. ${
          booking.details.paid === true ? "We refund your payment in full." : "Nothing has been charged."
        }`,
        ...(reason ? ["", reason] : []),
        "",
        ...summary(booking),
        "",
        `We would gladly find you another day or experience: call ${settings.phoneDisplay} or write to ${settings.supportEmail}.`,
        "",
        settings.brandName,
      ].join("\n"),
    });
  },
};

const questionsQuerySchema = z.object({
  code: activityBookingShape.activityCode,
  date: activityBookingShape.date,
  adults: activityBookingShape.adults,
  children: activityBookingShape.children,
});

/**
 * The supplier's answer per product, day and party, kept for a few minutes: the dialog asks again
 * whenever the date or the party changes, and every ask is a call on the agency's supplier quota.
 * Visitors asking the same thing at once share one call. Failures are not kept.
 */
const QUESTIONS_TTL_MS = 10 * 60_000;
const QUESTIONS_MAX_KEPT = 2_000;
const questionsKept = new Map<string, { at: number; answer: Promise<ProviderQuestion[] | null> }>();

function keptQuestions(
  key: string,
  now: number,
  ask: () => Promise<ProviderQuestion[] | null>,
): Promise<ProviderQuestion[] | null> {
  const kept = questionsKept.get(key);
  if (kept && now - kept.at < QUESTIONS_TTL_MS) return kept.answer;
  if (questionsKept.size >= QUESTIONS_MAX_KEPT) questionsKept.delete(questionsKept.keys().next().value!);
  const answer = ask();
  questionsKept.set(key, { at: now, answer });
  answer.catch(() => questionsKept.delete(key));
  return answer;
}

/** Forgets the kept answers (tests). */
export function resetSupplierQuestionsForTests() {
  questionsKept.clear();
}

/**
 * GET ?code&date&adults&children: the questions the supplier asks for this product on that day, as
 * `{ questions: [{ code, text, required }], instant, confirmWithinHours }` in its own words (none for
 * our catalogue or a Viator product, which staff book). `instant` says whether a supplier confirms
 * the booking at once; otherwise it is a request staff answer within `confirmWithinHours`. 409 when
 * the supplier has nothing that day.
 */
export async function activityQuestionsRequest(
  request: Request,
  context: { provider?: ActivityBookingProvider } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const parsed = questionsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    return errorResponse(
      400,
      { title: ACTIVITY_BOOKING_TEXT.failed.title, description: first.message },
      { field: String(first.path[0] ?? "") },
    );
  }
  const { code, date, adults, children } = parsed.data;
  const entry = findCatalogueActivity(code);
  const provider = context.provider ?? getActivityBooking();
  const confirmWithinHours = getConfig().ACTIVITY_CONFIRM_WITHIN_HOURS;
  // A Viator product is a request staff book: Viator's questions are theirs to ask.
  if (!entry || provider.name === "catalogue" || !provider.questions)
    return jsonResponse({ questions: [], instant: false, confirmWithinHours });
  try {
    const ask = provider.questions.bind(provider);
    const questions = await keptQuestions(
      `${provider.name}|${entry.productCode}|${date}|${adults}|${children}`,
      Date.now(),
      () => ask({ activityCode: entry.productCode, date, pax: { adults, children } }),
    );
    if (!questions) {
      return errorResponse(
        409,
        {
          title: ACTIVITY_BOOKING_TEXT.failed.title,
          description: "Activity not available for the selected date",
        },
        { field: "date", outcome: "unavailable" },
      );
    }
    return jsonResponse({ questions, instant: true, confirmWithinHours });
  } catch (err) {
    logger.error({ err, provider: provider.name }, "activities: the supplier's questions could not be read");
    return errorResponse(502, {
      title: ACTIVITY_BOOKING_TEXT.failed.title,
      description: "We couldn't reach the operator to prepare your booking. Please try again in a minute.",
    });
  }
}
