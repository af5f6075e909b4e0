// The runtime as the image's last stage makes it: a fresh copy of the sources, `npm ci --omit=dev`
// (none of the build tools), the build made beforehand with them copied in, then `npm start`, the
// release step and the staff-user command, all on that install alone.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BUILD,
  call,
  eventually,
  figure,
  freePort,
  ROOT,
  SECRETS,
  STAFF_PASSWORD,
  startPostgres,
  type Postgres,
} from "./harness";

const SECTION = "Lean runtime (npm ci --omit=dev)";
/** Packages only building needs: the runtime must do without every one of them. */
const BUILD_ONLY = ["vite", "tsx", "drizzle-kit", "@react-router/dev", "typescript", "vitest"];

let dir: string;
let postgres: Postgres;
let databaseUrl: string;

/** A command in the copy, with a clean environment (no developer's .env, no npm settings of the suite's). */
function run(cmd: string, args: string[], env: Record<string, string> = {}, timeoutMs = 60_000) {
  return new Promise<{ status: number | null; output: string }>((resolve) => {
    const child = spawn(cmd, args, {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, CI: "true", ...SECRETS, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

/** The repository's files as a fresh clone has them (tracked files only: no node_modules, builds or data). */
function copySources(to: string) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(from, path.join(to, file));
  }
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lean-runtime-"));
  copySources(dir);
  // The build stage's output, copied in under the default name.
  fs.cpSync(BUILD, path.join(dir, "build"), { recursive: true });
});

afterAll(() => {
  postgres?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe(SECTION, () => {
  it("installs without the build tools, migrates, serves, and creates a staff user", async () => {
    const started = performance.now();
    // The suite's PostgreSQL starts while npm installs: the two take about as long.
    const database = startPostgres().then(async (pg) => {
      postgres = pg;
      databaseUrl = await pg.createDatabase();
    });
    const install = await run(
      "npm",
      ["ci", "--omit=dev", "--omit=optional", "--no-audit", "--no-fund", "--prefer-offline"],
      {},
      240_000,
    );
    expect(install.status, install.output).toBe(0);
    figure(SECTION, "npm ci --omit=dev", `${((performance.now() - started) / 1000).toFixed(0)} s`);
    await database;
    for (const name of BUILD_ONLY)
      expect(fs.existsSync(path.join(dir, "node_modules", name)), name).toBe(false);

    const env = { DATABASE_URL: databaseUrl, DATA_DIR: path.join(dir, "data") };
    // The release step, from the build's compiled copy.
    const migrated = await run("npm", ["run", "db:migrate"], env);
    expect(migrated.status, migrated.output).toBe(0);
    expect(migrated.output).toMatch(/Applied \d+ migration\(s\) to PostgreSQL/);

    const port = await freePort();
    const server = spawn(process.execPath, ["scripts/start.js"], {
      cwd: dir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...SECRETS,
        ...env,
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "false",
        FORCE_HTTPS: "false",
        SMS_PROVIDER: "log",
        SMTP_URL: "",
        LLM_BASE_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    server.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    try {
      const origin = `http://127.0.0.1:${port}`;
      await eventually(
        "/readyz 200 from the lean install",
        async () => {
          if (server.exitCode !== null) throw new Error(`the server ended:\n${log}`);
          return (await call(origin, "/readyz").catch(() => ({ status: 0 }))).status === 200;
        },
        60_000,
      );
      expect(log).not.toMatch(/building|rebuilding/i);
      expect((await call(origin, "/")).status).toBe(200);

      const user = await run(
        "npm",
        [
          "run",
          "user:create",
          "--",
          "--email",
          "lean.runtime@agency.in",
          "--role",
          "admin",
          "--password",
          STAFF_PASSWORD,
        ],
        env,
      );
      expect(user.status, user.output).toBe(0);
      expect(user.output).toMatch(/Created admin Lean Runtime <lean\.runtime@agency\.in>/);

      const again = await run("npm", ["run", "db:migrate"], env);
      expect(again.status, again.output).toBe(0);
      expect(again.output).toMatch(/PostgreSQL is up to date: \d+ of \d+ migrations applied, none new/);
    } finally {
      server.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  });

  it("backs up and restores the embedded database with the compiled commands", async () => {
    const env = { DATABASE_URL: "", DATA_DIR: path.join(dir, "pglite-data") };
    // On a new folder the backup opens (and creates) the database itself: the server is not running.
    const file = path.join(dir, "pglite.tar.gz");
    const backup = await run("npm", ["run", "backup", "--", file], env);
    expect(backup.status, backup.output).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    const restore = await run("npm", ["run", "restore", "--", file], env);
    expect(restore.status, restore.output).toBe(0);
    expect(restore.output).toMatch(/Restored .* into /);
  });
});
