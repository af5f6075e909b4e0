// Leads in January 2025, long before any browser test's own leads: the Analytics and Revenue tabs
// over that month show exactly these, whatever the parallel tests add today.
import { eq } from "drizzle-orm";
import { createUnifiedLead } from "../../app/features/leads/index.server";
import type { Database } from "../../app/server/db/db.server";
import { contactTimeline, leads } from "../../app/server/db/schema.server";

export const INSIGHTS_RANGE = { from: "2025-01-01", to: "2025-01-31" } as const;

export const INSIGHTS_LEADS = [
  { name: "Anaya Jan", day: "2025-01-06", destination: "Maldives", stage: "Closed Won", value: 620000 },
  { name: "Dev Jan", day: "2025-01-09", destination: "Maldives", stage: "Closed Won", value: 380000 },
  { name: "Ira Jan", day: "2025-01-14", destination: "Japan", stage: "Qualified", value: null },
  { name: "Kabir Jan", day: "2025-01-20", destination: "Kenya", stage: "Closed Lost", value: null },
] as const;

export async function seedInsights(db: Database) {
  let n = 0;
  for (const l of INSIGHTS_LEADS) {
    n += 1;
    const at = new Date(`${l.day}T06:00:00Z`);
    const made = await createUnifiedLead(db, {
      type: "booking_request",
      sourceId: `e2e-insights-${n}`,
      name: l.name,
      phone: `9${String(611_500_000 + n).padStart(9, "0")}`,
      phoneVerified: true,
      now: at,
      sourceData: { destination: l.destination },
    });
    const movedAt = new Date(at.getTime() + 2 * 86_400_000);
    await db
      .update(leads)
      .set({ stage: l.stage, valueInr: l.value, stageChangedAt: movedAt, updatedAt: movedAt })
      .where(eq(leads.id, made.leadId));
    await db.insert(contactTimeline).values({
      contactId: made.contactId,
      leadId: made.leadId,
      kind: "stage_changed",
      summary: `Moved to ${l.stage}`,
      data: { from: "New Lead", to: l.stage },
      occurredAt: movedAt,
    });
  }
}
