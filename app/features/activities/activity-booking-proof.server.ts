import crypto from "node:crypto";
import {
  createEmailCodeSteps,
  createLeadFlow,
  hasEmailProof,
  hasVerificationProof,
  readFlowFields,
  submissionExists,
  type LeadFlowHandlers,
  type LeadFlowTexts,
} from "~/features/verification/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, readJsonObject } from "~/server/http.server";
import {
  ACTIVITY_BOOKING_CODE_TEXT,
  ACTIVITY_BOOKING_TEXT,
  activityIssueTitle,
  activityBookingContactSchema,
  type ActivityBookingContact,
  type ActivityBookingProven,
} from "./activity-booking-schema";

/**
 * The code step before an activity booking, served by the lead-flow routes as
 * /api/v1/activity-booking/submissions[/{id}/resend|verify]: the phone is optional on this form, so
 * the code goes to the phone when one is given — the lead-flow layer's own SMS code, caps and proof
 * cookie, with no lead of its own (the booking writes its lead when the supplier confirms) — and
 * otherwise to the e-mail address (createEmailCodeSteps). A right code, or this browser's proof of
 * the same phone or address from the last 24 hours, lets POST /api/v1/activities/bookings book; until
 * then nothing is booked, no lead is written and nothing is mailed but the code
 * (docs/decisions/029-activity-booking-proof.md).
 */

const FIELD_ORDER = ["firstName", "lastName", "email", "phone"];

const issueText = (error: { issues: readonly { path: readonly PropertyKey[] }[] }) => {
  const fields = error.issues.map((issue) => String(issue.path[0] ?? ""));
  const field = [...fields].sort((a, b) => FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b))[0] || "body";
  return { field, title: activityIssueTitle(field) };
};

/** The first failing field first, as the booking endpoint names them. */
const contactSchema = {
  safeParse(input: unknown) {
    const parsed = activityBookingContactSchema.safeParse(input);
    if (parsed.success) return parsed;
    const issues = [...parsed.error.issues].sort(
      (a, b) => FIELD_ORDER.indexOf(String(a.path[0])) - FIELD_ORDER.indexOf(String(b.path[0])),
    );
    return { success: false as const, error: { issues } };
  },
};

type PhoneFields = ActivityBookingContact & { name: string; phone: string };

/** The phone route's fields: the contact with a phone (the start only sends it here when there is one). */
const phoneSchema = {
  safeParse(input: unknown) {
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success) return parsed;
    const { phone } = parsed.data;
    if (!phone) {
      return {
        success: false as const,
        error: { issues: [{ path: ["phone"], message: ACTIVITY_BOOKING_TEXT.phone }] },
      };
    }
    const data: PhoneFields = {
      ...parsed.data,
      phone,
      name: `${parsed.data.firstName} ${parsed.data.lastName}`,
    };
    return { success: true as const, data };
  },
};

const C = ACTIVITY_BOOKING_CODE_TEXT;
const texts: LeadFlowTexts = {
  badRequest: C.badRequest,
  invalidPhone: { title: ACTIVITY_BOOKING_TEXT.failed.title, description: ACTIVITY_BOOKING_TEXT.phone },
  saveFailed: C.sendFailed,
  sendFailed: C.sendFailed,
  codeSent: C.codeSent,
  resent: C.resent,
  resendFailed: C.resendFailed,
  invalidSession: C.invalidSession,
  incompleteCode: C.incompleteCode,
  wrongCode: C.wrongCode,
  expiredCode: C.expiredCode,
  verified: C.verified,
  skipped: C.skipped,
  verifyFailed: C.verifyFailed,
};

const proven = (): ActivityBookingProven => ({ proven: true });

const phoneRoute = createLeadFlow({
  purpose: "activity_booking",
  schema: phoneSchema,
  issueText,
  texts,
  toData: ({ firstName, lastName }: PhoneFields) => ({ firstName, lastName }),
  toResult: proven,
  writesLead: false,
});

const emailRoute = createEmailCodeSteps({ purpose: "activity_booking", texts, result: proven, db: getDb });

/** The same request with the body already read (a body is a stream: it can be read only once). */
function withBody(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: "POST", headers, body: JSON.stringify(body) });
}

export const activityBookingCodeFlow: LeadFlowHandlers = {
  purpose: "activity_booking",
  async start(request, context) {
    const read = await readFlowFields(request, { schema: contactSchema, issueText }, texts.badRequest);
    if (!read.ok) return read.response;
    const { givenId } = read;
    // A form fill that changed route (the mobile typed in, or cleared, after Back from the code
    // step) starts afresh under a new id, so resend and verify never reach the other route's code.
    let db;
    try {
      db = context.db ?? (await getDb());
    } catch {
      return errorResponse(503, texts.saveFailed);
    }
    if (read.fields.phone) {
      const moved = givenId !== undefined && (await emailRoute.owns(givenId, { db }));
      const body = moved ? { ...read.body, submissionId: crypto.randomUUID() } : read.body;
      return phoneRoute.start(withBody(request, body), context);
    }
    const moved = givenId !== undefined && (await submissionExists(db, givenId));
    const submissionId = moved ? crypto.randomUUID() : givenId;
    return emailRoute.start(request, { email: read.fields.email, submissionId }, context);
  },
  async resend(request, submissionId, context) {
    if (await emailRoute.owns(submissionId, context)) return emailRoute.resend(submissionId, context);
    return phoneRoute.resend(request, submissionId, context);
  },
  async verify(request, submissionId, context) {
    if (!(await emailRoute.owns(submissionId, context)))
      return phoneRoute.verify(request, submissionId, context);
    const read = await readJsonObject(request, texts.badRequest);
    if (!read.ok) return read.response;
    return emailRoute.verify(submissionId, read.body.code, context);
  },
  proof: phoneRoute.proof,
};

/**
 * Whether this request may book for these details: this browser proved the phone given (the lead-flow
 * layer's signed cookie), or, when no phone is given, the e-mail address.
 */
export function bookingIsProven(
  request: Request,
  fields: { email: string; phone: string | null },
): { via: "phone" | "email" } | null {
  if (fields.phone)
    return hasVerificationProof(request, "activity_booking", fields.phone) ? { via: "phone" } : null;
  return hasEmailProof(request, "activity_booking", fields.email) ? { via: "email" } : null;
}
