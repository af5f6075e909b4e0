#!/usr/bin/env node
// What a lead endpoint's slowest requests at a fixed rate coincided with. The production server runs
// on a throwaway PostgreSQL as in `npm run bench`, first under the closed-loop load the bench puts on
// it (so tables, counters and the outbox are in the same state), then at a fixed rate for a few
// rounds. Every request's planned start and latency is kept; the slow ones are grouped into
// episodes and set beside what the database and the server logged at that moment: lock waits
// (PostgreSQL's log_lock_waits, with a short deadlock_timeout), autovacuum and checkpoints, sampled
// pg_stat_activity waits, V8's garbage collections (--trace-gc) and the server's own log lines.
//
//   node bench/tail-trace.js [--build-dir build] [--row quiz-submit|quiz-verify] [--rounds 3]
//                            [--rate 150] [--seconds 10] [--slow-ms 20] [--node-args="--max-semi-space-size=32"]
//
// Prints its findings; writes nothing into the repository. Needs a production build and
// PostgreSQL 15 binaries (as `npm run bench`).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startAppServer } from "./lib/app-server.js";
import { closedLoop, fixedRate } from "./lib/load.js";
import { startPostgres } from "./lib/postgres.js";
import { freePort, log, stopAll } from "./lib/processes.js";
import { endpointScenarios } from "./scenarios/endpoints.js";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    "build-dir": { type: "string", default: process.env.BUILD_DIR || "build" },
    row: { type: "string", default: "quiz-submit" },
    rounds: { type: "string", default: "3" },
    rate: { type: "string", default: "150" },
    seconds: { type: "string", default: "10" },
    "slow-ms": { type: "string", default: "20" },
    "warmup-seconds": { type: "string", default: "30" },
    // Extra V8/Node flags for the server, e.g. "--max-semi-space-size=32", to compare collectors.
    "node-args": { type: "string", default: "" },
  },
});
const buildDir = path.resolve(root, args["build-dir"]);
const slowMs = Number(args["slow-ms"]);

/** Slow requests closer than this to each other belong to one episode. */
const EPISODE_GAP_MS = 100;

function episodesOf(samples) {
  const slow = samples.filter((s) => s.latencyMs >= slowMs).sort((a, b) => a.plannedAt - b.plannedAt);
  const episodes = [];
  for (const s of slow) {
    const last = episodes.at(-1);
    if (last && s.plannedAt - last.end <= EPISODE_GAP_MS) {
      last.end = s.plannedAt;
      last.finish = Math.max(last.finish, s.plannedAt + s.latencyMs);
      last.count++;
      last.max = Math.max(last.max, s.latencyMs);
    } else
      episodes.push({
        start: s.plannedAt,
        end: s.plannedAt,
        finish: s.plannedAt + s.latencyMs,
        count: 1,
        max: s.latencyMs,
      });
  }
  return episodes;
}

const clock = (ms) => new Date(ms).toISOString().slice(11, 23);

/** PostgreSQL log lines with their wall-clock time (log_line_prefix '%m [%p] '). */
function pgEvents(logFile) {
  const events = [];
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC \[(\d+)\] (.*)$/.exec(line);
    if (!m) continue;
    const text = m[3];
    if (
      !/still waiting|acquired|automatic (vacuum|analyze)|checkpoint (starting|complete)|deadlock/i.test(text)
    )
      continue;
    events.push({ at: Date.parse(`${m[1].replace(" ", "T")}Z`), what: `pg[${m[2]}] ${text.slice(0, 220)}` });
  }
  return events;
}

/**
 * V8's --trace-gc lines ("[pid:0x…]  1234 ms: Mark-Compact 40.1 (45.0) -> 30.2 (44.0) MB, 12.3 / 0.0 ms …")
 * give milliseconds since the process started; startedAt turns them into wall-clock time (to
 * within the few milliseconds the process took to start).
 */
function gcEvents(logFile, startedAt) {
  const events = [];
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    const m = /^\[\d+:0x[0-9a-f]+\]\s+(\d+) ms: (\S[^,]*?), ([\d.]+) \/ ([\d.]+) ms/.exec(line);
    if (!m) continue;
    events.push({
      at: startedAt + Number(m[1]),
      pauseMs: Number(m[3]),
      what: `gc ${m[2].replace(/\s+/g, " ")} pause ${m[3]} ms`,
    });
  }
  return events;
}

/** The server's own log lines (pino JSON) other than the request log and the log SMS provider. */
function appEvents(logFile) {
  const events = [];
  for (const line of fs.readFileSync(logFile, "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.req || entry.res || /^sms to=/.test(entry.msg ?? "")) continue;
    events.push({ at: entry.time, what: `app ${entry.msg ?? ""} ${entry.task ?? ""}`.trim().slice(0, 200) });
  }
  return events;
}

async function main() {
  const scenario = endpointScenarios.find((s) => s.id === args.row);
  if (!scenario) throw new Error(`no endpoint row "${args.row}"`);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "tail-trace-"));
  const ctx = { state: {}, servers: {} };
  ctx.pg = await startPostgres({ port: await freePort() });
  ctx.db = new pg.Pool({ connectionString: ctx.pg.url, max: 2 });
  for (const setting of [
    "log_lock_waits = on",
    "deadlock_timeout = '5ms'",
    "log_autovacuum_min_duration = 0",
    "log_checkpoints = on",
    "log_line_prefix = '%m [%p] '",
  ])
    await ctx.db.query(`ALTER SYSTEM SET ${setting}`);
  await ctx.db.query("SELECT pg_reload_conf()");

  const env = {
    SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
    CODE_HMAC_KEY: crypto.randomBytes(32).toString("base64url"),
  };
  const startedAt = Date.now();
  const app = await startAppServer({
    root,
    buildDir,
    port: await freePort(),
    databaseUrl: ctx.pg.url,
    workDir,
    nodeArgs: ["--trace-gc", ...args["node-args"].split(" ").filter(Boolean)],
    env,
  });
  ctx.servers.app = app;
  await scenario.preflight?.(ctx);

  // The state the bench leaves before its fixed-rate rows: some seconds of closed-loop load.
  const warmupSec = Number(args["warmup-seconds"]);
  const rate = Number(args.rate);
  const seconds = Number(args.seconds);
  const rounds = Number(args.rounds);
  if (scenario.beforeRun)
    await scenario.beforeRun(ctx, {
      kind: "measure",
      expectedFlows: warmupSec * 400 + rounds * rate * seconds * 1.1,
    });
  log(`closed loop, 50 connections, ${warmupSec} s…`);
  await closedLoop({ baseUrl: app.url, steps: scenario.steps(ctx), connections: 50, durationSec: warmupSec });
  await scenario.afterRun?.(ctx);

  // Waiting backends, sampled every 10 ms while the fixed rate runs.
  const waits = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows } = await ctx.db.query(
        `SELECT wait_event_type, wait_event, left(query, 80) AS query FROM pg_stat_activity
         WHERE state = 'active' AND wait_event_type IN ('Lock', 'LWLock', 'IO') AND pid <> pg_backend_pid()`,
      );
      if (rows.length)
        waits.push({
          at: Date.now(),
          what: `waiting: ${rows.map((r) => `${r.wait_event_type}/${r.wait_event} (${r.query.replace(/\s+/g, " ")})`).join("; ")}`,
        });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();

  const samples = [];
  const results = [];
  for (let round = 0; round < rounds; round++) {
    if (scenario.beforeRun)
      await scenario.beforeRun(ctx, { kind: "fixed", expectedFlows: rate * seconds * 1.1 });
    const r = await fixedRate({
      baseUrl: app.url,
      steps: scenario.steps(ctx),
      ratePerSec: rate,
      durationSec: seconds,
      onSample: (s) => samples.push(s),
    });
    results.push(r);
    log(
      `round ${round + 1}: p50 ${r.p50?.toFixed(1)} ms, p90 ${r.p90?.toFixed(1)} ms, p99 ${r.p99?.toFixed(1)} ms, max ${r.max?.toFixed(1)} ms`,
    );
    await scenario.afterRun?.(ctx);
  }
  sampling = false;
  await sampler;
  await app.handle.stop();

  const collections = gcEvents(app.logFile, startedAt);
  const events = [...pgEvents(ctx.pg.logFile), ...collections, ...appEvents(app.logFile), ...waits];
  const episodes = episodesOf(samples);
  const gcInWindow = collections.filter(
    (e) => e.at >= samples[0].plannedAt && e.at <= samples.at(-1).plannedAt,
  );
  console.log(
    `\n${samples.length} requests at ${rate}/s in ${rounds} rounds; ${samples.filter((s) => s.latencyMs >= slowMs).length} took ≥ ${slowMs} ms, in ${episodes.length} episodes.`,
  );
  console.log(
    `GC during the rounds: ${gcInWindow.length} collections, ${gcInWindow.reduce((a, e) => a + e.pauseMs, 0).toFixed(0)} ms of pauses, longest ${Math.max(0, ...gcInWindow.map((e) => e.pauseMs)).toFixed(1)} ms (${gcInWindow.filter((e) => /Mark/.test(e.what)).length} mark-compact).`,
  );
  for (const ep of episodes) {
    console.log(
      `\n● ${clock(ep.start)}–${clock(ep.finish)}: ${ep.count} slow request(s), worst ${ep.max.toFixed(1)} ms`,
    );
    const near = events
      .filter((e) => e.at >= ep.start - 150 && e.at <= ep.finish + 20)
      .filter((e) => !/^gc Scavenge/.test(e.what) || e.pauseMs >= 3)
      .sort((a, b) => a.at - b.at);
    for (const e of near.slice(0, 25)) console.log(`    ${clock(e.at)} ${e.what}`);
    if (near.length > 25) console.log(`    … ${near.length - 25} more`);
  }
  await ctx.db.end();
  console.log(`\nlogs: ${app.logFile}, ${ctx.pg.logFile}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
