import { getConfig } from "~/server/config.server";
import { consentStanding } from "../records/consent-standing.server";
import { whatsappStanding } from "../records/whatsapp-standing.server";
import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { LEAD_PURPOSES, LEAD_TYPES } from "~/features/leads";
import { normalizeInternationalMobile } from "~/lib/phone";
import type { Executor } from "~/server/db/db.server";
import { authUser, contacts, contactTags, leads, tags, tasks } from "~/server/db/schema.server";
import {
  crmScope,
  visibleContacts,
  visibleLeads,
  visibleLeadsOfVisibleContact,
  type CrmScope,
} from "../records/access.server";
import { contactOf, indiaMidnight, iso, pageOf, PAGE_SIZE } from "../shared/tab-params.server";
import { getCrmSettings } from "../shared/settings.server";
import { loadTimeline } from "../records/timeline.server";
import { staffChoices } from "../records/contact-records.server";
import { bookingsOfLeads } from "../records/activity-bookings.server";
import { mayExport } from "../csv/export-permission.server";
import { contactFilters, type ContactFilters } from "./contact-filters";
import { quotesOfContact, quoteStartChoices } from "../records/quote-records.server";
import { requestsOfContact } from "../records/payment-records.server";

/** Digits of a phone typed any way (98765 43210, +91-98765-43210, 09876543210) → the stored number's tail. */
export function phoneDigitsForSearch(q: string): string | null {
  // Only digits and the punctuation people type in phone numbers: "Import1a2345" is a name, and
  // reading its digits as a phone would match strangers whose mobile holds 12345.
  if (!/^[\d\s+()./-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 4) return null;
  // 0 or 91 in front of a 10-digit mobile are prefixes, not part of the number.
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  return digits.slice(-10);
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Contacts matching a name (any part), a phone in any format, or an e-mail. */
function contactMatch(q: string): SQL | undefined {
  const term = q.trim();
  if (!term) return undefined;
  const like = `%${escapeLike(term)}%`;
  const digits = phoneDigitsForSearch(term);
  // A whole number outside India, typed with its country code, is its stored E.164 form.
  const international = normalizeInternationalMobile(term);
  return or(
    ilike(contacts.name, like),
    ilike(contacts.email, like),
    // A whole mobile is an exact match on the unique index; part of one, a trigram search.
    international
      ? eq(contacts.phone, international)
      : digits?.length === 10
        ? eq(contacts.phone, `+91${digits}`)
        : digits
          ? sql`${contacts.phone} LIKE ${`%${digits}%`}`
          : undefined,
  );
}

/** The command menu's quick search (name, phone, e-mail), within what this person may see. */
export async function searchContacts(db: Executor, user: StaffUser, q: string, limit = 8) {
  const match = contactMatch(q);
  if (!match) return [];
  const scope = await crmScope(db, user);
  return db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(contacts)
    .where(and(match, visibleContacts(scope)))
    .orderBy(desc(contacts.lastActivityAt))
    .limit(limit);
}

/** The list's filters and sort as the URL carries them (declared with the panel's). */
export function readContactFilters(params: URLSearchParams): ContactFilters {
  return contactFilters.parse(params);
}

/** Another live contact with the same e-mail (any case) or the same mobile: likely the same person. */
const hasDuplicate = sql`EXISTS (
  SELECT 1 FROM contacts d WHERE d.id <> ${contacts.id} AND d.deleted_at IS NULL AND (
    (${contacts.email} IS NOT NULL AND lower(d.email) = lower(${contacts.email}))
    OR (${contacts.phone} IS NOT NULL AND d.phone = ${contacts.phone})
  ))`;

function filterConditions(filters: ContactFilters, scope: CrmScope): SQL[] {
  const me = scope.user.id;
  const where: SQL[] = [visibleContacts(scope)];
  const match = contactMatch(filters.q);
  if (match) where.push(match);
  // Lead-side filters: the contact has at least one lead (that this person may see) that matches.
  const leadConds: SQL[] = [];
  if (filters.stage) leadConds.push(eq(leads.stage, filters.stage));
  if (filters.type) leadConds.push(eq(leads.type, filters.type));
  if (filters.source) leadConds.push(eq(leads.source, filters.source));
  if (leadConds.length) {
    where.push(
      sql`EXISTS (SELECT 1 FROM leads WHERE ${leads.contactId} = ${contacts.id} AND ${and(...leadConds, visibleLeadsOfVisibleContact(scope))})`,
    );
  }
  if (filters.owner === "me") where.push(eq(contacts.ownerId, me));
  else if (filters.owner === "none") where.push(isNull(contacts.ownerId));
  else if (filters.owner) where.push(eq(contacts.ownerId, filters.owner));
  if (filters.tag)
    where.push(
      sql`EXISTS (SELECT 1 FROM contact_tags ct WHERE ct.contact_id = ${contacts.id} AND ct.tag_id = ${filters.tag}::uuid)`,
    );
  if (filters.verified === "yes") where.push(sql`${contacts.phoneVerifiedAt} IS NOT NULL`);
  if (filters.verified === "no") where.push(sql`${contacts.phoneVerifiedAt} IS NULL`);
  if (filters.from) where.push(sql`${contacts.createdAt} >= ${indiaMidnight(filters.from)}`);
  if (filters.to) where.push(sql`${contacts.createdAt} < ${indiaMidnight(filters.to)} + interval '1 day'`);
  if (filters.duplicates) where.push(hasDuplicate);
  return where;
}

/** The condition behind the list as this person sees it with these URL filters (the CSV export uses it too). */
export async function contactListCondition(db: Executor, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  return and(...filterConditions(readContactFilters(params), scope))!;
}

const leadCountSql = sql<number>`(SELECT count(*)::int FROM leads l WHERE l.contact_id = ${contacts.id})`;

function orderFor(filters: ContactFilters): SQL[] {
  const dir = filters.dir === "asc" ? asc : desc;
  switch (filters.sort) {
    case "name":
      return [
        filters.dir === "asc" ? sql`${contacts.name} ASC NULLS LAST` : sql`${contacts.name} DESC NULLS LAST`,
      ];
    case "created":
      return [dir(contacts.createdAt)];
    case "leads":
      return [dir(leadCountSql), desc(contacts.lastActivityAt)];
    case "activity":
      return [dir(contacts.lastActivityAt)];
  }
}

export async function tagChoices(db: Executor) {
  return db.select({ id: tags.id, name: tags.name, color: tags.color }).from(tags).orderBy(asc(tags.name));
}

export async function contactsTab(db: Executor, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const filters = readContactFilters(params);
  const page = pageOf(params);
  const where = and(...filterConditions(filters, scope));
  const [rows, [totalRow], owners, tagList, selected] = await Promise.all([
    db
      .select({
        id: contacts.id,
        name: contacts.name,
        phone: contacts.phone,
        email: contacts.email,
        city: contacts.city,
        verifiedAt: contacts.phoneVerifiedAt,
        createdAt: contacts.createdAt,
        lastActivityAt: contacts.lastActivityAt,
        ownerName: authUser.name,
        leadCount: leadCountSql,
        latest: sql<{
          type: string;
          stage: string;
          score: number;
        } | null>`(SELECT json_build_object('type', l.type, 'stage', l.stage, 'score', l.score) FROM leads l
          WHERE l.contact_id = ${contacts.id} ORDER BY l.created_at DESC LIMIT 1)`,
        tagIds: sql<
          string[] | null
        >`(SELECT array_agg(ct.tag_id::text) FROM contact_tags ct WHERE ct.contact_id = ${contacts.id})`,
      })
      .from(contacts)
      .leftJoin(authUser, eq(authUser.id, contacts.ownerId))
      .where(where)
      .orderBy(...orderFor(filters), asc(contacts.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contacts)
      .where(where),
    staffChoices(db),
    tagChoices(db),
    loadContactDetail(db, scope, contactOf(params)),
  ]);
  const total = totalRow?.total ?? 0;
  return {
    tab: "contacts" as const,
    canExport: await mayExport(db, user),
    filters,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    owners,
    tags: tagList,
    leadTypes: LEAD_TYPES,
    leadSources: [...new Set(Object.values(LEAD_PURPOSES).map((p) => p.source))].sort(),
    canDelete: user.role === "admin",
    me: user.id,
    /** Shown to admins, who switch it; partners are told when their view is limited. */
    onlyMyRecords: (await getCrmSettings(db)).onlyMyRecords,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      phone: r.phone,
      email: r.email,
      city: r.city,
      ownerName: r.ownerName,
      leadCount: r.leadCount,
      latest: r.latest,
      tagIds: r.tagIds ?? [],
      verified: r.verifiedAt !== null,
      createdAt: iso(r.createdAt)!,
      lastActivityAt: iso(r.lastActivityAt)!,
    })),
    selected,
  };
}

export type ContactsTabData = Awaited<ReturnType<typeof contactsTab>>;
export type ContactDetail = NonNullable<ContactsTabData["selected"]>;

/** Likely duplicates of one contact: same e-mail (any case) or same mobile, among live contacts. */
export async function findDuplicates(
  db: Executor,
  scope: CrmScope,
  contact: { id: string; email: string | null; phone: string | null },
) {
  const same = or(
    contact.email ? sql`lower(${contacts.email}) = lower(${contact.email})` : undefined,
    contact.phone ? eq(contacts.phone, contact.phone) : undefined,
  );
  if (!same) return [];
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      city: contacts.city,
      notes: contacts.notes,
      ownerId: contacts.ownerId,
      ownerName: authUser.name,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .leftJoin(authUser, eq(authUser.id, contacts.ownerId))
    .where(and(ne(contacts.id, contact.id), same, visibleContacts(scope)))
    .limit(5);
  return rows.map((r) => ({
    ...r,
    createdAt: iso(r.createdAt)!,
    reason:
      contact.email && r.email?.toLowerCase() === contact.email.toLowerCase()
        ? ("e-mail" as const)
        : ("phone" as const),
  }));
}

/** Everything the contact page shows: details, leads, open tasks, duplicates and the timeline. */
export async function loadContactDetail(db: Executor, scope: CrmScope, id: string | null) {
  if (!id) return null;
  const [contact] = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      city: contacts.city,
      notes: contacts.notes,
      ownerId: contacts.ownerId,
      ownerName: authUser.name,
      verifiedAt: contacts.phoneVerifiedAt,
      createdAt: contacts.createdAt,
      lastActivityAt: contacts.lastActivityAt,
    })
    .from(contacts)
    .leftJoin(authUser, eq(authUser.id, contacts.ownerId))
    .where(and(eq(contacts.id, id), visibleContacts(scope)));
  if (!contact) return null;
  const [contactLeads, openTasks, timeline, duplicates, contactTagRows] = await Promise.all([
    db
      .select({
        id: leads.id,
        type: leads.type,
        source: leads.source,
        stage: leads.stage,
        score: leads.score,
        scoreReason: leads.scoreReason,
        valueInr: leads.valueInr,
        lostReason: leads.lostReason,
        ownerId: leads.ownerId,
        phoneVerified: leads.phoneVerified,
        trip: leads.trip,
        sourceData: leads.sourceData,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(and(eq(leads.contactId, id), visibleLeads(scope)))
      .orderBy(desc(leads.createdAt))
      .limit(50),
    db
      .select({
        id: tasks.id,
        type: tasks.type,
        title: tasks.title,
        priority: tasks.priority,
        dueAt: tasks.dueAt,
        assigneeName: authUser.name,
      })
      .from(tasks)
      .leftJoin(authUser, eq(authUser.id, tasks.assigneeId))
      .where(and(eq(tasks.contactId, id), eq(tasks.status, "open")))
      .orderBy(sql`${tasks.dueAt} ASC NULLS LAST`)
      .limit(20),
    loadTimeline(db, sql`contact_timeline.contact_id = ${id}::uuid`, { limit: 100 }),
    findDuplicates(db, scope, contact),
    db
      .select({ tagId: contactTags.tagId })
      .from(contactTags)
      .where(inArray(contactTags.contactId, [id])),
  ]);
  const leadIds = contactLeads.map((l) => l.id);
  const [bookings, quotes, payments, whatsapp, consents] = await Promise.all([
    bookingsOfLeads(db, leadIds),
    quotesOfContact(db, scope.user, id),
    requestsOfContact(db, scope, id),
    whatsappStanding(db, id, { configured: getConfig().whatsappConfigured }),
    consentStanding(db, id),
  ]);
  return {
    ...contact,
    whatsapp,
    /** What they agreed to and withdrew, one line per purpose. */
    consents,
    verified: contact.verifiedAt !== null,
    verifiedAt: iso(contact.verifiedAt),
    createdAt: iso(contact.createdAt)!,
    lastActivityAt: iso(contact.lastActivityAt)!,
    tagIds: contactTagRows.map((t) => t.tagId),
    leads: contactLeads.map((l) => ({
      ...l,
      createdAt: iso(l.createdAt)!,
      booking: bookings.get(l.id) ?? null,
    })),
    tasks: openTasks.map((t) => ({ ...t, dueAt: iso(t.dueAt) })),
    timeline,
    duplicates,
    /** Each lead's quotes, and what a new quote can start from. */
    quotes,
    quoteStart: quoteStartChoices(),
    /** Every payment request of the contact (their leads', quotes' and bookings'), newest first. */
    payments,
  };
}
