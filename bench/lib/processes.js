import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** Child processes started by the bench, stopped in reverse order on exit (also on Ctrl-C). */
const started = [];

export function log(message) {
  const t = new Date().toISOString().slice(11, 19);
  console.log(`[bench ${t}] ${message}`);
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: "utf8", ...options });
  if (r.status !== 0) {
    const out = `${r.stdout ?? ""}${r.stderr ?? ""}`.trim().split("\n").slice(-20).join("\n");
    throw new Error(`${cmd} ${args.join(" ")} failed (exit ${r.status}):\n${out}`);
  }
  return r.stdout ?? "";
}

/**
 * Starts a long-running child with its output in a log file; `stop()` sends SIGTERM, then SIGKILL.
 * Only this exact child is signalled (never by name).
 */
export function startProcess(name, cmd, args, { env, logFile, cwd } = {}) {
  const out = fs.openSync(logFile, "a");
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  let exited = false;
  const exitPromise = new Promise((resolve) =>
    child.on("exit", (code, signal) => ((exited = true), resolve({ code, signal }))),
  );
  const handle = {
    name,
    child,
    logFile,
    get exited() {
      return exited;
    },
    exitPromise,
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => !exited && child.kill("SIGKILL"), 10_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
  started.push(handle);
  return handle;
}

/** Other things to undo at exit (the throwaway PostgreSQL). */
const cleanups = [];
export function onCleanup(fn) {
  cleanups.push(fn);
}

export async function stopAll() {
  for (const h of started.splice(0).reverse()) await h.stop().catch(() => {});
  for (const fn of cleanups.splice(0).reverse())
    await Promise.resolve()
      .then(fn)
      .catch(() => {});
}

/** Resolves once an HTTP GET to url answers with a status below 500 (or rejects after timeoutMs). */
export async function waitForHttp(url, { timeoutMs = 60_000, handle } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (handle?.exited) throw new Error(`${handle.name} exited before answering; see ${handle.logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
      lastError = new Error(`status ${res.status}`);
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms (${lastError?.message ?? "no answer"})${handle ? `; see ${handle.logFile}` : ""}`,
  );
}

/** A port nobody listens on now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}
