import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { execFile } from "node:child_process";
import { log, onCleanup, run } from "./processes.js";

/**
 * A throwaway PostgreSQL 15, started exactly as .ci/run does for the tests (a system user, trust
 * auth on 127.0.0.1, durability off because the data is thrown away), on its own port and folder.
 */
function findPgBin() {
  const preferred = "/usr/lib/postgresql/15/bin";
  if (fs.existsSync(path.join(preferred, "initdb"))) return preferred;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin/initdb")))
    : [];
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions.at(-1), "bin") : null;
}

function ensurePgBin() {
  let bin = findPgBin();
  if (bin) return bin;
  if (process.getuid?.() !== 0)
    throw new Error(
      "PostgreSQL binaries not found and not root: install postgresql-15 (apt-get install -y postgresql-15)",
    );
  log("PostgreSQL is missing: installing postgresql-15 with apt-get…");
  run("sh", [
    "-c",
    "apt-get update -qq && (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null",
  ]);
  bin = findPgBin();
  if (!bin) throw new Error("apt-get installed no PostgreSQL binaries");
  return bin;
}

export async function startPostgres({ port, maxConnections = 200, database = "bench" }) {
  const bin = ensurePgBin();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root: use a system user, as CI does.
  if (asRoot) {
    try {
      run("id", ["pgtest"]);
    } catch {
      run("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", "pgtest"]);
    }
  }
  const as = (cmd, args) =>
    asRoot
      ? run("runuser", ["-u", "pgtest", "--", path.join(bin, cmd), ...args])
      : run(path.join(bin, cmd), args);
  // The same, without blocking the event loop (a test's fakes and clients keep running meanwhile).
  const asAsync = (cmd, args) =>
    asRoot
      ? promisify(execFile)("runuser", ["-u", "pgtest", "--", path.join(bin, cmd), ...args])
      : promisify(execFile)(path.join(bin, cmd), args);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
  if (asRoot) run("chown", ["pgtest:", dir]);
  as("initdb", ["-D", `${dir}/data`, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const opts = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
  as("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", opts, "start"]);
  as("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", database]);
  const version = as("psql", [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-U",
    "postgres",
    "-d",
    database,
    "-Atc",
    "show server_version",
  ]).trim();
  let stopped = false;
  const handle = {
    /** The postmaster's pid: its children are the backends whose CPU the bench counts. */
    get pid() {
      try {
        return Number(fs.readFileSync(`${dir}/data/postmaster.pid`, "utf8").split("\n")[0]);
      } catch {
        return null;
      }
    },
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    version,
    /** The server's log (statements appear here while `log_statement` is on). */
    logFile: `${dir}/log`,
    psql: (sql) =>
      as("psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "postgres",
        "-d",
        database,
        "-v",
        "ON_ERROR_STOP=1",
        "-Atc",
        sql,
      ]),
    /**
     * Stops the server as an operator's restart does (open connections are ended), waits `downMs`,
     * and starts it again on the same folder and port.
     */
    async restart(downMs = 0) {
      await asAsync("pg_ctl", ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      await asAsync("pg_ctl", ["-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", opts, "start"]);
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        as("pg_ctl", ["-D", `${dir}/data`, "-m", "immediate", "-w", "stop"]);
      } catch {}
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  onCleanup(() => handle.stop());
  return handle;
}
