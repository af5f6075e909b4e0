// Run by `npm start` and `npm run build` (through tsx) before they build: prints, as JSON on stdout,
// what they need to know, or the configuration's errors naming each variable (exit status 1).
//   node --import tsx scripts/check-config.ts start   the whole configuration, as the server checks it
//   node --import tsx scripts/check-config.ts build   each variable on its own, as the build needs it
import { ConfigError, getConfig, getEnv } from "../app/server/config.server";
import { getSiteSettings } from "../app/server/site-settings.server";

try {
  const env = process.argv[2] === "start" ? getConfig() : getEnv();
  // The site settings are written into prerendered pages, so a change means a rebuild.
  process.stdout.write(JSON.stringify({ buildDir: env.BUILD_DIR, siteSettings: getSiteSettings() }));
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`${err.message}\nSet these in the environment or in .env (see .env.example).`);
  process.exit(1);
}
