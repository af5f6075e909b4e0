import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "~/lib/zod";
import type { StaffUser } from "~/features/auth/index.server";
import { formatIndiaTime } from "~/lib/format";
import type { Database, Executor } from "~/server/db/db.server";
import { authUser, contacts, leads, tasks } from "~/server/db/schema.server";
import {
  crmScope,
  requireVisibleContact,
  requireVisibleLead,
  visibleContacts,
  type CrmScope,
} from "../records/access.server";
import { CrmError, notFound } from "../shared/console-api.server";
import { requireStaffOwner } from "../records/contact-records.server";
import { staffChoices } from "../records/contact-records.server";
import {
  snoozeMovesLater,
  snoozePresetTarget,
  type newTaskSchema,
  type snoozeSchema,
  type taskPatchSchema,
} from "../records/task-schema";
import { iso, pageOf, PAGE_SIZE } from "../shared/tab-params.server";
import { getCrmSettings } from "../shared/settings.server";
import { recordTimeline } from "../records/timeline.server";
import { taskFilters, type TaskFilters } from "./task-filters";

/**
 * A task is visible when its contact is one this person may see, or it has no contact. With "only
 * my records" on, a task without a contact is visible only to whoever it is assigned to or made it:
 * a partner in that mode sees nobody else's tasks, and unassigned ones only on their own records.
 */
export function visibleTasks(scope: CrmScope): SQL {
  if (!scope.onlyMine) return or(isNull(tasks.contactId), visibleContacts(scope))!;
  const me = scope.user.id;
  return or(
    and(isNull(tasks.contactId), or(eq(tasks.assigneeId, me), eq(tasks.createdBy, me))),
    and(isNotNull(tasks.contactId), visibleContacts(scope)),
  )!;
}

/**
 * Open tasks assigned to this person, past their due time and on records they may see: the count on
 * the Tasks tab. Theirs only, so the number is something they can bring to zero themselves.
 */
export async function overdueTaskCount(db: Executor, scope: CrmScope, now = new Date()): Promise<number> {
  const user = scope.user;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .where(
      and(
        eq(tasks.status, "open"),
        eq(tasks.assigneeId, user.id),
        sql`${tasks.dueAt} < ${now}`,
        visibleTasks(scope),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whose tasks the list holds, as the heading beside it says: "yours", the unassigned queue, one
 * person's, or everyone's (that this person may see).
 */
type Whose = { kind: "mine" } | { kind: "unassigned" } | { kind: "person"; id: string } | { kind: "all" };

function whoseTasks(filters: TaskFilters, me: string): Whose {
  if (filters.view === "mine" || filters.assignee === me) return { kind: "mine" };
  if (filters.assignee === "unassigned") return { kind: "unassigned" };
  if (filters.assignee) return { kind: "person", id: filters.assignee };
  return { kind: "all" };
}

/** Open tasks nobody is assigned to (a new lead nobody owns brings one), on records this person may see. */
export async function unassignedTaskCount(db: Executor, scope: CrmScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .where(and(eq(tasks.status, "open"), isNull(tasks.assigneeId), visibleTasks(scope)));
  return row?.n ?? 0;
}

export async function tasksTab(db: Executor, user: StaffUser, params: URLSearchParams) {
  const scope = await crmScope(db, user);
  const filters = taskFilters.parse(params);
  const page = pageOf(params);
  const now = new Date();
  const whose = whoseTasks(filters, user.id);
  const where = and(
    eq(tasks.status, filters.status),
    visibleTasks(scope),
    whose.kind === "mine"
      ? eq(tasks.assigneeId, user.id)
      : whose.kind === "unassigned"
        ? isNull(tasks.assigneeId)
        : whose.kind === "person"
          ? eq(tasks.assigneeId, whose.id)
          : undefined,
    filters.type ? eq(tasks.type, filters.type) : undefined,
    filters.priority ? eq(tasks.priority, filters.priority) : undefined,
  );
  // The counts beside the list are the list's own: the same conditions, so they always agree.
  const [rows, [total], owners, unassigned] = await Promise.all([
    db
      .select({
        id: tasks.id,
        type: tasks.type,
        title: tasks.title,
        priority: tasks.priority,
        status: tasks.status,
        dueAt: tasks.dueAt,
        notes: tasks.notes,
        assigneeId: tasks.assigneeId,
        assigneeName: authUser.name,
        contactId: tasks.contactId,
        contactName: contacts.name,
        leadId: tasks.leadId,
        leadType: leads.type,
        cadenceDay: tasks.cadenceDay,
        completedAt: tasks.completedAt,
      })
      .from(tasks)
      .leftJoin(contacts, eq(contacts.id, tasks.contactId))
      .leftJoin(authUser, eq(authUser.id, tasks.assigneeId))
      .leftJoin(leads, eq(leads.id, tasks.leadId))
      .where(where)
      // Open: overdue first (earliest due), then the undated. Done: the latest finished first,
      // and those with no completion time recorded (older data) after every dated one.
      .orderBy(
        ...(filters.status === "open"
          ? [sql`${tasks.dueAt} ASC NULLS LAST`, sql`${tasks.createdAt} DESC`]
          : [sql`${tasks.completedAt} DESC NULLS LAST`]),
        asc(tasks.id),
      )
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({
        n: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) FILTER (WHERE ${tasks.status} = 'open' AND ${tasks.dueAt} < ${now}))::int`,
      })
      .from(tasks)
      .leftJoin(contacts, eq(contacts.id, tasks.contactId))
      .where(where),
    staffChoices(db),
    unassignedTaskCount(db, scope),
  ]);
  const count = total?.n ?? 0;
  return {
    tab: "tasks" as const,
    filters,
    page,
    pageCount: Math.max(1, Math.ceil(count / PAGE_SIZE)),
    total: count,
    /** Overdue in this list (open ones past due at `now`), not the viewer's own count on the tab. */
    overdue: total?.overdue ?? 0,
    whose:
      whose.kind === "person"
        ? { kind: whose.kind, name: owners.find((o) => o.id === whose.id)?.name ?? "Someone" }
        : { kind: whose.kind },
    unassigned,
    owners,
    me: user.id,
    isAdmin: user.role === "admin",
    cadenceDays: (await getCrmSettings(db)).cadenceDays,
    now: now.toISOString(),
    rows: rows.map((r) => ({ ...r, dueAt: iso(r.dueAt), completedAt: iso(r.completedAt) })),
  };
}

type NewTask = z.infer<typeof newTaskSchema>;
type TaskPatch = z.infer<typeof taskPatchSchema>;
type Snooze = z.infer<typeof snoozeSchema>;

/** The contact (and lead) a task is linked to must be ones this person may see; the lead must be that contact's. */
async function linkedRecords(db: Executor, scope: CrmScope, contactId: string | null, leadId: string | null) {
  let contact = contactId;
  if (leadId) {
    const lead = await requireVisibleLead(db, scope, leadId);
    if (contact && lead.contactId !== contact)
      throw new CrmError(400, "Invalid request", "That lead belongs to another contact.", {
        field: "leadId",
      });
    contact = lead.contactId;
  }
  if (contact) await requireVisibleContact(db, scope, contact);
  return { contactId: contact, leadId };
}

async function requireVisibleTask(db: Executor, scope: CrmScope, id: string) {
  const [row] = await db
    .select({ task: tasks })
    .from(tasks)
    .leftJoin(contacts, eq(contacts.id, tasks.contactId))
    .where(and(eq(tasks.id, id), visibleTasks(scope)));
  if (!row) throw notFound("task");
  return row.task;
}

export async function createTask(db: Database, user: StaffUser, input: NewTask) {
  const scope = await crmScope(db, user);
  await requireStaffOwner(db, input.assigneeId, "assigneeId");
  const linked = await linkedRecords(db, scope, input.contactId ?? null, input.leadId ?? null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tasks)
      .values({
        type: input.type,
        title: input.title,
        priority: input.priority,
        dueAt: input.dueAt,
        notes: input.notes,
        assigneeId: input.assigneeId ?? user.id,
        contactId: linked.contactId,
        leadId: linked.leadId,
        createdBy: user.id,
      })
      .returning({ id: tasks.id });
    if (linked.contactId) {
      await recordTimeline(tx, {
        contactId: linked.contactId,
        leadId: linked.leadId,
        kind: "task_created",
        summary: `Task: ${input.title}`,
        data: { taskId: row!.id, type: input.type, dueAt: input.dueAt?.toISOString() ?? null },
        actorId: user.id,
      });
    }
    return { id: row!.id };
  });
}

export async function updateTask(db: Database, user: StaffUser, id: string, patch: TaskPatch) {
  const scope = await crmScope(db, user);
  const task = await requireVisibleTask(db, scope, id);
  if (patch.assigneeId !== undefined) await requireStaffOwner(db, patch.assigneeId, "assigneeId");
  // An explicit null unlinks. A new lead alone brings its contact; a new contact alone drops the
  // old contact's lead.
  const contactChanged = patch.contactId !== undefined && patch.contactId !== task.contactId;
  const linked =
    patch.contactId !== undefined || patch.leadId !== undefined
      ? await linkedRecords(
          db,
          scope,
          patch.contactId !== undefined ? patch.contactId : patch.leadId ? null : task.contactId,
          patch.leadId !== undefined ? patch.leadId : contactChanged ? null : task.leadId,
        )
      : null;
  await db
    .update(tasks)
    .set({
      ...(patch.type !== undefined ? { type: patch.type } : {}),
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.priority !== undefined ? { priority: patch.priority } : {}),
      ...(patch.dueAt !== undefined ? { dueAt: patch.dueAt } : {}),
      ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
      ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
      ...(linked ? linked : {}),
      updatedAt: new Date(),
    })
    .where(eq(tasks.id, id));
  return { id };
}

export async function completeTask(db: Database, user: StaffUser, id: string) {
  const scope = await crmScope(db, user);
  const task = await requireVisibleTask(db, scope, id);
  if (task.status !== "open") {
    throw new CrmError(
      409,
      "Already closed",
      `This task was already ${task.status === "done" ? "completed" : "cancelled"}.`,
    );
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const [done] = await tx
      .update(tasks)
      .set({ status: "done", completedAt: now, completedBy: user.id, updatedAt: now })
      .where(and(eq(tasks.id, id), eq(tasks.status, "open")))
      .returning({ id: tasks.id });
    if (!done) throw new CrmError(409, "Already closed", "This task was completed a moment ago.");
    if (task.contactId) {
      await recordTimeline(tx, {
        contactId: task.contactId,
        leadId: task.leadId,
        kind: "task_completed",
        summary: `Task done: ${task.title}`,
        data: { taskId: id, type: task.type },
        actorId: user.id,
        at: now,
      });
    }
    return { id, status: "done" as const };
  });
}

/**
 * Moves an open task's due time later, never earlier: a preset or chosen time that is not after
 * the current due time is refused with a sentence (to bring a task forward, edit its due time).
 * The write re-checks the due time it read, so a snooze racing an edit cannot undo a later time.
 */
export async function snoozeTask(db: Database, user: StaffUser, id: string, input: Snooze) {
  const scope = await crmScope(db, user);
  const task = await requireVisibleTask(db, scope, id);
  if (task.status !== "open") throw new CrmError(409, "Already closed", "Only an open task can be snoozed.");
  const now = new Date();
  const until = "until" in input ? input.until : snoozePresetTarget(input.preset, task.dueAt, now);
  if (until.getTime() <= now.getTime())
    throw new CrmError(400, "Invalid request", "Snooze to a time in the future.", { field: "until" });
  const earlier = () =>
    new CrmError(
      409,
      "Would be earlier",
      `This task is already due ${formatIndiaTime(task.dueAt!)}, after ${formatIndiaTime(until)}: snoozing only moves a task later. Choose a later time, or edit the task to bring it forward.`,
      { field: "until" },
    );
  if (!snoozeMovesLater(until, task.dueAt, now)) throw earlier();
  const [moved] = await db
    .update(tasks)
    .set({ dueAt: until, updatedAt: now })
    .where(
      and(
        eq(tasks.id, id),
        eq(tasks.status, "open"),
        task.dueAt ? sql`${tasks.dueAt} < ${until}` : isNull(tasks.dueAt),
      ),
    )
    .returning({ id: tasks.id });
  if (!moved)
    throw new CrmError(409, "Changed meanwhile", "This task was changed a moment ago. Reload and try again.");
  return { id, dueAt: until.toISOString() };
}
