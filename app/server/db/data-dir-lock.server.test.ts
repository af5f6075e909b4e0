import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE_NAME,
  type DataDirLock,
} from "./data-dir-lock.server";

const root = path.resolve(import.meta.dirname, "../../..");
const held: DataDirLock[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "data-lock-"));
const lockFile = (dir: string) => path.join(dir, LOCK_FILE_NAME);
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), "utf8")) as { pid: number };

function acquire(dir: string) {
  const lock = acquireDataDirLock(dir);
  held.push(lock);
  return lock;
}

/** The error acquireDataDirLock throws, for a closer look. */
function refusal(dir: string): DataDirLockedError {
  try {
    acquire(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) return err;
    throw err;
  }
  throw new Error(`the lock on ${dir} was granted`);
}

/** A PID no process has right now. */
function freePid(): number {
  for (let pid = 4_000_000; pid > 300_000; pid -= 7919) {
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ESRCH") return pid;
    }
  }
  throw new Error("no free PID found");
}

function writeLock(dir: string, holder: Record<string, unknown>) {
  const content = {
    pid: freePid(),
    host: os.hostname(),
    startedAt: "2026-01-01T00:00:00.000Z",
    command: "node build/server/index.js",
    token: "t",
    ...holder,
  };
  fs.writeFileSync(lockFile(dir), JSON.stringify(content));
  return content;
}

/** Another process (a script, say) that takes the lock and keeps it until it is ended. */
async function lockInChild(dir: string): Promise<ChildProcess> {
  const script = `const { acquireDataDirLock } = await import("./app/server/db/data-dir-lock.server.ts");
    acquireDataDirLock(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    child.on("exit", (code) => reject(new Error(`the child exited (${code}) before locking`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.signalCode ?? child.exitCode)
      : child.on("exit", (code, signal) => resolve(signal ?? code)),
  );

describe("data folder lock", () => {
  it("writes this process's PID into the folder, and release removes the file", () => {
    const dir = tempDir();
    const lock = acquire(dir);
    expect(lock.file).toBe(lockFile(dir));
    expect(readLock(dir)).toMatchObject({ pid: process.pid, host: os.hostname() });
    expect(lock.takenOverFrom).toBeUndefined();
    lock.release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lock.release();
    // Free again: the next one gets it as a fresh lock.
    expect(acquire(dir).takenOverFrom).toBeUndefined();
  });

  it("refuses a second lock on the folder, naming the folder and the process holding it", async () => {
    const dir = tempDir();
    const child = await lockInChild(dir);
    const error = refusal(dir);
    expect(error.message).toContain(`The data folder ${dir} is in use by process ${child.pid}`);
    expect(error.message).toMatch(/one process per data folder/);
    expect(error.holder?.pid).toBe(child.pid);
    expect(readLock(dir).pid).toBe(child.pid);
  });

  it("a process without a SIGTERM handler of its own releases the lock on SIGTERM", async () => {
    const dir = tempDir();
    const child = await lockInChild(dir);
    child.kill("SIGTERM");
    expect(await exited(child)).toBe("SIGTERM");
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    expect(acquire(dir).takenOverFrom).toBeUndefined();
  });

  it("takes over the lock of a process that was killed (kill -9)", async () => {
    const dir = tempDir();
    const child = await lockInChild(dir);
    child.kill("SIGKILL");
    await exited(child);
    expect(readLock(dir).pid).toBe(child.pid);
    const lock = acquire(dir);
    expect(lock.takenOverFrom?.pid).toBe(child.pid);
    expect(readLock(dir).pid).toBe(process.pid);
  });

  it("takes over a lock whose PID no longer exists", () => {
    const dir = tempDir();
    const stale = writeLock(dir, {});
    const lock = acquire(dir);
    expect(lock.takenOverFrom).toMatchObject({ pid: stale.pid, startedAt: stale.startedAt });
    expect(readLock(dir).pid).toBe(process.pid);
    expect(fs.readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
  });

  it("takes over a lock that names this process's PID when this process does not hold it (a restarted container)", () => {
    const dir = tempDir();
    writeLock(dir, { pid: process.pid });
    expect(acquire(dir).takenOverFrom?.pid).toBe(process.pid);
    // Held now: this process asking again is refused.
    expect(refusal(dir).message).toMatch(/already locked by this process/);
  });

  it.skipIf(!fs.existsSync("/proc/self/stat"))(
    "takes over a lock whose PID now belongs to a later process (another start time)",
    () => {
      const dir = tempDir();
      writeLock(dir, { pid: process.ppid, startTicks: "1" });
      expect(acquire(dir).takenOverFrom?.pid).toBe(process.ppid);
    },
  );

  it("refuses a lock held by a running process, and one held on another host", () => {
    const running = tempDir();
    writeLock(running, { pid: process.ppid });
    expect(refusal(running).message).toContain(`is in use by process ${process.ppid}`);
    const elsewhere = tempDir();
    writeLock(elsewhere, { host: "other-machine" });
    expect(refusal(elsewhere).message).toMatch(
      new RegExp(`on another host, other-machine.*delete ${lockFile(elsewhere)}`),
    );
  });

  it("refuses an unreadable lock file rather than guessing", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), "");
    expect(refusal(dir).message).toMatch(/cannot be read.*delete that file/);
  });
});
