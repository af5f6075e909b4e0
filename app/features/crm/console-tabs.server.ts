import { and, asc, count, desc, eq, gte, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import type { StaffUser } from "~/features/auth/index.server";
import { roleAllows } from "~/features/auth";
import { queryRows, type Database } from "~/server/db/db.server";
import {
  auditLog,
  authSession,
  authUser,
  contactTimeline,
  contacts,
  leads,
  tasks,
} from "~/server/db/schema.server";
import { PIPELINE_STAGES, SCORE_BANDS } from "./crm-constants";
import { CONSOLE_TABS, type ConsoleTabId } from "./tabs";

/** Rows per page in the console's long lists. */
export const PAGE_SIZE = 50;

const uuid = z.uuid();
const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get("page"));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};
/** A `?contact=` that is not a contact id is ignored rather than an error. */
const contactOf = (params: URLSearchParams) => {
  const value = params.get("contact");
  return value && uuid.safeParse(value).success ? value : null;
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Digits of a phone typed any way (98765 43210, +91-98765-43210, 09876543210) → the stored number's tail. */
export function phoneDigitsForSearch(q: string): string | null {
  const digits = q.replace(/\D/g, "");
  if (digits.length < 4) return null;
  // 0 or 91 in front of a 10-digit mobile are prefixes, not part of the number.
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  return digits.slice(-10);
}

/** Contacts matching a name (any part), a phone in any format, or an e-mail. */
function contactMatch(q: string): SQL | undefined {
  const term = q.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = phoneDigitsForSearch(term);
  return or(
    ilike(contacts.name, like),
    ilike(contacts.email, like),
    digits ? sql`${contacts.phone} LIKE ${`%${digits}%`}` : undefined,
  );
}

export async function searchContacts(db: Database, q: string, limit = 8) {
  const match = contactMatch(q);
  if (!match) return [];
  return db
    .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(contacts)
    .where(match)
    .orderBy(desc(contacts.lastActivityAt))
    .limit(limit);
}

async function contactsTab(db: Database, params: URLSearchParams) {
  const q = (params.get("q") ?? "").slice(0, 80);
  const page = pageOf(params);
  const where = contactMatch(q);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(contacts).where(where);
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      phone: contacts.phone,
      email: contacts.email,
      verifiedAt: contacts.phoneVerifiedAt,
      lastActivityAt: contacts.lastActivityAt,
      leadCount: sql<number>`(SELECT count(*)::int FROM leads l WHERE l.contact_id = contacts.id)`,
      latestLeadType: sql<
        string | null
      >`(SELECT l.type FROM leads l WHERE l.contact_id = contacts.id ORDER BY l.created_at DESC LIMIT 1)`,
    })
    .from(contacts)
    .where(where)
    .orderBy(desc(contacts.lastActivityAt), asc(contacts.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const selectedId = contactOf(params);
  let selected = null;
  if (selectedId) {
    const [contact] = await db
      .select({ id: contacts.id, name: contacts.name, phone: contacts.phone, email: contacts.email })
      .from(contacts)
      .where(eq(contacts.id, selectedId));
    if (contact) {
      const contactLeads = await db
        .select({
          id: leads.id,
          type: leads.type,
          stage: leads.stage,
          score: leads.score,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(eq(leads.contactId, selectedId))
        .orderBy(desc(leads.createdAt))
        .limit(50);
      selected = { ...contact, leads: contactLeads.map((l) => ({ ...l, createdAt: iso(l.createdAt)! })) };
    }
  }
  return {
    tab: "contacts" as const,
    q,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    rows: rows.map((r) => ({
      ...r,
      verified: r.verifiedAt !== null,
      verifiedAt: iso(r.verifiedAt),
      lastActivityAt: iso(r.lastActivityAt)!,
    })),
    selected,
  };
}

async function pipelineTab(db: Database) {
  const counts = await db.select({ stage: leads.stage, n: count() }).from(leads).groupBy(leads.stage);
  const cards = await queryRows<{
    id: string;
    name: string;
    type: string;
    score: number;
    stage: string;
    created_ms: number;
  }>(
    db,
    sql`SELECT id, name, type, score, stage, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
      FROM (SELECT *, row_number() OVER (PARTITION BY stage ORDER BY created_at DESC) AS rank FROM leads) ranked
      WHERE rank <= 20 ORDER BY created_at DESC`,
  );
  return {
    tab: "pipeline" as const,
    stages: PIPELINE_STAGES.map((stage) => ({
      stage,
      count: counts.find((c) => c.stage === stage)?.n ?? 0,
      cards: cards
        .filter((c) => c.stage === stage)
        .map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          score: c.score,
          createdAt: new Date(c.created_ms).toISOString(),
        })),
    })),
  };
}

async function tasksTab(db: Database, params: URLSearchParams) {
  const page = pageOf(params);
  const open = eq(tasks.status, "open");
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(tasks).where(open);
  const rows = await db
    .select({
      id: tasks.id,
      type: tasks.type,
      title: tasks.title,
      priority: tasks.priority,
      dueAt: tasks.dueAt,
      contactId: tasks.contactId,
      contactName: contacts.name,
    })
    .from(tasks)
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .where(open)
    // Overdue first (earliest due), then the undated, newest first.
    .orderBy(sql`${tasks.dueAt} ASC NULLS LAST`, desc(tasks.createdAt))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    tab: "tasks" as const,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
    now: new Date().toISOString(),
    rows: rows.map((r) => ({ ...r, dueAt: iso(r.dueAt) })),
  };
}

const ANALYTICS_DAYS = 30;

async function analyticsTab(db: Database) {
  const since = new Date(Date.now() - ANALYTICS_DAYS * 86_400_000);
  const perDay = await queryRows<{ day: string; type: string; n: number }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, type, count(*)::int AS n
      FROM leads WHERE created_at >= ${since}::timestamptz GROUP BY 1, 2 ORDER BY 1`,
  );
  const [verified] = await queryRows<{ yes: number; no: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE phone_verified)::int AS yes, count(*) FILTER (WHERE NOT phone_verified)::int AS no
      FROM leads WHERE created_at >= ${since}::timestamptz`,
  );
  const sources = await db
    .select({ source: leads.source, n: count() })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.source)
    .orderBy(desc(count()))
    .limit(8);
  const days = [...new Set(perDay.map((r) => r.day))];
  return {
    tab: "analytics" as const,
    days: days.map((day) => {
      const rows = perDay.filter((r) => r.day === day);
      return {
        day,
        total: rows.reduce((sum, r) => sum + r.n, 0),
        byType: Object.fromEntries(rows.map((r) => [r.type, r.n])),
      };
    }),
    types: [...new Set(perDay.map((r) => r.type))].sort(),
    verified: verified?.yes ?? 0,
    unverified: verified?.no ?? 0,
    sources: sources.map((s) => ({ source: s.source ?? "unknown", count: s.n })),
  };
}

async function revenueTab(db: Database) {
  const counts = await db.select({ stage: leads.stage, n: count() }).from(leads).groupBy(leads.stage);
  const of = (stage: string) => counts.find((c) => c.stage === stage)?.n ?? 0;
  return {
    tab: "revenue" as const,
    won: of("Closed Won"),
    lost: of("Closed Lost"),
    open: PIPELINE_STAGES.filter((s) => !s.startsWith("Closed")).map((stage) => ({
      stage,
      count: of(stage),
    })),
  };
}

async function scoringTab(db: Database) {
  const bands = await Promise.all(
    SCORE_BANDS.map(async (band) => {
      const [row] = await db
        .select({ n: count() })
        .from(leads)
        .where(and(gte(leads.score, band.min), sql`${leads.score} <= ${band.max}`));
      return { ...band, count: row?.n ?? 0 };
    }),
  );
  const top = await db
    .select({
      id: leads.id,
      name: leads.name,
      type: leads.type,
      score: leads.score,
      scoreReason: leads.scoreReason,
      stage: leads.stage,
    })
    .from(leads)
    .where(sql`${leads.stage} NOT IN ('Closed Won', 'Closed Lost')`)
    .orderBy(desc(leads.score), desc(leads.createdAt))
    .limit(20);
  return { tab: "scoring" as const, bands, top };
}

async function logsTab(db: Database, params: URLSearchParams) {
  const page = pageOf(params);
  const contactId = contactOf(params);
  const where = contactId ? eq(contactTimeline.contactId, contactId) : undefined;
  const rows = await db
    .select({
      id: contactTimeline.id,
      kind: contactTimeline.kind,
      summary: contactTimeline.summary,
      occurredAt: contactTimeline.occurredAt,
      contactId: contactTimeline.contactId,
      contactName: contacts.name,
    })
    .from(contactTimeline)
    .innerJoin(contacts, eq(contacts.id, contactTimeline.contactId))
    .where(where)
    .orderBy(desc(contactTimeline.occurredAt))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  let contact = null;
  if (contactId) {
    [contact = null] = await db
      .select({ id: contacts.id, name: contacts.name })
      .from(contacts)
      .where(eq(contacts.id, contactId));
  }
  return {
    tab: "logs" as const,
    page,
    contact,
    rows: rows.map((r) => ({ ...r, occurredAt: iso(r.occurredAt)! })),
  };
}

async function usersTab(db: Database) {
  const users = await db
    .select({
      id: authUser.id,
      name: authUser.name,
      email: authUser.email,
      role: authUser.role,
      banned: authUser.banned,
      createdAt: authUser.createdAt,
      lastSignInAt: sql<Date | null>`(SELECT max(s.created_at) FROM auth_session s WHERE s.user_id = auth_user.id)`,
    })
    .from(authUser)
    .orderBy(asc(authUser.name));
  const audit = await db
    .select({
      id: auditLog.id,
      occurredAt: auditLog.occurredAt,
      action: auditLog.action,
      actorEmail: auditLog.actorEmail,
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.occurredAt))
    .limit(50);
  const activeSessions = await db
    .select({ userId: authSession.userId, n: count() })
    .from(authSession)
    .where(and(isNotNull(authSession.userId), sql`${authSession.expiresAt} > now()`))
    .groupBy(authSession.userId);
  return {
    tab: "users" as const,
    users: users.map((u) => ({
      ...u,
      banned: Boolean(u.banned),
      createdAt: iso(u.createdAt)!,
      lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt).toISOString() : null,
      sessions: activeSessions.find((s) => s.userId === u.id)?.n ?? 0,
    })),
    audit: audit.map((a) => ({ ...a, occurredAt: iso(a.occurredAt)! })),
  };
}

export type ConsoleTabData =
  | Awaited<ReturnType<typeof contactsTab>>
  | Awaited<ReturnType<typeof pipelineTab>>
  | Awaited<ReturnType<typeof tasksTab>>
  | Awaited<ReturnType<typeof analyticsTab>>
  | Awaited<ReturnType<typeof revenueTab>>
  | Awaited<ReturnType<typeof scoringTab>>
  | Awaited<ReturnType<typeof logsTab>>
  | { tab: "tags" }
  | Awaited<ReturnType<typeof usersTab>>;

/**
 * Loads one console tab's data, and only that tab's. An admin's tab asked for by a partner is
 * refused here too (the page also falls back to contacts), so no caller can read it by mistake.
 */
export async function loadConsoleTab(
  db: Database,
  tab: ConsoleTabId,
  ctx: { user: StaffUser; searchParams: URLSearchParams },
): Promise<ConsoleTabData> {
  const definition = CONSOLE_TABS.find((t) => t.id === tab);
  if (!definition || !roleAllows(ctx.user.role, definition.role)) {
    throw data({ error: "You don't have permission to access this area." }, { status: 403 });
  }
  switch (tab) {
    case "contacts":
      return contactsTab(db, ctx.searchParams);
    case "pipeline":
      return pipelineTab(db);
    case "tasks":
      return tasksTab(db, ctx.searchParams);
    case "analytics":
      return analyticsTab(db);
    case "revenue":
      return revenueTab(db);
    case "scoring":
      return scoringTab(db);
    case "logs":
      return logsTab(db, ctx.searchParams);
    case "tags":
      return { tab: "tags" };
    case "users":
      return usersTab(db);
  }
}
