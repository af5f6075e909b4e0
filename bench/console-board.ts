// Two console budgets on the production server (the built app, NODE_ENV=production, PostgreSQL):
//
//  - the pipeline board with 3,000 open leads (and 1,000 closed ones) in Chromium with 4× CPU
//    throttling (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile profile slows the CPU),
//    from navigation start until every column's count and first cards are painted; 5 cold loads,
//    median. The network is not throttled: the console is used by staff on the office network.
//  - a CSV import of 10,000 contacts rows through the import endpoint, sent as the import dialog
//    sends it (the file read in the browser, then chunks of 500 rows, one after the other), from
//    the first chunk sent to the last answer, every row written; 3 runs on fresh rows, median.
//
//   npm run bench:board                             a throwaway PostgreSQL of its own
//   npm run bench:board -- postgres://…/db          an empty database it may fill
//   npm run bench:board -- --json …                 one JSON line on stdout (logs on stderr)
//
// The app is built into BENCH_BUILD_DIR (default build-bench) if it is not there yet. With
// BENCH_BOARD_SCREENSHOT=file.png the last board load is also saved as a picture of the whole page.
// With BENCH_BOARD_TRACE=file.json the last board load is also recorded as a Chrome performance trace
// (open it in DevTools' Performance panel to see what the main thread did before the first paint).
// The server's log stays in a temporary folder if the run fails (its path is printed).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import Papa from "papaparse";
import pg from "pg";
import { guessMapping, mapRows, readCsv } from "../app/features/crm/csv/csv-read";
import { IMPORT_CHUNK_ROWS } from "../app/features/crm/csv/csv-format";
import { addImportResult, emptyImportResult, type ImportResult } from "../app/features/crm/csv/import-schema";
import { PIPELINE_STAGES } from "../app/features/crm/shared/crm-constants";
import {
  SAMPLE_CITIES as CITIES,
  SAMPLE_DESTINATIONS as DESTINATIONS,
  SAMPLE_FIRST_NAMES as FIRST,
  SAMPLE_LAST_NAMES as LAST,
} from "../app/features/crm/shared/sample-people";
import { CookieJar } from "../tests/helpers/cookie-jar";
import { startAppServer } from "./lib/app-server.js";
import { launchChromium } from "./lib/lighthouse.js";
import { startPostgres } from "./lib/postgres.js";
import { freePort, run, stopAll } from "./lib/processes.js";

const args = process.argv.slice(2);
const json = args.includes("--json");
const givenUrl = args.find((a) => a.startsWith("postgres"));
const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const BOARD_RUNS = Number(process.env.BENCH_BOARD_RUNS ?? 5);
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const IMPORT_ROWS = 10_000;
const CPU_SLOWDOWN = 4;
const BOARD_TARGET_MS = 1000;
const IMPORT_TARGET_MS = 10_000;
/** Open leads per stage (3,000 in all), and the closed ones a working agency also has on its board. */
const BOARD_STAGES: Record<string, number> = {
  "New Lead": 1100,
  Contacted: 750,
  Qualified: 550,
  "Proposal Sent": 350,
  Negotiation: 250,
  "Closed Won": 400,
  "Closed Lost": 600,
};
const VIEWPORT = { width: 1440, height: 900 };
const BOARD_QUERY = "";
/**
 * The same page with a board filtered to the signed-in admin's own leads, who has none: the
 * console around the board, for comparison (what the board itself adds is the difference).
 */
const EMPTY_QUERY = "owner=me";

// The bench's helpers log with console.log: with --json stdout is for the one result line only.
const out = process.stdout.write.bind(process.stdout);
if (json) console.log = console.error.bind(console);
const log = (m: string) => console.log(m);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (v: number) => `${Math.round(v).toLocaleString("en-IN")} ms`;

// ------------------------------------------------------------------------------------------------
// Names and places the seeded leads and the CSV file are made of.

const LEAD_TYPES = [
  "quiz",
  "callback",
  "booking_request",
  "priority_access",
  "deal_booking",
  "itinerary_unlock",
];
const OWNERS = [
  "Asha Rao",
  "Vikram Sethi",
  "Meenakshi Iyer",
  "Farah Khan",
  "Rohit Bansal",
  "Devika Menon",
  "Kabir Anand",
  "Nisha Pillai",
];

/** A small seeded generator, so every run's file is the same file. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------------------------------------
// The server, a staff admin and a signed-in session.

function ensureBuild() {
  if (fs.existsSync(path.resolve(root, buildDir, "server/index.js"))) return;
  log(`no build in ${buildDir}: building it…`);
  run(process.execPath, ["scripts/build.js"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Password, then the code the server e-mailed (the log mail sender prints it in the server's log). */
async function signIn(appUrl: string, logFile: string, email: string, password: string) {
  const jar = new CookieJar();
  const call = async (p: string, body: unknown) => {
    const res = await fetch(`${appUrl}/api/auth${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl, cookie: jar.header() },
      body: JSON.stringify(body),
    });
    jar.store(res.headers);
    const text = await res.text();
    if (!res.ok) throw new Error(`sign-in ${p}: ${res.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const first = await call("/sign-in/email", { email, password });
  if (!first.twoFactorRedirect) throw new Error(`sign-in: no second step (${JSON.stringify(first)})`);
  await call("/two-factor/send-otp", {});
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const lines = fs.readFileSync(logFile, "utf8").split("\n");
    const line = lines.reverse().find((l) => l.includes(`mail to=${email}`) && l.includes("sign-in code"));
    code = line && /subject=\\?"(\d{6}) /.exec(line)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no sign-in code for ${email} in ${logFile}`);
  await call("/two-factor/verify-otp", { code });
  return jar;
}

// ------------------------------------------------------------------------------------------------
// The board's leads: contacts and leads as the flows leave them (a lead's card shows its contact's
// name, the destination from the visitor's answers, a value, an owner and its age).

async function seedBoard(db: pg.Pool) {
  const owners: string[] = [];
  for (const [i, name] of OWNERS.entries()) {
    const id = `bench-owner-${i + 1}`;
    await db.query(
      `INSERT INTO auth_user (id, name, email, role) VALUES ($1, $2, $3, 'partner') ON CONFLICT (id) DO NOTHING`,
      [id, name, `${name.toLowerCase().replace(/\s+/g, ".")}@agency.test`],
    );
    owners.push(id);
  }
  const rand = prng(7);
  let n = 0;
  const rows: unknown[][] = [];
  for (const stage of PIPELINE_STAGES) {
    for (let i = 0; i < BOARD_STAGES[stage]!; i++, n++) {
      const first = FIRST[Math.floor(rand() * FIRST.length)]!;
      const last = LAST[Math.floor(rand() * LAST.length)]!;
      const ageDays = Math.floor(rand() * 180);
      const destination = DESTINATIONS[Math.floor(rand() * DESTINATIONS.length)]!;
      rows.push([
        n,
        `${first} ${last}`,
        `+91${9_000_000_000 + n * 13}`,
        LEAD_TYPES[n % LEAD_TYPES.length],
        JSON.stringify({ destination, travelDate: "2027-01-10", groupSize: 1 + (n % 5) }),
        20 + Math.floor(rand() * 80),
        stage,
        rand() < 0.7 ? 50_000 + Math.floor(rand() * 30) * 50_000 : null,
        rand() < 0.85 ? owners[n % owners.length] : null,
        ageDays,
        stage === "New Lead" ? null : Math.floor(rand() * ageDays),
      ]);
    }
  }
  // One statement per table: the rows go in as arrays and are unnested by PostgreSQL.
  const col = (k: number) => rows.map((r) => r[k]);
  await db.query(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::int[], $7::text[], $8::bigint[], $9::text[], $10::int[], $11::int[])
         AS t(n, name, phone, type, source_data, score, stage, value_inr, owner_id, age_days, moved_days)
     ), made AS (
       INSERT INTO contacts (name, phone, phone_verified_at, owner_id, created_at, updated_at, last_activity_at)
       SELECT name, phone, now() - age_days * interval '1 day', owner_id, now() - age_days * interval '1 day', now(), now()
       FROM input ORDER BY n
       RETURNING id, phone
     )
     INSERT INTO leads (type, source, source_id, contact_id, name, phone, phone_verified, verified_at, source_data, score, stage, value_inr, owner_id, created_at, updated_at, stage_changed_at)
     SELECT i.type, 'bench', 'bench-board-' || i.n, m.id, i.name, i.phone, true, now() - i.age_days * interval '1 day', i.source_data, i.score, i.stage, i.value_inr, i.owner_id,
       now() - i.age_days * interval '1 day', now(), CASE WHEN i.moved_days IS NOT NULL THEN now() - i.moved_days * interval '1 day' END
     FROM input i JOIN made m ON m.phone = i.phone`,
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(col),
  );
  await db.query("ANALYZE contacts");
  await db.query("ANALYZE leads");
  const { rows: counts } = await db.query<{ stage: string; n: number }>(
    "SELECT stage, count(*)::int AS n FROM leads GROUP BY stage",
  );
  const open = counts.filter((c) => !c.stage.startsWith("Closed")).reduce((a, c) => a + c.n, 0);
  if (open !== 3000) throw new Error(`seeded ${open} open leads, not 3,000`);
  return counts;
}

// ------------------------------------------------------------------------------------------------
// The board in Chromium.

/**
 * Runs in the page before any of its own scripts. "Rendered" is the moment every column shows its
 * count and its first card (or its empty state) in the DOM, visible, and two animation frames have
 * passed since (so that state has been through style, layout and a paint). Also kept: when React
 * has taken the board over (the board's last card answers to React), first contentful paint, and the long
 * tasks until then. Plain JavaScript in a string: a function of this file would reach the page as
 * tsx compiled it, with helpers the page does not have.
 */
const BOARD_PROBE = `(() => {
  const stages = ${JSON.stringify(PIPELINE_STAGES)};
  const result = { rendered: null, hydrated: null, fcp: null, longTaskMs: 0, cards: null };
  window.__board = result;
  // Called for each batch of parsed nodes: only looks, never asks for layout (which would make the
  // page do work it would not do on its own).
  const inDom = () => {
    const columns = document.querySelectorAll("section[data-stage]");
    if (columns.length !== stages.length) return null;
    const firsts = [];
    for (const column of columns) {
      const count = column.querySelector('[data-testid="stage-count"]');
      if (!count || !/^\\d[\\d,]*$/.test((count.textContent || "").trim())) return null;
      const first = column.querySelector("li");
      if (!first) return null;
      firsts.push(first);
    }
    return firsts;
  };
  // In a frame: every first card displayed (not in a hidden streaming slot), then one more frame
  // so that state has been painted.
  const whenShown = (firsts) =>
    requestAnimationFrame(() => {
      if (!firsts.every((el) => el.isConnected && el.checkVisibility())) {
        const again = inDom();
        return whenShown(again || firsts);
      }
      requestAnimationFrame(() => {
        result.rendered = performance.now();
        result.cards = document.querySelectorAll('[data-testid="pipeline-card"]').length;
        watchHydration();
      });
    });
  const observer = new MutationObserver(() => {
    const firsts = inDom();
    if (!firsts) return;
    observer.disconnect();
    whenShown(firsts);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  const ownedByReact = (el) => !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  const watchHydration = () => {
    const items = document.querySelectorAll("section[data-stage] li");
    if (document.documentElement.hasAttribute("data-hydrated") && ownedByReact(items[items.length - 1]))
      result.hydrated = performance.now();
    else setTimeout(watchHydration, 16);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") result.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (result.hydrated === null) result.longTaskMs += e.duration;
  }).observe({ type: "longtask" });
})();`;

type BoardRun = {
  rendered: number;
  hydrated: number;
  fcp: number;
  longTaskMs: number;
  cards: number;
  /** The HTML's first and last byte, from navigation start (the server's share of "rendered"). */
  firstByte: number;
  lastByte: number;
  htmlKb: number;
};

async function loadBoard(
  browser: Browser,
  appUrl: string,
  jar: CookieJar,
  query: string,
  screenshot?: string,
  trace?: string,
): Promise<BoardRun> {
  // A new context each time: an empty cache, as after a deploy (the stricter case for a staff member).
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  await context.addCookies(
    jar.entries().map(([name, value]) => ({ name, value, url: appUrl, sameSite: "Lax" as const })),
  );
  const page: Page = await context.newPage();
  await page.addInitScript({ content: BOARD_PROBE });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let htmlBytes = 0;
  page.on("response", (r) => {
    if (r.request().resourceType() === "document")
      void r
        .body()
        .then((b) => (htmlBytes = b.length))
        .catch(() => {});
  });
  if (trace)
    await browser.startTracing(page, {
      path: trace,
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "blink",
        "loading",
      ],
    });
  const response = await page.goto(`${appUrl}/vox/pipeline?${query}`, { waitUntil: "commit" });
  if (!response?.ok()) throw new Error(`board: ${response?.status()} ${response?.url()}`);
  if (new URL(page.url()).pathname !== "/vox/pipeline") throw new Error(`board: redirected to ${page.url()}`);
  await page.waitForFunction(
    () => (window as unknown as { __board?: { hydrated: number | null } }).__board?.hydrated != null,
    undefined,
    { timeout: 90_000, polling: 250 },
  );
  const result = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      ...(window as unknown as { __board: Omit<BoardRun, "htmlKb" | "firstByte" | "lastByte"> }).__board,
      firstByte: nav.responseStart,
      lastByte: nav.responseEnd,
    };
  });
  if (trace) await browser.stopTracing();
  if (screenshot) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    // The whole page, so the foot of the columns ("Show more") is in the picture too.
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshot, fullPage: true });
  }
  await context.close();
  return { ...result, htmlKb: htmlBytes / 1024 };
}

async function benchBoard(appUrl: string, jar: CookieJar) {
  const chrome = await launchChromium();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    log("board: one load of each to warm the server up…");
    await loadBoard(browser, appUrl, jar, BOARD_QUERY);
    await loadBoard(browser, appUrl, jar, EMPTY_QUERY);
    const runs: BoardRun[] = [];
    const empty: BoardRun[] = [];
    const screenshot = process.env.BENCH_BOARD_SCREENSHOT;
    const line = (r: BoardRun) =>
      `rendered ${ms(r.rendered)}, React's ${ms(r.hydrated)}, FCP ${ms(r.fcp)}, HTML bytes ${ms(r.firstByte)}–${ms(r.lastByte)}, long tasks ${ms(r.longTaskMs)}, ${r.cards} cards, HTML ${r.htmlKb.toFixed(0)} KB`;
    // Interleaved, so both see the same machine.
    for (let i = 0; i < BOARD_RUNS; i++) {
      const r = await loadBoard(
        browser,
        appUrl,
        jar,
        BOARD_QUERY,
        i === BOARD_RUNS - 1 ? screenshot : undefined,
        i === BOARD_RUNS - 1 ? process.env.BENCH_BOARD_TRACE : undefined,
      );
      log(`board run ${i + 1}: ${line(r)}`);
      runs.push(r);
      const e = await loadBoard(browser, appUrl, jar, EMPTY_QUERY);
      log(`empty board run ${i + 1}: ${line(e)}`);
      empty.push(e);
    }
    return { runs, empty, screenshot, browser: browser.version() };
  } finally {
    await browser.close().catch(() => {});
    chrome.kill();
  }
}

// ------------------------------------------------------------------------------------------------
// The CSV file: 10,000 rows as an agency's spreadsheet has them. Mobiles typed every way people
// type them, e-mails in mixed case, some cities and remarks (with commas and quotes), tags (some
// nobody has made), rows repeating a person already higher up the file (by mobile or by e-mail),
// and bad rows the import must refuse with a reason.

const KNOWN_TAGS = ["VIP", "Honeymoon", "Corporate", "Repeat client", "Family"];
const UNKNOWN_TAGS = ["Diwali 2025", "Webinar lead"];

function mobileFormats(national: string, k: number) {
  const a = national.slice(0, 5);
  const b = national.slice(5);
  return [
    `+91 ${a} ${b}`,
    national,
    `0${national}`,
    `+91${national}`,
    `${a}-${b}`,
    `(+91) ${a}-${b}`,
    `91 ${a} ${b}`,
    `${a} ${b}`,
  ][k % 8]!;
}

function makeCsv(runIndex: number) {
  const rand = prng(1000 + runIndex);
  type Person = { name: string; national: string | null; email: string | null; tags: Set<string> };
  const people: Person[] = [];
  const out: string[][] = [];
  let bad = 0;
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const first = FIRST[Math.floor(rand() * FIRST.length)]!;
    const last = LAST[Math.floor(rand() * LAST.length)]!;
    const city = rand() < 0.8 ? CITIES[Math.floor(rand() * CITIES.length)]! : "";
    const notes =
      rand() < 0.15
        ? `Asked about ${DESTINATIONS[i % DESTINATIONS.length]}, "flexible" dates, ${2 + (i % 4)} adults`
        : "";
    const tagList: string[] = [];
    if (rand() < 0.3) tagList.push(KNOWN_TAGS[i % KNOWN_TAGS.length]!);
    if (rand() < 0.1) tagList.push(KNOWN_TAGS[(i + 2) % KNOWN_TAGS.length]!);
    if (rand() < 0.03) tagList.push(UNKNOWN_TAGS[i % UNKNOWN_TAGS.length]!);
    const tags = tagList.join(i % 2 ? "; " : ", ");
    // A person higher up the file again (one row in 40): by mobile in another format, or by e-mail.
    if (i % 40 === 39 && people.length > 20) {
      const p = people[people.length - 1 - Math.floor(rand() * 20)]!;
      const byMobile = p.national && (i % 80 === 39 || !p.email);
      out.push([
        p.name,
        byMobile ? mobileFormats(p.national!, i + 3) : "",
        byMobile ? "" : p.email!.toUpperCase(),
        city,
        notes,
        tags,
      ]);
      for (const t of tagList) p.tags.add(t.toLowerCase());
      continue;
    }
    // A bad row (one in 60): a short mobile and no e-mail, a broken e-mail and no mobile, or no name.
    if (i % 60 === 30) {
      bad++;
      const kind = ((i / 60) % 3) | 0;
      out.push([
        kind === 2 ? "" : `${first} ${last}`,
        kind === 0 ? `98${String(i).padStart(6, "0")}` : kind === 2 ? `9${String(i).padStart(9, "0")}` : "",
        kind === 1 ? `${first.toLowerCase()}.${last.toLowerCase()}@gmail` : "",
        city,
        notes,
        tags,
      ]);
      continue;
    }
    // Every run's mobiles are its own (a bijection of the row number), so each run creates its rows.
    const serial = (runIndex * 100_000 + i) * 7919;
    // (From 1 followed by 8 digits up: the board's seeded mobiles, +91 9000…, are never hit.)
    const national = rand() < 0.95 ? `${6 + (i % 4)}${100_000_000 + (serial % 900_000_000)}` : null;
    const domain = ["gmail.com", "yahoo.co.in", "outlook.com", "rediffmail.com", "hotmail.com"][i % 5];
    const email =
      !national || rand() < 0.6
        ? `${first}.${last}${runIndex}${i}@${domain}`.replace(/^./, (c) => (i % 3 ? c : c.toLowerCase()))
        : null;
    const person: Person = { name: `${first} ${last}`, national, email, tags: new Set() };
    for (const t of tagList) person.tags.add(t.toLowerCase());
    people.push(person);
    out.push([person.name, national ? mobileFormats(national, i) : "", email ?? "", city, notes, tags]);
  }
  const text = Papa.unparse([["Full Name", "Mobile No", "Email Address", "City", "Remarks", "Tags"], ...out]);
  const known = new Set(KNOWN_TAGS.map((t) => t.toLowerCase()));
  const expectedLinks = people.reduce((n, p) => n + [...p.tags].filter((t) => known.has(t)).length, 0);
  return { text: `\uFEFF${text}\r\n`, people: people.length, bad, expectedLinks };
}

async function importOnce(appUrl: string, jar: CookieJar, db: pg.Pool, adminId: string, runIndex: number) {
  const file = makeCsv(runIndex);
  // What the dialog does in the browser before sending anything.
  const readStart = performance.now();
  const csv = readCsv(file.text);
  const mapping = guessMapping(csv.headers);
  if (Object.keys(mapping).length !== 6)
    throw new Error(`import: mapping guessed ${JSON.stringify(mapping)}`);
  const rows = mapRows(csv.rows, mapping);
  const readMs = performance.now() - readStart;
  if (rows.length !== IMPORT_ROWS) throw new Error(`import: the file read as ${rows.length} rows`);

  const { rows: before } = await db.query<{ t: Date }>("SELECT clock_timestamp() AS t");
  const total = emptyImportResult();
  const chunkMs: number[] = [];
  const start = performance.now();
  for (let i = 0; i < rows.length; i += IMPORT_CHUNK_ROWS) {
    const t = performance.now();
    const res = await fetch(`${appUrl}/api/v1/console/contacts/import`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: appUrl, cookie: jar.header() },
      body: JSON.stringify({ rows: rows.slice(i, i + IMPORT_CHUNK_ROWS) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`import chunk at row ${i + 2}: ${res.status} ${text.slice(0, 300)}`);
    const answer = JSON.parse(text) as ImportResult;
    chunkMs.push(performance.now() - t);
    addImportResult(total, answer);
  }
  const elapsed = performance.now() - start;

  // Every row is accounted for: the people in the file are on file (created by this import, owned by
  // the importer), the bad rows were refused, and the known tags are linked.
  const {
    rows: [check],
  } = await db.query<{ contacts: number; links: number; timeline: number }>(
    `SELECT count(*)::int AS contacts,
       (SELECT count(*)::int FROM contact_tags ct JOIN contacts c2 ON c2.id = ct.contact_id WHERE c2.owner_id = $1 AND c2.created_at >= $2) AS links,
       (SELECT count(*)::int FROM contact_timeline tl JOIN contacts c3 ON c3.id = tl.contact_id WHERE c3.owner_id = $1 AND c3.created_at >= $2 AND tl.kind = 'contact_created') AS timeline
     FROM contacts WHERE owner_id = $1 AND created_at >= $2`,
    [adminId, before[0]!.t],
  );
  const problems = [
    total.created !== file.people && `answered ${total.created} created, the file has ${file.people} people`,
    check!.contacts !== file.people && `${check!.contacts} contacts in the database, not ${file.people}`,
    total.rejected.length !== file.bad &&
      `${total.rejected.length} rows refused, the file has ${file.bad} bad`,
    check!.links !== file.expectedLinks && `${check!.links} tag links, not ${file.expectedLinks}`,
    check!.timeline !== file.people && `${check!.timeline} "created" timeline lines, not ${file.people}`,
    total.unknownTags.length !== UNKNOWN_TAGS.length && `unknown tags ${total.unknownTags.join(", ")}`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`import run ${runIndex + 1}: ${problems.join("; ")}`);
  return {
    elapsed,
    readMs,
    chunkMs,
    bytes: Buffer.byteLength(file.text),
    created: total.created,
    updated: total.updated,
    skipped: total.skipped.length,
    rejected: total.rejected.length,
    links: check!.links,
  };
}

// ------------------------------------------------------------------------------------------------

async function main() {
  ensureBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-board-"));
  let url = givenUrl;
  if (!url) {
    const port = Number(process.env.BENCH_BOARD_PG_PORT ?? 0) || (await freePort());
    log(`starting a throwaway PostgreSQL on port ${port}…`);
    url = (await startPostgres({ port, database: "board" })).url as string;
  }
  const db = new pg.Pool({ connectionString: url, max: 2 });
  let ok = false;
  try {
    const port = Number(process.env.BENCH_BOARD_PORT ?? 0) || (await freePort());
    log(`starting the production server (${buildDir}) on port ${port}…`);
    const server = await startAppServer({ root, buildDir, port, databaseUrl: url, workDir });

    const email = "bench-board@agency.test";
    const password = `sandalwood-${crypto.randomBytes(12).toString("base64url")}-monsoon`;
    run(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/user-create.ts",
        "--email",
        email,
        "--role",
        "admin",
        "--name",
        "Bench Admin",
        "--password",
        password,
      ],
      { cwd: root, env: { ...process.env, ...server.env, LOG_LEVEL: "warn" } },
    );
    const {
      rows: [admin],
    } = await db.query<{ id: string }>("SELECT id FROM auth_user WHERE email = $1", [email]);
    const jar = await signIn(server.url, server.logFile, email, password);

    log("seeding 3,000 open leads and 1,000 closed ones…");
    const seeded = await seedBoard(db);
    const board = await benchBoard(server.url, jar);

    for (const name of KNOWN_TAGS)
      await db.query("INSERT INTO tags (name) VALUES ($1) ON CONFLICT DO NOTHING", [name]);
    const imports = [];
    for (let i = 0; i < IMPORT_RUNS; i++) {
      const r = await importOnce(server.url, jar, db, admin!.id, i);
      log(
        `import run ${i + 1}: ${ms(r.elapsed)} for ${IMPORT_ROWS.toLocaleString("en-IN")} rows (${r.created} created, ${r.updated} updated, ${r.skipped} skipped, ${r.rejected} refused, ${r.links} tag links; chunks ${ms(Math.min(...r.chunkMs))}–${ms(Math.max(...r.chunkMs))}; read in ${ms(r.readMs)})`,
      );
      imports.push(r);
    }

    const rendered = median(board.runs.map((r) => r.rendered));
    const hydrated = median(board.runs.map((r) => r.hydrated));
    const emptyRendered = median(board.empty.map((r) => r.rendered));
    const importMs = median(imports.map((r) => r.elapsed));
    const stageLine = seeded
      .sort((a, b) => PIPELINE_STAGES.indexOf(a.stage as never) - PIPELINE_STAGES.indexOf(b.stage as never))
      .map((s) => `${s.stage} ${s.n.toLocaleString("en-IN")}`)
      .join(", ");
    const result = {
      rows: [
        {
          area: "console",
          label:
            "Pipeline board, 3,000 open leads: navigation start → every column's count and first cards painted",
          budget: `≤ 1 s on ${CPU_SLOWDOWN}× CPU throttling`,
          measured: `${ms(rendered)} (median of ${board.runs.length}; runs ${board.runs.map((r) => Math.round(r.rendered)).join(", ")} ms; the same page with an empty board ${ms(emptyRendered)}; React holds the board at ${ms(hydrated)})`,
          value: Math.round(rendered),
          target: BOARD_TARGET_MS,
          pass: rendered <= BOARD_TARGET_MS,
        },
        {
          area: "console",
          label: "CSV import of 10,000 contacts rows: first chunk sent → last answered, every row written",
          budget: "≤ 10 s",
          measured: `${ms(importMs)} (median of ${imports.length} on fresh rows; runs ${imports.map((r) => Math.round(r.elapsed)).join(", ")} ms)`,
          value: Math.round(importMs),
          target: IMPORT_TARGET_MS,
          pass: importMs <= IMPORT_TARGET_MS,
        },
      ],
      notes: [
        `Board: ${board.browser} (${path.basename(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")}, headless) through CDP, CPU slowed ${CPU_SLOWDOWN}× with Emulation.setCPUThrottlingRate as Lighthouse's mobile profile does; network not throttled (staff use the console on the office network); ${VIEWPORT.width}×${VIEWPORT.height} desktop viewport; a new browser context per load (empty cache), signed in as an admin; one unmeasured load of each page first to warm the server. The empty board (${EMPTY_QUERY}: the admin owns no leads) is loaded after each run of the full one and shows what the console costs around the board: rendered in ${board.empty.map((r) => Math.round(r.rendered)).join(", ")} ms, median ${ms(emptyRendered)}.`,
        `Board data: ${stageLine} (3,000 open, 1,000 closed), 70% with a value, 85% with one of ${OWNERS.length} owners. When the board counted as rendered, ${median(board.runs.map((r) => r.cards))} cards were in the page (median); its HTML was ${board.runs[0]!.htmlKb.toFixed(0)} KB (${board.empty[0]!.htmlKb.toFixed(0)} KB empty).`,
        `"Rendered" = every column's count shows and its first card (or "No leads") is in the DOM and visible, then two animation frames (a paint) have passed; measured in the page from navigation start (performance.now()). React holds the board when html[data-hydrated] is set and the last card carries React's fiber. Medians: FCP ${ms(median(board.runs.map((r) => r.fcp)))}, React holds the board at ${ms(hydrated)}, long tasks until then ${ms(median(board.runs.map((r) => r.longTaskMs)))}.`,
        `Import: a ${(imports[0]!.bytes / 1024 / 1024).toFixed(1)} MB file of ${IMPORT_ROWS.toLocaleString("en-IN")} rows (mobiles in 8 formats, mixed-case e-mails, cities, remarks with commas and quotes, tags of which 2 unknown; 1 row in 40 repeats a person above it, by mobile or e-mail; 1 in 60 is bad). Read and mapped with the dialog's own code (${ms(median(imports.map((r) => r.readMs)))}, in the browser in real use, not counted), then POSTed to /api/v1/console/contacts/import in chunks of ${IMPORT_CHUNK_ROWS}, one after the other as the dialog does, with the admin's session. Each run's mobiles and e-mails are new, so each run creates its people; afterwards the database is checked: ${imports[0]!.created.toLocaleString("en-IN")} contacts created, ${imports[0]!.rejected} rows refused, ${imports[0]!.links.toLocaleString("en-IN")} tag links and one timeline line per contact, as the file says. Slowest chunk ${ms(Math.max(...imports.flatMap((r) => r.chunkMs)))}.`,
        `The production server (${buildDir}/server/index.js, NODE_ENV=production, rate limits off by the bench-only switch) on PostgreSQL ${givenUrl ? "(the database given)" : "(a throwaway one)"}; the machine has ${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((x) => x.toFixed(2))
          .join(" ")} at the end.`,
      ],
    };
    if (json) out(`${JSON.stringify(result)}\n`);
    else for (const row of result.rows) log(`${row.pass ? "ok  " : "OVER"} ${row.label}: ${row.measured}`);
    ok = true;
  } finally {
    await db.end().catch(() => {});
    await stopAll();
    if (ok) fs.rmSync(workDir, { recursive: true, force: true });
    else console.error(`(the server's log is kept in ${workDir})`);
  }
}

// Stopped from outside (Ctrl-C, or the main bench ending): the server and PostgreSQL go too.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

main().catch(async (err) => {
  console.error(`bench:board failed: ${err instanceof Error ? err.stack : err}`);
  await stopAll();
  process.exit(1);
});
