import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { log, run, startProcess, waitForHttp } from "./processes.js";

/**
 * Limits as production checks them, set high enough for one benchmark client on 127.0.0.1: every
 * counter, window and transaction still runs on every request (what a visitor's request pays), only
 * the ceilings are far away. The bench never uses the switch that turns the limits off.
 */
export const GENEROUS_LIMITS = {
  SMS_HOURLY_BUDGET: "10000000",
  VERIFICATION_MAX_SENDS_PER_IP_HOUR: "10000000",
  VERIFICATION_MAX_SENDS_PER_NETWORK_HOUR: "10000000",
  API_MAX_STARTS_PER_IP_MINUTE: "10000000",
  API_MAX_STARTS_PER_IP_HOUR: "10000000",
  API_MAX_CODE_REQUESTS_PER_IP_MINUTE: "10000000",
  API_MAX_READS_PER_IP_MINUTE: "10000000",
  API_MAX_CONSOLE_WRITES_PER_IP_MINUTE: "10000000",
};

export function buildApp({ root, buildDir }) {
  log(`building the app into ${buildDir} (client source maps hidden, for the bundle report)…`);
  const t0 = Date.now();
  run("npx", ["react-router", "build", "--sourcemapClient", "hidden"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  // As `npm run build` does: the files and prerendered pages compressed once, beside each file.
  run(process.execPath, ["--import", "tsx", "scripts/precompress.ts", buildDir], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production" },
  });
  return Date.now() - t0;
}

/**
 * The V8 flags `npm start` runs the server with (package.json's start script, the one place they are
 * set), so the bench measures the server as it is deployed.
 */
export function productionNodeFlags(root) {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  // `node --flag … scripts/start.js …`: the words between `node` and the script.
  const [, ...words] = scripts.start.trim().split(/\s+/);
  const script = words.findIndex((word) => !word.startsWith("-"));
  return script < 0 ? words : words.slice(0, script);
}

/**
 * The production server exactly as deployed (the built entry with `npm start`'s V8 flags,
 * NODE_ENV=production) on the bench's PostgreSQL, with the log SMS/mail providers and every rate
 * limit on, its ceilings raised (GENEROUS_LIMITS).
 */
export async function startAppServer({
  root,
  buildDir,
  port,
  databaseUrl,
  workDir,
  poolMax = 10,
  nodeArgs = [],
  env: extraEnv = {},
}) {
  const logFile = path.join(workDir, "app-server.log");
  const env = {
    NODE_ENV: "production",
    BUILD_DIR: buildDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(workDir, "app-data"),
    DATABASE_URL: databaseUrl,
    // The same pool size as the floors, so the comparison is about the work per request.
    DATABASE_POOL_MAX: String(poolMax),
    SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
    CODE_HMAC_KEY: crypto.randomBytes(32).toString("base64url"),
    SMS_PROVIDER: "log",
    ...GENEROUS_LIMITS,
    LOG_LEVEL: "info",
    // Set explicitly (empty = unset for the app) so a developer's .env cannot send real mail or SMS.
    SMTP_URL: "",
    SMS_WEBHOOK_URL: "",
    // The load generator connects directly: no proxy names a client (and none is warned about).
    TRUST_PROXY: "false",
    FORCE_HTTPS: "",
    OUTBOX_DISABLED: "",
    // The bench's databases are its own and fresh: the server migrates them at start (in production
    // on PostgreSQL that is otherwise `npm run db:migrate`'s job, and the server would wait for it).
    MIGRATE_ON_START: "true",
    ...extraEnv,
  };
  const handle = startProcess(
    "app server",
    process.execPath,
    [...productionNodeFlags(root), ...nodeArgs, path.join(buildDir, "server/index.js")],
    {
      cwd: root,
      env,
      logFile,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/healthz`, { handle, timeoutMs: 90_000 });
  const ready = await fetch(`${url}/readyz`).then((r) => r.json());
  if (ready.status !== "ready") throw new Error(`app not ready: ${JSON.stringify(ready)}`);
  return { url, logFile, handle, env };
}
