// `npm run seed:demo`: realistic CRM data for development and screenshots — 2,000 contacts, 3,000
// leads across every lead type and pipeline stage with trip details, open, overdue and done tasks,
// and timelines (leads, SMS, e-mails, calls, notes, stage moves). Deterministic (a seeded random
// generator), idempotent (a second run adds nothing), and refused in production.
// On PGlite, stop the server first: its data folder belongs to one process at a time.
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { seedDemo, DemoSeedRefused } = await import("../app/features/crm/shared/demo-seed.server");
const { closeDatabase, getDb } = await import("../app/server/db/db.server");
const { getConfig } = await import("../app/server/config.server");

try {
  const result = await seedDemo(await getDb(), { production: getConfig().isProduction });
  console.log(
    result.seeded
      ? `Demo data added: ${result.contacts} contacts, ${result.leads} leads, ${result.tasks} tasks, ${result.timeline} timeline lines.`
      : "Demo data is already there: nothing added.",
  );
} catch (err) {
  if (err instanceof DemoSeedRefused) {
    console.error(err.message);
    process.exitCode = 1;
  } else throw err;
} finally {
  await closeDatabase();
}
