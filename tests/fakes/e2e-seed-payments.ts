import { createUnifiedLead } from "../../app/features/leads/index.server";
import type { Database } from "../../app/server/db/db.server";

/**
 * One lead per browser project for the payments spec: staff request a payment on it and record
 * the traveller's bank transfer against it, so each project's figures are its own.
 */
export const PAYMENT_LEAD_NAME = "Kabir Malhotra";

export async function seedPaymentLeads(db: Database, projects: readonly string[]) {
  for (const [i, project] of projects.entries()) {
    await createUnifiedLead(db, {
      type: "booking_request",
      sourceId: `e2e-payment-${project}`,
      name: `${PAYMENT_LEAD_NAME} ${project}`,
      phone: `9${String(620_000_000 + i).padStart(9, "0")}`,
      email: `kabir.malhotra.${project}@e2e.test`,
      phoneVerified: true,
      score: 50,
      sourceData: { destination: "Kenya", travelDate: "2027-03-10", groupSize: 2 },
    });
  }
}
