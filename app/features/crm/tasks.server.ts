import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/db.server";
import { contacts, tasks } from "~/server/db/schema.server";
import { iso, pageOf, PAGE_SIZE } from "./tab-params.server";

export async function tasksTab(db: Database, params: URLSearchParams) {
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
