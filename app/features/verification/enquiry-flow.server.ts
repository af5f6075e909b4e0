import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { LEAD_PURPOSES, type LeadPurpose, type VerifiedPurpose } from "~/features/leads";
import { createUnifiedLead, type UnifiedLeadInput } from "~/features/leads/index.server";
import { getDb, type Database } from "~/server/db/db.server";
import { leadSubmissions } from "~/server/db/schema.server";
import { errorResponse, jsonResponse, type ErrorText } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type {
  FlowFields,
  FlowSubmission,
  Issues,
  LeadFlowHandlers,
  ParseResult,
} from "./lead-flow-definition.server";
import { readFlowFields } from "./lead-flow-request.server";
import type { ToastText } from "./lead-flow-types";
import { PHONE_CONSENT } from "./phone-consent";

/**
 * The code-less half of the lead-flow layer: a form whose purpose needs no phone code (a contact
 * enquiry, a wedding consultation). Its one endpoint, start, validates, stores the submission and its
 * unverified lead in one transaction (the staff e-mail goes with it through the outbox) and answers
 * with the flow's toast. A honeypot field and the HTTP rate limits keep robots out instead of a code.
 * The browser names its submission once per form fill, so a double click or a retried request finds
 * the first one: one lead, one staff e-mail.
 */

/** The purposes of the purpose table that need no code. */
export type EnquiryPurpose = Exclude<LeadPurpose, VerifiedPurpose>;

export type EnquiryFlowTexts = {
  /** The body is not an object with the flow's fields. */
  badRequest: ErrorText;
  /** The flow's own wording for a number that is not an Indian mobile. */
  invalidPhone: ErrorText;
  /** The database failed; nothing was stored. */
  saveFailed: ErrorText;
  /** The success toast. */
  received: ToastText;
};

export type EnquiryFlowDefinition<Fields extends FlowFields, Data extends Record<string, unknown>> = {
  purpose: EnquiryPurpose;
  /** The flow's one schema (also used by its form), with the flow's own messages. */
  schema: { safeParse(input: unknown): ParseResult<Fields> };
  /** The title and field for the first failed field; the description is the schema's message. */
  issueText: (issues: Issues) => { title: string; field: string };
  texts: EnquiryFlowTexts;
  /** What is stored besides name, phone and e-mail. */
  toData: (fields: Fields) => Data;
  /**
   * The lead's score, reason, source data and source, otherwise the purpose table's and the data; and
   * `followUp` when the form promises a call by a time (a follow-up task below the urgent score).
   */
  toLead?: (
    submission: FlowSubmission<Data>,
  ) => Partial<Pick<UnifiedLeadInput, "score" | "scoreReason" | "sourceData" | "source" | "followUp">>;
};

/** What a code-less start answers (201), the first time and for the same submission again. */
export type EnquiryReceived = { outcome: "received"; submissionId: string; toast: ToastText };

type Context = { ip: string; db?: Database };

/** The robots' field: hidden from people, so anything in it means a script filled the form. */
export const HONEYPOT_FIELD = "website";

function filledHoneypot(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

export function createEnquiryFlow<Fields extends FlowFields, Data extends Record<string, unknown>>(
  flow: EnquiryFlowDefinition<Fields, Data>,
): LeadFlowHandlers {
  const { purpose, texts } = flow;
  const row = LEAD_PURPOSES[purpose];
  const received = (submissionId: string) =>
    jsonResponse({ outcome: "received", submissionId, toast: texts.received } satisfies EnquiryReceived, {
      status: 201,
    });
  // There is no code to resend or check for a form that sends none.
  const noSuchStep = () =>
    errorResponse(404, { title: "Not Found", description: "This form sends no verification code." });

  /**
   * Stores the submission under its id and, only when that row is new, its lead. Returns the id the
   * visitor's submission has: the given one, or — when another form already took that id — a fresh one.
   */
  async function store(db: Database, id: string, fields: Fields, data: Data, context: Context) {
    const now = new Date();
    return db.transaction(async (tx) => {
      const leadId = crypto.randomUUID();
      const stored = {
        id,
        purpose,
        name: fields.name,
        phone: fields.phone,
        email: fields.email ?? null,
        data,
        verifiedAt: null,
        promoCode: null,
        leadId,
        requestIp: context.ip || null,
        createdAt: now,
      };
      const inserted = await tx
        .insert(leadSubmissions)
        .values(stored)
        .onConflictDoNothing({ target: leadSubmissions.id })
        .returning({ id: leadSubmissions.id });
      if (inserted.length === 0) return { fresh: false as const };
      const submission: FlowSubmission<Data> = { ...stored, data };
      await createUnifiedLead(tx, {
        id: leadId,
        type: row.leadType,
        sourceId: id,
        name: fields.name,
        email: fields.email ?? null,
        phone: fields.phone,
        phoneVerified: false,
        sourceData: data,
        // The form shows the phone notice beside its mobile box as the code-step forms do, so the
        // lead keeps the same trip consent, with the words the visitor saw.
        consent: { ...PHONE_CONSENT, at: now },
        now,
        ...flow.toLead?.(submission),
      });
      return { fresh: true as const };
    });
  }

  async function start(request: Request, context: Context): Promise<Response> {
    const read = await readFlowFields(request, flow, texts.badRequest);
    if (!read.ok) return read.response;
    const { fields, givenId } = read;
    if (filledHoneypot(read.body)) {
      // Answered like a person's request, so the script learns nothing; nothing is stored.
      logger.info({ purpose, ip: context.ip }, "enquiry flow: honeypot filled, nothing stored");
      return received(givenId ?? crypto.randomUUID());
    }
    const data = flow.toData(fields);
    try {
      const db = context.db ?? (await getDb());
      if (givenId) {
        const result = await store(db, givenId, fields, data, context);
        if (result.fresh) return received(givenId);
        // The id is taken: the same form sent again (a double click, a retry after a lost answer)
        // answers as the first time; another form's id is never reused.
        const [existing] = await db
          .select({ purpose: leadSubmissions.purpose })
          .from(leadSubmissions)
          .where(eq(leadSubmissions.id, givenId));
        if (existing?.purpose === purpose) return received(givenId);
      }
      const id = crypto.randomUUID();
      await store(db, id, fields, data, context);
      return received(id);
    } catch (err) {
      // The submission and its lead are one transaction: nothing was written.
      logger.error({ err, purpose }, "enquiry flow: submission could not be saved");
      return errorResponse(503, texts.saveFailed);
    }
  }

  return {
    purpose,
    start,
    resend: async () => noSuchStep(),
    verify: async () => noSuchStep(),
  };
}
