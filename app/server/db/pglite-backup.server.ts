import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { openDataDirDatabase } from "./db.server";

/**
 * Backups of the embedded database. PGlite lives inside one process, which holds the data folder's
 * lock, so a backup taken while the server runs has to be made by the server itself: it listens on a
 * Unix socket in the data folder (readable and writable by its own user only, like PostgreSQL's own
 * socket) and answers `POST /backup` with PGlite's dump of its data directory. With the server
 * stopped, the backup command opens the folder itself. A restore always needs the server stopped:
 * it replaces the folder the server would be using.
 *
 * A dump is taken between two statements (PGlite runs one at a time) after a CHECKPOINT, so it is
 * what PostgreSQL calls crash-consistent: restored, it starts exactly as after a power cut at that
 * moment, with every committed transaction and none of a transaction still open.
 */

export const BACKUP_SOCKET_NAME = "backup.sock";
/** The pglite folder inside DATA_DIR (what openDataDirDatabase opens). */
const PGLITE_DIR_NAME = "pglite";
// A Unix socket's path is limited to 107 bytes on Linux (103 on macOS).
const SOCKET_PATH_MAX = 103;

export type DumpDatabase = () => Promise<Blob>;

export function backupSocketPath(dataDir: string) {
  return path.join(path.resolve(dataDir), BACKUP_SOCKET_NAME);
}

/**
 * Serves backups to the backup command on the data folder's socket, or says why not (a path too
 * long for a socket). The caller holds the data folder's lock, so a socket file already there was
 * left by a process that died: it is replaced.
 */
export async function listenForBackups(
  dataDir: string,
  dump: DumpDatabase,
  onError: (err: unknown) => void,
): Promise<{ close: () => Promise<void> } | { unavailable: string }> {
  const socket = backupSocketPath(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
    return {
      unavailable: `the data folder's path is too long for a Unix socket (${socket}): backups need the server stopped`,
    };
  }
  fs.rmSync(socket, { force: true });
  let busy = false;
  const server = http.createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Only POST /backup is served here.\n");
      return;
    }
    if (busy) {
      res.writeHead(409, { "content-type": "text/plain" }).end("A backup is already being taken.\n");
      return;
    }
    busy = true;
    dump()
      .then(async (blob) => {
        const body = Buffer.from(await blob.arrayBuffer());
        res.writeHead(200, { "content-type": "application/gzip", "content-length": body.length }).end(body);
      })
      .catch((err: unknown) => {
        onError(err);
        res.writeHead(500, { "content-type": "text/plain" }).end("The database could not be dumped.\n");
      })
      .finally(() => {
        busy = false;
      });
  });
  // Only this user may ask for a copy of every visitor's data: the socket is made without group or
  // other permissions (umask for its creation), then checked.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socket, () => {
        server.off("error", reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type BackupResult = { file: string; bytes: number; takenFrom: "running server" | "data folder" };

/**
 * Writes a backup of DATA_DIR's database to `file`: from the running server through its socket, or
 * (no server answers) from the folder itself. Written to a temporary name first, so a backup cut
 * short never looks like a whole one.
 */
export async function writeBackup(dataDir: string, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  try {
    let body = await askRunningServer(dataDir);
    let takenFrom: BackupResult["takenFrom"] = "running server";
    if (!body) {
      // No server: open the folder (this takes its lock, so a server starting now waits its turn).
      const handle = await openDataDirDatabase(dataDir);
      try {
        body = Buffer.from(await (await handle.dump!()).arrayBuffer());
      } finally {
        await handle.close();
      }
      takenFrom = "data folder";
    }
    fs.writeFileSync(partial, body, { mode: 0o600 });
    fs.renameSync(partial, target);
    return { file: target, bytes: body.length, takenFrom };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The running server's dump, or undefined when no server listens on the data folder's socket. */
async function askRunningServer(dataDir: string): Promise<Buffer | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return undefined;
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, path: "/backup", method: "POST" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(body);
        else
          reject(new Error(`The server refused the backup (${res.statusCode}): ${body.toString().trim()}`));
      });
      res.on("error", reject);
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      // A socket left by a server that died: nobody answers, so the folder is read directly.
      if (err.code === "ECONNREFUSED" || err.code === "ENOENT") resolve(undefined);
      else reject(err);
    });
    req.end();
  });
}

export class RestoreError extends Error {
  override name = "RestoreError";
}

/**
 * Puts a backup back as DATA_DIR's database, with the server stopped (the data folder's lock is
 * taken, so a running server is named and nothing is touched). The current database is not
 * deleted but moved aside to `pglite.before-restore-<time>`, and the backup is first loaded into a
 * folder of its own and opened: a file that is not a PGlite dump leaves everything as it was.
 */
export async function restoreBackup(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<{ keptAt: string | undefined }> {
  const source = path.resolve(file);
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) {
    throw new RestoreError(`No backup file at ${source}.`);
  }
  const lock = acquireDataDirLock(dataDir);
  try {
    const dir = path.resolve(dataDir);
    const live = path.join(dir, PGLITE_DIR_NAME);
    const incoming = path.join(dir, `${PGLITE_DIR_NAME}.restoring`);
    fs.rmSync(incoming, { recursive: true, force: true });
    try {
      const client = await PGlite.create({
        dataDir: incoming,
        loadDataDir: new Blob([fs.readFileSync(source)]),
        extensions: { pg_trgm },
      });
      try {
        // Drizzle's journal of applied migrations: every database this site made has it.
        await client.query("SELECT 1 FROM drizzle.__drizzle_migrations LIMIT 1");
      } finally {
        await client.close();
      }
    } catch (err) {
      fs.rmSync(incoming, { recursive: true, force: true });
      throw new RestoreError(
        `${source} is not a backup of this site's database (${err instanceof Error ? err.message : String(err)}): nothing was changed.`,
      );
    }
    let keptAt: string | undefined;
    if (fs.existsSync(live)) {
      keptAt = path.join(dir, `${PGLITE_DIR_NAME}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`);
      fs.renameSync(live, keptAt);
    }
    fs.renameSync(incoming, live);
    return { keptAt };
  } finally {
    lock.release();
  }
}
