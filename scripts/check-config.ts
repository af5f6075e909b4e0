// Run by `npm start` and `npm run build` (through tsx) before they build: prints, as JSON on stdout,
// what they need to know, or the configuration's errors naming each variable (exit status 1); for
// `start`, also whether another process holds the PGlite data folder.
//   node --import tsx scripts/check-config.ts start   the whole configuration, as the server checks it
//   node --import tsx scripts/check-config.ts build   each variable on its own, as the build needs it
import { ConfigError, getConfig, getEnv } from "../app/server/config.server";
import { assertDataDirFree, DataDirLockedError } from "../app/server/db/data-dir-lock.server";
import { getSiteSettings } from "../app/server/site-settings.server";

try {
  const env = process.argv[2] === "start" ? getConfig() : getEnv();
  if (process.argv[2] === "start") {
    const config = getConfig();
    // PGlite's folder is one process's: a second start stops here, before it rebuilds the build the
    // first one serves from. (The server takes the lock itself; this only asks.)
    if (!config.DATABASE_URL) assertDataDirFree(config.dataDir);
  }
  // The site settings are written into prerendered pages, so a change means a rebuild.
  process.stdout.write(JSON.stringify({ buildDir: env.BUILD_DIR, siteSettings: getSiteSettings() }));
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  if (!(err instanceof ConfigError)) throw err;
  console.error(`${err.message}\nSet these in the environment or in .env (see .env.example).`);
  process.exit(1);
}
