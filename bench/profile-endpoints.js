#!/usr/bin/env node
// Where a lead endpoint's CPU time goes: the production server under a closed-loop load of one
// endpoint at a time, profiled with V8's sampling profiler (`node --cpu-prof`), summarised by
// package (or, for our own code, by the build's chunk) and by function. Writes
// bench/results/profile-endpoints.md (committed) and keeps the raw .cpuprofile files in the work
// folder (open them in Chrome DevTools → Performance, or speedscope).
//
//   node bench/profile-endpoints.js [--build-dir build] [--seconds 10] [--connections 20]
//
// Needs a production build (npm run build) and PostgreSQL 15 binaries (as `npm run bench`).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startAppServer } from "./lib/app-server.js";
import { closedLoop } from "./lib/load.js";
import { startPostgres } from "./lib/postgres.js";
import { freePort, log, stopAll } from "./lib/processes.js";
import { endpointScenarios } from "./scenarios/endpoints.js";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    "build-dir": { type: "string", default: process.env.BUILD_DIR || "build" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const buildDir = path.resolve(root, args["build-dir"]);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
if (!fs.existsSync(path.join(buildDir, "server/index.js"))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first (or pass --build-dir).`);
  process.exit(1);
}

/** What a profile frame belongs to: a package, one of our build's chunks, Node itself, or V8. */
function bucketOf(frame) {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName === "(garbage collector)") return "V8: garbage collector";
    if (functionName === "(idle)") return "(idle)";
    if (functionName === "(program)") return "V8: (program)";
    return `V8: ${functionName || "native"}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) {
    // node:internal/deps/undici/undici → undici (fetch's Request and streams), node:internal/streams/… → streams
    const parts = url.replace(/^node:(internal\/)?/, "").split("/");
    const name = parts[0] === "deps" ? parts[1] : parts[0];
    return `Node.js: ${name}`;
  }
  const chunk = /\/server\/(?:assets\/)?([^/]+?)(?:-[\w-]{8})?\.js$/.exec(url);
  if (chunk) return `app: ${chunk[1]}`;
  return url.replace(/^file:\/\//, "").replace(root, ".");
}

/** Self time per bucket and per function, from a .cpuprofile (microseconds). */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id).callFrame;
    if (frame.functionName === "(idle)") {
      idle += dt;
      return;
    }
    total += dt;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const buckets = new Map();
  const functions = new Map();
  for (const [id, us] of self) {
    const frame = byId.get(id).callFrame;
    const bucket = bucketOf(frame);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    const key = `${frame.functionName || "(anonymous)"} · ${bucket}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, idle, buckets: sorted(buckets), functions: sorted(functions) };
}

async function profileRow(ctx, scenario, workDir) {
  const profDir = path.join(workDir, `prof-${scenario.id}`);
  fs.mkdirSync(profDir, { recursive: true });
  // One set of secrets for the row: codes sent by the preparing process verify on the profiled one.
  const env = {
    SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
    CODE_HMAC_KEY: crypto.randomBytes(32).toString("base64url"),
  };
  ctx.state = {};
  const start = async (name, nodeArgs = []) => {
    const dir = path.join(workDir, `${scenario.id}-${name}`);
    fs.mkdirSync(dir, { recursive: true });
    const app = await startAppServer({
      root,
      buildDir,
      port: await freePort(),
      databaseUrl: ctx.pg.url,
      workDir: dir,
      nodeArgs,
      env,
    });
    ctx.servers.app = app;
    return app;
  };
  // What a row needs ready (codes to check) is made by a process that is not profiled, so the
  // profile holds the endpoint's own work only.
  if (scenario.beforeRun) {
    const prep = await start("prepare");
    try {
      await scenario.preflight?.(ctx);
      // A top-up gives up after a while; on a busy machine one is not enough for the run and the
      // statement count after it, so it is repeated while it still makes codes.
      for (let round = 0; round < 4; round++) {
        const made = await scenario.beforeRun(ctx, { kind: "measure", expectedFlows: seconds * 600 });
        if (!made?.codesToppedUp) break;
      }
    } finally {
      await prep.handle.stop();
    }
  }
  const app = await start("profiled", ["--cpu-prof", `--cpu-prof-dir=${profDir}`]);
  try {
    if (!scenario.beforeRun) await scenario.preflight?.(ctx);
    // A short warm-up, so the profile is mostly the steady state rather than the JIT compiling.
    await closedLoop({ baseUrl: app.url, steps: scenario.steps(ctx), connections, durationSec: 2 });
    await ctx.db.query("SELECT pg_stat_statements_reset()");
    const run = await closedLoop({
      baseUrl: app.url,
      steps: scenario.steps(ctx),
      connections,
      durationSec: seconds,
    });
    await scenario.afterRun?.(ctx);
    const database = await statementTimes(ctx);
    const statements = await countStatements(ctx, scenario, app.url);
    return { run, profDir, statements, database };
  } finally {
    // The profile is written when the process exits on its own (SIGTERM → a clean exit).
    await app.handle.stop();
  }
}

/**
 * PostgreSQL's side of the profiled run, from pg_stat_statements: each statement's calls and its
 * total execution time (waits for row locks included, which is how a row every request updates
 * shows up), the heaviest first. The statements of the drain after the run are in it too.
 */
async function statementTimes(ctx) {
  const { rows } = await ctx.db.query(`
    SELECT calls::int, total_exec_time + total_plan_time AS ms,
      left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
    FROM pg_stat_statements
    WHERE query !~* '(pg_stat_statements|pg_reload_conf|ALTER SYSTEM|count\\(\\*\\)::int AS n FROM outbox)'
    ORDER BY total_exec_time + total_plan_time DESC LIMIT 12`);
  return rows;
}

/**
 * How many SQL statements one request costs: PostgreSQL logs every statement for a run of
 * STATEMENT_SAMPLE requests made one after another, and the log is counted. Background work the
 * requests cause (the outbox's e-mails for new leads, its polls) is counted with them, which is
 * why the outbox is drained inside the window.
 */
const STATEMENT_SAMPLE = 100;
async function countStatements(ctx, scenario, baseUrl) {
  const logFile = ctx.pg.logFile;
  await ctx.db.query("ALTER SYSTEM SET log_statement = 'all'");
  await ctx.db.query("SELECT pg_reload_conf()");
  await new Promise((r) => setTimeout(r, 300));
  const from = fs.statSync(logFile).size;
  const steps = scenario.steps(ctx);
  let ok = 0;
  for (let i = 0; i < STATEMENT_SAMPLE; i++) {
    const flow = {};
    for (const step of steps) {
      const target = typeof step.path === "function" ? step.path(flow) : step.path;
      const res = await fetch(new URL(target, baseUrl), {
        method: step.method,
        headers: { "content-type": "application/json", ...step.headers },
        body: step.body ? step.body(flow) : undefined,
      });
      const text = await res.text();
      step.onResponse?.(res.status, text, flow);
      if (res.ok) ok++;
    }
  }
  await scenario.afterRun?.(ctx);
  await ctx.db.query("ALTER SYSTEM RESET log_statement");
  await ctx.db.query("SELECT pg_reload_conf()");
  const fd = fs.openSync(logFile, "r");
  const buf = Buffer.alloc(fs.statSync(logFile).size - from);
  fs.readSync(fd, buf, 0, buf.length, from);
  fs.closeSync(fd);
  const kinds = new Map();
  let total = 0;
  for (const m of buf.toString("utf8").matchAll(/LOG: {2}(?:statement|execute [^:]*): (.*)/g)) {
    const sql = m[1].trim();
    // The count query this function and drainOutbox run themselves is not the endpoint's.
    if (/^(SELECT count\(\*\)::int AS n FROM outbox|ALTER SYSTEM|SELECT pg_reload_conf)/i.test(sql)) continue;
    total++;
    const kind = /^(\w+)(?:.*?\b(?:FROM|INTO|UPDATE)\s+"?(\w+))?/i.exec(
      sql.replace(/^WITH .*?\)\s*(?=SELECT|INSERT|UPDATE|DELETE)/is, ""),
    );
    const key = kind ? `${kind[1].toUpperCase()}${kind[2] ? ` ${kind[2]}` : ""}` : sql.slice(0, 20);
    kinds.set(key, (kinds.get(key) ?? 0) + 1);
  }
  return { ok, requests: STATEMENT_SAMPLE, total, kinds: [...kinds].sort((a, b) => b[1] - a[1]) };
}

const pct = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;
const ms = (us) => `${(us / 1000).toFixed(0)} ms`;

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "profile-endpoints-"));
  const pgPort = await freePort();
  const ctx = { state: {}, servers: {} };
  ctx.pg = await startPostgres({ port: pgPort });
  // pg_stat_statements says which statements PostgreSQL spends the run's time on (loaded at start).
  ctx.pg.psql("ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'");
  await ctx.pg.restart();
  ctx.pg.psql("CREATE EXTENSION pg_stat_statements");
  ctx.pg.psql("ALTER SYSTEM SET pg_stat_statements.track_planning = on");
  ctx.pg.psql("SELECT pg_reload_conf()");
  ctx.db = new pg.Pool({ connectionString: ctx.pg.url, max: 2 });
  const rows = endpointScenarios.filter((s) => s.kind === "app");
  const loadAtStart = os.loadavg()[0];
  const lines = [
    `# Where the lead endpoints' CPU time goes — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `\`node bench/profile-endpoints.js\`: the production server (\`${path.relative(root, buildDir)}/server/index.js\`, NODE_ENV=production, log SMS and mail, every rate limit on with its ceilings raised for the one client) on a throwaway PostgreSQL, under ${connections} connections for ${seconds} s per endpoint after a 2 s warm-up, profiled with \`node --cpu-prof\` (sampling; the profiler itself slows the server, so read shares, not speeds). Self time: the time a function ran its own code, not its callees'. ${os.cpus().length} cores, Node ${process.version}.`,
    "",
  ];
  for (const scenario of rows) {
    log(`profiling ${scenario.title}…`);
    const { run, profDir, statements, database } = await profileRow(ctx, scenario, workDir);
    const file = fs.readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error(`no .cpuprofile written in ${profDir}`);
    const summary = summarise(JSON.parse(fs.readFileSync(path.join(profDir, file), "utf8")));
    const perRequestUs = summary.total / Math.max(1, run.ok);
    lines.push(
      `## ${scenario.title}`,
      "",
      `\`${scenario.request}\`: ${run.ok} requests answered 2xx of ${run.requests} in the profiled run (${Math.round(run.reqPerSec)} req/s under the profiler); CPU on the main thread ${ms(summary.total)} (${(perRequestUs / 1000).toFixed(2)} ms per request, idle excluded) — the profile of the whole process, so the 2 s warm-up and the outbox's work on these leads (staff e-mails, log provider) are in it too; codes to check were sent by another, unprofiled process. Raw profile: \`${file}\` in the run's work folder.`,
      "",
      `SQL statements: ${(statements.total / statements.requests).toFixed(1)} per request (${statements.total} for ${statements.requests} requests made one at a time, ${statements.ok} answered 2xx, with the background work they caused): ${statements.kinds
        .slice(0, 12)
        .map(([k, n]) => `${k} ${(n / statements.requests).toFixed(1)}`)
        .join(", ")}.`,
      "",
      `PostgreSQL's time by statement in the profiled run (pg_stat_statements: execution + planning, row-lock waits included):`,
      "",
      "| Statement | calls | per request | time | per call |",
      "|---|---|---|---|---|",
      ...database.map(
        (r) =>
          `| \`${r.query.replaceAll("|", "\\|")}…\` | ${r.calls} | ${(r.calls / Math.max(1, run.ok)).toFixed(2)} | ${Math.round(r.ms)} ms | ${(r.ms / Math.max(1, r.calls)).toFixed(2)} ms |`,
      ),
      "",
      "| Where (self time) | CPU | share |",
      "|---|---|---|",
      ...summary.buckets.slice(0, 18).map(([b, us]) => `| ${b} | ${ms(us)} | ${pct(us, summary.total)} |`),
      "",
      "| Function (self time) | CPU | share |",
      "|---|---|---|",
      ...summary.functions
        .slice(0, 25)
        .map(([f, us]) => `| ${f.replaceAll("|", "\\|")} | ${ms(us)} | ${pct(us, summary.total)} |`),
      "",
    );
  }
  await ctx.db.end();
  const out = path.join(root, "bench/results/profile-endpoints.md");
  // Other work on the machine makes every request dearer (shared caches, the profiler descheduled):
  // the load says how far this run's CPU per request is from a quiet machine's.
  lines[2] += ` 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0].toFixed(1)} at the end.`;
  fs.writeFileSync(out, lines.join("\n"));
  log(`written ${path.relative(root, out)}; raw profiles in ${workDir}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
