import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * PGlite keeps the database in one process's memory and writes it back to DATA_DIR/pglite: two
 * processes on one folder each work on their own diverging copy, and the files end up a mix of both.
 * So whatever opens the folder (the server, a script) first takes this lock: a file in the data
 * folder naming the process that holds it, created only if it does not exist yet.
 */
export const LOCK_FILE_NAME = "pglite.lock";

/** What the lock file says about its holder. */
export type LockHolder = {
  pid: number;
  host: string;
  startedAt: string;
  command: string;
  /** Linux only: the boot and the process's start (in clock ticks since boot), so a reused PID is not taken for the holder. */
  bootId?: string;
  startTicks?: string;
  /** Tells this holder's file from another one with the same PID (e.g. a container restarted as PID 1 again). */
  token: string;
};

export type DataDirLock = {
  file: string;
  holder: LockHolder;
  /** The holder of a lock left behind by a process that no longer runs (it crashed or was killed). */
  takenOverFrom?: LockHolder;
  /** Removes the lock file (if it is still ours). Also done on exit; calling it twice is harmless. */
  release: () => void;
};

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    message: string,
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(message);
  }
}

/** Lock files held by this process, on globalThis so a module reload in development sees the same set. */
const globalForLocks = globalThis as unknown as { __dataDirLocks?: Set<string> };
const heldHere = (globalForLocks.__dataDirLocks ??= new Set<string>());

/**
 * Locks the data folder for this process, or throws DataDirLockedError naming the folder and the
 * process that holds it. A lock left by a process that no longer runs is taken over (see takenOverFrom).
 * The lock is released by release(), on exit, and on SIGINT/SIGTERM when the process has no handler of
 * its own for them (a process that has one, like the server, exits when its shutdown is done).
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  const holder = currentHolder();
  const content = `${JSON.stringify(holder, null, 2)}\n`;
  let takenOverFrom: LockHolder | undefined;

  // Each pass either creates the file or finds a holder; a stale holder's file is removed and the next
  // pass tries again. A few passes are enough unless other processes keep racing for the folder.
  for (let attempt = 0; attempt < 4; attempt++) {
    if (createExclusive(file, content)) return hold(file, holder, content, takenOverFrom);
    const found = readLockFile(file);
    if (found === undefined) continue; // released between our two steps
    if (found.holder === undefined) throw unreadableError(dir, file);
    const state = holderState(found.holder, file);
    if (state !== "gone") throw lockedError(dir, file, found.holder, state);
    removeIfUnchanged(dir, file, found.raw);
    takenOverFrom = found.holder;
  }
  throw new DataDirLockedError(
    `The data folder ${dir} is being locked by another process at this moment; only one process may use it.`,
    dir,
    undefined,
  );
}

/**
 * Throws DataDirLockedError, as acquireDataDirLock would, when a running process holds the data
 * folder; takes nothing. `npm start` asks before it builds, so a second start stops before it
 * rebuilds the build the first one serves.
 */
export function assertDataDirFree(dataDir: string) {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE_NAME);
  const found = readLockFile(file);
  if (found === undefined) return;
  if (found.holder === undefined) throw unreadableError(dir, file);
  const state = holderState(found.holder, file);
  if (state !== "gone") throw lockedError(dir, file, found.holder, state);
}

function unreadableError(dir: string, file: string) {
  return new DataDirLockedError(
    `The data folder ${dir} has a lock file that cannot be read (${file}). If no other process uses this folder, delete that file and start again.`,
    dir,
    undefined,
  );
}

function lockedError(dir: string, file: string, holder: LockHolder, state: "running" | "elsewhere" | "self") {
  const who = `process ${holder.pid} (started ${holder.startedAt}: ${holder.command})`;
  const fix =
    "PGlite allows one process per data folder: stop that process first, or give this one another DATA_DIR (or DATABASE_URL, a PostgreSQL server that several processes can share).";
  const message =
    state === "self"
      ? `The data folder ${dir} is already locked by this process (${holder.pid}): it must be opened only once.`
      : state === "elsewhere"
        ? `The data folder ${dir} is in use by ${who} on another host, ${holder.host}. ${fix} If that host no longer runs it, delete ${file}.`
        : `The data folder ${dir} is in use by ${who}. ${fix}`;
  return new DataDirLockedError(message, dir, holder);
}

/** Writes the complete file under a temporary name, then links it into place: the link fails if a lock exists, and a lock is never seen half-written. */
function createExclusive(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temp, content, { mode: 0o644 });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (err) {
    if (errorCode(err) === "EEXIST") return false;
    // A file system without hard links: create the file itself exclusively.
    if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"].includes(errorCode(err) ?? "")) throw err;
    let fd: number;
    try {
      fd = fs.openSync(file, "wx", 0o644);
    } catch (e) {
      if (errorCode(e) === "EEXIST") return false;
      throw e;
    }
    try {
      fs.writeSync(fd, content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readLockFile(file: string): { raw: string; holder: LockHolder | undefined } | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(file, "utf8");
  } catch (err) {
    if (errorCode(err) === "ENOENT") return undefined;
    throw err;
  }
  try {
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    const valid = Number.isInteger(parsed.pid) && (parsed.pid ?? 0) > 0 && typeof parsed.host === "string";
    return { raw, holder: valid ? (parsed as LockHolder) : undefined };
  } catch {
    return { raw, holder: undefined };
  }
}

/**
 * Whether the holder still runs: "gone" when its PID is free, belongs to a later process (another
 * start time, or the machine rebooted since), or is this process's own PID without this process
 * holding the lock (a restarted container gets the same PID again).
 */
function holderState(holder: LockHolder, file: string): "running" | "gone" | "elsewhere" | "self" {
  if (holder.host !== os.hostname()) return "elsewhere";
  const me = currentHolder();
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return "gone";
  if (holder.pid === process.pid) return heldHere.has(file) ? "self" : "gone";
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    if (errorCode(err) === "ESRCH") return "gone";
  }
  if (holder.startTicks) {
    const ticks = processStartTicks(holder.pid);
    if (ticks !== undefined && ticks !== holder.startTicks) return "gone";
  }
  return "running";
}

/**
 * Removes a stale lock file, unless another process replaced it since we read it. A short-lived
 * guard file makes the check and the removal one step, so two processes taking over the same stale
 * lock cannot remove each other's new one.
 */
function removeIfUnchanged(dir: string, file: string, staleContent: string) {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = fs.openSync(guard, "wx");
  } catch (err) {
    if (errorCode(err) !== "EEXIST") throw err;
    // A guard is held for microseconds; an old one was left by a process that died holding it.
    const age = Date.now() - (fs.statSync(guard, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 10_000) fs.rmSync(guard, { force: true });
    else
      throw new DataDirLockedError(
        `Another process is taking over the data folder ${dir} at this moment; only one process may use it.`,
        dir,
        undefined,
      );
    return;
  }
  try {
    if (readLockFile(file)?.raw === staleContent) fs.rmSync(file, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(guard, { force: true });
  }
}

function hold(
  file: string,
  holder: LockHolder,
  content: string,
  takenOverFrom: LockHolder | undefined,
): DataDirLock {
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off("exit", release);
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    try {
      if (fs.readFileSync(file, "utf8") === content) fs.rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  // Without a handler of its own, a signal would end the process without the exit event: release the
  // lock, then let the signal end the process as it would have.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    release();
    process.kill(process.pid, signal);
  };
  process.on("exit", release);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  return { file, holder, takenOverFrom, release };
}

let self: Omit<LockHolder, "token"> | undefined;

function currentHolder(): LockHolder {
  self ??= {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    command: [path.basename(process.argv0), ...process.argv.slice(1)].join(" ").slice(0, 300),
    bootId: readText("/proc/sys/kernel/random/boot_id"),
    startTicks: processStartTicks(process.pid),
  };
  return { ...self, token: crypto.randomBytes(8).toString("hex") };
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux). */
function processStartTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

function errorCode(err: unknown): string | undefined {
  return err && typeof err === "object" && "code" in err ? String(err.code) : undefined;
}
