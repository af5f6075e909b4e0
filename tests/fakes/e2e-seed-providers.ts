// Runs before the providers e2e server starts (its webServer command in playwright.config.ts), on
// that server's own data folder: one staff account and the contacts its specs work on, one per
// attempt of a test (tests/e2e/attempt.ts). Kept apart from e2e-seed.ts, whose many accounts (a password hash each) would slow every run's start.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createStaffUser, type StaffUser } from "../../app/features/auth/index.server";
import { setCrmSetting } from "../../app/features/crm/index.server";
import { createUnifiedLead } from "../../app/features/leads/index.server";
import { sendProposal } from "../../app/features/quotes/index.server";
import { getConfig } from "../../app/server/config.server";
import { openDataDirDatabase, setDatabaseForTests } from "../../app/server/db/db.server";
import { contacts } from "../../app/server/db/schema.server";
import { E2E_STAFF_PASSWORD } from "../e2e/staff-accounts";
import {
  E2E_PROVIDERS_AGENT,
  E2E_PROVIDERS_CHATTERS,
  E2E_PROVIDERS_PAYERS,
  type ProvidersProposal,
  type ProvidersProposals,
} from "./e2e-providers";
import { sentQuoteOnLead } from "./e2e-seed-proposals";

const handle = await openDataDirDatabase(getConfig().dataDir);
setDatabaseForTests(handle);
try {
  // A WhatsApp message from an unknown number makes a lead: it stays unassigned, as in e2e-seed.ts.
  await setCrmSetting(handle.db, "autoAssign", false, "e2e-seed");
  const agent = await createStaffUser(handle.db, {
    ...E2E_PROVIDERS_AGENT,
    role: "admin",
    password: E2E_STAFF_PASSWORD,
  });
  for (const [i, person] of [...E2E_PROVIDERS_PAYERS, ...E2E_PROVIDERS_CHATTERS].entries()) {
    const lead = await createUnifiedLead(handle.db, {
      type: "booking_request",
      sourceId: `e2e-providers-${i}`,
      phoneVerified: true,
      score: 50,
      sourceData: { destination: "Sri Lanka", travelDate: "2027-02-14", groupSize: 2 },
      ...person,
    });
    // The agent's own contacts: the console tells their owner of a traveller's WhatsApp reply.
    await handle.db.update(contacts).set({ ownerId: agent.id }).where(eq(contacts.id, lead.contactId));
  }
  // Sent proposals whose deposit is paid through Razorpay, one per attempt of each test, with
  // numbers of their own (the SMS gateway is shared with the other server) and a new one each run.
  const file = process.env.E2E_PROVIDERS_PROPOSALS_FILE;
  if (file) {
    const stamp = String(Date.now() % 100_000).padStart(5, "0");
    const staff: StaffUser = { id: agent.id, ...E2E_PROVIDERS_AGENT, role: "admin" };
    const proposal = async (k: number): Promise<ProvidersProposal> => {
      const phone = `+9189${k}${stamp}00`;
      const sent = await sentQuoteOnLead(handle.db, staff, 40 + k, phone);
      const { url } = await sendProposal(handle.db, staff, sent.quoteId);
      return { url, phone, email: sent.email, contactName: sent.leadName, quoteId: sent.quoteId };
    };
    const seeded: ProvidersProposals = {
      deposit: [await proposal(0), await proposal(1)],
      held: [await proposal(2), await proposal(3)],
    };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(seeded, null, 2));
  }
} finally {
  setDatabaseForTests(undefined);
  await handle.close();
}
