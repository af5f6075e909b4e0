import { and, eq, isNull, sql } from "drizzle-orm";
import type { VerifiedPurpose } from "~/features/leads";
import { epochMs, getDb, queryRows, type Database } from "~/server/db/db.server";
import { leadSubmissions, verificationCodes, type LeadSubmissionRow } from "~/server/db/schema.server";
import { errorResponse, type ErrorText } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import type { FlowSubmission } from "./lead-flow-definition.server";

/** The stored submissions and their codes, as the lead-flow layer reads them. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a browser's or a URL's id can name a submission at all (anything else finds none). */
export const isSubmissionId = (id: unknown): id is string => typeof id === "string" && UUID.test(id);

export function fromRow<Data>(row: LeadSubmissionRow): FlowSubmission<Data> {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    data: row.data as Data,
    verifiedAt: row.verifiedAt,
    promoCode: row.promoCode,
    leadId: row.leadId,
    createdAt: row.createdAt,
  };
}

/**
 * The submission a code check or a resend names, only when it is this purpose's, read as one
 * prepared statement (every code check starts here, so it skips the query builder).
 */
export async function findSubmission(
  db: Database,
  purpose: VerifiedPurpose,
  submissionId: string | undefined,
): Promise<LeadSubmissionRow | null> {
  if (!isSubmissionId(submissionId)) return null;
  const [row] = await queryRows<{
    id: string;
    purpose: string;
    name: string;
    phone: string;
    email: string | null;
    data: Record<string, unknown>;
    verified_ms: number | null;
    promo_code: string | null;
    lead_id: string | null;
    request_ip: string | null;
    created_ms: number;
  }>(
    db,
    sql`SELECT id, purpose, name, phone, email, data, ${epochMs(sql`verified_at`)} AS verified_ms, promo_code,
      lead_id, request_ip, ${epochMs(sql`created_at`)} AS created_ms
    FROM lead_submissions WHERE id = ${submissionId}::uuid AND purpose = ${purpose}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    purpose: row.purpose,
    name: row.name,
    phone: row.phone,
    email: row.email,
    data: row.data,
    verifiedAt: row.verified_ms === null ? null : new Date(row.verified_ms),
    promoCode: row.promo_code,
    leadId: row.lead_id,
    requestIp: row.request_ip,
    createdAt: new Date(row.created_ms),
  };
}

/** A flow's submission as the flow sees it, for a page that finds it by a signed link of its own. */
export async function findFlowSubmission<Data>(
  purpose: VerifiedPurpose,
  submissionId: string,
  db?: Database,
): Promise<FlowSubmission<Data> | null> {
  const row = await findSubmission(db ?? (await getDb()), purpose, submissionId);
  return row ? fromRow<Data>(row) : null;
}

/** Whether any flow's submission already has this id (a browser may only name a new one). */
export async function submissionExists(db: Database, submissionId: string) {
  const [row] = await db
    .select({ id: leadSubmissions.id })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.id, submissionId));
  return Boolean(row);
}

/** The code sent for a pending submission, as it stands (live, used up, expired, or refused by the provider). */
export async function findCodeOf(
  db: Database,
  purpose: VerifiedPurpose,
  phone: string,
  submissionId: string,
) {
  const [code] = await db
    .select({
      status: verificationCodes.status,
      sentAt: verificationCodes.sentAt,
      expiresAt: verificationCodes.expiresAt,
      attempts: verificationCodes.attempts,
      maxAttempts: verificationCodes.maxAttempts,
      provider: verificationCodes.provider,
    })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.phone, phone),
        eq(verificationCodes.subjectId, submissionId),
      ),
    );
  return code ?? null;
}

/** Whether a code can still be tried: active, in its time, with tries left. */
export function isLiveCode(
  code: { status: string; expiresAt: Date; attempts: number; maxAttempts: number } | null,
  now: Date,
): boolean {
  return code?.status === "active" && code.expiresAt > now && code.attempts < code.maxAttempts;
}

/** A pending submission's details corrected by the form sent again; a verified one stays as it was. */
export async function correctPendingDetails(
  db: Database,
  submissionId: string,
  details: { name: string; email: string | null; data: Record<string, unknown> },
) {
  await db
    .update(leadSubmissions)
    .set(details)
    .where(and(eq(leadSubmissions.id, submissionId), isNull(leadSubmissions.verifiedAt)));
}

/** The submission for a resend or verify; a database failure is a 503 in the step's own words. */
export async function loadSubmission(
  context: { db?: Database },
  purpose: VerifiedPurpose,
  submissionId: string | undefined,
  failure: ErrorText,
): Promise<
  { ok: true; db: Database; submission: LeadSubmissionRow | null } | { ok: false; response: Response }
> {
  try {
    const db = context.db ?? (await getDb());
    return { ok: true, db, submission: await findSubmission(db, purpose, submissionId) };
  } catch (err) {
    logger.error({ err, purpose }, "lead flow: submission lookup failed");
    return { ok: false, response: errorResponse(503, failure) };
  }
}
