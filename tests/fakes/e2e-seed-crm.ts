// CRM data the console's browser tests work on, made with the real leads service: a few leads per
// pipeline-test account (see tests/e2e/staff-accounts.ts), owned by it, so each browser project's
// board filtered to "me" is its own.
import { eq } from "drizzle-orm";
import { createUnifiedLead } from "../../app/features/leads/index.server";
import type { Database } from "../../app/server/db/db.server";
import { leads } from "../../app/server/db/schema.server";

export const BOARD_LEADS = [
  { name: "Riya Kulkarni", destination: "Maldives", valueInr: 420000 },
  { name: "Kabir Anand", destination: "Switzerland", valueInr: 310000 },
  { name: "Tanvi Mehta", destination: "Japan", valueInr: null },
] as const;

export async function seedCrm(db: Database, boardOwners: { id: string; project: string }[]) {
  let n = 0;
  for (const owner of boardOwners) {
    for (const lead of BOARD_LEADS) {
      n += 1;
      const created = await createUnifiedLead(db, {
        type: "booking_request",
        sourceId: `e2e-board-${owner.project}-${n}`,
        name: `${lead.name} ${owner.project}`,
        phone: `9${String(600_000_000 + n).padStart(9, "0")}`,
        phoneVerified: true,
        score: 55,
        sourceData: { destination: lead.destination, travelDate: "2027-01-10", groupSize: 2 },
      });
      await db
        .update(leads)
        .set({ ownerId: owner.id, valueInr: lead.valueInr })
        .where(eq(leads.id, created.leadId));
    }
  }
}

/**
 * A lead per browser project for the quote builder's test: a Bali trip with a date, two adults and
 * an e-mail address for the proposal, unassigned (the admin who quotes it sees every lead), so sending it moves no other
 * test's lead.
 */
export const QUOTE_LEAD_NAME = "Meera Iyer";

export async function seedQuoteLeads(db: Database, projects: readonly string[]) {
  for (const [i, project] of projects.entries()) {
    await createUnifiedLead(db, {
      type: "booking_request",
      sourceId: `e2e-quote-${project}`,
      name: `${QUOTE_LEAD_NAME} ${project}`,
      phone: `9${String(610_000_000 + i).padStart(9, "0")}`,
      // The proposal is e-mailed: the e2e mailbox takes it.
      email: `meera.iyer.${project}@e2e.test`,
      phoneVerified: true,
      score: 60,
      sourceData: { destination: "Bali", travelDate: "2027-03-10", groupSize: 2 },
    });
  }
}
