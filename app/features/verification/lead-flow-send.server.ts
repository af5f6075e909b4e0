import crypto from "node:crypto";
import { getDb, type Database } from "~/server/db/db.server";
import type { LeadSubmissionRow } from "~/server/db/schema.server";
import { errorResponse, jsonResponse, readJsonObject } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type { FlowContext, FlowFields, LeadFlowDefinition } from "./lead-flow-definition.server";
import { keepUnverified, storeVerifiedByProof } from "./lead-flow-lead.server";
import { provenVerifiedAt, readFlowFields, readOptIns } from "./lead-flow-request.server";
import {
  codeSentBody,
  codeSentTo,
  invalidSessionResponse,
  sendFailureResponse,
  skippedResponse,
} from "./lead-flow-responses.server";
import {
  correctPendingDetails,
  findCodeOf,
  findSubmission,
  fromRow,
  isLiveCode,
  loadSubmission,
  submissionExists,
} from "./lead-flow-submissions.server";
import { isInternationalNumber } from "~/lib/phone";
import { NOT_THE_VISITORS_LIMITS } from "./verification-messages";
import {
  hasVerificationProof,
  sendVerificationCode,
  type CodeChannel,
  type SendCodeResult,
} from "./verification.server";

/** A flow's start and resend: storing the submission and getting a code to the visitor's phone. */

/**
 * The channel the visitor chose ("Send code on WhatsApp", or SMS instead); anything else is no choice
 * (the agency's default). A channel not configured here goes by SMS (verification.server.ts).
 */
const channelOf = (body: Record<string, unknown>): CodeChannel | undefined =>
  body.channel === "sms" || body.channel === "whatsapp" || body.channel === "email"
    ? body.channel
    : undefined;

/**
 * Where a code goes for this flow: the address typed, or, for a flow that chooses the address of a
 * number outside India itself (`codeEmail`), the one it holds, by e-mail only; with none held, the
 * code is withheld (claimed and counted, never sent).
 */
async function codeRoute(
  db: Database,
  flow: { codeEmail?: Flow<FlowFields, Record<string, unknown>, unknown>["codeEmail"] },
  phone: string,
  typed: string | null | undefined,
  channel: CodeChannel | undefined,
): Promise<{ email: string | null; channel?: CodeChannel; withheld?: true }> {
  if (!flow.codeEmail || !isInternationalNumber(phone)) return { email: typed ?? null, channel };
  const held = await flow.codeEmail(db, phone, typed ?? null);
  return held ? { email: held, channel: "email" } : { email: null, channel: "email", withheld: true };
}

type Flow<Fields extends FlowFields, Data extends Record<string, unknown>, Result> = LeadFlowDefinition<
  Fields,
  Data,
  Result
>;

/**
 * The visitor sends the form again for a submission this browser already has (Back from the code
 * step, a reload, a retry after the SMS provider failed or after an answer lost on the way). For
 * the same number its details are corrected, and then: a code that is still live is kept (no new
 * SMS, no cooldown refusal); a code the provider refused is sent again for the same submission.
 * Anything else (null) starts afresh.
 */
export async function resumeSubmission<
  Fields extends FlowFields,
  Data extends Record<string, unknown>,
  Result,
>(
  db: Database,
  flow: Flow<Fields, Data, Result>,
  pending: LeadSubmissionRow,
  form: { fields: Fields; data: Data; proofOfWork: unknown; channel?: CodeChannel },
  context: FlowContext,
  now: Date,
): Promise<Response | null> {
  const { purpose, texts } = flow;
  const { fields, data } = form;
  if (pending.verifiedAt || pending.phone !== fields.phone) return null;
  const code = await findCodeOf(db, purpose, pending.phone, pending.id);
  if (!code || (!isLiveCode(code, now) && code.status !== "send_failed")) return null;
  await correctPendingDetails(db, pending.id, { name: fields.name, email: fields.email ?? null, data });
  if (isLiveCode(code, now)) {
    const toast = texts.codeSent(codeSentTo(pending.phone, pending.email));
    const sent = { submissionId: pending.id, phone: pending.phone, email: pending.email, ...code };
    return jsonResponse(codeSentBody(sent, now, true, toast, context.deps));
  }
  const result = await sendVerificationCode(
    db,
    {
      purpose,
      phone: pending.phone,
      ip: context.ip,
      subjectId: pending.id,
      name: fields.name,
      proofOfWork: form.proofOfWork,
      ...(await codeRoute(db, flow, pending.phone, fields.email, form.channel)),
      now,
    },
    context.deps,
  );
  if (result.outcome !== "sent") return sendFailureResponse(result, texts, texts.sendFailed, pending.id);
  const toast = texts.codeSent(codeSentTo(result.phone, fields.email));
  const sent = {
    submissionId: pending.id,
    phone: result.phone,
    sentAt: now,
    expiresAt: result.expiresAt,
    channel: result.channel,
    email: fields.email,
  };
  return jsonResponse(codeSentBody(sent, now, false, toast, context.deps));
}

/**
 * The answer already given for a submission a parallel request with the same id stored (the same
 * form sent twice at once), or null when there is none to repeat.
 */
export async function answerTwin<Fields extends FlowFields, Data extends Record<string, unknown>, Result>(
  db: Database,
  flow: Flow<Fields, Data, Result>,
  request: Request,
  submissionId: string,
  fields: Fields,
): Promise<Response | null> {
  const { purpose, texts } = flow;
  const stored = await findSubmission(db, purpose, submissionId).catch(() => null);
  if (!stored || stored.phone !== fields.phone) return null;
  if (stored.verifiedAt) {
    return hasVerificationProof(request, purpose, stored.phone)
      ? skippedResponse(flow, request, fromRow<Data>(stored), 200)
      : null;
  }
  const code = await findCodeOf(db, purpose, stored.phone, stored.id).catch(() => null);
  if (code?.status !== "active") return null;
  const toast = texts.codeSent(codeSentTo(stored.phone, stored.email));
  const sent = { submissionId: stored.id, phone: stored.phone, email: stored.email, ...code };
  return jsonResponse(codeSentBody(sent, new Date(), true, toast));
}

/**
 * Start: validate, normalise the phone, then — unless this browser already has this submission
 * (resumed, or answered again) — either store it verified by the browser's proof, or store it with its
 * code in one statement and send the SMS inline. A send refused by a limit that is not the visitor's
 * doing keeps the details as an unverified lead.
 */
export async function startSubmission<
  Fields extends FlowFields,
  Data extends Record<string, unknown>,
  Result,
>(flow: Flow<Fields, Data, Result>, request: Request, context: FlowContext): Promise<Response> {
  const { purpose, texts } = flow;
  const read = await readFlowFields(request, flow, texts.badRequest);
  if (!read.ok) return read.response;
  const { fields, givenId } = read;
  const proofOfWork = read.body.proofOfWork;
  const channel = channelOf(read.body);
  const data = flow.toData(fields);
  const now = new Date();
  let submissionId: string = crypto.randomUUID();
  let result: SendCodeResult;
  let db: Database | undefined;
  try {
    db = context.db ?? (await getDb());
    const existing = await findSubmission(db, purpose, givenId);
    if (existing) {
      // The same form sent again after it was verified: its answer again, only with the proof.
      if (existing.verifiedAt && hasVerificationProof(request, purpose, existing.phone)) {
        if (existing.phone === fields.phone)
          return skippedResponse(flow, request, fromRow<Data>(existing), 200);
      } else {
        const resumed = await resumeSubmission(
          db,
          flow,
          existing,
          { fields, data, proofOfWork, channel },
          context,
          now,
        );
        if (resumed) return resumed;
      }
    } else if (givenId) {
      if (!(await submissionExists(db, givenId))) submissionId = givenId;
      else {
        // Stored a moment ago by the same form sent twice at once: answer as that one did, rather
        // than storing this one again under a new id (a second lead).
        const twin = await answerTwin(db, flow, request, givenId, fields);
        if (twin) return twin;
      }
    }
    const verifiedAt = provenVerifiedAt(request, purpose, fields.phone, now);
    if (verifiedAt) {
      const submission = { id: submissionId, fields, data, now, verifiedAt };
      return skippedResponse(
        flow,
        request,
        await storeVerifiedByProof(db, flow, submission, context.ip, readOptIns(read.body)),
        201,
      );
    }
    result = await sendVerificationCode(
      db,
      {
        purpose,
        phone: fields.phone,
        ip: context.ip,
        subjectId: submissionId,
        name: fields.name,
        submission: { id: submissionId, name: fields.name, email: fields.email, data },
        proofOfWork,
        ...(await codeRoute(db, flow, fields.phone, fields.email, channel)),
        now,
      },
      context.deps,
    );
  } catch (err) {
    // The same form sent twice at once: the other request stored it a moment ago.
    const twin =
      db && givenId === submissionId ? await answerTwin(db, flow, request, submissionId, fields) : null;
    if (twin) return twin;
    // Nothing was written: the code and its submission (or, without a code, the submission and
    // its lead) are stored in one statement or transaction.
    logger.error({ err, purpose }, "lead flow: submission could not be saved");
    return errorResponse(503, texts.saveFailed);
  }
  if (
    flow.writesLead !== false &&
    result.outcome === "rate_limited" &&
    NOT_THE_VISITORS_LIMITS.includes(result.reason)
  ) {
    return keepUnverified(flow, context, {
      id: submissionId,
      fields,
      data,
      now,
      reason: result.reason,
      proof: result.proof ?? null,
    });
  }
  if (result.outcome !== "sent") return sendFailureResponse(result, texts, texts.sendFailed, submissionId);
  const sent = {
    submissionId,
    phone: result.phone,
    sentAt: now,
    expiresAt: result.expiresAt,
    channel: result.channel,
    email: fields.email,
  };
  const toast = texts.codeSent(codeSentTo(result.phone, fields.email));
  return jsonResponse(codeSentBody(sent, now, false, toast, context.deps), { status: 201 });
}

/** Resend: a new code for the same pending submission (the old one dies). */
export async function resendCode<Fields extends FlowFields, Data extends Record<string, unknown>, Result>(
  flow: Flow<Fields, Data, Result>,
  request: Request,
  submissionId: string | undefined,
  context: FlowContext,
): Promise<Response> {
  const { purpose, texts } = flow;
  const read = await readJsonObject(request, texts.badRequest);
  if (!read.ok) return read.response;
  const loaded = await loadSubmission(context, purpose, submissionId, texts.resendFailed);
  if (!loaded.ok) return loaded.response;
  const { db, submission } = loaded;
  if (!submission || submission.verifiedAt) return invalidSessionResponse(texts);
  const now = new Date();
  let result: SendCodeResult;
  try {
    result = await sendVerificationCode(
      db,
      {
        purpose,
        phone: submission.phone,
        ip: context.ip,
        subjectId: submission.id,
        name: submission.name,
        proofOfWork: read.body.proofOfWork,
        ...(await codeRoute(db, flow, submission.phone, submission.email, channelOf(read.body))),
        now,
      },
      context.deps,
    );
  } catch (err) {
    // The database failed before a new code was stored: the old one stands.
    logger.error({ err, purpose }, "lead flow: code could not be resent");
    return errorResponse(503, texts.resendFailed);
  }
  if (result.outcome !== "sent") return sendFailureResponse(result, texts, texts.resendFailed, submission.id);
  const sent = {
    submissionId: submission.id,
    phone: result.phone,
    sentAt: now,
    expiresAt: result.expiresAt,
    channel: result.channel,
    email: submission.email,
  };
  return jsonResponse(codeSentBody(sent, now, false, texts.resent, context.deps));
}
