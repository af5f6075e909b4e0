import { and, eq, isNull, or, sql } from "drizzle-orm";
import { readProof } from "~/features/verification/index.server";
import { recordAudit } from "~/server/audit.server";
import { getDb, queryRows, type Database, type Executor } from "~/server/db/db.server";
import { consents, contacts, contactTimeline, privacyRequests } from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { dueDateOf, requestDueDays } from "./privacy-settings.server";
import { MY_DATA_TEXTS } from "./my-data-texts";
import { TRAVELLER_DETAILS, type MyData } from "./my-data-types";
import type { PrivacyRequestKind, SelfServiceRequest } from "./privacy-requests-texts";

/**
 * The person's own view of their data, behind the phone code: what the agency holds about the
 * verified number, withdrawing a consent, and asking for a correction, an erasure, a nominee or a
 * grievance to be handled. Staff's notes (the contact's notes, the timeline, tasks) are the agency's
 * working papers and are not shown.
 */

export const MY_DATA_PURPOSE = "privacy_access" as const;

export const PROOF_REFUSED = {
  title: "Confirm your number again",
  description: "Your confirmation has expired or is not valid. Enter your number to get a new code.",
};

/** The number this browser proved with a code for the privacy page, or a 403 refusal. */
export function requireMyDataPhone(request: Request, now = Date.now()): string {
  const proof = readProof(request, MY_DATA_PURPOSE, now);
  if (!proof) throw new HttpRefusal(403, PROOF_REFUSED.title, PROOF_REFUSED.description);
  return proof.phone;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The contact whose number this is, if the agency has one. */
async function contactOf(db: Executor, phone: string) {
  const [contact] = await db.select().from(contacts).where(eq(contacts.phone, phone));
  return contact ?? null;
}

/** Everything the agency holds about the number, as the person may see it. */
export async function myDataOf(db: Executor, phone: string): Promise<MyData> {
  const contact = await contactOf(db, phone);
  const contactId = contact?.id ?? null;
  const ofPerson = (contactColumn: string, phoneColumn: string | null) =>
    contactId
      ? phoneColumn
        ? sql`(${sql.raw(contactColumn)} = ${contactId}::uuid OR ${sql.raw(phoneColumn)} = ${phone})`
        : sql`${sql.raw(contactColumn)} = ${contactId}::uuid`
      : phoneColumn
        ? sql`${sql.raw(phoneColumn)} = ${phone}`
        : sql`false`;

  const [leadRows, bookingRows, paymentRows, consentRows, requestRows] = await Promise.all([
    queryRows<{
      id: string;
      type: string;
      created_at: Date;
      stage: string;
      source_data: Record<string, unknown>;
    }>(
      db,
      sql`SELECT id, type, created_at, stage, source_data FROM leads WHERE ${ofPerson("contact_id", "phone")} ORDER BY created_at`,
    ),
    queryRows<{
      id: string;
      activity_title: string;
      activity_date: string;
      adults: number;
      children: number;
      status: string;
    }>(
      db,
      sql`SELECT b.id, b.activity_title, b.activity_date, b.adults, b.children, b.status FROM activity_bookings b
        WHERE b.holder_phone = ${phone} OR b.lead_id IN (SELECT id FROM leads WHERE ${ofPerson("contact_id", "phone")})
        ORDER BY b.created_at`,
    ),
    queryRows<{
      id: string;
      reference: string;
      label: string;
      amount_minor: string | number;
      paid_minor: string | number;
      currency: string;
      status: string;
    }>(
      db,
      sql`SELECT id, reference, label, amount_minor, paid_minor, currency, status FROM payment_requests
        WHERE ${ofPerson("contact_id", null)} ORDER BY created_at`,
    ),
    db
      .select()
      .from(consents)
      .where(
        contactId
          ? or(eq(consents.contactId, contactId), eq(consents.phone, phone))
          : eq(consents.phone, phone),
      )
      .orderBy(consents.givenAt),
    db
      .select()
      .from(privacyRequests)
      .where(
        contactId
          ? or(eq(privacyRequests.contactId, contactId), eq(privacyRequests.phone, phone))
          : eq(privacyRequests.phone, phone),
      )
      .orderBy(privacyRequests.receivedAt),
  ]);

  return {
    phone,
    contact: contact
      ? {
          name: contact.name,
          email: contact.email,
          city: contact.city,
          since: contact.createdAt.toISOString(),
        }
      : null,
    leads: leadRows.map((l) => ({
      id: l.id,
      form: l.type,
      at: iso(l.created_at)!,
      stage: l.stage,
      // What the person gave on the form, in their own words. The lead's `trip` is staff's working
      // copy (edited, with the "Notes for the quote"), so it is not theirs to be shown.
      details: TRAVELLER_DETAILS.flatMap((field) => {
        const value = l.source_data[field];
        const empty = value == null || value === "" || (Array.isArray(value) && value.length === 0);
        return empty ? [] : [{ field, value }];
      }),
    })),
    bookings: bookingRows.map((b) => ({
      id: b.id,
      activity: b.activity_title,
      date: b.activity_date,
      adults: b.adults,
      children: b.children,
      status: b.status,
    })),
    payments: paymentRows.map((p) => ({
      id: p.id,
      reference: p.reference,
      label: p.label,
      amountMinor: Number(p.amount_minor),
      paidMinor: Number(p.paid_minor),
      currency: p.currency,
      status: p.status,
    })),
    consents: consentRows.map((c) => ({
      id: c.id,
      purpose: c.purpose,
      noticeVersion: c.noticeVersion,
      noticeText: c.noticeText,
      form: c.sourceForm,
      givenAt: c.givenAt.toISOString(),
      withdrawnAt: iso(c.withdrawnAt),
    })),
    requests: requestRows.map((r) => ({
      id: r.id,
      kind: r.kind,
      receivedAt: r.receivedAt.toISOString(),
      dueAt: r.dueAt.toISOString(),
      status: r.status,
    })),
  };
}

/**
 * Withdraws one of the number's consents at once: `withdrawn_at` is stamped (the row stays as the
 * record of what was agreed and when) and every send that asks `hasActiveConsent` stops from this
 * moment. Withdrawing one already withdrawn answers as the first time did.
 */
export async function withdrawConsent(
  db: Database,
  phone: string,
  consentId: string,
  now = new Date(),
): Promise<{ purpose: string; withdrawnAt: string }> {
  return db.transaction(async (tx) => {
    const contact = await contactOf(tx, phone);
    const mine = contact
      ? or(eq(consents.contactId, contact.id), eq(consents.phone, phone))
      : eq(consents.phone, phone);
    const [row] = await tx
      .select()
      .from(consents)
      .where(and(eq(consents.id, consentId), mine))
      .for("update");
    if (!row)
      throw new HttpRefusal(
        404,
        "Consent not found",
        "That consent is not one of yours. Reload the page and try again.",
      );
    if (row.withdrawnAt) return { purpose: row.purpose, withdrawnAt: row.withdrawnAt.toISOString() };
    // Each enquiry kept its own row; "stop calling me about trips" means every one of them, or an
    // older enquiry's row would keep the calls (or the messages) going.
    await tx
      .update(consents)
      .set({ withdrawnAt: now })
      .where(and(mine, eq(consents.purpose, row.purpose), isNull(consents.withdrawnAt)));
    await recordAudit(tx, {
      action: "consent_withdrawn",
      targetType: "consent",
      targetId: consentId,
      occurredAt: now,
      // Only the purpose and where it was withdrawn: never the number.
      details: { purpose: row.purpose, channel: "self_service", contactId: row.contactId },
    });
    // The agent who calls next reads it on the contact's timeline, in the traveller's own terms.
    await tx.insert(contactTimeline).values({
      contactId: row.contactId,
      leadId: row.leadId,
      kind: "consent_withdrawn",
      summary: `Withdrew consent to “${MY_DATA_TEXTS.en.purposeNames[row.purpose]}” on the My data page`,
      data: { purpose: row.purpose },
      occurredAt: now,
    });
    return { purpose: row.purpose, withdrawnAt: now.toISOString() };
  });
}

/**
 * Whether a number may be sent messages for a purpose now: a consent given for it and not
 * withdrawn. Every marketing or WhatsApp send asks this just before it sends.
 */
export async function hasActiveConsent(
  db: Executor,
  phone: string,
  purpose: "marketing" | "whatsapp",
): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.phone, phone), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .limit(1);
  return Boolean(row);
}

/** The numbers an offers mailing may go to now: those with a marketing consent not withdrawn. */
export async function marketingAudience(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ phone: string }>(
    db,
    sql`SELECT DISTINCT phone FROM consents WHERE purpose = 'marketing' AND withdrawn_at IS NULL AND phone IS NOT NULL ORDER BY phone`,
  );
  return rows.map((r) => r.phone);
}

/** Records a request the person made on their own page, due by the setting's days. */
export async function requestFromMyData(
  db: Database,
  phone: string,
  request: SelfServiceRequest,
  now = new Date(),
): Promise<{ id: string; kind: PrivacyRequestKind; dueAt: string }> {
  return db.transaction(async (tx) => {
    const contact = await contactOf(tx, phone);
    const days = await requestDueDays(tx);
    const [row] = await tx
      .insert(privacyRequests)
      .values({
        kind: request.kind,
        contactId: contact?.id ?? null,
        phone,
        details: request.details ?? null,
        channel: "self_service",
        receivedAt: now,
        dueAt: dueDateOf(now, days),
      })
      .returning();
    await recordAudit(tx, {
      action: "privacy_request_received",
      targetType: "privacy_request",
      targetId: row!.id,
      occurredAt: now,
      details: { kind: request.kind, channel: "self_service" },
    });
    return { id: row!.id, kind: row!.kind, dueAt: row!.dueAt.toISOString() };
  });
}

/** The page's data: what the agency holds about the number this browser proved, or null without a proof. */
export async function myDataForRequest(
  request: Request,
  db?: Executor,
  now = Date.now(),
): Promise<MyData | null> {
  const proof = readProof(request, MY_DATA_PURPOSE, now);
  if (!proof) return null;
  return myDataOf(db ?? (await getDb()), proof.phone);
}
