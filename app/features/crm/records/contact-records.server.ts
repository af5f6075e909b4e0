import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { StaffUser } from "~/features/auth/index.server";
import { erasePaymentsOf, movePaymentsToContact, paymentsForExport } from "~/features/payments/index.server";
import { eraseQuotesOf, moveQuotesToContact, quotesForExport } from "~/features/quotes/index.server";
import { recordAudit } from "~/server/audit.server";
import { queryRows, type Database, type Executor } from "~/server/db/db.server";
import {
  activityBookings,
  authUser,
  contacts,
  contactTags,
  consents,
  contactTimeline,
  leads,
  leadSubmissions,
  tags,
  tasks,
  type ContactRow,
} from "~/server/db/schema.server";
import { formatIndianMobile } from "~/lib/phone";
import { crmScope, requireVisibleContact, visibleContacts, type CrmScope } from "./access.server";
import { CrmError } from "../shared/console-api.server";
import {
  MERGE_FIELDS,
  type contactPatchSchema,
  type mergeSchema,
  type newContactSchema,
  type MergeField,
} from "./contact-schema";
import { recordTimeline } from "./timeline.server";

type NewContact = z.infer<typeof newContactSchema>;
type ContactPatch = z.infer<typeof contactPatchSchema>;
type MergeInput = z.infer<typeof mergeSchema>;

const FIELD_LABELS: Record<MergeField, string> = {
  name: "name",
  phone: "mobile",
  email: "e-mail",
  city: "city",
  notes: "notes",
  ownerId: "owner",
};

/** An owner must be active staff; a former colleague or a made-up id is refused. */
export async function requireStaffOwner(db: Executor, ownerId: string | null | undefined, field = "ownerId") {
  if (!ownerId) return;
  const [owner] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(
      and(
        eq(authUser.id, ownerId),
        sql`${authUser.role} IN ('admin', 'partner')`,
        sql`coalesce(${authUser.banned}, false) = false`,
      ),
    );
  if (!owner)
    throw new CrmError(400, "Invalid request", "Choose someone from the agency's active staff.", { field });
}

/**
 * A mobile already on another live contact: say whose, so the agent can open it instead, when the
 * caller may see that contact. Outside their records (only-my-records on) they learn only that a
 * contact with the number exists and that an admin can help: a name or id would tell a partner about
 * another's traveller. Those attempts are audited.
 */
async function refuseTakenPhone(
  db: Executor,
  scope: CrmScope,
  phone: string | null | undefined,
  exceptId?: string,
) {
  if (!phone) return;
  const [other] = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      deletedAt: contacts.deletedAt,
      visible: sql<boolean>`${visibleContacts(scope)}`,
    })
    .from(contacts)
    .where(eq(contacts.phone, phone));
  if (!other || other.id === exceptId) return;
  const number = formatIndianMobile(phone);
  if (!other.deletedAt && other.visible) {
    throw new CrmError(
      409,
      "Already a contact",
      `${number} is already ${other.name ?? "another contact"}'s number. Open that contact instead, or merge the two.`,
      { field: "phone", existingId: other.id },
    );
  }
  // Outside the caller's records: the admins can see who tried which contact, the caller cannot.
  await recordAudit(db, {
    action: "contact_duplicate_refused",
    actorUserId: scope.user.id,
    actorEmail: scope.user.email,
    targetType: "contact",
    targetId: other.id,
    details: { field: "phone", deleted: Boolean(other.deletedAt) },
  });
  const message = other.deletedAt
    ? `${number} belongs to a deleted contact. Ask an admin to restore or erase it.`
    : `A contact with ${number} already exists. An admin can help: ask them to open it for you or merge the two.`;
  throw new CrmError(409, "Already a contact", message, { field: "phone" });
}

export async function createContact(db: Database, user: StaffUser, input: NewContact) {
  const scope = await crmScope(db, user);
  await requireStaffOwner(db, input.ownerId);
  await refuseTakenPhone(db, scope, input.phone);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({
        name: input.name,
        phone: input.phone,
        email: input.email,
        city: input.city,
        notes: input.notes,
        // An agent who adds someone looks after them unless they name another owner.
        ownerId: input.ownerId ?? user.id,
      })
      .onConflictDoNothing()
      .returning({ id: contacts.id });
    if (!row) await refuseTakenPhone(tx, scope, input.phone);
    await recordTimeline(tx, {
      contactId: row!.id,
      kind: "contact_created",
      summary: `Contact added by ${user.name}`,
      actorId: user.id,
    });
    return { id: row!.id };
  });
}

export async function updateContact(db: Database, user: StaffUser, id: string, patch: ContactPatch) {
  const scope = await crmScope(db, user);
  const current = await requireVisibleContact(db, scope, id);
  await requireStaffOwner(db, patch.ownerId);
  if (patch.phone !== undefined && patch.phone !== current.phone)
    await refuseTakenPhone(db, scope, patch.phone, id);
  if (patch.phone === null && !(patch.email ?? current.email)) {
    throw new CrmError(400, "Invalid request", "Keep a mobile number or an e-mail address on the contact.", {
      field: "phone",
    });
  }
  const changed = MERGE_FIELDS.filter((f) => patch[f] !== undefined && patch[f] !== current[f]);
  if (!changed.length) return { id, changed: [] as MergeField[] };
  return db.transaction(async (tx) => {
    await tx
      .update(contacts)
      .set({
        ...Object.fromEntries(changed.map((f) => [f, patch[f]])),
        // A number staff typed in was never confirmed with a code.
        ...(changed.includes("phone") ? { phoneVerifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(contacts.id, id));
    await recordTimeline(tx, {
      contactId: id,
      kind: "contact_updated",
      summary: `Details edited: ${changed.map((f) => FIELD_LABELS[f]).join(", ")}`,
      data: { fields: changed },
      actorId: user.id,
    });
    return { id, changed };
  });
}

/** Admins: hides the contact everywhere in the console; the rows stay for the record. */
export async function softDeleteContact(db: Database, user: StaffUser, id: string, ip: string | null) {
  const scope = await crmScope(db, user);
  await requireVisibleContact(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.update(contacts).set({ deletedAt: new Date(), deletedBy: user.id }).where(eq(contacts.id, id));
    // Nobody should be reminded to call a person who is gone.
    await tx
      .update(tasks)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(tasks.contactId, id), eq(tasks.status, "open")));
    await recordAudit(tx, {
      action: "contact_deleted",
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: "contact",
      targetId: id,
      ip,
    });
  });
  return { id };
}

/**
 * Admins, for a data-protection request: removes the person from every table that holds their
 * data (the contact, its leads, tasks, timeline and tags, the submissions and codes for their
 * number, queued e-mails about them, the send counters keyed by their number), in one
 * transaction. The audit entry keeps only counts and the contact's random id: nothing personal.
 */
/** `column IN (values)`, or false for no values (a person with no e-mail matches no row by e-mail). */
function inList(column: SQL | AnyColumn, values: string[], cast?: "uuid") {
  if (!values.length) return sql`false`;
  return sql`${column} IN (${sql.join(
    values.map((v) => (cast ? sql`${v}::uuid` : sql`${v}`)),
    sql`, `,
  )})`;
}

/**
 * Who a data-protection request is about: the contact, its leads, and every mobile and e-mail they
 * carry. Rows elsewhere (submissions, bookings) belong to the person when they name one of their
 * leads, mobiles or e-mails: `holding` says that for a table's columns, and `tasks` picks the tasks
 * of the contact or of one of its leads, so an export shows exactly what an erase removes.
 */
async function personOf(db: Executor, contact: ContactRow) {
  const leadRows = await db
    .select({ id: leads.id, phone: leads.phone, email: leads.email })
    .from(leads)
    .where(eq(leads.contactId, contact.id));
  const leadIds = leadRows.map((l) => l.id);
  const phones = [...new Set([contact.phone, ...leadRows.map((l) => l.phone)].filter(Boolean))] as string[];
  const emails = [
    ...new Set([contact.email, ...leadRows.map((l) => l.email)].filter(Boolean).map((e) => e!.toLowerCase())),
  ];
  return {
    leadIds,
    phones,
    emails,
    holding: (columns: { lead: AnyColumn; phone: AnyColumn; email: AnyColumn }) =>
      sql`(${sql.join(
        [
          inList(columns.lead, leadIds, "uuid"),
          inList(columns.phone, phones),
          inList(sql`lower(${columns.email})`, emails),
        ],
        sql` OR `,
      )})`,
    tasks: leadIds.length
      ? sql`(${tasks.contactId} = ${contact.id}::uuid OR ${inList(tasks.leadId, leadIds, "uuid")})`
      : eq(tasks.contactId, contact.id),
  };
}

const submissionColumns = {
  lead: leadSubmissions.leadId,
  phone: leadSubmissions.phone,
  email: leadSubmissions.email,
};
// Activity bookings hold the lead guest's name, e-mail and phone.
const bookingColumns = {
  lead: activityBookings.leadId,
  phone: activityBookings.holderPhone,
  email: activityBookings.holderEmail,
};

async function contactForDataRequest(db: Executor, id: string) {
  // A contact an admin soft-deleted earlier is still the person's data: it can be exported and erased.
  const [contact] = await db.select().from(contacts).where(eq(contacts.id, id));
  if (!contact) throw new CrmError(404, "Not found", "That contact does not exist any more.");
  return contact;
}

/**
 * Everything held about the person, for a data-protection request of access: the contact, its
 * leads with their trip details, what they sent through the site's forms, activity bookings, tags,
 * tasks, the timeline and the consents given. Not included: verification codes (stored only as hashes) and rate-limit
 * counters. The audit entry names the contact's id and what was exported, never the data.
 */
export async function exportContact(db: Database, user: StaffUser, id: string, ip: string | null) {
  const contact = await contactForDataRequest(db, id);
  const person = await personOf(db, contact);
  const [leadRows, submissions, bookings, tagRows, taskRows, timeline, quoteRows, paymentRows, consentRows] =
    await Promise.all([
      db.select().from(leads).where(eq(leads.contactId, id)).orderBy(leads.createdAt),
      db
        .select({
          id: leadSubmissions.id,
          purpose: leadSubmissions.purpose,
          name: leadSubmissions.name,
          phone: leadSubmissions.phone,
          email: leadSubmissions.email,
          data: leadSubmissions.data,
          verifiedAt: leadSubmissions.verifiedAt,
          promoCode: leadSubmissions.promoCode,
          leadId: leadSubmissions.leadId,
          requestIp: leadSubmissions.requestIp,
          createdAt: leadSubmissions.createdAt,
        })
        .from(leadSubmissions)
        .where(person.holding(submissionColumns))
        .orderBy(leadSubmissions.createdAt),
      db
        .select()
        .from(activityBookings)
        .where(person.holding(bookingColumns))
        .orderBy(activityBookings.createdAt),
      db
        .select({ name: tags.name, taggedAt: contactTags.createdAt })
        .from(contactTags)
        .innerJoin(tags, eq(tags.id, contactTags.tagId))
        .where(eq(contactTags.contactId, id)),
      db.select().from(tasks).where(person.tasks).orderBy(tasks.createdAt),
      db
        .select()
        .from(contactTimeline)
        .where(eq(contactTimeline.contactId, id))
        .orderBy(contactTimeline.occurredAt),
      quotesForExport(db, id),
      paymentsForExport(db, id),
      db.select().from(consents).where(eq(consents.contactId, id)).orderBy(consents.givenAt),
    ]);
  const counts = {
    leads: leadRows.length,
    quotes: quoteRows.length,
    submissions: submissions.length,
    bookings: bookings.length,
    tasks: taskRows.length,
    timeline: timeline.length,
    consents: consentRows.length,
  };
  await recordAudit(db, {
    action: "contact_exported",
    actorUserId: user.id,
    actorEmail: user.email,
    targetType: "contact",
    targetId: id,
    ip,
    details: counts,
  });
  return {
    exportedAt: new Date().toISOString(),
    exportedBy: user.email,
    contact,
    leads: leadRows,
    formSubmissions: submissions,
    activityBookings: bookings,
    quotes: quoteRows,
    payments: paymentRows,
    tags: tagRows,
    tasks: taskRows,
    timeline,
    consents: consentRows,
  };
}

export async function eraseContact(db: Database, user: StaffUser, id: string, ip: string | null) {
  const contact = await contactForDataRequest(db, id);
  return db.transaction(async (tx) => eraseContactIn(tx, user, contact, ip));
}

/** Who erases: a staff member, or the retention job (no user; `reason` says why in the audit line). */
export type EraseActor = { id: string | null; email: string | null; reason?: string };

/**
 * The erase itself, inside the caller's transaction: the console's button and the retention job
 * run this one function, so both leave exactly the same behind (the audit line and the anonymised
 * payments the accounts must keep).
 */
export async function eraseContactIn(tx: Executor, user: EraseActor, contact: ContactRow, ip: string | null) {
  const id = contact.id;
  const person = await personOf(tx, contact);
  const { leadIds, phones, emails } = person;
  const submissions = await tx
    .delete(leadSubmissions)
    .where(person.holding(submissionColumns))
    .returning({ id: leadSubmissions.id });
  const bookings = await tx
    .delete(activityBookings)
    .where(person.holding(bookingColumns))
    .returning({ id: activityBookings.id });
  // Queued or sent e-mails and retries name the lead, the submission or the person in their payload.
  const needles = [
    id,
    ...leadIds,
    ...submissions.map((s) => s.id),
    ...bookings.map((b) => b.id),
    ...phones,
    ...phones.map((p) => formatIndianMobile(p)),
    ...emails,
  ];
  const outbox = await queryRows<{ id: string }>(
    tx,
    sql`DELETE FROM outbox WHERE ${sql.join(
      needles.map((n) => sql`strpos(lower(payload::text), ${n.toLowerCase()}) > 0`),
      sql` OR `,
    )} RETURNING id`,
  );
  const codes = phones.length
    ? await queryRows<{ id: string }>(
        tx,
        sql`DELETE FROM verification_codes WHERE ${inList(sql`phone`, phones)} RETURNING id`,
      )
    : [];
  if (phones.length) {
    await tx.execute(
      sql`DELETE FROM rate_limit_counters WHERE ${sql.join(
        phones.map((p) => sql`strpos(key, ${p}) > 0`),
        sql` OR `,
      )}`,
    );
  }
  const taskCount = await tx.delete(tasks).where(person.tasks).returning({ id: tasks.id });
  const timeline = await tx
    .delete(contactTimeline)
    .where(eq(contactTimeline.contactId, id))
    .returning({ id: contactTimeline.id });
  // The consent record goes with the person; the audit line keeps only how many there were.
  const consentRows = await tx
    .delete(consents)
    .where(eq(consents.contactId, id))
    .returning({ id: consents.id });
  // The person's privacy requests stay as the record that each was answered, without their words.
  const requests = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE privacy_requests SET phone = NULL, details = NULL
      WHERE contact_id = ${id}::uuid${phones.length ? sql` OR ${inList(sql`phone`, phones)}` : sql``} RETURNING id`,
  );
  const quoteCount = await eraseQuotesOf(tx, { contactId: id, leadIds });
  // Requests money was received on stay, anonymised, for the agency's accounts.
  const paymentCount = await erasePaymentsOf(tx, id);
  if (leadIds.length) await tx.delete(leads).where(inArray(leads.id, leadIds));
  await tx.delete(contacts).where(eq(contacts.id, id));
  const counts = {
    leads: leadIds.length,
    quotes: quoteCount,
    payments: paymentCount.erased,
    paymentsKept: paymentCount.anonymised,
    tasks: taskCount.length,
    timeline: timeline.length,
    submissions: submissions.length,
    bookings: bookings.length,
    outbox: outbox.length,
    codes: codes.length,
    consents: consentRows.length,
    privacyRequests: requests.length,
  };
  await recordAudit(tx, {
    action: "contact_erased",
    actorUserId: user.id,
    actorEmail: user.email,
    targetType: "contact",
    targetId: id,
    ip,
    details: user.reason ? { ...counts, reason: user.reason } : counts,
  });
  return { erased: true, counts };
}

/**
 * Folds the duplicate into the kept contact: every lead, task, timeline line and tag moves over,
 * each field takes the value the agent chose, and the duplicate row goes. Both rows are locked
 * first (in id order, so two agents merging the same pair cannot deadlock).
 */
export async function mergeContacts(db: Database, user: StaffUser, input: MergeInput, ip: string | null) {
  const scope = await crmScope(db, user);
  await requireVisibleContact(db, scope, input.keepId);
  await requireVisibleContact(db, scope, input.mergeId);
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM contacts WHERE id IN (${input.keepId}::uuid, ${input.mergeId}::uuid) AND deleted_at IS NULL
        ORDER BY id FOR UPDATE`,
    );
    if (locked.length !== 2) {
      throw new CrmError(
        409,
        "Already merged",
        "One of these contacts was merged or deleted a moment ago. Reload and try again.",
      );
    }
    const [keep] = await tx.select().from(contacts).where(eq(contacts.id, input.keepId));
    const [merge] = await tx.select().from(contacts).where(eq(contacts.id, input.mergeId));
    const chosen = Object.fromEntries(
      MERGE_FIELDS.map((f) => {
        const pick = input.choose[f] ?? (keep![f] == null ? "merge" : "keep");
        return [f, pick === "merge" ? merge![f] : keep![f]];
      }),
    ) as Record<MergeField, string | null>;
    if (!chosen.phone && !chosen.email) {
      throw new CrmError(
        400,
        "Invalid request",
        "Keep a mobile number or an e-mail address on the merged contact.",
        {
          field: "phone",
        },
      );
    }
    const phoneFrom = chosen.phone === keep!.phone ? keep! : merge!;
    const moved = {
      leads: (
        await tx
          .update(leads)
          .set({ contactId: keep!.id })
          .where(eq(leads.contactId, merge!.id))
          .returning({ id: leads.id })
      ).length,
      tasks: (
        await tx
          .update(tasks)
          .set({ contactId: keep!.id })
          .where(eq(tasks.contactId, merge!.id))
          .returning({ id: tasks.id })
      ).length,
      timeline: (
        await tx
          .update(contactTimeline)
          .set({ contactId: keep!.id })
          .where(eq(contactTimeline.contactId, merge!.id))
          .returning({ id: contactTimeline.id })
      ).length,
      quotes: await moveQuotesToContact(tx, merge!.id, keep!.id),
      payments: await movePaymentsToContact(tx, merge!.id, keep!.id),
    };
    await tx.execute(
      sql`INSERT INTO contact_tags (contact_id, tag_id, created_at)
        SELECT ${keep!.id}::uuid, tag_id, created_at FROM contact_tags WHERE contact_id = ${merge!.id}::uuid
        ON CONFLICT DO NOTHING`,
    );
    // The duplicate goes first: its phone may be the one the kept contact takes (phones are unique).
    await tx.delete(contacts).where(eq(contacts.id, merge!.id));
    await tx
      .update(contacts)
      .set({
        ...chosen,
        phoneVerifiedAt: chosen.phone ? phoneFrom.phoneVerifiedAt : null,
        createdAt: keep!.createdAt < merge!.createdAt ? keep!.createdAt : merge!.createdAt,
        lastActivityAt:
          keep!.lastActivityAt > merge!.lastActivityAt ? keep!.lastActivityAt : merge!.lastActivityAt,
        updatedAt: new Date(),
      })
      .where(eq(contacts.id, keep!.id));
    // What the duplicate held that did not survive stays readable on the timeline.
    const dropped = Object.fromEntries(
      MERGE_FIELDS.filter((f) => merge![f] != null && merge![f] !== chosen[f]).map((f) => [f, merge![f]]),
    );
    await recordTimeline(tx, {
      contactId: keep!.id,
      kind: "contact_merged",
      summary: `Merged with ${merge!.name ?? "a duplicate"}: ${moved.leads} lead${moved.leads === 1 ? "" : "s"}, ${moved.tasks} task${moved.tasks === 1 ? "" : "s"} and ${moved.timeline} timeline line${moved.timeline === 1 ? "" : "s"} moved`,
      data: { mergedId: merge!.id, moved, dropped },
      actorId: user.id,
    });
    await recordAudit(tx, {
      action: "contact_merged",
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: "contact",
      targetId: keep!.id,
      ip,
      details: { mergedId: merge!.id, ...moved },
    });
    return { id: keep!.id, moved };
  });
}

/** Staff who can own records, for the owner filter and the owner field. */
export async function staffChoices(db: Executor) {
  return db
    .select({ id: authUser.id, name: authUser.name })
    .from(authUser)
    .where(
      and(sql`${authUser.role} IN ('admin', 'partner')`, sql`coalesce(${authUser.banned}, false) = false`),
    )
    .orderBy(asc(authUser.name));
}
