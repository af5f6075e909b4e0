import { and, eq, sql } from "drizzle-orm";
import { queryRows, type Executor } from "~/server/db/db.server";
import { quotes } from "~/server/db/schema.server";
import { openLeadTask } from "~/server/task-write.server";
import { recordTimeline } from "~/server/timeline-write.server";

/**
 * What the traveller's side reads and writes of the lead a quote is on: who the traveller and the
 * owner are, the timeline lines and the deposit task. The CRM's screens import quotes, so quotes
 * cannot call the CRM's services: the timeline line goes through the write both share
 * (app/server/timeline-write.server.ts), and a proposal's stage moves go through the leads' one
 * stage move (moveLeadToStage), the one the console's board makes too.
 */

export type LeadPeople = {
  leadId: string;
  contactId: string;
  stage: string;
  travellerName: string;
  travellerEmail: string | null;
  travellerPhone: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  /** The owner's photo (an https address they set on their account), or null. */
  ownerImage: string | null;
};

/** The lead, its contact and its owner (one whose sign-in is blocked gets no mail). */
export async function leadPeople(exec: Executor, leadId: string, lock = false): Promise<LeadPeople | null> {
  const [row] = await queryRows<{
    stage: string;
    contact_id: string;
    lead_name: string | null;
    lead_email: string | null;
    lead_phone: string | null;
    contact_name: string | null;
    contact_email: string | null;
    contact_phone: string | null;
    owner_id: string | null;
    owner_name: string | null;
    owner_email: string | null;
    owner_image: string | null;
  }>(
    exec,
    sql`SELECT l.stage, l.contact_id, l.name AS lead_name, l.email AS lead_email, l.phone AS lead_phone,
        c.name AS contact_name, c.email AS contact_email, c.phone AS contact_phone,
        u.id AS owner_id, u.name AS owner_name, CASE WHEN u.banned IS TRUE THEN NULL ELSE u.email END AS owner_email,
        u.image AS owner_image
      FROM leads l
      JOIN contacts c ON c.id = l.contact_id
      LEFT JOIN auth_user u ON u.id = l.owner_id
      WHERE l.id = ${leadId}::uuid${lock ? sql` FOR UPDATE OF l` : sql``}`,
  );
  if (!row) return null;
  return {
    leadId,
    contactId: row.contact_id,
    stage: row.stage,
    travellerName: row.contact_name ?? row.lead_name ?? "",
    // The contact's details are the ones staff keep up to date; the lead's are what the form said.
    travellerEmail: row.contact_email ?? row.lead_email,
    travellerPhone: row.contact_phone ?? row.lead_phone,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
    // Only an https address is shown on a traveller's page, whoever wrote the field.
    ownerImage: row.owner_image?.startsWith("https://") ? row.owner_image : null,
  };
}

/** A line on the lead's timeline, through the same write the console's records use. */
export async function recordLeadLine(
  tx: Executor,
  line: {
    contactId: string;
    leadId: string;
    kind: string;
    summary: string;
    data: Record<string, unknown>;
    at: Date;
    actorId?: string | null;
  },
) {
  await recordTimeline(tx, line);
}

/** The owner's task to collect the deposit, due on the deposit's day. */
export async function addDepositTask(
  tx: Executor,
  lead: LeadPeople,
  task: { dueAt: Date; notes: string; at: Date },
): Promise<void> {
  await openLeadTask(tx, {
    leadId: lead.leadId,
    title: "Collect the deposit",
    priority: "high",
    dueAt: task.dueAt,
    notes: task.notes,
    at: task.at,
  });
}

/** Rupees for a lead's value: paise rounded half up to the rupee. */
const wholeRupeesHalfUp = (minor: number) => Math.floor((minor + 50) / 100);

/** What the traveller has accepted on the lead, in whole rupees: each accepted quote's total, summed. */
export async function acceptedValueOfLead(tx: Executor, leadId: string): Promise<number> {
  const accepted = await tx
    .select({ totalMinor: quotes.acceptedTotalMinor })
    .from(quotes)
    .where(and(eq(quotes.leadId, leadId), eq(quotes.status, "accepted")));
  return accepted.reduce((sum, q) => sum + wholeRupeesHalfUp(q.totalMinor ?? 0), 0);
}
