// `npm run restore FILE`: puts a backup made by `npm run backup` back as the embedded database, with
// the server stopped. The database it replaces is kept beside it (DATA_DIR/pglite.before-restore-…).
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { ConfigError, getConfig } = await import("../app/server/config.server");
const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { restoreBackup, RestoreError } = await import("../app/server/db/pglite-backup.server");

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
    "DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore or psql). " +
      "docs/operations.md, “Backups”, has the commands.",
  );
}
const args = process.argv.slice(2).filter((arg) => arg !== "--");
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
