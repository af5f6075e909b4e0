// `npm run retention -- [--now 2029-12-01] [--dry-run]`
// Runs the worker's retention round by hand on the configured database (PGlite in DATA_DIR, or
// DATABASE_URL) and prints what it did: with --now, as if the clock said so (demo data); with
// --dry-run, only what it would do. On PGlite, stop the server first: its data folder belongs to one
// process at a time.
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { parseRetentionArgs, retentionByHand, RetentionArgsError, RETENTION_USAGE } =
  await import("../app/features/crm/privacy/retention-command.server");
const { ConfigError } = await import("../app/server/config.server");
const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { closeDatabase, getDb } = await import("../app/server/db/db.server");

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let args;
try {
  args = parseRetentionArgs(process.argv.slice(2).filter((arg) => arg !== "--"));
} catch (err) {
  if (err instanceof RetentionArgsError) fail(err.message, 2);
  throw err;
}
if (args.help) {
  console.log(RETENTION_USAGE);
  process.exit(0);
}

try {
  const { lines } = await retentionByHand(await getDb(), args);
  for (const line of lines) console.log(line);
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) fail(err.message);
  throw err;
} finally {
  await closeDatabase().catch(() => {});
}
