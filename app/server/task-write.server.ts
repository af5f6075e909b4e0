import { sql } from "drizzle-orm";
import { queryRows, type Executor } from "./db/db.server";

/*
 * The one write of a task the product opens by itself on a lead (a deposit to collect, a balance
 * to remind), below the features: quotes and payments cannot import the console's tasks, and such a
 * task must land where the console looks for it.
 */

export type LeadTaskInput = {
  leadId: string;
  title: string;
  notes?: string | null;
  priority: "urgent" | "high" | "normal" | "low";
  dueAt: Date;
  at: Date;
};

/**
 * Opens the task on the lead, for the lead's owner as the row has it at this moment (so a lead
 * reassigned since the caller read it still gets its task in the right My tasks), or for nobody when
 * the lead has no owner: it then waits in the Tasks tab's Unassigned queue. The contact is the
 * lead's. Null when the lead is gone.
 */
export async function openLeadTask(exec: Executor, input: LeadTaskInput): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    exec,
    sql`INSERT INTO tasks (type, title, priority, status, due_at, lead_id, contact_id, assignee_id, notes, created_at, updated_at)
      SELECT 'follow_up', ${input.title}, ${input.priority}, 'open', ${input.dueAt}::timestamptz, l.id, l.contact_id, l.owner_id,
        ${input.notes ?? null}, ${input.at}::timestamptz, ${input.at}::timestamptz
      FROM leads l WHERE l.id = ${input.leadId}::uuid
      RETURNING id`,
  );
  return row?.id ?? null;
}
