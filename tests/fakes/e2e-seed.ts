// Runs before the e2e server starts (its webServer command), on the same data folder: the staff
// accounts the browser tests sign in as. PGlite's folder is one process's, so this closes it first.
import { eq } from "drizzle-orm";
import { createStaffUser, type StaffUser } from "../../app/features/auth/index.server";
import { getConfig } from "../../app/server/config.server";
import { openDataDirDatabase, setDatabaseForTests } from "../../app/server/db/db.server";
import { authUser } from "../../app/server/db/schema.server";
import { E2E_STAFF, E2E_STAFF_PASSWORD } from "../e2e/staff-accounts";
import { setCrmSetting } from "../../app/features/crm/index.server";
import { seedCrm, seedQuoteLeads } from "./e2e-seed-crm";
import { seedInsights } from "./e2e-seed-insights";
import { seedPaymentLeads } from "./e2e-seed-payments";
import { seedProposals } from "./e2e-seed-proposals";
import { paymentSettingsSchema } from "../../app/features/payments";
import { savePaymentSettings } from "../../app/features/payments/index.server";
import { seedTasks } from "./e2e-seed-tasks";

const handle = await openDataDirDatabase(getConfig().dataDir);
setDatabaseForTests(handle);
try {
  // Leads from parallel tests would otherwise land on whichever test account's turn it is, and a
  // board filtered to "me" would change under its test: here leads arrive unassigned, as the
  // tests expect, and handing them out in turn is tested against the database.
  await setCrmSetting(handle.db, "autoAssign", false, "e2e-seed");
  const boardOwners: { id: string; project: string }[] = [];
  let proposalAgent: StaffUser | null = null;
  for (const [key, account] of Object.entries(E2E_STAFF)) {
    const user = await createStaffUser(handle.db, {
      email: account.email,
      name: account.name,
      role: account.role === "none" ? "partner" : account.role,
      password: E2E_STAFF_PASSWORD,
    });
    // Signed in, but without a staff role: let in nowhere.
    if (account.role === "none")
      await handle.db.update(authUser).set({ role: null }).where(eq(authUser.id, user.id));
    if (key.startsWith("board")) boardOwners.push({ id: user.id, project: key.slice(5).toLowerCase() });
    if (key === "partner")
      proposalAgent = { id: user.id, email: account.email, name: account.name, role: "partner" };
  }
  await seedCrm(handle.db, boardOwners);
  await seedQuoteLeads(handle.db, ["desktop", "phone"]);
  await seedPaymentLeads(handle.db, ["desktop", "phone"]);
  await seedTasks(handle.db);
  await seedInsights(handle.db);
  // The agency's bank and UPI details, as an admin sets them: the pay page's embedded default shows them.
  await savePaymentSettings(
    handle.db,
    paymentSettingsSchema.parse({
      bankAccountName: "Luxe Voyages Pvt Ltd",
      bankAccountNumber: "50200012345678",
      bankIfsc: "HDFC0001234",
      bankName: "HDFC Bank",
      upiId: "luxevoyages@hdfcbank",
    }),
    "e2e-seed",
  );
  if (proposalAgent && process.env.E2E_PROPOSALS_FILE)
    await seedProposals(handle.db, proposalAgent, process.env.E2E_PROPOSALS_FILE);
} finally {
  setDatabaseForTests(undefined);
  await handle.close();
}
