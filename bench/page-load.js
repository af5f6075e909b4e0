// Public pages under load, side by side with their static floor in the same run: each page at 50
// connections (autocannon, `Accept-Encoding: br` as browsers send it) next to a bare node:http server
// sending the same bytes (bench/floors/static-page-floor.js), and the pages' p95 for one visitor at
// a time before and during a flood of code requests from many networks (the reliability suite's
// shape: 300 quiz starts from 300 networks, 25 at a time). Part of `npm run bench`; alone:
//   node bench/page-load.js [--build-dir build] [--quick]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startAppServer } from "./lib/app-server.js";
import { processCpuMs } from "./lib/cpu.js";
import { closedLoop } from "./lib/load.js";
import { startPostgres } from "./lib/postgres.js";
import { freePort, log, startProcess, stopAll, waitForHttp } from "./lib/processes.js";
import { median, percentile } from "./lib/stats.js";

const here = path.dirname(fileURLToPath(import.meta.url));

export const PAGE_LOAD_BUDGETS = { minShareOfFloor: 0.5, p99Ms: 100, floodP95Factor: 3 };
/** Prerendered (/) and rendered per request from the page cache (/packages, /hotels, /activities). */
export const LOAD_PAGES = ["/", "/packages", "/hotels", "/activities"];
const FLOOD_REQUESTS = 300;
const FLOOD_WORKERS = 25;
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };

const QUIZ_ANSWERS = [
  "europe",
  "luxury",
  "10+",
  "fixed_immediate",
  "budget_luxury",
  "luxury_resort",
  "kids_friendly,honeymoon,spa_wellness",
  "custom",
  "unique",
];
let phone = 8_000_000_000 + Math.floor(Math.random() * 900_000_000);
const networkIp = (n) => `10.${Math.floor(n / 250) % 250}.${n % 250}.7`;

/** One visitor's page load: the whole body read; its time in ms. */
async function get(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: BROWSER });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/** Sequential loads of every page (one visitor at a time), `rounds` times; each load's ms. */
async function probe(origin, rounds) {
  const times = [];
  for (let r = 0; r < rounds; r++) for (const p of LOAD_PAGES) times.push(await get(`${origin}${p}`));
  return times;
}

/**
 * Runs the rows. `pgUrl` is a PostgreSQL server the bench owns (a database of its own is made on it).
 * Returns { rows: [{ area, label, budget, measured, reference, pass }], notes }.
 */
export async function benchPageLoad({ root, buildDir, pgUrl, workDir, settings }) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  const dbName = `pageload_${crypto.randomBytes(3).toString("hex")}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const databaseUrl = pgUrl.replace(/\/[^/?]+(\?|$)/, `/${dbName}$1`);
  const app = await startAppServer({
    root,
    buildDir,
    port: await freePort(),
    databaseUrl,
    workDir,
    poolMax: settings.dbPoolMax,
    // The flood names its networks in X-Forwarded-For, as a proxy in front of the app would.
    env: { TRUST_PROXY: "loopback" },
  });

  // The floor sends what the app sent: each page's brotli bytes, fetched once.
  const pages = {};
  const { request } = await import("node:http");
  for (const p of LOAD_PAGES) {
    pages[p] = await new Promise((resolve, reject) => {
      request(`${app.url}${p}`, { headers: { "accept-encoding": "br" } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({
            type: res.headers["content-type"],
            encoding: res.headers["content-encoding"] ?? null,
            body: Buffer.concat(chunks).toString("base64"),
          }),
        );
      })
        .on("error", reject)
        .end();
    });
  }
  const pagesFile = path.join(workDir, "static-pages.json");
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const floorPort = await freePort();
  const floor = startProcess(
    "static page floor",
    process.execPath,
    [path.join(here, "floors/static-page-floor.js")],
    {
      env: { PORT: String(floorPort), PAGES_FILE: pagesFile },
      logFile: path.join(workDir, "static-page-floor.log"),
    },
  );
  const floorUrl = `http://127.0.0.1:${floorPort}`;
  await waitForHttp(`${floorUrl}/healthz`, { handle: floor });

  const rows = [];
  const notes = [];
  const steps = (p) => [{ method: "GET", path: p, headers: BROWSER }];
  // CPU per answered request of the server process (from /proc): it moves far less than req/s on a
  // shared machine, so the share by CPU is the steadier reading of the same ratio.
  const load = async (baseUrl, p, durationSec) => {
    const pid = baseUrl === floorUrl ? floor.child.pid : app.handle.child.pid;
    const before = processCpuMs(pid);
    const result = await closedLoop({
      baseUrl,
      steps: steps(p),
      connections: settings.connections,
      durationSec,
    });
    return { ...result, cpuMsPerRequest: (processCpuMs(pid) - before) / Math.max(1, result.ok) };
  };
  for (const p of LOAD_PAGES) {
    // Warm both (the page cache fills on its first request), then repeats interleaved floor/app.
    await load(floorUrl, p, settings.warmupSec);
    await load(app.url, p, settings.warmupSec);
    const runs = { floor: [], app: [] };
    for (let r = 0; r < settings.repeats; r++) {
      runs.floor.push(await load(floorUrl, p, settings.durationSec));
      runs.app.push(await load(app.url, p, settings.durationSec));
    }
    const rps = (list) => median(list.map((x) => x.reqPerSec));
    const p99 = (list) => median(list.map((x) => x.p99));
    const okShare = Math.min(...runs.app.map((x) => x.okShare));
    const share = median(runs.app.map((x, i) => x.reqPerSec / runs.floor[i].reqPerSec));
    const cpu = (list) => median(list.map((x) => x.cpuMsPerRequest));
    const cpuShare = cpu(runs.floor) / cpu(runs.app);
    const pass =
      share >= PAGE_LOAD_BUDGETS.minShareOfFloor && p99(runs.app) <= PAGE_LOAD_BUDGETS.p99Ms && okShare === 1;
    rows.push({
      area: "pages under load",
      label: `${p} at ${settings.connections} connections (br)`,
      budget: `≥ ${PAGE_LOAD_BUDGETS.minShareOfFloor * 100} % of the static floor's req/s; p99 ≤ ${PAGE_LOAD_BUDGETS.p99Ms} ms`,
      measured: `${Math.round(rps(runs.app)).toLocaleString("en-IN")} req/s = ${Math.round(share * 100)} %; p99 ${p99(runs.app)} ms; ${cpu(runs.app).toFixed(2)} ms CPU/request (share by CPU ${Math.round(cpuShare * 100)} %)${okShare < 1 ? `; only ${Math.round(okShare * 100)} % 200s` : ""}`,
      reference: `static floor ${Math.round(rps(runs.floor)).toLocaleString("en-IN")} req/s, p99 ${p99(runs.floor)} ms, ${cpu(runs.floor).toFixed(2)} ms CPU/request (${(Buffer.from(pages[p].body, "base64").length / 1024).toFixed(1)} KB ${pages[p].encoding ?? "identity"})`,
      pass,
    });
    log(`${rows.at(-1).label}: ${rows.at(-1).measured} vs ${rows.at(-1).reference}`);
  }

  // The flood: quiet p95 first (one warm-up round), then the same probes while it runs.
  await probe(app.url, 1);
  const quiet = await probe(app.url, settings.quick ? 5 : 15);
  let flooding = true;
  let next = 0;
  const statuses = {};
  const worker = async () => {
    while (next < FLOOD_REQUESTS) {
      const n = next++;
      const res = await fetch(`${app.url}/api/v1/quiz/submissions`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": networkIp(5000 + n) },
        body: JSON.stringify({ name: "Flood Visitor", phone: String(++phone), answers: QUIZ_ANSWERS }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  const floodStarted = performance.now();
  const flood = Promise.all(Array.from({ length: FLOOD_WORKERS }, worker)).finally(() => (flooding = false));
  const during = [];
  while (flooding) for (const p of LOAD_PAGES) if (flooding) during.push(await get(`${app.url}${p}`));
  await flood;
  const floodMs = performance.now() - floodStarted;
  const p95 = (xs) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      95,
    );
  const factor = p95(during) / p95(quiet);
  rows.push({
    area: "pages under load",
    label: `Public pages' p95 during ${FLOOD_REQUESTS} code requests from ${FLOOD_REQUESTS} networks (${FLOOD_WORKERS} at a time)`,
    budget: `≤ ${PAGE_LOAD_BUDGETS.floodP95Factor}× the quiet p95`,
    measured: `${p95(during).toFixed(1)} ms = ${factor.toFixed(2)}× (${during.length} loads)`,
    reference: `quiet p95 ${p95(quiet).toFixed(1)} ms (${quiet.length} loads); the flood: ${Object.entries(
      statuses,
    )
      .map(([s, n]) => `${n}× ${s}`)
      .join(", ")} in ${Math.round(floodMs)} ms`,
    pass: factor <= PAGE_LOAD_BUDGETS.floodP95Factor && during.length >= LOAD_PAGES.length,
  });
  log(`${rows.at(-1).label}: ${rows.at(-1).measured} vs ${rows.at(-1).reference}`);
  notes.push(
    `Pages: ${LOAD_PAGES.join(", ")}; one visitor at a time for the flood row, every page's whole body read, \`Accept-Encoding: gzip, deflate, br, zstd\`.`,
  );
  await floor.stop();
  await app.handle.stop();
  return { rows, notes };
}

if (import.meta.filename === process.argv[1]) {
  const argv = process.argv.slice(2);
  const buildDir = argv.includes("--build-dir")
    ? argv[argv.indexOf("--build-dir") + 1]
    : process.env.BUILD_DIR || "build";
  const quick = argv.includes("--quick");
  const root = path.resolve(here, "..");
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pageload-"));
  const settings = {
    quick,
    connections: 50,
    warmupSec: quick ? 1 : 3,
    repeats: quick ? 1 : 3,
    durationSec: quick ? 3 : 8,
    dbPoolMax: 10,
  };
  try {
    const postgres = await startPostgres({ port: await freePort() });
    const result = await benchPageLoad({
      root,
      buildDir,
      pgUrl: postgres.url,
      workDir,
      settings,
    });
    console.log(
      `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")}`,
    );
    console.log("| Row | Budget | Measured | Same-run reference | Result |\n| --- | --- | --- | --- | --- |");
    for (const r of result.rows)
      console.log(`| ${r.label} | ${r.budget} | ${r.measured} | ${r.reference} | ${r.pass ? "✅" : "❌"} |`);
  } finally {
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}
