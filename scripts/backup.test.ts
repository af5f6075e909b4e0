import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDataDirDatabase, queryRows, type DatabaseHandle } from "~/server/db/db.server";
import { backupSocketPath, listenForBackups } from "~/server/db/pglite-backup.server";

const root = path.resolve(import.meta.dirname, "..");
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run backup|restore …` as an operator runs it, on this data folder. */
function npmScript(script: "backup" | "restore", dataDir: string, args: string[]) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

/** The data folder opened as the server opens it, serving backups on its socket like the server. */
async function runningServer(dataDir: string) {
  const handle = await openDataDirDatabase(dataDir);
  const listening = await listenForBackups(dataDir, handle.dump!, (err) => {
    throw err;
  });
  if ("unavailable" in listening) throw new Error(listening.unavailable);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await listening.close();
    await handle.close();
  };
  cleanups.push(stop);
  return { handle, stop };
}

async function addMarker(handle: DatabaseHandle, key: string) {
  await handle.db.execute(
    sql`INSERT INTO rate_limit_counters (key, window_start, count, expires_at) VALUES (${key}, now(), 1, now() + interval '1 day')`,
  );
}

async function markers(dataDir: string) {
  const handle = await openDataDirDatabase(dataDir);
  try {
    const rows = await queryRows<{ key: string }>(
      handle.db,
      sql`SELECT key FROM rate_limit_counters WHERE key LIKE 'backup-test:%' ORDER BY key`,
    );
    return rows.map((row) => row.key);
  } finally {
    await handle.close();
  }
}

describe("backups of the embedded database", () => {
  it("a backup taken from the running server restores, after the data folder is destroyed, with the data it held", async () => {
    const dataDir = tempDataDir();
    const server = await runningServer(dataDir);
    await addMarker(server.handle, "backup-test:before");
    expect(fs.statSync(backupSocketPath(dataDir)).mode & 0o777).toBe(0o600);

    const file = path.join(dataDir, "copies", "site.tar.gz");
    const backup = await npmScript("backup", dataDir, [file]);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/Backup written: .*site\.tar\.gz \(\d+\.\d MB, from the running server\)/);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    // Written after the backup: not in it.
    await addMarker(server.handle, "backup-test:after");
    await server.stop();
    fs.rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });

    const restore = await npmScript("restore", dataDir, [file]);
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain(`Restored ${file}`);
    expect(await markers(dataDir)).toEqual(["backup-test:before"]);
  }, 90_000);

  it("with the server stopped, the backup reads the folder; a restore keeps the database it replaces", async () => {
    const dataDir = tempDataDir();
    const first = await openDataDirDatabase(dataDir);
    await addMarker(first, "backup-test:one");
    await first.close();

    const backup = await npmScript("backup", dataDir, []);
    expect(backup.status).toBe(0);
    expect(backup.stdout).toContain("from the data folder");
    const [file] = fs.readdirSync(path.join(dataDir, "backups"));
    expect(file).toMatch(/^pglite-.*\.tar\.gz$/);

    const second = await openDataDirDatabase(dataDir);
    await addMarker(second, "backup-test:two");
    await second.close();

    const restore = await npmScript("restore", dataDir, [path.join(dataDir, "backups", file!)]);
    expect(restore.status).toBe(0);
    const kept = /kept in (\S+) \(/.exec(restore.stdout)?.[1];
    expect(kept).toBeDefined();
    expect(await markers(dataDir)).toEqual(["backup-test:one"]);
    // The replaced database is intact beside it.
    fs.renameSync(path.join(dataDir, "pglite"), path.join(dataDir, "restored"));
    fs.renameSync(kept!, path.join(dataDir, "pglite"));
    expect(await markers(dataDir)).toEqual(["backup-test:one", "backup-test:two"]);
  }, 90_000);

  it("a restore is refused while the server runs, and a file that is not a backup changes nothing", async () => {
    const dataDir = tempDataDir();
    const server = await runningServer(dataDir);
    await addMarker(server.handle, "backup-test:live");
    const junk = path.join(dataDir, "not-a-backup.tar.gz");
    fs.writeFileSync(junk, "these are not the bytes of a database");

    const whileRunning = await npmScript("restore", dataDir, [junk]);
    expect(whileRunning.status).toBe(1);
    expect(whileRunning.stderr).toMatch(/in use by process \d+/);
    expect(whileRunning.stderr).toContain("stop the server first");

    await server.stop();
    const notABackup = await npmScript("restore", dataDir, [junk]);
    expect(notABackup.status).toBe(1);
    expect(notABackup.stderr).toContain("is not a backup of this site's database");
    expect(notABackup.stderr).toContain("nothing was changed");
    expect(
      fs.readdirSync(dataDir).filter((name) => /^pglite\.(restoring|before-restore)/.test(name)),
    ).toEqual([]);
    expect(await markers(dataDir)).toEqual(["backup-test:live"]);

    const missing = await npmScript("restore", dataDir, [path.join(dataDir, "nowhere.tar.gz")]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No backup file at");
  }, 90_000);
});
