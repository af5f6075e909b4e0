import fs from "node:fs";

/**
 * Endpoint rows. Each row names the server it loads ("app", or a floor), the steps of one flow
 * (usually one request; see lib/load.js for the step shape) and, for app rows, the floor it is
 * compared with and its budgets. Rows run in this order inside every repeat, so a flow that needs
 * what an earlier row produced (a code to check needs a code sent) comes after it.
 *
 * Rows with `diagnostic: true` get fewer, shorter repeats and no fixed-rate run.
 * Optional hooks: preflight(ctx) — one real request that must succeed before any load (a changed
 * API fails here with a message, not as a fast run of 4xx); beforeRun(ctx, plan) — top up pools
 * before a measured run; afterRun(ctx) — let background work finish (its time is reported).
 * Endpoints built later add rows (e.g. activity search, the planner's time to first token) the same way.
 */

/** Each lead endpoint against the same-work floor of its step, and its tail at a steady 150 req/s. */
export const ENDPOINT_BUDGETS = { minShareOfFloor: 0.5, p99AtFixedRateMs: 50 };

/** A valid set of quiz answers (ids from app/features/quiz/quiz-content.ts; update if they change). */
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

// Distinct valid Indian mobiles (10 digits, first 6-9): every submission is a new visitor.
let phoneCounter = 0;
const nextPhone = () => String(9_000_000_000 + ++phoneCounter);

const leadBody = () => JSON.stringify({ name: "Bench Visitor", phone: nextPhone(), answers: QUIZ_ANSWERS });

// ------------------------------------------------------------------------------------------------
// Quiz helpers: (a) records each submission it creates; the log SMS provider prints each code as
// `sms to=+91XXXXXXXXXX text="NNNNNN is your …"`, which is how (b) learns the codes, as a person
// reads their phone.

function quizState(ctx) {
  ctx.state.quiz ??= { sent: new Map(), codes: new Map(), ready: [], logOffset: 0 };
  return ctx.state.quiz;
}

function harvestCodes(ctx) {
  const q = quizState(ctx);
  const file = ctx.servers.app.logFile;
  const size = fs.statSync(file).size;
  if (size <= q.logOffset) return;
  const fd = fs.openSync(file, "r");
  const buf = Buffer.alloc(size - q.logOffset);
  fs.readSync(fd, buf, 0, buf.length, q.logOffset);
  fs.closeSync(fd);
  const text = buf.toString("utf8");
  const lastNewline = text.lastIndexOf("\n");
  q.logOffset += Buffer.byteLength(text.slice(0, lastNewline + 1));
  for (const m of text.slice(0, lastNewline + 1).matchAll(/sms to=(\+91\d{10}) text=\\?"(\d{6}) /g))
    q.codes.set(m[1], m[2]);
  for (const [phone, submissionId] of q.sent) {
    const code = q.codes.get(phone);
    if (code) {
      q.ready.push({ submissionId, code });
      q.sent.delete(phone);
      q.codes.delete(phone);
    }
  }
}

const quizSubmitStep = (ctx) => ({
  method: "POST",
  path: "/api/v1/quiz/submissions",
  body: leadBody,
  onResponse(status, body) {
    if (status !== 201) return;
    try {
      const json = JSON.parse(body);
      quizState(ctx).sent.set(json.phone, json.submissionId);
    } catch {}
  },
});

async function postJson(url, body) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/**
 * Fills the code pool outside any measurement when (a) did not leave enough for (b); gives up after
 * maxMs (flows left without a code then get 404s, which the report shows as non-2xx).
 */
async function topUpCodes(ctx, needed, maxMs = 15_000) {
  const q = quizState(ctx);
  harvestCodes(ctx);
  const missing = needed - q.ready.length;
  if (missing <= 0) return 0;
  const step = quizSubmitStep(ctx);
  let made = 0;
  const deadline = Date.now() + maxMs;
  const worker = async () => {
    while (made < missing && Date.now() < deadline) {
      made++;
      const r = await postJson(new URL(step.path, ctx.servers.app.url), JSON.parse(step.body()));
      if (r.status === 201) q.sent.set(r.json.phone, r.json.submissionId);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  await new Promise((r) => setTimeout(r, 300));
  harvestCodes(ctx);
  return made;
}

/** Waits until the outbox (staff e-mails of new leads) is drained, so its work is not billed to the next row. */
async function drainOutbox(ctx, timeoutMs = 60_000) {
  const t0 = Date.now();
  let pending = 0;
  while (Date.now() - t0 < timeoutMs) {
    const { rows } = await ctx.db.query(
      "SELECT count(*)::int AS n FROM outbox WHERE status IN ('pending', 'processing')",
    );
    pending = rows[0].n;
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { outboxDrainMs: Date.now() - t0, outboxLeft: pending };
}

// ------------------------------------------------------------------------------------------------
// The same-work floor (floors/same-work-floor.js) answers a started flow with its id and code, so
// its verify row checks the right code of a fresh flow each time, as the app's row does.

function floorState(ctx) {
  ctx.state.floor ??= { ready: [] };
  return ctx.state.floor;
}

const floorStartStep = (ctx) => ({
  method: "POST",
  path: "/floor/flows",
  body: leadBody,
  onResponse(status, body) {
    if (status !== 201) return;
    try {
      floorState(ctx).ready.push(JSON.parse(body));
    } catch {}
  },
});

async function topUpFloorFlows(ctx, needed, maxMs = 15_000) {
  const f = floorState(ctx);
  const missing = needed - f.ready.length;
  if (missing <= 0) return 0;
  let made = 0;
  const deadline = Date.now() + maxMs;
  const worker = async () => {
    while (made < missing && Date.now() < deadline) {
      made++;
      const r = await postJson(
        new URL("/floor/flows", ctx.servers["floor-same-work"].url),
        JSON.parse(leadBody()),
      );
      if (r.status === 201) f.ready.push(r.json);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return made;
}

export const endpointScenarios = [
  // Diagnostics (no budget, shorter): where an app request's time goes before any feature code.
  {
    id: "app-healthz",
    kind: "diagnostic",
    title: "Diagnostic: app GET /healthz (Express stack only)",
    server: "app",
    diagnostic: true,
    steps: () => [{ method: "GET", path: "/healthz" }],
  },
  {
    id: "app-robots",
    kind: "diagnostic",
    title: "Diagnostic: app GET /robots.txt (through React Router, no DB)",
    server: "app",
    diagnostic: true,
    steps: () => [{ method: "GET", path: "/robots.txt" }],
  },
  // Old references, kept as diagnostics: one INSERT behind node:http, and behind Express.
  {
    id: "floor-node",
    kind: "floor",
    title: "Diagnostic floor: node:http + one INSERT (pg)",
    server: "floor-node",
    diagnostic: true,
    steps: () => [{ method: "POST", path: "/floor/leads", body: leadBody }],
  },
  {
    id: "floor-express",
    kind: "floor",
    title: "Diagnostic floor: Express 5 + JSON parser + one INSERT (pg)",
    server: "floor-express",
    diagnostic: true,
    steps: () => [{ method: "POST", path: "/floor/leads", body: leadBody }],
  },
  // The floors the lead endpoints are held to: the same rows in the product's own tables, one plain
  // statement per table written, in one transaction, nothing else.
  {
    id: "floor-start",
    kind: "floor",
    title:
      "Floor: start a flow (node:http + pg, the app's tables: 7 counters, code, submission, contact, SMS job and line)",
    request: "POST /floor/flows",
    server: "floor-same-work",
    steps: (ctx) => [floorStartStep(ctx)],
  },
  {
    id: "floor-verify",
    kind: "floor",
    title:
      "Floor: check a code (node:http + pg, the app's tables: try, win, lead, contact, task, 4 lines, round robin, 3 jobs)",
    request: "POST /floor/flows/:id/verify",
    server: "floor-same-work",
    async beforeRun(ctx, plan) {
      const made = await topUpFloorFlows(ctx, Math.max(plan.expectedFlows, 50));
      return made ? { codesToppedUp: made } : {};
    },
    steps: (ctx) => [
      {
        method: "POST",
        path(flow) {
          flow.item = floorState(ctx).ready.pop() ?? {
            id: "00000000-0000-4000-8000-000000000000",
            code: "000000",
          };
          return `/floor/flows/${flow.item.id}/verify`;
        },
        body: (flow) => JSON.stringify({ code: flow.item.code }),
      },
    ],
  },
  {
    id: "quiz-submit",
    kind: "app",
    title: "(a) Quiz submission + send code (log SMS)",
    request: "POST /api/v1/quiz/submissions",
    server: "app",
    floor: "floor-start",
    budgets: ENDPOINT_BUDGETS,
    async preflight(ctx) {
      const r = await postJson(
        new URL("/api/v1/quiz/submissions", ctx.servers.app.url),
        JSON.parse(leadBody()),
      );
      if (r.status !== 201 || !r.json?.submissionId)
        throw new Error(
          `POST /api/v1/quiz/submissions answered ${r.status} ${JSON.stringify(r.json)}: update bench/scenarios/endpoints.js`,
        );
      quizState(ctx).sent.set(r.json.phone, r.json.submissionId);
    },
    steps: (ctx) => [quizSubmitStep(ctx)],
    afterRun: drainOutbox,
  },
  {
    id: "quiz-verify",
    kind: "app",
    title: "(b) Check a code (right code → verified lead)",
    request: "POST /api/v1/quiz/submissions/:id/verify",
    server: "app",
    floor: "floor-verify",
    budgets: ENDPOINT_BUDGETS,
    async preflight(ctx) {
      await topUpCodes(ctx, 1);
      const item = quizState(ctx).ready.pop();
      if (!item)
        throw new Error(
          'no quiz code found in the app log: is SMS_PROVIDER=log and its line format `sms to=… text="NNNNNN …"` unchanged?',
        );
      const r = await postJson(
        new URL(`/api/v1/quiz/submissions/${item.submissionId}/verify`, ctx.servers.app.url),
        { code: item.code },
      );
      if (r.status !== 200 || !r.json?.result)
        throw new Error(
          `verify answered ${r.status} ${JSON.stringify(r.json)}: update bench/scenarios/endpoints.js`,
        );
    },
    /** Each flow uses one fresh (submission, code); the pool is topped up before the run if short. */
    async beforeRun(ctx, plan) {
      if (plan.kind === "warmup") return {};
      const made = await topUpCodes(ctx, plan.expectedFlows);
      return made ? { codesToppedUp: made } : {};
    },
    steps: (ctx) => [
      {
        method: "POST",
        path(flow) {
          harvestCodesIfEmpty(ctx);
          flow.item = quizState(ctx).ready.pop() ?? {
            submissionId: "00000000-0000-4000-8000-000000000000",
            code: "000000",
          };
          return `/api/v1/quiz/submissions/${flow.item.submissionId}/verify`;
        },
        body: (flow) => JSON.stringify({ code: flow.item.code }),
      },
    ],
    afterRun: drainOutbox,
  },
];

function harvestCodesIfEmpty(ctx) {
  if (quizState(ctx).ready.length === 0) harvestCodes(ctx);
}
