// `npm run backup [FILE]`: a consistent copy of the embedded database (PGlite in DATA_DIR), taken from
// the running server if there is one, otherwise from the data folder. Without FILE it goes to
// DATA_DIR/backups/pglite-<time>.tar.gz. On PostgreSQL (DATABASE_URL) the database's own tools do
// this: see docs/operations.md.
import path from "node:path";
import { commandArgs, embeddedDatabaseConfig, fail } from "./embedded-database-command";

const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { writeBackup } = await import("../app/server/db/pglite-backup.server");

const config = embeddedDatabaseConfig("pg_dump, or base backups with WAL archiving");
const args = commandArgs();
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
