// The bench itself (see bench/run.js for the command line).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildApp, productionNodeFlags, startAppServer } from "./app-server.js";
import { bundleReport, makeFileInfo } from "./bundles.js";
import { launchChromium, runLighthouse, CHROMIUM } from "./lighthouse.js";
import { childrenCpu, cpuDelta, processCpuMs } from "./cpu.js";
import { closedLoop, fixedRate } from "./load.js";
import { startPostgres } from "./postgres.js";
import { freePort, log, portIsFree, run, startProcess, stopAll, waitForHttp } from "./processes.js";
import { evaluate, renderMarkdown } from "./report.js";
import { median } from "./stats.js";
import { saveStaticTwins } from "./static-twin.js";
import { FLOOR_PARTNERS_SQL, FLOOR_TABLE_SQL } from "../floors/floor-table.js";
import { endpointScenarios } from "../scenarios/endpoints.js";
import { pageScenarios } from "../scenarios/pages.js";
import { benchPageLoad } from "../page-load.js";

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(here, "..");
const argv = process.argv.slice(2);
const renderFrom = argv.includes("--render") ? argv[argv.indexOf("--render") + 1] : null;
const args = new Set(argv.filter((a) => a !== renderFrom));
const quick = args.has("--quick");
const unknown = [...args].filter(
  (a) => !["--quick", "--pages-only", "--endpoints-only", "--no-build", "--render"].includes(a),
);
if (unknown.length) {
  console.error(`bench: unknown option ${unknown.join(" ")} (see npm run bench -- --help)`);
  process.exit(2);
}

const settings = {
  mode: quick ? "quick" : "full",
  lighthouseRuns: quick ? 1 : 3,
  connections: 50,
  warmupSec: quick ? 1 : 3,
  repeats: quick ? 1 : 5,
  durationSec: quick ? 3 : 10,
  fixedRatePerSec: 150,
  fixedRateSec: quick ? 3 : 10,
  diagnosticRepeats: quick ? 1 : 2,
  diagnosticSec: quick ? 2 : 5,
  dbPoolMax: 10,
};
const doPages = !args.has("--endpoints-only");
const doEndpoints = !args.has("--pages-only");
const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const resultsDir = path.join(here, "results");
let workDir; // logs and static twins of this run, under the OS temp folder
const startedAt = new Date();

async function ports() {
  const base = Number(process.env.BENCH_PORT_BASE || 0);
  const names = ["app", "static", "floorNode", "floorExpress", "floorSameWork", "postgres"];
  const out = {};
  for (const [i, name] of names.entries()) {
    out[name] = base ? base + i : await freePort();
    if (!(await portIsFree(out[name])))
      throw new Error(`port ${out[name]} (${name}) is in use: set BENCH_PORT_BASE to a free range`);
  }
  return out;
}

function machine() {
  const git = (a) => {
    try {
      return run("git", a, { cwd: root }).trim();
    } catch {
      return null;
    }
  };
  let chromium = null;
  try {
    chromium = run(CHROMIUM, ["--version"]).trim();
  } catch {}
  return {
    cpu: os.cpus()[0]?.model,
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium,
    commit: git(["rev-parse", "--short", "HEAD"]),
    dirty: Boolean(git(["status", "--porcelain", "--untracked-files=no"])),
    loadAvgStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

// ------------------------------------------------------------------------------------------------
// Pages

const fmt = (x) => (typeof x === "number" ? String(Math.round(x)) : "n/a");

async function benchPages(ctx) {
  for (const page of pageScenarios) await page.prepare?.(ctx);
  const twinDir = path.join(workDir, "twins");
  const twins = pageScenarios.filter((p) => p.twin !== false);
  ctx.twins = await saveStaticTwins({ appUrl: ctx.servers.app.url, pages: twins, twinDir });
  const staticServer = startProcess(
    "static server",
    process.execPath,
    [
      path.join(here, "lib", "static-server.js"),
      path.join(root, buildDir, "client"),
      twinDir,
      String(ctx.ports.static),
    ],
    {
      logFile: path.join(workDir, "static-server.log"),
    },
  );
  const staticUrl = `http://127.0.0.1:${ctx.ports.static}`;
  await waitForHttp(`${staticUrl}/`, { handle: staticServer });

  const chrome = await launchChromium();
  const runs = Object.fromEntries(pageScenarios.map((p) => [p.id, { app: [], static: [] }]));
  try {
    // Interleaved (app, twin, next page…) so drift in machine load hits both sides alike.
    for (let i = 0; i < settings.lighthouseRuns; i++) {
      for (const page of pageScenarios) {
        for (const side of page.twin === false ? ["app"] : ["app", "static"]) {
          const url = new URL(page.path, side === "app" ? ctx.servers.app.url : staticUrl).href;
          const t0 = Date.now();
          // A trace that failed to record (NO_NAVSTART, NO_FCP on a starved CPU) is retried once.
          let result;
          for (let attempt = 0; attempt < 2 && !result?.lcp; attempt++) {
            try {
              result = await runLighthouse(chrome, url);
            } catch (err) {
              result = { error: err.message };
            }
          }
          runs[page.id][side].push(result);
          const r = runs[page.id][side].at(-1);
          log(
            `lighthouse ${i + 1}/${settings.lighthouseRuns} ${side.padEnd(6)} ${page.path}: ${r.error ? `error ${r.error}` : `LCP ${fmt(r.lcp)} ms, TBT ${fmt(r.tbt)} ms, CLS ${r.cls?.toFixed(3) ?? "n/a"}${r.auditErrors?.length ? ` (${r.auditErrors.join("; ")})` : ""}`} (${Math.round((Date.now() - t0) / 1000)} s)`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    await staticServer.stop();
  }

  const fileInfo = makeFileInfo(path.join(root, buildDir, "client"));
  const pick = (list, key) => median(list.filter((r) => !r.error).map((r) => r[key]));
  return pageScenarios.map((page) => {
    const { app, static: twin } = runs[page.id];
    // JS the page fetched, gzip-sized from the build (level 6), per run; the median is reported.
    const jsPerRun = app
      .filter((r) => !r.error)
      .map((r) => {
        const files = r.scripts
          .filter((s) => new URL(s.url).pathname.startsWith("/assets/"))
          .map((s) => fileInfo(new URL(s.url).pathname));
        return { gz: files.reduce((a, f) => a + f.gz, 0), raw: files.reduce((a, f) => a + f.raw, 0), files };
      });
    const jsMedianRun = jsPerRun.length
      ? [...jsPerRun].sort((a, b) => a.gz - b.gz)[Math.floor((jsPerRun.length - 1) / 2)]
      : null;
    const metrics = (list) => ({
      lcp: pick(list, "lcp"),
      fcp: pick(list, "fcp"),
      tbt: pick(list, "tbt"),
      cls: pick(list, "cls"),
      si: pick(list, "si"),
      score: pick(list, "score"),
      scriptTransfer: pick(list, "scriptTransfer"),
      totalTransfer: pick(list, "totalTransfer"),
      lcpElement: list.find((r) => !r.error)?.lcpElement ?? null,
      errors: list.filter((r) => r.error).map((r) => r.error),
      auditErrors: [...new Set(list.flatMap((r) => r.auditErrors ?? []))],
    });
    return {
      id: page.id,
      path: page.path,
      title: page.title,
      budgets: page.budgets,
      head: ctx.twins.find((t) => t.id === page.id) ?? null,
      app: {
        ...metrics(app),
        jsGz: jsMedianRun?.gz ?? null,
        jsRaw: jsMedianRun?.raw ?? null,
        jsFiles: jsMedianRun?.files.map(({ url, raw, gz }) => ({ url, raw, gz })) ?? [],
      },
      static: page.twin === false ? null : metrics(twin),
      runs: { app, static: twin },
    };
  });
}

// ------------------------------------------------------------------------------------------------
// Endpoints

/**
 * The same-work floor writes the product's own tables, in a database of its own migrated by the
 * app's migrations (so the app's outbox never sees the floor's rows). Both databases get the same
 * two partners, so the round robin turns and e-mails an owner in both.
 */
function prepareSameWorkDatabase(ctx) {
  ctx.pg.psql("CREATE DATABASE floor");
  const url = ctx.pg.url.replace(/\/[^/]+$/, "/floor");
  run(process.execPath, ["scripts/command.js", "db-migrate"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, BUILD_DIR: buildDir, NODE_ENV: "development" },
  });
  ctx.pg.psql(FLOOR_PARTNERS_SQL);
  return url;
}

async function startFloors(ctx) {
  ctx.pg.psql(FLOOR_TABLE_SQL);
  const sameWorkUrl = prepareSameWorkDatabase(ctx);
  // With the app's V8 flags, so the comparison is of the work per request, not of the runtime's settings.
  const nodeFlags = productionNodeFlags(root);
  for (const [name, file, port] of [
    ["floor-node", "node-http-floor.js", ctx.ports.floorNode],
    ["floor-express", "express-floor.js", ctx.ports.floorExpress],
    ["floor-same-work", "same-work-floor.js", ctx.ports.floorSameWork],
  ]) {
    const handle = startProcess(name, process.execPath, [...nodeFlags, path.join(here, "floors", file)], {
      cwd: root,
      env: {
        PORT: String(port),
        DATABASE_URL: name === "floor-same-work" ? sameWorkUrl : ctx.pg.url,
        POOL_MAX: String(settings.dbPoolMax),
        FLOOR_SETUP: name === "floor-same-work" ? "1" : "",
      },
      logFile: path.join(workDir, `${name}.log`),
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(`${url}/healthz`, { handle });
    ctx.servers[name] = { url, handle };
  }
}

async function benchEndpoints(ctx) {
  await startFloors(ctx);
  const rows = endpointScenarios.map((s) => ({
    scenario: s,
    closed: [],
    fixed: null,
    notes: [],
    error: null,
  }));

  for (const row of rows) {
    try {
      await row.scenario.preflight?.(ctx);
    } catch (err) {
      row.error = `preflight: ${err.message}`;
      log(`${row.scenario.id}: ${row.error}`);
    }
  }
  const live = rows.filter((r) => !r.error);
  // Flows a closed-loop run will need, from this row's earlier runs (the warm-up at first).
  // (Generous: a pool that runs dry turns the rest of a run into fast 404s; leftovers are reused.)
  const expected = (row, sec) =>
    Math.ceil(
      Math.max(median(row.closed.map((c) => c.reqPerSec)) ?? 0, row.warmup?.reqPerSec ?? 0, 30) * sec * 2,
    );

  const measure = async (row, kind, sec) => {
    const s = row.scenario;
    // Flows a run may need (pools are topped up to this): at a fixed rate at most the planned count,
    // fewer when the closed loop showed the server cannot keep the rate (the run then stops early).
    const capacity = median(row.closed.map((c) => c.reqPerSec)) ?? 0;
    const fixedNeed = Math.ceil(
      Math.min(settings.fixedRatePerSec * sec * 1.1, capacity * sec * 1.3 + 2 * settings.fixedRatePerSec),
    );
    const plan = {
      kind,
      expectedFlows: kind === "fixed" ? fixedNeed : kind === "warmup" ? 0 : expected(row, sec),
    };
    const before = (await s.beforeRun?.(ctx, plan)) ?? {};
    const server = ctx.servers[s.server];
    const pgPid = ctx.pg.pid;
    const cpu0 = { server: processCpuMs(server.handle.child.pid), pg: childrenCpu(pgPid) };
    const result =
      kind === "fixed"
        ? await fixedRate({
            baseUrl: server.url,
            steps: s.steps(ctx),
            ratePerSec: settings.fixedRatePerSec,
            durationSec: sec,
          })
        : await closedLoop({
            baseUrl: server.url,
            steps: s.steps(ctx),
            connections: settings.connections,
            durationSec: sec,
          });
    // CPU per successful flow, read before afterRun so background work (the outbox) is not counted here.
    const flows = kind === "fixed" ? result.ok : result.ok / s.steps(ctx).length;
    const perFlow = (ms) => (ms === null || !flows ? null : Math.max(0, ms) / flows);
    const serverNow = processCpuMs(server.handle.child.pid);
    result.serverCpuMsPerReq = perFlow(
      cpu0.server === null || serverNow === null ? null : serverNow - cpu0.server,
    );
    result.pgCpuMsPerReq = perFlow(cpuDelta(cpu0.pg, childrenCpu(pgPid)));
    const after = (await s.afterRun?.(ctx)) ?? {};
    // A short pause so one row's leftovers (sockets closing, autovacuum) do not bill the next.
    await new Promise((r) => setTimeout(r, 500));
    return { ...result, ...before, ...after };
  };

  log(`warm-up: ${settings.warmupSec} s per row`);
  for (const row of live)
    row.warmup = await measure(row, "warmup", row.scenario.diagnostic ? 1 : settings.warmupSec);

  for (let i = 0; i < settings.repeats; i++) {
    for (const row of live) {
      const diagnostic = row.scenario.diagnostic;
      if (diagnostic && i >= settings.diagnosticRepeats) continue;
      const r = await measure(row, "closed", diagnostic ? settings.diagnosticSec : settings.durationSec);
      row.closed.push(r);
      log(
        `repeat ${i + 1}/${settings.repeats} ${row.scenario.id.padEnd(14)} ${Math.round(r.reqPerSec)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ok ${(r.okShare * 100).toFixed(1)} %, CPU/req server ${r.serverCpuMsPerReq?.toFixed(2)} ms + PG ${r.pgCpuMsPerReq?.toFixed(2)} ms${r.outboxDrainMs ? `, outbox drained in ${r.outboxDrainMs} ms` : ""}`,
      );
    }
  }
  for (const row of live.filter((r) => !r.scenario.diagnostic)) {
    row.fixed = await measure(row, "fixed", settings.fixedRateSec);
    const f = row.fixed;
    log(
      `fixed ${settings.fixedRatePerSec}/s ${row.scenario.id.padEnd(14)} achieved ${Math.round(f.achievedPerSec)}/s, p50 ${f.p50?.toFixed(1)} ms, p99 ${f.p99?.toFixed(1)} ms, ok ${(f.okShare * 100).toFixed(1)} %${f.stoppedAtSec !== null ? `, stopped at ${f.stoppedAtSec.toFixed(1)} s: the server fell a second behind` : ""}`,
    );
  }

  return rows.map((row) => {
    const c = row.closed;
    return {
      id: row.scenario.id,
      kind: row.scenario.kind,
      title: row.scenario.title,
      request:
        row.scenario.request ??
        row.scenario
          .steps(ctx)
          .map((s) => `${s.method} ${typeof s.path === "string" ? s.path : "(dynamic)"}`)
          .join(" → "),
      floor: row.scenario.floor ?? null,
      budgets: row.scenario.budgets ?? null,
      error: row.error,
      reqPerSec: median(c.map((r) => r.reqPerSec)),
      p50: median(c.map((r) => r.p50)),
      p99: median(c.map((r) => r.p99)),
      okShare: median(c.map((r) => r.okShare)),
      serverCpuMsPerReq: median(c.map((r) => r.serverCpuMsPerReq)),
      pgCpuMsPerReq: median(c.map((r) => r.pgCpuMsPerReq)),
      repeats: c.map(
        ({
          reqPerSec,
          p50,
          p99,
          okShare,
          statuses,
          errors,
          timeouts,
          serverCpuMsPerReq,
          pgCpuMsPerReq,
          outboxDrainMs,
          outboxLeft,
          codesToppedUp,
        }) => ({
          reqPerSec,
          p50,
          p99,
          okShare,
          statuses,
          errors,
          timeouts,
          serverCpuMsPerReq,
          pgCpuMsPerReq,
          outboxDrainMs,
          outboxLeft,
          codesToppedUp,
        }),
      ),
      fixed: row.fixed,
    };
  });
}

// ------------------------------------------------------------------------------------------------
// The console's contacts list on 100,000 contacts (bench/console-contacts.ts), in a database of
// its own on this run's PostgreSQL so the seeded contacts never touch the endpoint rows.

async function benchConsole(ctx) {
  const dbName = "console_bench";
  await ctx.db.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await ctx.db.query(`CREATE DATABASE ${dbName}`);
  const url = ctx.pg.url.replace(/\/[^/?]+(\?|$)/, `/${dbName}$1`);
  log("console: seeding 100,000 contacts and timing the contacts list…");
  const out = run(
    process.execPath,
    ["--import", "tsx", path.join(here, "console-contacts.ts"), "--json", url],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const result = JSON.parse(out.trim().split("\n").pop());
  for (const r of result.rows)
    log(`console ${r.label.padEnd(52)} p95 ${r.p95.toFixed(1)} ms ${r.pass ? "ok" : "OVER"}`);
  return result;
}

// ------------------------------------------------------------------------------------------------
// Product rows measured by scripts of their own (each prints one JSON line { rows, notes } with
// --json), each in a fresh database on this run's PostgreSQL: the pipeline board and the CSV import
// (bench/console-board.ts), activities search, the Viator adapter, sign-in and the planner
// (bench/product-rows.ts), the Analytics tab on 100,000 leads (bench/console-analytics.ts).

const PRODUCT_SCRIPTS = [
  { id: "board", file: "console-board.ts", title: "console board and CSV import" },
  { id: "product", file: "product-rows.ts", title: "activities, sign-in and planner" },
  { id: "analytics", file: "console-analytics.ts", title: "console Analytics on 100,000 leads" },
];

async function benchProductScripts(ctx) {
  const out = { rows: [], notes: [], errors: [] };
  for (const script of PRODUCT_SCRIPTS) {
    const dbName = `${script.id}_bench`;
    await ctx.db.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await ctx.db.query(`CREATE DATABASE ${dbName}`);
    const url = ctx.pg.url.replace(/\/[^/?]+(\?|$)/, `/${dbName}$1`);
    log(`${script.title}: bench/${script.file}…`);
    try {
      const stdout = run(process.execPath, ["--import", "tsx", path.join(here, script.file), "--json", url], {
        cwd: root,
        env: { ...process.env, BENCH_BUILD_DIR: buildDir },
        maxBuffer: 16 * 1024 * 1024,
      });
      const result = JSON.parse(stdout.trim().split("\n").pop());
      for (const r of result.rows) {
        out.rows.push({ ...r, source: script.file });
        log(`${r.area} ${r.label.padEnd(56)} ${r.measured} ${r.pass ? "ok" : "OVER"}`);
      }
      out.notes.push(...(result.notes ?? []).map((n) => `${script.file}: ${n}`));
    } catch (err) {
      out.errors.push(`${script.file}: ${String(err.message).split("\n").slice(0, 3).join(" ")}`);
      log(`${script.file} failed: ${err.message}`);
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------------

/** Re-renders a saved run's Markdown with the current report code (no measuring). */
function renderOnly(file) {
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  report.budgets = evaluate(report);
  process.stdout.write(renderMarkdown(report));
}

async function main() {
  if (renderFrom) return renderOnly(renderFrom);
  const t0 = Date.now();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const ctx = { state: {}, servers: {}, quick, settings, ports: await ports(), root };
  const report = { startedAt: startedAt.toISOString(), settings, machine: machine(), timings: {} };
  log(`${settings.mode} run; work files in ${workDir}`);
  // The 1-minute load average every 15 s: the report says how busy the machine was meanwhile.
  const loadSamples = [];
  const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]), 15_000);
  sampler.unref();

  if (!args.has("--no-build") || !fs.existsSync(path.join(root, buildDir, "server/index.js")))
    report.timings.buildMs = buildApp({ root, buildDir });

  log(`starting PostgreSQL on port ${ctx.ports.postgres}…`);
  ctx.pg = await startPostgres({ port: ctx.ports.postgres });
  report.machine.postgres = ctx.pg.version;
  ctx.db = new pg.Pool({ connectionString: ctx.pg.url, max: 2 });
  try {
    log(`starting the production server on port ${ctx.ports.app}…`);
    ctx.servers.app = await startAppServer({
      root,
      buildDir,
      port: ctx.ports.app,
      databaseUrl: ctx.pg.url,
      workDir,
      poolMax: settings.dbPoolMax,
    });
    ctx.appUrl = ctx.servers.app.url;

    if (doPages) {
      const t = Date.now();
      report.pages = await benchPages(ctx);
      report.timings.pagesMs = Date.now() - t;
    }
    if (doPages) {
      // Many visitors at once: each public page next to its static floor, and during a flood.
      const t = Date.now();
      report.pageLoad = await benchPageLoad({
        root,
        buildDir,
        pgUrl: ctx.pg.url,
        workDir,
        settings: { ...settings, quick },
      });
      report.timings.pageLoadMs = Date.now() - t;
    }
    if (doEndpoints) {
      const t = Date.now();
      report.endpoints = await benchEndpoints(ctx);
      report.timings.endpointsMs = Date.now() - t;
    }
    if (doEndpoints) {
      const t = Date.now();
      report.console = await benchConsole(ctx);
      report.timings.consoleMs = Date.now() - t;
    }
    if (doEndpoints) {
      const t = Date.now();
      report.product = await benchProductScripts(ctx);
      report.timings.productMs = Date.now() - t;
    }
    const bundles = bundleReport(path.join(root, buildDir, "client"));
    report.bundles = { routes: bundles.routes, shared: bundles.shared };
  } finally {
    await ctx.db.end().catch(() => {});
    await stopAll();
  }

  clearInterval(sampler);
  report.machine.loadAvgEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
  report.machine.loadAvgDuring = loadSamples.length
    ? {
        min: Math.min(...loadSamples),
        median: median(loadSamples),
        max: Math.max(...loadSamples),
        samples: loadSamples.length,
      }
    : null;
  report.timings.totalMs = Date.now() - t0;
  report.budgets = evaluate(report);
  const markdown = renderMarkdown(report);

  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = startedAt.toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const lean = {
    ...report,
    pages: report.pages?.map(({ runs, ...p }) => ({
      ...p,
      runs: {
        app: runs.app.map(({ scripts: _s, ...r }) => r),
        static: runs.static.map(({ scripts: _s, ...r }) => r),
      },
    })),
  };
  fs.writeFileSync(path.join(resultsDir, `${settings.mode}-${stamp}.json`), JSON.stringify(lean, null, 2));
  if (quick || !doPages || !doEndpoints) {
    // Partial and smoke runs never replace the committed report.
    fs.writeFileSync(path.join(resultsDir, `${settings.mode}-latest.json`), JSON.stringify(lean, null, 2));
    console.log(`\n${markdown}`);
    log(`smoke/partial run: report printed above, JSON in bench/results/${settings.mode}-${stamp}.json`);
  } else {
    fs.writeFileSync(path.join(resultsDir, "latest.md"), markdown);
    fs.writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(lean, null, 2));
    log(`report: bench/results/latest.md (JSON: bench/results/latest.json, ${settings.mode}-${stamp}.json)`);
  }
  const failed = report.budgets.filter((b) => b.pass === false).length;
  log(
    `done in ${Math.round(report.timings.totalMs / 1000)} s (load average ${report.machine.loadAvgDuring?.min?.toFixed(1)}–${report.machine.loadAvgDuring?.max?.toFixed(1)} meanwhile): ${report.budgets.length - failed} budgets met, ${failed} over (the report says which and why)`,
  );
  fs.rmSync(workDir, { recursive: true, force: true });
}

const onSignal = async () => {
  await stopAll();
  process.exit(130);
};
process.on("SIGINT", onSignal);
process.on("SIGTERM", onSignal);

main().catch(async (err) => {
  console.error(`\nbench failed: ${err.stack ?? err}`);
  if (workDir) console.error(`(server logs kept in ${workDir})`);
  await stopAll();
  process.exit(1);
});
