import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { z } from "zod";
import type { StaffUser } from "~/features/auth/index.server";
import { moveLeadToStage } from "~/features/leads/index.server";
import { dateBalancesOfLead } from "~/features/quotes/index.server";
import { formatInr } from "~/lib/format";
import { getConfig } from "~/server/config.server";
import { enqueueOutbox } from "~/server/outbox.server";
import { type Database, type Executor } from "~/server/db/db.server";
import { authUser, leads, tasks } from "~/server/db/schema.server";
import { crmScope, requireVisibleLead } from "./access.server";
import { CrmError } from "../shared/console-api.server";
import { requireStaffOwner } from "./contact-records.server";
import { leadTypeLabel } from "../shared/crm-constants";
import { tripOf, type leadPatchSchema, type stageMoveSchema } from "./lead-trip";
import { recordTimeline } from "./timeline.server";

type StageMove = z.infer<typeof stageMoveSchema>;
type LeadPatch = z.infer<typeof leadPatchSchema>;

/**
 * Moves a lead to a stage as this staff member, through the one stage move every other move takes
 * too (the lead locked, the timeline line, the value, the follow-up cadence stopped).
 */
export async function moveLeadStage(db: Database, user: StaffUser, leadId: string, move: StageMove) {
  const scope = await crmScope(db, user);
  await requireVisibleLead(db, scope, leadId);
  return db.transaction(async (tx) => {
    const done = await moveLeadToStage(tx, {
      leadId,
      to: move.stage,
      valueInr: move.valueInr,
      lostReason: move.lostReason,
      actorId: user.id,
    });
    if (!done) throw new CrmError(404, "Not found", "That lead does not exist any more.");
    return { id: leadId, stage: move.stage, moved: done.moved };
  });
}

/** Saves a lead's trip details, value or owner, with one timeline line naming what changed. */
export async function updateLead(db: Database, user: StaffUser, leadId: string, patch: LeadPatch) {
  const scope = await crmScope(db, user);
  const lead = await requireVisibleLead(db, scope, leadId);
  await requireStaffOwner(db, patch.ownerId);
  const changes: string[] = [];
  const set: Partial<typeof leads.$inferInsert> = {};
  if (patch.trip !== undefined && JSON.stringify(patch.trip) !== JSON.stringify(tripOf(lead))) {
    set.trip = patch.trip;
    changes.push("trip details");
  } else if (patch.trip !== undefined && lead.trip === null) {
    // Saved as pre-filled: keep it, so a later change of the visitor's data cannot alter it.
    set.trip = patch.trip;
  }
  if (patch.valueInr !== undefined && patch.valueInr !== lead.valueInr) {
    set.valueInr = patch.valueInr;
    changes.push(patch.valueInr === null ? "value cleared" : `value ${formatInr(patch.valueInr)}`);
  }
  let newOwner: { name: string; email: string } | undefined;
  if (patch.ownerId !== undefined && patch.ownerId !== lead.ownerId) {
    set.ownerId = patch.ownerId;
    const [owner] = patch.ownerId
      ? await db
          .select({ name: authUser.name, email: authUser.email })
          .from(authUser)
          .where(eq(authUser.id, patch.ownerId))
      : [];
    newOwner = owner;
    changes.push(owner ? `owner ${owner.name}` : "owner removed");
  }
  if (!Object.keys(set).length) return { id: leadId, changed: [] as string[] };
  return db.transaction(async (tx) => {
    // The owner as it is now, under the row's lock: two hand-overs at once each move the tasks
    // from whoever held the lead just before them, not from the owner both read at first.
    const [current] = await tx
      .select({ ownerId: leads.ownerId })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for("update");
    await tx
      .update(leads)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    // A departure dated now dates the balances accepted before it was known, in the same save
    // (only undated open ones, so saving the same date again changes nothing).
    if (set.trip && patch.trip?.startDate)
      await dateBalancesOfLead(tx, { leadId, startDate: patch.trip.startDate, actorId: user.id });
    // The lead's urgent call and follow-ups are its owner's to do: they go with the lead.
    if (set.ownerId !== undefined)
      await automaticTasksFollowOwner(tx, [leadId], current?.ownerId ?? null, set.ownerId ?? null);
    if (changes.length) {
      await recordTimeline(tx, {
        contactId: lead.contactId,
        leadId,
        kind: set.trip && changes.length === 1 ? "trip_updated" : "lead_updated",
        summary: `Lead updated: ${changes.join(", ")}`,
        data: { changes, ...(set.trip ? { trip: set.trip } : {}) },
        actorId: user.id,
      });
    }
    // Handing a lead to someone else tells them; taking it yourself needs no e-mail.
    if (newOwner && patch.ownerId !== user.id) {
      await enqueueOutbox(tx, "mail.send", {
        to: newOwner.email,
        audience: "staff",
        subject: `${user.name} assigned you a lead: ${lead.name} — ${leadTypeLabel(lead.type)}`,
        text: [
          `${user.name} gave you ${lead.name}'s ${leadTypeLabel(lead.type).toLowerCase()} lead (score ${lead.score}, stage ${lead.stage}).`,
          "",
          `Open it in the console: ${getConfig().siteUrl}/vox/contacts?contact=${lead.contactId}`,
        ].join("\n"),
      });
    }
    return { id: leadId, changed: changes };
  });
}

/**
 * Automatic tasks (the ones the system made: no `created_by`) follow their lead's owner. When a
 * lead is handed from `from` to `to`, its open automatic tasks that were unassigned or still with
 * `from` go to `to` (or back to the unassigned queue when the lead is left without an owner);
 * a task someone made by hand, or gave to a third person on purpose, stays where it is.
 */
export async function automaticTasksFollowOwner(
  db: Executor,
  leadIds: string[],
  from: string | null,
  to: string | null,
  now = new Date(),
) {
  if (!leadIds.length) return 0;
  const moved = await db
    .update(tasks)
    .set({ assigneeId: to, updatedAt: now })
    .where(
      and(
        inArray(tasks.leadId, leadIds),
        eq(tasks.status, "open"),
        isNull(tasks.createdBy),
        from ? or(isNull(tasks.assigneeId), eq(tasks.assigneeId, from)) : isNull(tasks.assigneeId),
      ),
    )
    .returning({ id: tasks.id });
  return moved.length;
}
