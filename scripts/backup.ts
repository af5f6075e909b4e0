// `npm run backup [FILE]`: a consistent copy of the embedded database (PGlite in DATA_DIR), taken from
// the running server if there is one, otherwise from the data folder. Without FILE it goes to
// DATA_DIR/backups/pglite-<time>.tar.gz. On PostgreSQL (DATABASE_URL) the database's own tools do
// this: see docs/operations.md.
import fs from "node:fs";
import path from "node:path";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { ConfigError, getConfig } = await import("../app/server/config.server");
const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { writeBackup } = await import("../app/server/db/pglite-backup.server");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config;
try {
  config = getConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
if (config.DATABASE_URL) {
  fail(
    "DATABASE_URL is set: this site's data is in PostgreSQL, which is backed up with its own tools " +
      "(pg_dump, or base backups with WAL archiving). docs/operations.md, “Backups”, has the commands.",
  );
}
const args = process.argv.slice(2).filter((arg) => arg !== "--");
if (args.length > 1 || args[0]?.startsWith("-")) fail("Usage: npm run backup [FILE]");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = args[0] ?? path.join(config.dataDir, "backups", `pglite-${stamp}.tar.gz`);

try {
  const result = await writeBackup(config.dataDir, file);
  const size = `${(result.bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(`Backup written: ${result.file} (${size}, from the ${result.takenFrom}).`);
  console.log(`Put it back with the server stopped: npm run restore ${result.file}`);
} catch (err) {
  if (err instanceof DataDirLockedError) fail(err.message);
  fail(`The backup failed: ${err instanceof Error ? err.message : String(err)}`);
}
