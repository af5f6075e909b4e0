import { and, eq, isNotNull, sql } from "drizzle-orm";
import { formatInr } from "~/lib/format";
import { queryRows, type Executor } from "~/server/db/db.server";
import { leads, tasks } from "~/server/db/schema.server";
import { recordTimeline } from "~/server/timeline-write.server";
import { NEW_LEAD_STAGE } from "./lead-scoring";
import { PIPELINE_STAGES, type PipelineStage } from "./lead-stages";

type LeadStageMove = {
  leadId: string;
  to: PipelineStage;
  /** The deal's value in whole rupees: required to close won, kept as it is when left out otherwise. */
  valueInr?: number;
  /** Why the lead was lost: required to close lost. */
  lostReason?: string;
  /** What made the move, when it was not a person dragging a card ("proposal Q-12 v1 sent"). */
  because?: string;
  /**
   * A move an event makes (a proposal sent) only ever moves the lead on: never back from a later
   * stage, and never out of Closed Lost, which only a person reopens.
   */
  forwardOnly?: boolean;
  /** What the line keeps besides the move, to link it to what made it (a booking's id). */
  detail?: Record<string, unknown>;
  actorId?: string | null;
  at?: Date;
};

type LeadStageMoved = { moved: boolean; from: string; contactId: string };

/**
 * Moves a lead to a stage, the one way every stage move is written: by staff on the board or the
 * contact sheet, by a proposal sent or accepted, by a confirmed booking. The lead row is locked, so two
 * moves at once are applied one after the other and each is on the timeline once; moving to the
 * stage it is already in changes nothing. Closing won sets the deal's value (Revenue counts it in
 * the month of this move), any other stage clears a lost reason. Leaving New Lead ends the follow-up
 * cadence: someone has the lead now. Null when the lead does not exist.
 */
export async function moveLeadToStage(tx: Executor, move: LeadStageMove): Promise<LeadStageMoved | null> {
  const [current] = await queryRows<{ stage: string; contact_id: string }>(
    tx,
    sql`SELECT stage, contact_id FROM leads WHERE id = ${move.leadId}::uuid FOR UPDATE`,
  );
  if (!current) return null;
  const unmoved = { moved: false, from: current.stage, contactId: current.contact_id };
  if (current.stage === move.to) return unmoved;
  if (move.forwardOnly) {
    const from = PIPELINE_STAGES.indexOf(current.stage as PipelineStage);
    if (current.stage === "Closed Lost" || from < 0 || from >= PIPELINE_STAGES.indexOf(move.to))
      return unmoved;
  }
  if (move.to === "Closed Won" && move.valueInr === undefined)
    throw new Error("A lead closes won with its value");
  if (move.to === "Closed Lost" && !move.lostReason) throw new Error("A lead closes lost with its reason");
  const at = move.at ?? new Date();
  await tx
    .update(leads)
    .set({
      stage: move.to,
      stageChangedAt: at,
      updatedAt: at,
      ...(move.valueInr !== undefined ? { valueInr: move.valueInr } : {}),
      lostReason: move.to === "Closed Lost" ? move.lostReason : null,
    })
    .where(eq(leads.id, move.leadId));
  if (current.stage === NEW_LEAD_STAGE) {
    await tx
      .update(tasks)
      .set({ status: "cancelled", updatedAt: at })
      .where(and(eq(tasks.leadId, move.leadId), isNotNull(tasks.cadenceDay), eq(tasks.status, "open")));
  }
  const summary =
    move.to === "Closed Won"
      ? `Closed Won at ${formatInr(move.valueInr!)} (was ${current.stage})`
      : move.to === "Closed Lost"
        ? `Closed Lost (was ${current.stage}): ${move.lostReason}`
        : `Stage: ${current.stage} → ${move.to}`;
  await recordTimeline(tx, {
    contactId: current.contact_id,
    leadId: move.leadId,
    kind: "stage_changed",
    summary: move.because ? `${summary}: ${move.because}` : summary,
    data: {
      from: current.stage,
      to: move.to,
      ...(move.valueInr !== undefined ? { valueInr: move.valueInr } : {}),
      ...(move.lostReason ? { lostReason: move.lostReason } : {}),
      ...move.detail,
    },
    actorId: move.actorId ?? null,
    at,
  });
  return { ...unmoved, moved: true };
}

/**
 * A won lead's value changed by something agreed after the win (an add-on the traveller accepted):
 * the lead stays Closed Won from the day it was won, so Revenue keeps the deal in that month, and the
 * new value is on the timeline with what it was.
 */
export async function setWonLeadValue(
  tx: Executor,
  change: { leadId: string; valueInr: number; because: string; actorId?: string | null; at?: Date },
): Promise<void> {
  const [current] = await queryRows<{ contact_id: string; value_inr: string | null }>(
    tx,
    sql`SELECT contact_id, value_inr::text FROM leads WHERE id = ${change.leadId}::uuid FOR UPDATE`,
  );
  const was = current?.value_inr == null ? null : Number(current.value_inr);
  if (!current || was === change.valueInr) return;
  const at = change.at ?? new Date();
  await tx.update(leads).set({ valueInr: change.valueInr, updatedAt: at }).where(eq(leads.id, change.leadId));
  const value = `value ${formatInr(change.valueInr)}`;
  await recordTimeline(tx, {
    contactId: current.contact_id,
    leadId: change.leadId,
    kind: "lead_updated",
    summary: `Lead updated: ${value}${was === null ? "" : ` (was ${formatInr(was)})`}: ${change.because}`,
    data: { changes: [value], valueInr: change.valueInr },
    actorId: change.actorId ?? null,
    at,
  });
}
