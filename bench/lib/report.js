import { median, ratio } from "./stats.js";

/**
 * An app row's throughput as a share of a floor, paired repeat by repeat (repeat i of both rows ran
 * back to back, under the same machine load), then the median of those ratios.
 */
export function pairedShare(row, floor) {
  if (!row?.repeats || !floor?.repeats) return null;
  const n = Math.min(row.repeats.length, floor.repeats.length);
  return median(
    Array.from({ length: n }, (_, i) => ratio(row.repeats[i].reqPerSec, floor.repeats[i].reqPerSec)),
  );
}

/** The share the row would reach if CPU were the only limit: floor CPU per request ÷ row CPU per request. */
export function cpuShare(row, floor) {
  const cost = (r) =>
    typeof r?.serverCpuMsPerReq === "number" ? r.serverCpuMsPerReq + (r.pgCpuMsPerReq ?? 0) : null;
  return ratio(cost(floor), cost(row));
}

/** Budget verdicts from one run's medians and ratios (the report says pass/fail; nothing fails a build). */
/** The gzip bytes every page pays for the framework itself (react, react-dom, scheduler, react-router). */
export function frameworkGz(bundles) {
  const groups = bundles?.shared?.groups ?? [];
  const sum = groups.filter((g) => FRAMEWORK_PACKAGES.has(g.name)).reduce((a, g) => a + g.gz, 0);
  return sum || null;
}
const FRAMEWORK_PACKAGES = new Set(["react", "react-dom", "scheduler", "react-router"]);

export function evaluate(report) {
  const out = [];
  for (const p of report.pages ?? []) {
    const b = p.budgets ?? {};
    const row = `${p.title} (${p.path})`;
    if (p.app.errors.length && p.app.lcp === null) {
      out.push({ area: "page", row, budget: "Lighthouse ran", measured: p.app.errors[0], pass: false });
      continue;
    }
    if (b.lcpToStatic && p.static) {
      const r = ratio(p.app.lcp, p.static.lcp);
      out.push({
        area: "page",
        row,
        budget: `LCP ≤ ${b.lcpToStatic}× static`,
        measured: r === null ? "n/a" : `${r.toFixed(3)}× (${ms(p.app.lcp)} vs ${ms(p.static.lcp)})`,
        pass: r === null ? false : r <= b.lcpToStatic,
      });
    }
    if (b.tbtMs !== undefined) {
      const twin =
        p.static?.tbt === null || p.static?.tbt === undefined ? "" : ` (static twin: ${ms(p.static.tbt)})`;
      out.push({
        area: "page",
        row,
        budget: `TBT ≤ ${b.tbtMs} ms`,
        measured: p.app.tbt === null ? "not measured (see Lighthouse notes)" : `${ms(p.app.tbt)}${twin}`,
        pass: p.app.tbt !== null && p.app.tbt <= b.tbtMs,
      });
    }
    if (b.cls !== undefined)
      out.push({
        area: "page",
        row,
        budget: `CLS ≤ ${b.cls}`,
        measured: p.app.cls?.toFixed(3) ?? "not measured",
        pass: p.app.cls !== null && p.app.cls <= b.cls,
      });
    if (b.jsBeyondFrameworkGzKb !== undefined) {
      const framework = frameworkGz(report.bundles);
      const beyond = p.app.jsGz !== null && framework ? p.app.jsGz - framework : null;
      out.push({
        area: "page",
        row,
        budget: `JS beyond the framework ≤ ${b.jsBeyondFrameworkGzKb} KB gz`,
        measured:
          beyond === null
            ? "not measured"
            : `${kb(beyond)} (${kb(p.app.jsGz)} fetched − ${kb(framework)} React + React DOM + React Router, same build)`,
        pass: beyond !== null && beyond <= b.jsBeyondFrameworkGzKb * 1024,
      });
    }
  }
  const byId = Object.fromEntries((report.endpoints ?? []).map((e) => [e.id, e]));
  for (const e of report.endpoints ?? []) {
    if (e.kind !== "app" || !e.budgets) continue;
    const row = e.title;
    if (e.error) {
      out.push({ area: "endpoint", row, budget: "runs", measured: e.error, pass: false });
      continue;
    }
    const valid = e.okShare >= 0.99;
    const floor = byId[e.floor];
    if (e.budgets.minShareOfFloor && floor) {
      const share = pairedShare(e, floor);
      const byCpu = cpuShare(e, floor);
      out.push({
        area: "endpoint",
        row,
        budget: `≥ ${pct(e.budgets.minShareOfFloor)} of ${floor.id} (same writes, bare node:http + pg)`,
        measured:
          share === null
            ? "n/a"
            : `${pct(share)} (medians ${num(e.reqPerSec)} vs ${num(floor.reqPerSec)} req/s${byCpu === null ? "" : `; by CPU per request ${pct(byCpu)}`})${valid ? "" : `; only ${pct(e.okShare, 1)} 2xx`}`,
        pass: valid && share !== null && share >= e.budgets.minShareOfFloor,
      });
    }
    if (e.budgets.p99AtFixedRateMs && e.fixed) {
      const f = e.fixed;
      const kept = f.stoppedAtSec === null && f.okShare >= 0.99 && f.achievedPerSec >= f.ratePerSec * 0.95;
      out.push({
        area: "endpoint",
        row,
        budget: `p99 ≤ ${e.budgets.p99AtFixedRateMs} ms at ${f.ratePerSec} req/s`,
        measured: kept
          ? ms(f.p99, 1)
          : f.stoppedAtSec !== null
            ? `rate not kept: a second behind after ${num(f.stoppedAtSec, 1)} s (capacity ≈ ${num(e.reqPerSec)} req/s); p99 so far ${ms(f.p99)}`
            : `${ms(f.p99, 1)} (kept ${num(f.achievedPerSec)} req/s, ${pct(f.okShare, 1)} 2xx)`,
        pass: kept && f.p99 <= e.budgets.p99AtFixedRateMs,
      });
    }
  }
  for (const r of report.console?.rows ?? []) {
    out.push({
      area: "console",
      row: `Contacts list (${report.console.contacts.toLocaleString("en-IN")} contacts): ${r.label}`,
      budget: `p95 ≤ ${report.console.targetP95Ms} ms server time`,
      measured: `${ms(r.p95, 1)} (p50 ${ms(r.p50, 1)}, ${r.matches} matches)`,
      pass: r.pass,
    });
  }
  for (const r of report.pageLoad?.rows ?? []) {
    out.push({
      area: r.area,
      row: r.label,
      budget: r.budget,
      measured: `${r.measured} (${r.reference})`,
      pass: r.pass,
    });
  }
  for (const r of report.product?.rows ?? []) {
    out.push({ area: r.area, row: r.label, budget: r.budget, measured: r.measured, pass: r.pass });
  }
  for (const e of report.product?.errors ?? []) {
    out.push({ area: "product", row: e.split(":")[0], budget: "runs", measured: e, pass: false });
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// Formatting

function num(x, digits = 0) {
  return typeof x === "number" && Number.isFinite(x)
    ? x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : "–";
}
function ms(x, digits = 0) {
  return typeof x === "number" && Number.isFinite(x) ? `${num(x, digits)} ms` : "–";
}
function kb(bytes, digits = 1) {
  return typeof bytes === "number" && Number.isFinite(bytes) ? `${num(bytes / 1024, digits)} KB` : "–";
}
function pct(x, digits = 0) {
  return typeof x === "number" && Number.isFinite(x) ? `${num(x * 100, digits)} %` : "–";
}
const verdict = (pass) => (pass ? "✅ pass" : "❌ over");
const table = (head, rows) =>
  [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");

export function renderMarkdown(report) {
  const s = report.settings;
  const m = report.machine;
  const lines = [];
  const date = report.startedAt.slice(0, 16).replace("T", " ");
  lines.push(`# Performance report — ${date} UTC (${s.mode} run)`);
  lines.push("");
  lines.push(
    `Commit \`${m.commit ?? "?"}\`${m.dirty ? " (with uncommitted changes)" : ""} · ${m.cores} × ${m.cpu} · ${m.memoryGb} GB · Node ${m.node} · ${m.chromium ?? "Chromium"} · PostgreSQL ${m.postgres ?? "?"} · ${m.loadAvgDuring ? `load average ${num(m.loadAvgDuring.min, 1)}–${num(m.loadAvgDuring.max, 1)} during the run (median ${num(m.loadAvgDuring.median, 1)} on ${m.cores} cores)` : `load average ${m.loadAvgStart?.[0]} at start, ${m.loadAvgEnd?.[0]} at end`} · ${Math.round(report.timings.totalMs / 1000)} s in all.`,
  );
  lines.push("");
  lines.push(
    "Every figure is a median of repeats taken in this one run, next to its reference measured in the same run (a page next to its static twin, an endpoint next to the server floors). The machine is shared and noisy: read the ratios, not the absolute times.",
  );

  lines.push("", "## Budgets", "");
  lines.push(
    table(
      ["Row", "Budget", "Measured", "Result"],
      report.budgets.map((b) => [b.row, b.budget, b.measured ?? "–", verdict(b.pass)]),
    ),
  );

  if (report.pages) {
    lines.push("", "## Pages against their static twins", "");
    lines.push(
      `Lighthouse ${report.pages[0]?.runs.app.find((r) => !r.error)?.lighthouseVersion ?? "12"}, mobile, \`--throttling-method=devtools\` (slow 4G, 4× CPU), ${s.lighthouseRuns} run${s.lighthouseRuns > 1 ? "s" : ""} each, medians, runs interleaved app/twin. The twin is the page's own server HTML with every script removed (same CSS, fonts and images), served by a bare node:http server with the same compression. JS is what the page fetched, gzip-sized from the build.`,
      "",
    );
    lines.push(
      table(
        [
          "Page",
          "LCP app",
          "LCP static",
          "ratio",
          "FCP app",
          "FCP static",
          "TBT app",
          "TBT static",
          "CLS",
          "score",
          "JS gz",
          "beyond framework",
          "JS transfer",
        ],
        report.pages.map((p) => [
          `${p.title} \`${p.path}\``,
          ms(p.app.lcp),
          ms(p.static?.lcp),
          ratio(p.app.lcp, p.static?.lcp) === null ? "–" : `${num(ratio(p.app.lcp, p.static.lcp), 2)}×`,
          ms(p.app.fcp),
          ms(p.static?.fcp),
          ms(p.app.tbt),
          ms(p.static?.tbt),
          num(p.app.cls, 3),
          num(p.app.score),
          kb(p.app.jsGz),
          kb(p.app.jsGz === null ? null : p.app.jsGz - (frameworkGz(report.bundles) ?? 0)),
          kb(p.app.scriptTransfer),
        ]),
      ),
    );
    lines.push(
      "",
      "LCP elements (app): " +
        report.pages
          .map((p) => `${p.path} → \`${(p.app.lcpElement?.snippet ?? "?").slice(0, 90)}\``)
          .join("; "),
    );
    const heads = report.pages.filter((p) => p.head);
    if (heads.length) {
      lines.push(
        "",
        "Head of each page's HTML (first paint waits for the stylesheet; on HTTP/1.1 a browser opens 6 connections per host, so a stylesheet listed after many module preloads queues behind them): " +
          heads
            .map(
              (p) =>
                `${p.path} ${kb(p.head.htmlBytes)} HTML, ${p.head.modulePreloads} module preloads${p.head.modulePreloadsBeforeFirstStylesheet ? `, **${p.head.modulePreloadsBeforeFirstStylesheet} of them before the first stylesheet**` : ", stylesheet first"}`,
            )
            .join("; ") +
          ".",
      );
    }
    const errors = report.pages.flatMap((p) =>
      [
        ...p.app.errors,
        ...p.app.auditErrors,
        ...(p.static?.errors ?? []),
        ...(p.static?.auditErrors ?? []).map((e) => `static twin ${e}`),
      ].map((e) => `${p.path}: ${e}`),
    );
    if (errors.length)
      lines.push(
        "",
        `Lighthouse notes (runs or metrics it could not complete; medians use the runs that did): ${errors.join("; ")}`,
      );
    lines.push(
      "",
      "TBT of a static twin runs no JavaScript at all: what it shows is style, layout and paint under 4× CPU throttling on this machine at that moment, so it is the noise floor for the app's TBT in the same run.",
    );
  }

  if (report.endpoints) {
    const byId = Object.fromEntries(report.endpoints.map((e) => [e.id, e]));
    lines.push("", "## Lead endpoints against their same-work floors", "");
    lines.push(
      `autocannon, ${s.connections} connections, ${s.durationSec} s per repeat after a ${s.warmupSec} s warm-up, ${s.repeats} repeat${s.repeats > 1 ? "s" : ""} interleaved row by row, medians (diagnostic rows: ${s.diagnosticRepeats} × ${s.diagnosticSec} s). The production server (\`BUILD_DIR/server/index.js\`, built from \`server/index.ts\`, NODE_ENV=production, log SMS and mail) runs with every rate limit, counter and transaction on, as in production; only the ceilings are raised for the one benchmark client (bench/lib/app-server.js, GENEROUS_LIMITS). Each lead endpoint is held to the floor that does the same writes: bare node:http + pg, one transaction per request, one statement per write (bench/floors/same-work-floor.js). Every server uses one throwaway PostgreSQL ${m.postgres ?? ""} with a pool of ${s.dbPoolMax}. Each app run waits for the outbox (staff e-mails) to drain before the next row. Shares are paired: each repeat's req/s divided by its floor's req/s in the same repeat (run back to back), then the median. CPU/req is the CPU time the server process and PostgreSQL's backends spent per successful request (from /proc); it moves far less than req/s on a shared machine, so "share by CPU" (floor CPU/req ÷ row CPU/req) is the steadier estimate of the same ratio.`,
      "",
    );
    lines.push(
      table(
        [
          "Row",
          "Request",
          "req/s",
          "p50",
          "p99",
          "held to",
          "share of it (paired)",
          "server CPU/req",
          "PostgreSQL CPU/req",
          "share by CPU",
          "2xx",
        ],
        report.endpoints.map((e) => {
          const floor = byId[e.floor];
          return e.error
            ? [e.title, `\`${e.request}\``, "–", "–", "–", "–", "–", "–", "–", "–", e.error]
            : [
                e.title,
                `\`${e.request}\``,
                num(e.reqPerSec),
                ms(e.p50),
                ms(e.p99),
                floor ? floor.id : "–",
                floor ? pct(pairedShare(e, floor)) : "–",
                ms(e.serverCpuMsPerReq, 2),
                ms(e.pgCpuMsPerReq, 2),
                floor ? pct(cpuShare(e, floor)) : "–",
                pct(e.okShare, 1),
              ];
        }),
      ),
    );
    lines.push("", `### Fixed rate: ${s.fixedRatePerSec} req/s for ${s.fixedRateSec} s (open loop)`, "");
    lines.push(
      "Each request is sent at its planned time whatever happened to earlier ones, and its latency counts from that planned time (no coordinated omission), as wrk2 does. A server that falls a full second behind is not loaded further: it cannot keep the rate, and the run says so.",
      "",
    );
    lines.push(
      table(
        ["Row", "achieved req/s", "p50", "p90", "p99", "max", "2xx", "rate kept"],
        report.endpoints
          .filter((e) => e.fixed)
          .map((e) => [
            e.title,
            num(e.fixed.achievedPerSec),
            ms(e.fixed.p50, 1),
            ms(e.fixed.p90, 1),
            ms(e.fixed.p99, 1),
            ms(e.fixed.max, 1),
            pct(e.fixed.okShare, 1),
            e.fixed.stoppedAtSec === null ? "yes" : `no: stopped at ${num(e.fixed.stoppedAtSec, 1)} s`,
          ]),
      ),
    );
    lines.push(
      "",
      "Per repeat (req/s): " +
        report.endpoints
          .filter((e) => !e.error)
          .map((e) => `${e.id} ${e.repeats.map((r) => num(r.reqPerSec)).join(" / ")}`)
          .join("; ") +
        ".",
    );
    const drains = report.endpoints.filter((e) => e.repeats.some((r) => r.outboxDrainMs !== undefined));
    if (drains.length)
      lines.push(
        "",
        "Outbox drain after each app run (ms): " +
          drains.map((e) => `${e.id} ${e.repeats.map((r) => num(r.outboxDrainMs)).join(" / ")}`).join("; ") +
          ".",
      );
  }

  if (report.bundles) {
    const { routes, shared } = report.bundles;
    lines.push("", "## What each route ships (JS on first load)", "");
    lines.push(
      `From the build's React Router manifest: the entry, the root route and the page's route module with their static imports (lazy chunks come later). gzip level 6. Contributors are estimated from the client source maps. Every page starts from the shared floor: **${kb(shared.gz)} gz** (${shared.files.length} files), of which the framework (React, React DOM, its scheduler, React Router) is ${kb(frameworkGz(report.bundles) ?? 0)} — ${shared.groups
        .slice(0, 6)
        .map((g) => `${g.name} ${kb(g.gz)}`)
        .join(", ")}.`,
      "",
    );
    lines.push(
      table(
        ["Route", "files", "raw", "gz", "beyond shared", "largest contributors (gz)"],
        routes.map((r) => [
          `\`${r.path}\``,
          num(r.files.length),
          kb(r.raw),
          kb(r.gz),
          kb(r.gz - shared.gz),
          r.groups
            .slice(0, 5)
            .map((g) => `${g.name} ${kb(g.gz)}`)
            .join(", "),
        ]),
      ),
    );
    if (report.pages) {
      lines.push("", "### Scripts fetched by the measured pages (Lighthouse, median run)", "");
      for (const p of report.pages) {
        lines.push(
          `- \`${p.path}\`: ${p.app.jsFiles.length} files, ${kb(p.app.jsGz)} gz — ${[...p.app.jsFiles]
            .sort((a, b) => b.gz - a.gz)
            .slice(0, 6)
            .map((f) => `${f.url.replace("/assets/", "")} ${kb(f.gz)}`)
            .join(", ")}${p.app.jsFiles.length > 6 ? ", …" : ""}`,
        );
      }
    }
  }

  if (report.console) {
    const c = report.console;
    lines.push("", `## Console: the contacts list on ${c.contacts.toLocaleString("en-IN")} contacts`, "");
    lines.push(
      `Server time of the contacts tab's loader (list, count, owners, tags), called directly on ${c.driver === "postgres" ? "PostgreSQL" : "PGlite"}; ${c.runs} runs each after a warm-up. Seeding took ${ms(c.seedMs)}.`,
      "",
    );
    lines.push(
      table(
        ["Query", "Matches", "p50", "p95", "Result"],
        c.rows.map((r) => [r.label, String(r.matches), ms(r.p50, 1), ms(r.p95, 1), verdict(r.pass)]),
      ),
    );
  }

  if (report.pageLoad) {
    const p = report.pageLoad;
    lines.push("", "## Public pages under load", "");
    lines.push(
      "Each page at 50 connections next to a bare node:http server sending the same bytes (the brotli form the app sent), interleaved repeat by repeat (`bench/page-load.js`, `bench/floors/static-page-floor.js`); then the pages' p95 for one visitor at a time before and during a flood of quiz starts from many networks, on a production server of its own that trusts the bench as its proxy.",
      "",
    );
    lines.push(
      table(
        ["Row", "Budget", "Measured", "Same-run reference", "Result"],
        p.rows.map((r) => [r.label, r.budget, r.measured, r.reference, verdict(r.pass)]),
      ),
    );
    if (p.notes.length) lines.push("", ...p.notes.map((n) => `- ${n}`));
  }

  if (report.product) {
    const p = report.product;
    lines.push("", "## Console board, CSV import, activities, sign-in and the planner", "");
    lines.push(
      "Each measured by its own script in a fresh database on this run's PostgreSQL (`bench/console-board.ts`, `bench/product-rows.ts`, `bench/console-analytics.ts`); server times are taken around the same function the route runs, and every measured call is checked to have succeeded.",
      "",
    );
    lines.push(
      table(
        ["Area", "Row", "Budget", "Measured", "Same-run reference", "Result"],
        p.rows.map((r) => [r.area, r.label, r.budget, r.measured, r.reference ?? "–", verdict(r.pass)]),
      ),
    );
    if (p.notes.length) lines.push("", ...p.notes.map((n) => `- ${n}`));
    if (p.errors.length) lines.push("", ...p.errors.map((e) => `- Failed: ${e}`));
  }

  lines.push("", "## Reproduce", "");
  lines.push(
    "```",
    "npm run bench            # this report (bench/results/latest.md + JSON), ≈ 25 min on 2 quiet cores",
    "npm run bench -- --quick # smoke run, ≈ 3 min, prints the report",
    "npm run bench:console    # only the contacts list on 100,000 contacts (PGlite, or a PostgreSQL URL)",
    "npm run bench:analytics  # only the Analytics tab on 100,000 leads (a throwaway PostgreSQL, or a URL)",
    "npm run bench:board      # only the pipeline board (3,000 leads) and the CSV import (10,000 rows)",
    "npm run bench:product    # only activities search, the Viator adapter, sign-in and the planner",
    "npm run bench:profile    # CPU profiles and SQL statement counts of the lead endpoints",
    "```",
  );
  lines.push("", "Method, rows and budgets: `bench/PERFORMANCE.md`, `bench/scenarios/`.");
  return `${lines.join("\n")}\n`;
}
