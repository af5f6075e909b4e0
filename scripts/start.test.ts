import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Runs a command as a newcomer would, with the given variables on top of a clean environment. */
function run(args: string[], env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-"));
  // A directory without .env, so a developer's own settings cannot change the outcome.
  return spawnSync(process.execPath, args, {
    cwd: root,
    encoding: "utf8",
    timeout: 30_000,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      BUILD_DIR: path.join(dataDir, "no-build"),
      ...env,
    },
  });
}

describe("start-up with a wrong value", () => {
  it("npm start stops before building, naming the variable", () => {
    const result = run(["scripts/start.js"], {
      SITE_PHONE: "98111 24724",
      SITE_PHONE_DISPLAY: "+91 98111 24724",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SITE_PHONE: must be an E\.164 number/);
    expect(result.stdout).not.toMatch(/building/);
  });

  it("the server stops at start, naming the variable", () => {
    const script =
      'const { loadConfigOrExit } = await import("./server/serve.ts"); await loadConfigOrExit(); console.log("started");';
    const result = run(["--import", "tsx", "--input-type=module", "-e", script], {
      NODE_ENV: "production",
      SITE_SUPPORT_EMAIL: "care-at-luxevoyages",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/SITE_SUPPORT_EMAIL: must be an e-mail address/);
    expect(result.stdout).not.toMatch(/started/);
  });
});

describe("start-up on a data folder another process holds", () => {
  it("npm start stops before building, naming the folder and the process", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "start-held-"));
    // This test's own process stands in for a server running on the folder.
    const holder = {
      pid: process.pid,
      host: os.hostname(),
      startedAt: new Date().toISOString(),
      command: "node",
    };
    fs.writeFileSync(path.join(dataDir, "pglite.lock"), JSON.stringify({ ...holder, token: "t" }));
    const result = run(["scripts/start.js"], { DATA_DIR: dataDir });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`The data folder ${dataDir} is in use by process ${process.pid}`);
    expect(result.stdout).not.toMatch(/building/);
  });
});
