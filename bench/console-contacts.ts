// The console's contacts list on 100,000 contacts: server time of the list, its searches and its
// filters, measured by calling the tab's loader directly (no HTTP), p50 and p95 over repeated runs.
// Part of `npm run bench` (on the run's PostgreSQL, in a database of its own); on its own:
//
//   npm run bench:console                         PGlite in a temporary folder (slower than PostgreSQL)
//   npm run bench:console -- postgres://…/db      a PostgreSQL database it may fill (it is seeded)
//   npm run bench:console -- --json …             prints the result as JSON (what npm run bench reads)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";

const args = process.argv.slice(2);
const json = args.includes("--json");
const url = args.find((a) => a.startsWith("postgres"));
const CONTACTS = Number(process.env.BENCH_CONSOLE_CONTACTS ?? 100_000);
const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 40);
const TARGET_P95_MS = 100;

process.env.NODE_ENV ??= "production";
process.env.SESSION_SECRET ??= "bench-session-secret-bench-session-secret-0000";
process.env.CODE_HMAC_KEY ??= "bench-code-hmac-key-bench-code-hmac-key-000000";
process.env.LOG_LEVEL ??= "warn";

const { openPglite, openPostgres, queryRows } = await import("../app/server/db/db.server");
const { loadConsoleTab } = await import("../app/features/crm/index.server");
const {
  SAMPLE_CITIES: CITIES,
  SAMPLE_FIRST_NAMES: FIRST,
  SAMPLE_LAST_NAMES: LAST,
} = await import("../app/features/crm/shared/sample-people");

const tmp = url ? null : fs.mkdtempSync(path.join(os.tmpdir(), "bench-console-"));
const handle = url ? await openPostgres(url, 4) : await openPglite(path.join(tmp!, "pglite"));
const db = handle.db;
const log = (m: string) => {
  if (!json) console.log(m);
  else console.error(m);
};

const TYPES = ["quiz", "callback", "booking_request", "priority_access", "deal_booking", "itinerary_unlock"];
const STAGES = [
  "New Lead",
  "Contacted",
  "Qualified",
  "Proposal Sent",
  "Negotiation",
  "Closed Won",
  "Closed Lost",
];
const arr = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(",")}]`);

const t0 = Date.now();
const [{ n }] = (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM contacts`)) as [
  { n: number },
];
if (n < CONTACTS) {
  log(`seeding ${CONTACTS.toLocaleString("en-IN")} contacts…`);
  await db.execute(sql`
    INSERT INTO contacts (name, phone, email, city, phone_verified_at, created_at, updated_at, last_activity_at)
    SELECT (${arr(FIRST)})[1 + i % ${sql.raw(String(FIRST.length))}] || ' ' || (${arr(LAST)})[1 + (i / ${sql.raw(String(FIRST.length))}) % ${sql.raw(String(LAST.length))}],
      '+91' || (9000000000 + i)::text,
      CASE WHEN i % 3 = 0 THEN lower((${arr(FIRST)})[1 + i % ${sql.raw(String(FIRST.length))}]) || '.' || i || '@example.in' END,
      (${arr(CITIES)})[1 + i % ${sql.raw(String(CITIES.length))}],
      CASE WHEN i % 4 <> 0 THEN now() - (i % 200) * interval '1 day' END,
      now() - (i % 400) * interval '1 day', now(), now() - (i % 9000) * interval '1 hour'
    FROM generate_series(${n + 1}::int, ${CONTACTS}::int) AS i`);
  log("seeding leads…");
  await db.execute(sql`
    INSERT INTO leads (type, source, source_id, contact_id, name, phone, phone_verified, source_data, score, stage, created_at, updated_at)
    SELECT (${arr(TYPES)})[1 + k % ${sql.raw(String(TYPES.length))}], 'bench', 'bench-' || c.id, c.id, c.name, c.phone, c.phone_verified_at IS NOT NULL,
      '{}'::jsonb, 20 + k % 80, (${arr(STAGES)})[1 + k % ${sql.raw(String(STAGES.length))}], c.created_at, c.created_at
    FROM (SELECT id, name, phone, phone_verified_at, created_at, row_number() OVER (ORDER BY id) AS k FROM contacts) c
    WHERE c.k % 10 < 6
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE contacts`);
  await db.execute(sql`ANALYZE leads`);
}
const seedMs = Date.now() - t0;
const [admin] = await queryRows<{ id: string; name: string; email: string; role: "admin" }>(
  db,
  sql`INSERT INTO auth_user (id, name, email, role) VALUES ('bench-admin', 'Bench Admin', 'bench@agency.test', 'admin')
    ON CONFLICT (id) DO UPDATE SET role = 'admin' RETURNING id, name, email, role`,
);

const QUERIES: [string, string][] = [
  ["list, first page (newest activity)", ""],
  ["list, page 40", "page=40"],
  ["search: part of a name (“sharma”)", "q=sharma"],
  ["search: a mobile typed with spaces (“90000 1234”)", "q=90000%201234"],
  ["search: a whole mobile (“+91 90000 12345”)", "q=%2B91%2090000%2012345"],
  // Every third contact has an e-mail, named after its first name: a name whose place in the list
  // is a multiple of three (Priya's is 18) is one that has e-mails.
  ["search: part of an e-mail (“priya.1”)", "q=priya.1"],
  ["filter: stage Qualified, verified", "stage=Qualified&verified=yes"],
  ["filter: quiz leads, sorted by name", "type=quiz&sort=name&dir=asc"],
  ["filter: added in a date range", "from=2026-01-01&to=2026-03-31"],
];

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const rows = [];
for (const [label, query] of QUERIES) {
  const params = new URLSearchParams(`tab=contacts&${query}`);
  const run = () => loadConsoleTab(db, "contacts", { user: admin!, searchParams: params });
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const data = (await run()) as { total: number };
    times.push(performance.now() - start);
    total = data.total;
  }
  times.sort((a, b) => a - b);
  const row = {
    label,
    query,
    matches: total,
    p50: pct(times, 50),
    p95: pct(times, 95),
    pass: pct(times, 95) <= TARGET_P95_MS,
  };
  rows.push(row);
  log(
    `${label.padEnd(52)} ${String(total).padStart(7)} matches  p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms  ${row.pass ? "ok" : "OVER"}`,
  );
}
await handle.close();
if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
const result = {
  driver: handle.driver,
  contacts: CONTACTS,
  runs: RUNS,
  targetP95Ms: TARGET_P95_MS,
  seedMs,
  rows,
};
if (json) console.log(JSON.stringify(result));
