// `npm run restore FILE`: puts a backup made by `npm run backup` back as the embedded database, with
// the server stopped. The database it replaces is kept beside it (DATA_DIR/pglite.before-restore-…).
import { commandArgs, embeddedDatabaseConfig, fail } from "./embedded-database-command";

const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { restoreBackup, RestoreError } = await import("../app/server/db/pglite-backup.server");

const config = embeddedDatabaseConfig("pg_restore or psql");
const args = commandArgs();
if (args.length !== 1 || args[0]!.startsWith("-"))
  fail("Usage: npm run restore FILE (with the server stopped)");

try {
  const { keptAt } = await restoreBackup(config.dataDir, args[0]!);
  console.log(`Restored ${args[0]} into ${config.dataDir}/pglite.`);
  if (keptAt) console.log(`The database it replaced is kept in ${keptAt} (delete it once you are sure).`);
  console.log("Start the server: npm start");
} catch (err) {
  if (err instanceof DataDirLockedError)
    fail(`${err.message}\nA restore replaces the database: stop the server first.`);
  if (err instanceof RestoreError) fail(err.message);
  throw err;
}
