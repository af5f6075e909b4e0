// `npm run db:migrate`: applies the migrations not applied yet to the configured database, then
// exits. On PostgreSQL this is a release step: run it once before starting the new release's
// processes (it takes the same advisory lock the app takes, so running it twice, or beside starting
// processes, applies each migration once). On PGlite the server stopped (it holds the folder).
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { ConfigError, getConfig } = await import("../app/server/config.server");
const { DataDirLockedError } = await import("../app/server/db/data-dir-lock.server");
const { checkDatabaseReady, openDataDirDatabase, openPostgres } = await import("../app/server/db/db.server");

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  const config = getConfig();
  const handle = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 2, { migrate: false })
    : await openDataDirDatabase(config.dataDir, { migrate: false });
  try {
    const now = await handle.migrate();
    const { applied, expected } = await checkDatabaseReady(handle.db);
    const where = config.DATABASE_URL ? "PostgreSQL" : `PGlite in ${config.dataDir}/pglite`;
    console.log(
      now > 0
        ? `Applied ${now} migration(s) to ${where}; ${applied} of ${expected} in all.`
        : `${where} is up to date: ${applied} of ${expected} migrations applied, none new.`,
    );
  } finally {
    await handle.close();
  }
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) fail(err.message);
  fail(`Migrating failed: ${err instanceof Error ? err.message : String(err)}`);
}
