// Contacts the tasks browser test links a task to: one per browser project, so parallel projects
// never pick each other's. Made with the real leads service, like every lead in the console.
import { createUnifiedLead } from "../../app/features/leads/index.server";
import type { Database } from "../../app/server/db/db.server";

/** The contact's name in a browser project ("desktop" or "phone"). */
export const taskContactName = (project: string) => `Meera Tasklink ${project}`;

/**
 * A callback lead scoring 90 per browser project, made while new leads are not handed out in turn
 * (the e2e seed turns that off): its urgent call waits in the Tasks tab's Unassigned queue.
 */
export const queueLeadName = (project: string) => `Ravi Queue ${project}`;

export async function seedTasks(db: Database) {
  for (const [n, project] of ["desktop", "phone"].entries()) {
    await createUnifiedLead(db, {
      type: "booking_request",
      sourceId: `e2e-tasks-${project}`,
      name: taskContactName(project),
      phone: `9${String(700_000_000 + n).padStart(9, "0")}`,
      phoneVerified: true,
      score: 55,
      sourceData: { destination: "Kenya", travelDate: "2027-02-14", groupSize: 2 },
    });
    await createUnifiedLead(db, {
      type: "callback",
      sourceId: `e2e-tasks-queue-${project}`,
      name: queueLeadName(project),
      phone: `9${String(700_000_010 + n).padStart(9, "0")}`,
      phoneVerified: true,
      score: 90,
    });
  }
}
