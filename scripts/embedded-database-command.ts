// What `npm run backup` and `npm run restore` share: the configuration read (a wrong variable named,
// exit 1) and the refusal when the data is in PostgreSQL, which has tools of its own for both.
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const { ConfigError, getConfig } = await import("../app/server/config.server");

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration, when the database is the embedded one (PGlite in DATA_DIR). */
export function embeddedDatabaseConfig(postgresTools: string) {
  let config;
  try {
    config = getConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (config.DATABASE_URL) {
    fail(
      `DATABASE_URL is set: this site's data is in PostgreSQL, which has its own tools for this (${postgresTools}). ` +
        "docs/operations.md, “Backups”, has the commands.",
    );
  }
  return config;
}

/** The command's arguments without npm's `--` separator. */
export const commandArgs = () => process.argv.slice(2).filter((arg) => arg !== "--");
