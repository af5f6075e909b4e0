// The product's own server-time budgets, each measured by calling the code a request runs (no HTTP):
//   activities  the /activities loader's search, and what the Viator adapter adds over Viator's latency
//   sign-in     the staff password step and the e-mailed code step, through better-auth's handler
//   planner     time to the planner's first piece (bench/planner-stream.ts's measurement)
// p50 and p95 after warm-up; every timed call is checked for a real answer, so a fast failure is never
// a pass. Part of `npm run bench` (on a fresh database of its own on the run's PostgreSQL); alone:
//
//   npm run bench:product                          PGlite in a temporary folder
//   npm run bench:product -- postgres://…/db       a PostgreSQL database it may write to
//   npm run bench:product -- --json …              one JSON line on stdout (what npm run bench reads)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";

const args = process.argv.slice(2);
const json = args.includes("--json");
const url = args.find((a) => a.startsWith("postgres"));
const SEARCHES = Number(process.env.BENCH_PRODUCT_SEARCHES ?? 200);
const VIATOR_RUNS = Number(process.env.BENCH_PRODUCT_VIATOR_RUNS ?? 50);
const VIATOR_LATENCY_MS = 80;
const SIGN_INS = Number(process.env.BENCH_PRODUCT_SIGN_INS ?? 20);
const PLANNER_RUNS = Number(process.env.BENCH_PRODUCT_PLANNER_RUNS ?? 30);
const TARGET = { search: 50, viatorOverhead: 20, password: 300, code: 300 } as const;

process.env.NODE_ENV ??= "production";
process.env.SESSION_SECRET ??= "bench-session-secret-bench-session-secret-0000";
process.env.CODE_HMAC_KEY ??= "bench-code-hmac-key-bench-code-hmac-key-000000";
process.env.LOG_LEVEL ??= "warn";
// The app logs JSON lines to stdout; with --json stdout carries the result alone, so the app's logger
// (made once per process, on first import) is made here first, writing to stderr.
if (json) {
  (globalThis as { __appLogger?: pino.Logger }).__appLogger ??= pino(
    { level: process.env.LOG_LEVEL, base: undefined },
    pino.destination(2),
  );
}

const { openPglite, openPostgres, queryRows, setDatabaseForTests } =
  await import("../app/server/db/db.server");
const { parseConfig, setConfigForTests } = await import("../app/server/config.server");
const activitiesRoute = await import("../app/routes/activities");
const { LIVE_PAGE_SIZE } = await import("../app/features/activities/activities.server");
const { catalogueActivities } = await import("../app/features/activities/catalogue.server");
const { createViatorSearch } = await import("../app/features/activities/viator-search.server");
const { startFakeViator, VIATOR_PRODUCTS } = await import("../tests/fakes/viator");
const { startFakeOpenAi } = await import("../tests/fakes/openai");
const { authCall, captureMail, CookieJar, createTestStaff, STRONG_PASSWORD } =
  await import("../tests/helpers/staff-auth");
const { verifyPassword } = await import("better-auth/crypto");
const { measurePlannerStream, TARGET_OFFLINE_TTFT_MS, TARGET_OVERHEAD_MS } = await import("./planner-stream");

const log = (m: string) => (json ? console.error(m) : console.log(m));
const started = performance.now();
const loadAtStart = os.loadavg()[0]!;
const tmp = url ? null : fs.mkdtempSync(path.join(os.tmpdir(), "bench-product-"));
const handle = url ? await openPostgres(url, 4) : await openPglite(path.join(tmp!, "pglite"));
const db = handle.db;
setDatabaseForTests(handle);

/** The configuration for one part: the process environment with that part's settings on top. */
const configureFor = (env: Record<string, string> = {}) => {
  const config = parseConfig({ ...process.env, ...env });
  setConfigForTests(config);
  return config;
};

type Row = {
  area: "activities" | "sign-in" | "planner";
  label: string;
  budget: string;
  measured: string;
  value: number;
  target: number;
  pass: boolean;
  reference?: string;
};
const rows: Row[] = [];
const notes: string[] = [];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (v: number) => `${v.toFixed(1)} ms`;
const spread = (times: number[], what: string) =>
  `${ms(percentile(times, 95))} (p50 ${ms(percentile(times, 50))}, ${times.length} ${what})`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

/**
 * Runs `run` `warmUp + runs` times, one after another, and returns the times of the last `runs`.
 * `check` sees every answer outside the timing, so a fast failure never counts as a fast answer.
 */
async function timeRuns<T>(
  warmUp: number,
  runs: number,
  run: () => Promise<T>,
  check: (value: T, i: number) => void = () => {},
) {
  const times: number[] = [];
  for (let i = 0; i < warmUp + runs; i++) {
    const [value, time] = await timed(run);
    check(value, i);
    if (i >= warmUp) times.push(time);
  }
  return times;
}

// ------------------------------------------------------------------------------------------------
// 1. The /activities loader: the URL's filters read, the catalogue searched (in memory), the filters
//    applied. The page's URL carries q, dest, date, min, max, len, rating and cat; it has no sort and
//    no page (the whole list is one grid).

type LoaderData = Awaited<ReturnType<typeof activitiesRoute.loader>>["data"];
const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const SEARCH_MIX: { query: string; found: "some" | "any" }[] = [
  { query: "", found: "some" },
  { query: "q=safari", found: "some" },
  { query: "q=dubai+desert", found: "some" },
  { query: "q=desert&dest=Dubai", found: "some" },
  { query: "q=balloon&dest=Kenya", found: "some" },
  { query: "q=sunset+cruise&cat=Cruises", found: "some" },
  { query: "cat=Wildlife+Safari&rating=4.5", found: "some" },
  { query: "min=60&max=200&len=full", found: "some" },
  { query: "q=wine&min=50&max=150&rating=4", found: "any" },
  { query: `dest=Bali&date=${inTwoWeeks}`, found: "any" },
  // A typo: no whole match, no word match, so every fallback of the search runs.
  { query: "q=safri+dubia", found: "any" },
  { query: "q=northern+lights", found: "some" },
];

async function runLoader(query: string): Promise<LoaderData> {
  const answer = await activitiesRoute.loader({
    request: new Request(`http://127.0.0.1:3000/activities${query ? `?${query}` : ""}`),
    params: {},
    context: {},
  } as Parameters<typeof activitiesRoute.loader>[0]);
  return answer.data;
}

function checkSearch(data: LoaderData, query: string, found: "some" | "any", live: boolean) {
  if (!Array.isArray(data?.activities) || typeof data.found !== "number")
    throw new Error(`/activities?${query}: the loader's answer changed shape: ${JSON.stringify(data)}`);
  if (data.activities.length > data.found)
    throw new Error(`/activities?${query}: ${data.activities.length} shown of ${data.found} found`);
  if (found === "some" && data.activities.length === 0)
    throw new Error(`/activities?${query}: found nothing (the catalogue or its search changed)`);
  if (live ? !data.live?.ok : data.live !== null)
    throw new Error(`/activities?${query}: live provider answer ${JSON.stringify(data.live)}`);
  for (const a of data.activities) {
    if (typeof a.title !== "string" || typeof a.price?.minor !== "number")
      throw new Error(`/activities?${query}: an activity without a title or price`);
  }
}

log("activities: timing the /activities loader…");
const cleanUp = async () => {
  setDatabaseForTests(undefined);
  await handle.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
};
try {
  configureFor();
  const matches: string[] = [];
  let next = 0;
  const searchTimes = await timeRuns(
    SEARCH_MIX.length * 2,
    SEARCHES,
    () => runLoader(SEARCH_MIX[next++ % SEARCH_MIX.length]!.query),
    (data, i) => {
      const { query, found } = SEARCH_MIX[i % SEARCH_MIX.length]!;
      checkSearch(data, query, found, false);
      if (i < SEARCH_MIX.length) matches.push(`${query || "(empty)"} → ${data.activities.length}`);
    },
  );
  rows.push({
    area: "activities",
    label: "Activities search: the /activities loader on the built-in catalogue",
    budget: `p95 ≤ ${TARGET.search} ms server time`,
    measured: spread(searchTimes, "searches"),
    value: percentile(searchTimes, 95),
    target: TARGET.search,
    pass: percentile(searchTimes, 95) <= TARGET.search,
    reference: `${catalogueActivities().length} catalogue activities, searched in memory; ${SEARCH_MIX.length} URLs in turn`,
  });
  notes.push(
    `Activities search: the loader's own work (URL filters read, catalogue searched in memory, filters applied), no database; the page's URL has no sort and no page, so neither is timed. Results per URL: ${matches.join("; ")}.`,
  );

  // ----------------------------------------------------------------------------------------------
  // 2. The Viator adapter against the fake Viator answering after a fixed delay. The fake's own time
  //    is measured in the same run by a bare fetch of the exact request the adapter sent (headers and
  //    body), read as JSON; what the adapter adds is its time minus that p50 (building the request,
  //    the abort signals, reading and mapping 30 products).

  log(`activities: timing the Viator adapter against the fake Viator (${VIATOR_LATENCY_MS} ms added)…`);
  const VIATOR_KEY = "bench-viator-key";
  // A full page of products (the fake's own four are fewer than one page), each with every field.
  const products = Array.from({ length: LIVE_PAGE_SIZE * 2 }, (_, i) => {
    const base = VIATOR_PRODUCTS[i % 2]!;
    return {
      ...base,
      productCode: `${base.productCode}-${i + 1}`,
      title: `${base.title}, desert safari option ${i + 1}`,
    };
  });
  const viator = await startFakeViator({ apiKey: VIATOR_KEY, products });
  try {
    viator.setBehaviour({ mode: "slow", delayMs: VIATOR_LATENCY_MS });
    const adapter = createViatorSearch({
      apiKey: VIATOR_KEY,
      baseUrl: viator.url,
      language: "en-US",
      timeoutMs: 5000,
    });
    const today = new Date().toISOString().slice(0, 10);
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const query = {
      term: "dubai desert safari",
      startDate: today,
      endDate: inThirtyDays,
      page: 1,
      pageSize: LIVE_PAGE_SIZE,
    };
    const viaAdapter = async () => {
      // The loader passes its request's signal; so does this.
      const found = await adapter.search(query, new AbortController().signal);
      if (found.length !== LIVE_PAGE_SIZE || found.some((a) => a.source !== "viator" || !a.productCode))
        throw new Error(`Viator adapter: ${found.length} activities, not ${LIVE_PAGE_SIZE} from Viator`);
    };
    await viaAdapter();
    const sent = viator.requests.at(-1);
    if (!sent) throw new Error("Viator adapter: the fake received no request");
    const header = (name: string) => String(sent.headers[name] ?? "");
    const bare = async () => {
      const response = await fetch(`${viator.url}/search/freetext`, {
        method: "POST",
        headers: {
          "exp-api-key": header("exp-api-key"),
          Accept: header("accept"),
          "Accept-Language": header("accept-language"),
          "Content-Type": header("content-type"),
        },
        body: sent.body,
      });
      const body = (await response.json()) as { products?: { results?: unknown[] } };
      if (!response.ok || body.products?.results?.length !== LIVE_PAGE_SIZE)
        throw new Error(`fake Viator: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    };
    const bareTimes: number[] = [];
    const adapterTimes: number[] = [];
    // Interleaved, so both see the same machine.
    for (let i = 0; i < 5 + VIATOR_RUNS; i++) {
      const [, bareTime] = await timed(bare);
      const [, adapterTime] = await timed(viaAdapter);
      if (i < 5) continue;
      bareTimes.push(bareTime);
      adapterTimes.push(adapterTime);
    }
    const fakeP50 = percentile(bareTimes, 50);
    // Quantile against quantile, both sides from the same interleaved runs: the fake's own delay
    // jitters under load (its timer fires late on a busy machine), and that jitter is the
    // provider's, not the adapter's, so the adapter's p95 is compared with the bare fetch's p95.
    const addedP50 = percentile(adapterTimes, 50) - fakeP50;
    const addedP95 = percentile(adapterTimes, 95) - percentile(bareTimes, 95);
    rows.push({
      area: "activities",
      label: `Viator adapter's search (${LIVE_PAGE_SIZE} products) over the provider's own latency`,
      budget: `≤ ${TARGET.viatorOverhead} ms added at p95 (adapter p95 − bare fetch p95)`,
      measured: `${ms(addedP95)} at p95, ${ms(addedP50)} at p50 (${adapterTimes.length} searches each way)`,
      value: addedP95,
      target: TARGET.viatorOverhead,
      pass: addedP95 <= TARGET.viatorOverhead,
      reference: `fake Viator with ${VIATOR_LATENCY_MS} ms added, a bare fetch of the same request: p50 ${ms(fakeP50)} (p95 ${ms(percentile(bareTimes, 95))}); the adapter: p50 ${ms(percentile(adapterTimes, 50))}, p95 ${ms(percentile(adapterTimes, 95))}`,
    });

    // The page as it runs with Viator configured, for the notes: the catalogue search and the
    // adapter's, one after the other.
    configureFor({
      ACTIVITIES_SEARCH: "viator",
      VIATOR_API_KEY: VIATOR_KEY,
      VIATOR_BASE_URL: viator.url,
      ACTIVITIES_TIMEOUT_MS: "5000",
    });
    const liveTimes = await timeRuns(
      3,
      20,
      () => runLoader("q=dubai+desert+safari"),
      (data) => {
        checkSearch(data, "q=dubai+desert+safari", "some", true);
        if (data.live?.count !== LIVE_PAGE_SIZE)
          throw new Error(`/activities with Viator: ${JSON.stringify(data.live)}`);
      },
    );
    notes.push(
      `The /activities loader with Viator configured (fake Viator, ${VIATOR_LATENCY_MS} ms added): p95 ${spread(liveTimes, "searches")}.`,
    );
  } finally {
    await viator.stop();
  }

  // ----------------------------------------------------------------------------------------------
  // 3. Staff sign-in through better-auth's handler, as the Express entry calls it: the password
  //    step, then (untimed) the code e-mailed, then the code step. The sign-in rate limit stays on,
  //    raised to its highest setting so the runs fit in its minute; one client address throughout.

  log("sign-in: timing the password step and the code step…");
  const authConfig = configureFor({
    AUTH_SIGN_INS_PER_MINUTE: "1000",
    RATE_LIMITS_DISABLED_FOR_BENCH: "false",
  });
  if (authConfig.rateLimitsDisabled) throw new Error("sign-in: the rate limits must stay on");
  const mail = captureMail();
  try {
    const staff = await createTestStaff(
      db,
      "partner",
      `bench-${Math.random().toString(36).slice(2, 10)}@agency.test`,
    );
    const [account] = await queryRows<{ password: string | null }>(
      db,
      sql`SELECT password FROM auth_account WHERE user_id = ${staff.id} AND provider_id = 'credential'`,
    );
    const stored = account?.password ?? "";
    // better-auth's scrypt format: a 16-byte salt and a 64-byte key, in hex.
    if (!/^[0-9a-f]{32}:[0-9a-f]{128}$/.test(stored))
      throw new Error(
        `sign-in: the stored password is not better-auth's scrypt hash (${stored.length} chars)`,
      );
    const scryptTimes = await timeRuns(
      2,
      10,
      () => verifyPassword({ hash: stored, password: STRONG_PASSWORD }),
      (ok) => {
        if (!ok) throw new Error("sign-in: the stored hash does not verify the password");
      },
    );

    const ip = "203.0.113.10";
    const passwordTimes: number[] = [];
    const sendTimes: number[] = [];
    const codeTimes: number[] = [];
    for (let i = 0; i < 2 + SIGN_INS; i++) {
      const jar = new CookieJar();
      const [first, passwordTime] = await timed(() =>
        authCall("/sign-in/email", { body: { email: staff.email, password: STRONG_PASSWORD }, jar, ip }),
      );
      if (first.status !== 200 || first.body.twoFactorRedirect !== true)
        throw new Error(`sign-in password step: ${first.status} ${JSON.stringify(first.body)}`);
      const mailed = mail.sent.length;
      const [sent, sendTime] = await timed(() => authCall("/two-factor/send-otp", { body: {}, jar, ip }));
      if (sent.status !== 200 || mail.sent.length !== mailed + 1)
        throw new Error(`sign-in code e-mail: ${sent.status} ${JSON.stringify(sent.body)}`);
      const code = mail.codeFor(staff.email);
      const [verified, codeTime] = await timed(() =>
        authCall("/two-factor/verify-otp", { body: { code }, jar, ip }),
      );
      if (verified.status !== 200 || !jar.has("session_token"))
        throw new Error(`sign-in code step: ${verified.status} ${JSON.stringify(verified.body)}`);
      if (i < 2) continue;
      passwordTimes.push(passwordTime);
      sendTimes.push(sendTime);
      codeTimes.push(codeTime);
    }
    const [limit] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count FROM auth_rate_limit WHERE key = ${`${ip}|/sign-in/email`}`,
    );
    if (!limit || limit.count < 1)
      throw new Error("sign-in: the sign-in rate limit counted nothing (is it still on?)");

    rows.push({
      area: "sign-in",
      label: "Staff sign-in, password step (scrypt N=16384 r=16 p=1, 64-byte key)",
      budget: `p95 ≤ ${TARGET.password} ms server time`,
      measured: spread(passwordTimes, "sign-ins"),
      value: percentile(passwordTimes, 95),
      target: TARGET.password,
      pass: percentile(passwordTimes, 95) <= TARGET.password,
      reference: `the scrypt check alone (better-auth's verifyPassword): p50 ${ms(percentile(scryptTimes, 50))}, p95 ${ms(percentile(scryptTimes, 95))}`,
    });
    rows.push({
      area: "sign-in",
      label: "Staff sign-in, code step (HMAC-SHA256 of the code, constant-time compare)",
      budget: `p95 ≤ ${TARGET.code} ms server time`,
      measured: spread(codeTimes, "codes"),
      value: percentile(codeTimes, 95),
      target: TARGET.code,
      pass: percentile(codeTimes, 95) <= TARGET.code,
      reference: `sending the code between the steps (to an in-memory mail sender; not in the budget): p50 ${ms(percentile(sendTimes, 50))}`,
    });
    notes.push(
      "Sign-in: passwords are hashed by better-auth's default, scrypt N=16384 r=16 p=1 with a 16-byte salt and a 64-byte key, run on node:crypto's scrypt (libuv's thread pool; @noble/hashes only outside Node); the app sets no hash of its own. The e-mailed 6-digit code is stored as HMAC-SHA256(CODE_HMAC_KEY, 'vox-otp:' + code) and the typed code's HMAC is compared in constant time.",
      `Sign-in: ${SIGN_INS} password steps and ${SIGN_INS} code steps after 2 of each to warm up, through auth.handler(Request) with the sign-in rate limit on (AUTH_SIGN_INS_PER_MINUTE=1000 for the bench); each timed step includes its rate-limit, lockout and audit writes.`,
    );
  } finally {
    mail.stop();
  }

  // ----------------------------------------------------------------------------------------------
  // 4. The planner's first piece: bench/planner-stream.ts's measurement, after a few replies to warm
  //    up, each reply stopped at its first piece. For reference, the fake model's own first chunk to
  //    a bare streaming fetch.

  log("planner: timing the first piece…");
  const plannerWarmUp = 3;
  const planner = await measurePlannerStream(db, {
    runs: PLANNER_RUNS,
    firstPieceOnly: true,
    warmUp: plannerWarmUp,
  });
  const offline = planner.rows.find((r) => r.label === "built-in planner");
  const model = planner.rows.find((r) => r.label === "fake OpenAI-compatible server");
  if (!offline || !model) throw new Error("planner: bench/planner-stream.ts's rows changed");

  const openai = await startFakeOpenAi({ apiKey: "bench" });
  let firstChunkTimes: number[] = [];
  try {
    firstChunkTimes = await timeRuns(3, PLANNER_RUNS, async () => {
      const response = await fetch(`${openai.url}/chat/completions`, {
        method: "POST",
        headers: { authorization: "Bearer bench", "content-type": "application/json" },
        body: JSON.stringify({
          model: "bench",
          stream: true,
          messages: [{ role: "user", content: "Kenya for 2 adults, relaxed luxury" }],
        }),
      });
      if (!response.ok || !response.body) throw new Error(`fake OpenAI: ${response.status}`);
      const reader = response.body.getReader();
      const { value } = await reader.read();
      await reader.cancel();
      if (!value || !new TextDecoder().decode(value).includes("chat.completion.chunk"))
        throw new Error("fake OpenAI: the first chunk is not a completion chunk");
    });
  } finally {
    await openai.stop();
  }
  rows.push({
    area: "planner",
    label: "Planner, time to the first piece: built-in planner",
    budget: `p95 ≤ ${TARGET_OFFLINE_TTFT_MS} ms`,
    measured: `${ms(offline.ttftP95)} (p50 ${ms(offline.ttftP50)}, ${planner.runs} replies)`,
    value: offline.ttftP95,
    target: TARGET_OFFLINE_TTFT_MS,
    pass: offline.pass,
  });
  rows.push({
    area: "planner",
    label: "Planner, time to the first piece through a model (fake OpenAI-compatible server)",
    budget: `p95 ≤ ${TARGET_OVERHEAD_MS} ms over the model's first chunk`,
    measured: `${ms(model.ttftP95)} (p50 ${ms(model.ttftP50)}, ${planner.runs} replies)`,
    value: model.ttftP95,
    target: TARGET_OVERHEAD_MS,
    pass: model.pass,
    reference: `the fake's own first chunk to a bare streaming fetch: p50 ${ms(percentile(firstChunkTimes, 50))}, p95 ${ms(percentile(firstChunkTimes, 95))} (left in the measured time, as bench:planner does)`,
  });
  notes.push(
    `Planner: bench/planner-stream.ts's measurement, ${planner.runs} replies per model after ${plannerWarmUp} to warm up (npm run bench:planner counts its first, cold reply and reads every reply to the end); each reply is stopped at its first piece (the visitor's Stop).`,
  );
} finally {
  await cleanUp();
}

notes.unshift(
  `Database: ${handle.driver === "postgres" ? "PostgreSQL" : "PGlite in a temporary folder"}; handlers called in-process, no HTTP; ${((performance.now() - started) / 1000).toFixed(1)} s in all; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end, on ${os.cpus().length} CPUs.`,
);

if (json) console.log(JSON.stringify({ rows, notes }));
else {
  const width = Math.max(...rows.map((r) => r.label.length));
  for (const r of rows) {
    log(
      `${r.area.padEnd(10)} ${r.label.padEnd(width)}  ${r.measured.padEnd(38)} ${r.pass ? "ok  " : "OVER"} ${r.budget}`,
    );
    if (r.reference) log(`${"".padEnd(11)}${"".padEnd(width)}  ↳ ${r.reference}`);
  }
  for (const n of notes) log(`- ${n}`);
}
