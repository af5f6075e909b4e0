import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { log, run, startProcess, waitForHttp } from "./processes.js";

/** The exact confirmation value the app's config wants for RATE_LIMITS_DISABLED_FOR_BENCH in production. */
export function benchConfirmValue(root) {
  const source = fs.readFileSync(path.join(root, "app/server/config.server.ts"), "utf8");
  const m = source.match(/BENCH_CONFIRM_VALUE\s*=\s*"([^"]+)"/);
  if (!m)
    throw new Error(
      "BENCH_CONFIRM_VALUE not found in app/server/config.server.ts: cannot switch rate limits off for the bench",
    );
  return m[1];
}

export function buildApp({ root, buildDir }) {
  log(`building the app into ${buildDir} (client source maps hidden, for the bundle report)…`);
  const t0 = Date.now();
  run("npx", ["react-router", "build", "--sourcemapClient", "hidden"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  return Date.now() - t0;
}

/**
 * The production server exactly as deployed (the built entry, NODE_ENV=production) on the bench's
 * PostgreSQL, with the log SMS/mail providers and the bench-only rate-limit switch (which the app
 * honours in production only with its confirmation value and only with SMS_PROVIDER=log).
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
    RATE_LIMITS_DISABLED_FOR_BENCH: "true",
    RATE_LIMITS_BENCH_CONFIRM: benchConfirmValue(root),
    LOG_LEVEL: "info",
    // Set explicitly (empty = unset for the app) so a developer's .env cannot send real mail or SMS.
    SMTP_URL: "",
    SMS_WEBHOOK_URL: "",
    TRUST_PROXY: "",
    FORCE_HTTPS: "",
    OUTBOX_DISABLED: "",
    ...extraEnv,
  };
  const handle = startProcess(
    "app server",
    process.execPath,
    [...nodeArgs, path.join(buildDir, "server/index.js")],
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
