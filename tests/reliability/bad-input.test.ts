// Generated bad input against every endpoint a visitor or a staff member can write to (and every
// API read that takes parameters), on a production process with its rate limits switched off so each
// payload reaches the code that has to refuse it. Each answer is a 4xx that says what is wrong, or a
// success when the generator happened to make a valid request; never a 5xx, and a refused request
// adds no row anywhere. Bodies over an endpoint's limit are refused before they are read, other
// content types are refused, and names in any script come back exactly as they were typed.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STAGE_PROBABILITIES } from "~/features/crm/shared/crm-constants";
import { DEFAULT_SCORING_RULES, LEAD_PURPOSES, purposeSlug, type LeadPurpose } from "~/features/leads";
import { DEFAULT_QUOTE_SETTINGS } from "~/features/quotes";
import { DEFAULT_SCREENSHOT_POLICY } from "~/features/screenshot-alerts";
import { BENCH_CONFIRM_VALUE } from "~/server/config.server";
import { startFakeSmtpServer } from "../fakes/smtp-server";
import { VALID_LEAD_PAYLOADS } from "../helpers/lead-payloads";
import {
  activityBookingProof,
  AppProcess,
  createStaff,
  figure,
  networkIp,
  nextPhone,
  query,
  ROOT,
  signIn,
  startPostgres,
  type Postgres,
} from "./harness";

const SECTION = "Bad input";
/** Generated bodies per endpoint: about 1,600 in all, some 15 seconds of the file's run on 2 cores. */
const RUNS = 26;
const ADMIN = "bad.input.admin@agency.test";
const PARTNER = "bad.input.partner@agency.test";

let pgServer: Postgres;
let databaseUrl: string;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let app: AppProcess;
let db: pg.Client;
let cookie = "";
let ipSeq = 1;
const nextIp = () => networkIp(ipSeq++);

/** Ids of records the endpoints with an id in their path act on (made once the app is up). */
const ids: Record<string, string> = {};
const stats = { requests: 0, refused: 0, accepted: 0, serverErrors: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  [pgServer, smtp] = await Promise.all([startPostgres(), startFakeSmtpServer()]);
  databaseUrl = await pgServer.createDatabase();
  app = await AppProcess.start({
    databaseUrl,
    env: {
      SMTP_URL: smtp.url,
      // Limits off (a bench-only switch: in production it needs its confirmation value and the log
      // SMS provider), so every generated request reaches validation instead of a 429.
      SMS_PROVIDER: "log",
      RATE_LIMITS_DISABLED_FOR_BENCH: "true",
      RATE_LIMITS_BENCH_CONFIRM: BENCH_CONFIRM_VALUE,
      // No background worker: whatever a table gains while a request runs is that request's doing.
      OUTBOX_DISABLED: "true",
    },
  });
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await countRows.prepare();
  createStaff(databaseUrl, "admin", ADMIN);
  createStaff(databaseUrl, "partner", PARTNER);
  cookie = (await signIn(app.origin, ADMIN, smtp)).header();
  await makeFixtures();
});

afterAll(async () => {
  await db?.end();
  await app?.stop();
  await smtp?.close();
  pgServer?.stop();
});

// ---------------------------------------------------------------------------------------------
// Talking to the app

type Kind =
  /** The public JSON API: answers { error: { title, description } }. */
  | "api"
  /** The staff console's JSON API, with the admin's session: the same error shape. */
  | "console"
  /** Staff sign-in (better-auth): answers { code, message }. */
  | "auth"
  /** A page's form action (no script needed): answers the page, with its error, as HTML. */
  | "form"
  /** The console's page, with the admin's session: HTML. */
  | "page";

type Answer = { status: number; contentType: string; text: string; json: Record<string, unknown> | null };

async function send(
  kind: Kind,
  method: string,
  pathname: string,
  body?: { text: string; contentType: string | null },
): Promise<Answer> {
  const headers: Record<string, string> = { "x-forwarded-for": nextIp(), origin: app.origin };
  if (kind === "console" || kind === "page") headers.cookie = cookie;
  let payload: BodyInit | undefined;
  if (body) {
    // A Blob without a type is sent without any Content-Type header.
    payload = new Blob([body.text]);
    if (body.contentType !== null) headers["content-type"] = body.contentType;
  }
  const res = await fetch(`${app.origin}${pathname}`, { method, headers, body: payload, redirect: "manual" });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  stats.requests++;
  stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
  if (res.status >= 500) stats.serverErrors++;
  else if (res.status >= 400) stats.refused++;
  else stats.accepted++;
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text, json };
}

/** What a client could never need to see in an error: a stack, a file path, SQL or a driver's words. */
const LEAK =
  /\bat [\w.<>]+ \(|node_modules|\/(?:[\w.-]+\/)+[\w.-]+\.(?:ts|tsx|js|mjs)\b|\.(ts|js|mjs):\d+|\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|violates|duplicate key|syntax error|invalid input syntax|out of range for type|TypeError|ReferenceError|Cannot read prop|undefined is not|ECONNREFUSED|drizzle|postgres/;

/** The sentence a refusal gives the person (or the client's developer), whatever the endpoint's shape. */
function messageOf(kind: Kind, answer: Answer): string {
  if (kind === "form" || kind === "page") {
    expect(answer.contentType).toMatch(/text\/html/);
    // The page's main text: what the person reads above the form.
    const main = /<main[\s\S]*?<\/main>/.exec(answer.text)?.[0] ?? "";
    return main
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  }
  expect(answer.json, `${answer.status} ${answer.text.slice(0, 300)}`).not.toBeNull();
  if (kind === "auth") {
    const { message, code } = answer.json as { message?: unknown; code?: unknown };
    expect(typeof code).toBe("string");
    expect(typeof message).toBe("string");
    return message as string;
  }
  const error = answer.json!.error as { title?: unknown; description?: unknown } | undefined;
  expect(error, answer.text.slice(0, 300)).toBeTypeOf("object");
  expect(typeof error!.title, answer.text.slice(0, 300)).toBe("string");
  expect(typeof error!.description, answer.text.slice(0, 300)).toBe("string");
  expect((error!.title as string).trim().length).toBeGreaterThan(0);
  return error!.description as string;
}

/** Never a 5xx; a refusal is a 4xx whose message is a sentence, not an internal detail. */
function expectSane(kind: Kind, label: string, answer: Answer) {
  const context = `${label} → ${answer.status} ${answer.text.slice(0, 400)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (answer.status < 400) return;
  const message = messageOf(kind, answer);
  expect(message.trim().length, context).toBeGreaterThan(5);
  expect(message, context).not.toMatch(LEAK);
}

/** Row counts of every table of the app's schema, in one statement. */
const countRows = {
  sql: "",
  tables: 0,
  async prepare() {
    const tables = await query<{ table_name: string }>(
      databaseUrl,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    expect(tables.length).toBeGreaterThan(10);
    this.tables = tables.length;
    this.sql = `SELECT ${tables.map(({ table_name: t }) => `(SELECT count(*) FROM public."${t}")::int AS "${t}"`).join(", ")}`;
  },
  async read(): Promise<Record<string, number>> {
    return (await db.query<Record<string, number>>(this.sql)).rows[0]!;
  },
};

const grown = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after).filter((t) => after[t]! > before[t]!);

// ---------------------------------------------------------------------------------------------
// The endpoints

type Endpoint = {
  /** The route as app/routes.ts declares it (or the auth handler's path). */
  route: string;
  method: "POST" | "PATCH" | "PUT" | "DELETE";
  kind: Kind;
  /** The path called (ids resolved once the fixtures exist). */
  path: () => string;
  /** A body the endpoint accepts ({} for one that takes none), for the generators to break. */
  example: Record<string, unknown>;
  /** The body limit when it is not the API's 16 KB. */
  maxBytes?: number;
  /**
   * Tables a refused request still writes to, on purpose: a counter that limits guessing, or the
   * audit log's record of a failed sign-in.
   */
  records?: readonly string[];
};

const KB = 1024;
const uuid = () => crypto.randomUUID();
/** An id no row has: the endpoint's own checks answer before anything could be written. */
const NOBODYS = crypto.randomUUID();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every lead flow the API serves, by the purpose table; code-less ones answer 404 to verify and resend. */
const FLOWS = (Object.keys(LEAD_PURPOSES) as LeadPurpose[]).filter((p) => VALID_LEAD_PAYLOADS[p]);

const activityBooking = () => ({
  key: uuid(),
  activityCode: "LV-KE-001",
  firstName: "Rohan",
  lastName: "Mehta",
  email: "rohan@example.in",
  phone: "",
  date: inDays(40),
  adults: 2,
  children: 0,
});

/** The contact list's filters, as its URL carries them (and its export reads them). */
const CONTACT_FILTERS = [
  "q",
  "stage",
  "type",
  "source",
  "owner",
  "tag",
  "verified",
  "from",
  "to",
  "duplicates",
  "sort",
  "dir",
];

const ENDPOINTS: Endpoint[] = [
  // The public API: every lead flow's endpoints.
  ...FLOWS.map((purpose): Endpoint => ({
    route: "api/v1/:flow/submissions",
    method: "POST",
    kind: "api",
    path: () => `/api/v1/${purposeSlug(purpose)}/submissions`,
    example: VALID_LEAD_PAYLOADS[purpose]!,
  })),
  // A code-less form (contact, wedding) has no verify or resend: 404 before its body is read.
  ...FLOWS.filter((purpose) => LEAD_PURPOSES[purpose].verification).flatMap((purpose): Endpoint[] => [
    {
      route: "api/v1/:flow/submissions/:submissionId/verify",
      method: "POST",
      kind: "api",
      path: () => `/api/v1/${purposeSlug(purpose)}/submissions/${ids[`submission:${purpose}`]}/verify`,
      example: { code: "123456" },
    },
    {
      route: "api/v1/:flow/submissions/:submissionId/resend",
      method: "POST",
      kind: "api",
      path: () => `/api/v1/${purposeSlug(purpose)}/submissions/${ids[`submission:${purpose}`]}/resend`,
      example: {},
    },
  ]),
  {
    // Without this browser's proof for the quiz nothing is sent: a 403 at most, never a row.
    route: "api/v1/quiz/results-link",
    method: "POST",
    kind: "api",
    path: () => "/api/v1/quiz/results-link",
    example: { submissionId: uuid(), email: "kavya@example.in" },
  },
  {
    route: "api/v1/activities/bookings",
    method: "POST",
    kind: "api",
    path: () => "/api/v1/activities/bookings",
    example: activityBooking(),
  },
  {
    route: "api/v1/planner/chat",
    method: "POST",
    kind: "api",
    path: () => "/api/v1/planner/chat",
    example: {
      messages: [{ role: "user", content: "Kenya for two in March" }],
      userContext: { fromPath: "/" },
    },
    maxBytes: 256 * KB,
  },
  // Staff sign-in, as a stranger reaches it.
  {
    route: "api/auth/sign-in/email",
    method: "POST",
    kind: "auth",
    path: () => "/api/auth/sign-in/email",
    example: { email: "someone@agency.test", password: "not-the-password-123" },
    records: ["audit_log", "rate_limit_counters"],
  },
  {
    route: "api/auth/two-factor/send-otp",
    method: "POST",
    kind: "auth",
    path: () => "/api/auth/two-factor/send-otp",
    example: {},
    records: ["audit_log", "rate_limit_counters"],
  },
  {
    route: "api/auth/two-factor/verify-otp",
    method: "POST",
    kind: "auth",
    path: () => "/api/auth/two-factor/verify-otp",
    example: { code: "123456" },
    records: ["audit_log", "rate_limit_counters"],
  },
  // The pages whose forms post without script: the first admin's setup and a password link.
  {
    route: "auth/setup",
    method: "POST",
    kind: "form",
    path: () => "/auth/setup",
    example: {
      token: "x".repeat(32),
      name: "Asha Rao",
      email: "asha@agency.test",
      password: "sandalwood-42-x",
    },
    records: ["rate_limit_counters"],
  },
  {
    route: "auth/set-password",
    method: "POST",
    kind: "form",
    path: () => "/auth/set-password",
    example: { token: "x".repeat(43), password: "sandalwood-monsoon-42" },
    records: ["rate_limit_counters"],
  },

  // The console (an admin's session).
  {
    route: "api/v1/console/contacts",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/contacts",
    example: {
      name: "Meera Iyer",
      phone: "9876500011",
      email: "meera@example.in",
      city: "Pune",
      notes: "Repeat",
    },
  },
  {
    route: "api/v1/console/contacts/:contactId",
    method: "PATCH",
    kind: "console",
    path: () => `/api/v1/console/contacts/${ids.contact}`,
    example: { name: "Meera Iyer", phone: "9876500012", email: "", city: "Pune", notes: "", ownerId: "" },
  },
  {
    route: "api/v1/console/contacts/:contactId",
    method: "DELETE",
    kind: "console",
    path: () => `/api/v1/console/contacts/${ids.contactToDelete}`,
    example: {},
  },
  {
    route: "api/v1/console/contacts/:contactId/erase",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/contacts/${ids.contactToErase}/erase`,
    example: { confirm: "ERASE" },
  },
  {
    route: "api/v1/console/contacts/merge",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/contacts/merge",
    get example() {
      return { keepId: ids.contact, mergeId: ids.contactToMerge, choose: { name: "merge" } };
    },
  },
  {
    route: "api/v1/console/contacts/tags",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/contacts/tags",
    get example() {
      return { contactIds: [ids.contact], add: [ids.tag], remove: [] };
    },
    maxBytes: 64 * KB,
  },
  {
    route: "api/v1/console/contacts/tags/matching",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/contacts/tags/matching",
    get example() {
      return { filters: "q=Kabir", count: 1, add: [ids.tag], remove: [] };
    },
    // Each run over all matching contacts is counted per person before the list is evaluated, so
    // a refused count (409) still uses one of the minute's runs.
    records: ["rate_limit_counters"],
  },
  {
    route: "api/v1/console/contacts/import",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/contacts/import",
    example: {
      rows: [{ row: 2, name: "Kabir Shah", phone: "9876500013", email: "", city: "", notes: "", tags: "" }],
    },
    maxBytes: 16 * KB * KB,
  },
  {
    route: "api/v1/console/tags",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/tags",
    example: { name: "Honeymoon", color: "gold" },
  },
  {
    route: "api/v1/console/tags/:tagId",
    method: "PATCH",
    kind: "console",
    path: () => `/api/v1/console/tags/${ids.tag}`,
    example: { name: "Family", color: "gold" },
  },
  {
    route: "api/v1/console/tags/:tagId",
    method: "DELETE",
    kind: "console",
    path: () => `/api/v1/console/tags/${ids.tagToDelete}`,
    example: {},
  },
  {
    route: "api/v1/console/leads/:leadId",
    method: "PATCH",
    kind: "console",
    path: () => `/api/v1/console/leads/${ids.lead}`,
    example: {
      trip: {
        destination: "Kenya",
        startDate: inDays(60),
        endDate: inDays(68),
        adults: 2,
        childrenAges: [7],
      },
      valueInr: 450000,
      ownerId: "",
    },
  },
  {
    // A quote that is not there: refused before anything is read or written.
    route: "api/v1/console/quotes/:quoteId/send",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/quotes/${uuid()}/send`,
    example: {},
  },
  {
    // A proposal link nobody was given: the message is checked first, then the link.
    route: "api/v1/proposals/:token/changes",
    method: "POST",
    kind: "api",
    path: () => `/api/v1/proposals/${"A".repeat(43)}/changes`,
    example: { message: "Could we add a night in Ubud?" },
  },
  {
    // The page was shown: no body is read, and a link nobody was given is a 404 that counts nothing.
    route: "api/v1/proposals/:token/views",
    method: "POST",
    kind: "api",
    path: () => `/api/v1/proposals/${"A".repeat(43)}/views`,
    example: {},
  },
  {
    route: "api/v1/console/leads/:leadId/stage",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/leads/${ids.lead}/stage`,
    example: { stage: "Closed Won", valueInr: 450000, lostReason: "Chose another agency" },
  },
  {
    route: "api/v1/console/tasks",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/tasks",
    example: {
      type: "call",
      title: "Call about Kenya",
      priority: "high",
      dueAt: "2030-01-05T10:00",
      notes: "",
      assigneeId: "",
      contactId: "",
      leadId: "",
    },
  },
  {
    route: "api/v1/console/tasks/:taskId",
    method: "PATCH",
    kind: "console",
    path: () => `/api/v1/console/tasks/${ids.task}`,
    example: { title: "Call again", priority: "low", dueAt: "2030-01-06T10:00:00+05:30", notes: "x" },
  },
  {
    route: "api/v1/console/tasks/:taskId/complete",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/tasks/${ids.taskToComplete}/complete`,
    example: {},
  },
  {
    route: "api/v1/console/tasks/:taskId/snooze",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/tasks/${ids.task}/snooze`,
    example: { preset: "tomorrow", until: "2030-01-05T10:00" },
  },
  {
    route: "api/v1/console/timeline",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/timeline",
    get example() {
      return {
        contactId: ids.contact,
        leadId: ids.lead,
        kind: "call",
        outcome: "connected",
        durationMinutes: 5,
        body: "Talked about dates",
        occurredAt: "",
      };
    },
  },
  {
    route: "api/v1/console/outbox/:jobId/retry",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/outbox/${ids.outboxJob}/retry`,
    example: {},
  },
  {
    route: "api/v1/console/settings/cadence",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/cadence",
    example: { days: [3, 7, 14] },
  },
  {
    route: "api/v1/console/settings/exchange-rates",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/exchange-rates",
    example: { currency: "EUR", inrPerUnit: "90.50", asOf: "2026-11-20" },
  },
  // Quotes: a new quote on the fixture lead; a quote that is not there for the rest (zod first,
  // then a 404 that writes nothing); admins' tax rules and quote settings.
  {
    route: "api/v1/console/quotes",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/quotes",
    get example() {
      return { leadId: ids.lead, from: { kind: "blank" } };
    },
  },
  {
    route: "api/v1/console/quotes/:quoteId",
    method: "PUT",
    kind: "console",
    path: () => `/api/v1/console/quotes/${uuid()}`,
    example: {
      document: {
        title: "Kenya for the Mehtas",
        destination: "Kenya",
        startDate: inDays(60),
        departureCity: "Mumbai",
        travellers: { adults: 2, childrenAges: [7], rooms: 1 },
        style: null,
        intro: "",
        days: [],
        options: [{ id: "option-a", name: "Option A" }],
        lines: [
          {
            id: "line-1",
            kind: "activity",
            optionId: null,
            title: "Game drive",
            description: "",
            supplier: null,
            hotel: null,
            source: null,
            cost: { minor: 25_000, currency: "EUR" },
            markup: { kind: "percent", basisPoints: 1500 },
            included: true,
          },
        ],
        tax: { gst: "package", serviceFee: null, tcs: true, pan: null, tcsPriorMinor: 0 },
        terms: { ...DEFAULT_QUOTE_SETTINGS.templates[0]!.terms, validUntil: inDays(7) },
      },
      updatedAt: "2026-11-28T00:00:00.000Z",
    },
    maxBytes: 512 * KB,
  },
  {
    route: "api/v1/console/quotes/:quoteId/drafts",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/quotes/${uuid()}/drafts`,
    example: {},
  },
  {
    route: "api/v1/console/settings/tax-rules",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/settings/tax-rules",
    example: {
      kind: "tcs",
      effectiveFrom: "2027-04-01",
      params: { thresholdMinor: null, belowBp: 200, aboveBp: 200 },
      note: "Confirmed by the agency's accountant",
    },
  },
  {
    route: "api/v1/console/settings/quotes",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/quotes",
    example: DEFAULT_QUOTE_SETTINGS,
    maxBytes: 64 * KB,
  },
  {
    route: "api/v1/console/account/photo",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/account/photo",
    example: { image: "https://images.example.com/agent.jpg" },
  },
  {
    route: "api/v1/console/settings/auto-assign",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/auto-assign",
    example: { enabled: true },
  },
  {
    route: "api/v1/console/settings/scoring",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/scoring",
    example: { rules: DEFAULT_SCORING_RULES },
  },
  {
    route: "api/v1/console/settings/stage-probabilities",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/stage-probabilities",
    example: { probabilities: DEFAULT_STAGE_PROBABILITIES },
  },
  {
    route: "api/v1/console/settings/screenshot-policy",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/screenshot-policy",
    example: { policy: DEFAULT_SCREENSHOT_POLICY },
  },
  {
    route: "api/v1/console/settings/only-my-records",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/only-my-records",
    example: { enabled: false },
  },
  {
    route: "api/v1/console/scoring/rescore",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/scoring/rescore",
    example: {},
  },
  {
    route: "api/v1/console/screenshot-alerts",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/screenshot-alerts",
    example: {
      detectionMethod: "keyboard_shortcut",
      timestamp: new Date().toISOString(),
      currentRoute: "/vox/contacts",
      userId: "x",
      userEmail: ADMIN,
      userName: "Admin",
    },
  },
  {
    route: "api/v1/console/activity",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/activity",
    example: {},
  },
  {
    route: "api/v1/console/users",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/users",
    example: { name: "Dev Patel", email: "dev@agency.test", role: "partner", password: "" },
  },
  {
    route: "api/v1/console/users/invite",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/users/invite",
    example: { name: "Dev Patel", email: "dev.invite@agency.test", role: "partner" },
  },
  {
    route: "api/v1/console/users/:userId/password-link",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/users/${ids.partner}/password-link`,
    example: {},
  },
  {
    route: "api/v1/console/users/:userId/role",
    method: "PUT",
    kind: "console",
    path: () => `/api/v1/console/users/${ids.partner}/role`,
    example: { role: "partner" },
  },
  {
    route: "api/v1/console/users/:userId/active",
    method: "PUT",
    kind: "console",
    path: () => `/api/v1/console/users/${ids.partner}/active`,
    example: { active: true },
  },
  {
    route: "api/v1/console/users/:userId/export",
    method: "PUT",
    kind: "console",
    path: () => `/api/v1/console/users/${ids.partner}/export`,
    example: { allowed: false },
  },
  {
    route: "api/v1/console/users/:userId/sessions",
    method: "DELETE",
    kind: "console",
    path: () => `/api/v1/console/users/${ids.partner}/sessions`,
    example: { sessionId: "x" },
  },
  {
    route: "api/v1/console/activity-bookings/:bookingId/cancel",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/activity-bookings/${ids.booking}/cancel`,
    example: { confirm: false },
  },
  {
    route: "api/v1/console/activity-bookings/:bookingId/decision",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/activity-bookings/${ids.booking}/decision`,
    example: { decision: "confirm" },
  },
  // Payments, staff's side: a request on the fixture lead, money recorded against one, one to
  // cancel, a refund of a recorded payment (admins), and the agency's payment details.
  {
    route: "api/v1/console/payments",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/payments",
    get example() {
      return { leadId: ids.lead, label: "Deposit — Kenya in March", amount: "25000", dueOn: inDays(10) };
    },
  },
  {
    route: "api/v1/console/payments/:requestId/payments",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/payments/${ids.paymentRequest}/payments`,
    example: { amount: "100", method: "bank_transfer", reference: "UTR123", receivedOn: inDays(0) },
  },
  {
    route: "api/v1/console/payments/:requestId/cancel",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/payments/${ids.paymentRequestToCancel}/cancel`,
    example: {},
  },
  {
    route: "api/v1/console/payments/:requestId/link",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/payments/${ids.paymentRequest}/link`,
    example: {},
  },
  {
    route: "api/v1/console/payments/:requestId/refunds",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/payments/${ids.paymentRequest}/refunds`,
    get example() {
      return { paymentId: ids.payment, amount: "10", kept: "", reason: "Trip cancelled by the traveller" };
    },
  },
  {
    route: "api/v1/console/settings/payments",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/payments",
    example: {
      legalName: "Voyagers Luxe Travel Pvt Ltd",
      gstin: "27AAPFU0939F1ZV",
      bankAccountName: "Voyagers Luxe Travel Pvt Ltd",
      bankName: "HDFC Bank",
      bankAccountNumber: "50200012345678",
      bankIfsc: "HDFC0001234",
      upiId: "agency@okhdfcbank",
      reminderDaysBefore: 3,
      linkExpiryDays: 7,
    },
  },
  // Quotes: marking one declined (a quote nobody holds, so every body ends in a 4xx).
  {
    route: "api/v1/console/quotes/:quoteId/decline",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/quotes/${NOBODYS}/decline`,
    example: { reason: "Booked elsewhere" },
  },
  // Privacy: requests staff enter and move along, an erasure run, the days to answer, and the
  // person's own page (without its proof every call is refused).
  {
    route: "api/v1/console/privacy-requests",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/privacy-requests",
    get example() {
      return { kind: "correction", contactId: ids.contact, details: "Spell my name Meera Iyer" };
    },
  },
  {
    route: "api/v1/console/privacy-requests/:requestId",
    method: "PATCH",
    kind: "console",
    path: () => `/api/v1/console/privacy-requests/${NOBODYS}`,
    example: { status: "done", outcome: "Name corrected on the contact" },
  },
  {
    route: "api/v1/console/privacy-requests/:requestId/erase",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/privacy-requests/${NOBODYS}/erase`,
    example: { confirm: "ERASE" },
  },
  {
    route: "api/v1/console/settings/privacy",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/privacy",
    example: { dueDays: 30 },
  },
  {
    route: "api/v1/console/settings/privacy/retention",
    method: "PUT",
    kind: "console",
    path: () => "/api/v1/console/settings/privacy/retention",
    example: { inactiveYears: 3, noticeHours: 48, unverifiedDays: 7 },
  },
  // WhatsApp from the contact sheet: a reply (the fixture contact never wrote, so it is refused).
  {
    route: "api/v1/console/contacts/:contactId/whatsapp",
    method: "POST",
    kind: "console",
    path: () => `/api/v1/console/contacts/${ids.contact}/whatsapp`,
    example: { kind: "text", text: "Your vouchers are ready" },
  },
  {
    route: "api/v1/console/privacy-breaches",
    method: "POST",
    kind: "console",
    path: () => "/api/v1/console/privacy-breaches",
    get example() {
      return {
        foundAt: new Date(Date.now() - 3_600_000).toISOString(),
        description: "A staff laptop with an export was stolen",
        dataCategories: "Names and mobile numbers",
        peopleAffected: 12,
        actionsTaken: "Sessions ended, passwords reset",
      };
    },
  },
  {
    route: "api/v1/console/privacy-breaches/:breachId",
    method: "PATCH",
    kind: "console",
    path: () => `/api/v1/console/privacy-breaches/${NOBODYS}`,
    example: { status: "contained", reportedToBoard: true },
  },
  {
    route: "api/v1/privacy/my-data/requests",
    method: "POST",
    kind: "api",
    path: () => "/api/v1/privacy/my-data/requests",
    example: { kind: "correction", details: "Spell my name Meera Iyer" },
  },
  {
    route: "api/v1/privacy/my-data/consents/:consentId/withdraw",
    method: "POST",
    kind: "api",
    path: () => `/api/v1/privacy/my-data/consents/${NOBODYS}/withdraw`,
    example: {},
  },
];

/**
 * The providers' webhooks: the SMS delivery reports, posted by Twilio (form-encoded, signed) and
 * MSG91 (form or JSON, to a URL carrying a token), and Razorpay's payment events (JSON signed with
 * X-Razorpay-Signature). Nobody here can sign, so every generated report is refused.
 */
const WEBHOOKS = [
  { route: "api/v1/sms/reports/twilio", path: "/api/v1/sms/reports/twilio" },
  { route: "api/v1/sms/reports/msg91/:token", path: "/api/v1/sms/reports/msg91/not-the-token" },
  { route: "api/v1/payments/razorpay/webhook", path: "/api/v1/payments/razorpay/webhook" },
  { route: "api/v1/whatsapp/webhook", path: "/api/v1/whatsapp/webhook" },
];

const WRITES = ENDPOINTS;
const label = (e: Endpoint) => `${e.method} ${e.path()}`;

/** The console's tabs, as their entries declare them (read from the source: importing them brings the sign-in pages along). */
const CONSOLE_TABS = fs
  .readdirSync(path.join(ROOT, "app/features/crm"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    const file = path.join(ROOT, "app/features/crm", entry.name, "tab.ts");
    return fs.existsSync(file) ? [/\bid: "(\w+)"/.exec(fs.readFileSync(file, "utf8"))![1]!] : [];
  });

/** Every filter the console's tabs read from their address (the page's own links carry them). */
const CONSOLE_PARAMS = [
  ...CONTACT_FILTERS,
  "page",
  "contact",
  "channel",
  "status",
  "view",
  "range",
  "action",
  "actor",
  "priority",
  "assignee",
];

/** The API's reads that take parameters: each called with generated values in its path or query. */
type Read = {
  route: string;
  kind: Kind;
  values: number;
  path: (values: string[]) => string;
};
const READS: Read[] = [
  { route: "api/v1/:flow/proof", kind: "api", values: 1, path: ([flow]) => `/api/v1/${flow}/proof` },
  {
    route: "api/v1/:flow/submissions/:submissionId",
    kind: "api",
    values: 2,
    path: ([flow, id]) => `/api/v1/${flow}/submissions/${id}`,
  },
  {
    // A real flow's, so the generated ids reach its own check.
    route: "api/v1/:flow/submissions/:submissionId",
    kind: "api",
    values: 1,
    path: ([id]) => `/api/v1/quiz/submissions/${id}`,
  },
  {
    route: "api/v1/destinations/:slug/itineraries/:itineraryId/daily-plan",
    kind: "api",
    values: 2,
    path: ([slug, itinerary]) => `/api/v1/destinations/${slug}/itineraries/${itinerary}/daily-plan`,
  },
  {
    route: "api/v1/destinations/:slug/itinerary.pdf",
    kind: "api",
    values: 1,
    path: ([slug]) => `/api/v1/destinations/${slug}/itinerary.pdf`,
  },
  {
    route: "api/v1/activities/questions",
    kind: "api",
    values: 4,
    path: ([code, date, adults, children]) =>
      `/api/v1/activities/questions?code=${code}&date=${date}&adults=${adults}&children=${children}`,
  },
  {
    route: "api/v1/activities/vouchers/:token",
    kind: "api",
    values: 1,
    path: ([token]) => `/api/v1/activities/vouchers/${token}`,
  },
  {
    route: "api/v1/console/quotes/:quoteId/versions/:version/pdf",
    kind: "console",
    values: 2,
    path: ([quote, version]) => `/api/v1/console/quotes/${quote}/versions/${version}/pdf`,
  },
  {
    route: "api/v1/sms-deliveries/:submissionId",
    kind: "api",
    values: 1,
    path: ([id]) => `/api/v1/sms-deliveries/${id}`,
  },
  {
    route: "api/v1/console/contacts/search",
    kind: "console",
    values: 1,
    path: ([q]) => `/api/v1/console/contacts/search?q=${q}`,
  },
  {
    route: "api/v1/console/contacts/:contactId/export",
    kind: "console",
    values: 1,
    path: ([id]) => `/api/v1/console/contacts/${id}/export`,
  },
  {
    route: "api/v1/console/leads/live",
    kind: "console",
    values: 1,
    path: ([since]) => `/api/v1/console/leads/live?since=${since}`,
  },
  {
    route: "api/v1/console/contacts/export",
    kind: "console",
    values: CONTACT_FILTERS.length,
    path: (values) =>
      `/api/v1/console/contacts/export?${CONTACT_FILTERS.map((p, i) => `${p}=${values[i]}`).join("&")}`,
  },
  {
    route: "api/v1/console/leads/export",
    kind: "console",
    values: 2,
    path: ([owner, type]) => `/api/v1/console/leads/export?owner=${owner}&type=${type}`,
  },
  {
    route: "api/v1/console/quotes/:quoteId/compare",
    kind: "console",
    values: 3,
    path: ([id, a, b]) => `/api/v1/console/quotes/${id}/compare?a=${a}&b=${b}`,
  },
  {
    route: "api/v1/console/quotes",
    kind: "console",
    values: 4,
    path: ([status, q, from, limit]) =>
      `/api/v1/console/quotes?status=${status}&q=${q}&from=${from}&limit=${limit}`,
  },
  {
    route: "api/v1/console/quotes/activity-choices",
    kind: "console",
    values: 1,
    path: ([q]) => `/api/v1/console/quotes/activity-choices?q=${q}`,
  },
  {
    route: "api/v1/console/payments/:requestId/payments/:paymentId/receipt",
    kind: "console",
    values: 2,
    path: ([request, payment]) => `/api/v1/console/payments/${request}/payments/${payment}/receipt`,
  },
  // The console itself: every tab, with its filters.
  ...CONSOLE_TABS.map((id): Read => ({
    route: `vox/${id}`,
    kind: "page",
    values: CONSOLE_PARAMS.length,
    path: (values) => `/vox/${id}?${CONSOLE_PARAMS.map((p, i) => `${p}=${values[i]}`).join("&")}`,
  })),
];

// ---------------------------------------------------------------------------------------------
// The generators

/** Strings that have broken servers before: encodings, injections, limits of dates and numbers. */
const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "Asha\u0000Rao",
  "\ud800",
  "\udfff lone half",
  "\u202eevil\u202c",
  "line\nbreak\r\n",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "true",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "'; DROP TABLE contacts; --",
  "${7*7}",
  "../../../../etc/passwd",
  "%00%zz%E0%A4%A",
  "😀".repeat(60),
  "\u200b\u200d\ufeff",
  "9812345678",
  "+91 98123 45678",
  "asha@example.com",
  "2027-02-30",
  "0000-01-01",
  "2030-01-05T10:00",
  "2027-02-30T10:00:00Z",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "00000000-0000-0000-0000-000000000000",
  "Closed Won",
  "admin",
];
const ODD_NUMBERS = [0, -0, -1, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MIN_VALUE];

/** Nested arrays `depth` deep: fine for JSON.parse, a trap for anything that recurses over input. */
const nested = (depth: number): unknown => {
  let value: unknown = "deep";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Any value for a field: wrong types, odd strings, far too long, nested. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(null, true, false, ...ODD_NUMBERS, ...ODD_STRINGS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 5_000 }) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  },
  { weight: 1, arbitrary: fc.integer({ min: 100, max: 2_000 }).map(nested) },
);

const json = (value: unknown) => JSON.stringify(value) ?? "";

/** Keys that reach Object.prototype in code that merges a body into an object. */
const POLLUTION = [
  '"__proto__":{"role":"admin","isAdmin":true,"ok":true}',
  '"constructor":{"prototype":{"role":"admin"}}',
  '"__proto__":null',
  '"prototype":{"toString":1}',
];

/** Bodies that are not JSON at all, or only nearly. */
const notJson = (example: Record<string, unknown>) =>
  fc.oneof(
    fc.constantFrom(
      "",
      " ",
      "{",
      "}",
      '{"a":',
      "[1,2",
      "nul",
      "NaN",
      "undefined",
      "{'a':1}",
      '{"a":1}x',
      "\u0000",
    ),
    fc.string({ unit: "binary", maxLength: 120 }),
    fc.nat({ max: json(example).length }).map((n) => json(example).slice(0, n)),
  );

/** What one generated request sends: the body's text (JSON or not). */
function bodies(example: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(example);
  const arbitraries: fc.Arbitrary<string>[] = [
    // Anything at all: a bare value, an array, an object of any shape.
    fc
      .anything({ stringUnit: "binary", maxDepth: 3, maxKeys: 6, withNullPrototype: true, withDate: true })
      .map(json),
    notJson(example),
    fc.integer({ min: 500, max: 3_000 }).map((depth) => json(nested(depth))),
    // The endpoint's own keys with prototype keys beside them.
    fc
      .record({ pollution: fc.constantFrom(...POLLUTION), value: fc.constant(example) })
      .map(({ pollution, value }) => `{${pollution}${keys.length ? `,${json(value).slice(1)}` : "}"}`),
  ];
  if (keys.length) {
    arbitraries.push(
      // The right keys, each with any value (or left out).
      fc.record(Object.fromEntries(keys.map((k) => [k, junkValue])), { requiredKeys: [] }).map(json),
      // A body the endpoint accepts with one or two fields broken.
      fc
        .record({
          broken: fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 }),
          values: fc.array(junkValue, { minLength: 2, maxLength: 2 }),
        })
        .map(({ broken, values }) =>
          json({ ...example, ...Object.fromEntries(broken.map((k, i) => [k, values[i]])) }),
        ),
    );
  }
  return fc.oneof(...arbitraries);
}

/** Values that have made servers fail where a text field was expected. */
const POISON = ["Asha\u0000Rao", "\u0000", "\ud800", "2027-02-30", "0000-01-01T00:00:00Z", "x".repeat(5_000)];

/** Values that have broken a query made from the address. */
const URL_POISON = ["Asha%00Rao", "2027-02-30", "0000-01-01", "%ED%A0%80", "x".repeat(1_000)];

/** The paths to every string in a body: ["name"], ["rows", 0, "phone"], … */
function stringLeaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

/** A copy of `body` with the value at `at` replaced. */
function withValue(body: Record<string, unknown>, at: (string | number)[], value: unknown) {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** A form page's body: its own fields (or others) with any values, url-encoded or as broken multipart. */
function formBodies(example: Record<string, unknown>): fc.Arbitrary<{ text: string; contentType: string }> {
  const keys = [...Object.keys(example), "_action", "__proto__"];
  const field = fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.constantFrom(...ODD_STRINGS));
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), field, { maxKeys: 5 }).map((fields) => ({
      text: new URLSearchParams(fields).toString(),
      contentType: "application/x-www-form-urlencoded",
    })),
    fc.string({ unit: "binary", maxLength: 200 }).map((text) => ({
      text,
      contentType: "application/x-www-form-urlencoded",
    })),
    fc.string({ maxLength: 200 }).map((text) => ({
      text: `--b\r\nContent-Disposition: form-data; name="token"\r\n\r\n${text}`,
      contentType: "multipart/form-data; boundary=b",
    })),
  );
}

/** A query parameter's value: odd strings, any text, and percent-escapes that decode to nothing. */
const paramValue = fc.oneof(
  // A lone surrogate has no UTF-8: sent as the bytes a careless encoder would make of it.
  fc
    .constantFrom(...ODD_STRINGS)
    .map((s) => (s.includes("\ud800") || s.includes("\udfff") ? "%ED%A0%80" : encodeURIComponent(s))),
  fc.string({ unit: "binary", maxLength: 120 }).map(encodeURIComponent),
  fc.constantFrom("%", "%zz", "%E0%A4%A", "%C0%AF", "%FF%FE", "a%00b", "x".repeat(400)),
);

/**
 * A read's answer is sane (false when it is not the endpoint's to judge: a path segment with a slash
 * in it names another route, answered by the site's 404 page; a request head over Node's 16 KB is
 * refused by Node itself, with an empty 431).
 */
function answersRead(read: Read, pathname: string, answer: Answer): boolean {
  if (read.kind !== "page" && answer.status === 404 && answer.contentType.includes("text/html")) return false;
  if (answer.status === 431 && answer.text === "") return false;
  expectSane(read.kind, `GET ${pathname}`, answer);
  return true;
}

/** What failed in the current test, each with its smallest counterexample: one run lists them all. */
const failures: string[] = [];

/** Runs `RUNS` generated cases; a failure is kept (shrunk) and the next endpoint goes on. */
async function check<T>(
  what: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns = RUNS,
) {
  const result = await fc.check(fc.asyncProperty(arbitrary, predicate), { numRuns });
  if (result.failed) {
    const error =
      result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
    failures.push(`${what}: ${error.slice(0, 600)} (seed ${result.seed}, path ${result.counterexamplePath})`);
  }
}

// ---------------------------------------------------------------------------------------------
// Fixtures: a record for every endpoint with an id in its path

const codeSentTo = (phone: string) => {
  // The log SMS provider writes each message to the log: `sms to=+91… text="123456 is your …"`.
  const line = app.messages().findLast((m) => m.msg.startsWith(`sms to=+91${phone} `));
  return line && /text="(\d{6}) /.exec(line.msg)?.[1];
};

async function post(kind: Kind, pathname: string, body: unknown, method = "POST") {
  const answer = await send(kind, method, pathname, { text: json(body), contentType: "application/json" });
  expect(answer.status, `${method} ${pathname}: ${answer.text}`).toBeLessThan(300);
  return answer.json!;
}

async function makeFixtures() {
  // A pending submission of every flow that sends a code: what verify and resend are fuzzed on.
  for (const purpose of FLOWS) {
    if (!LEAD_PURPOSES[purpose].verification) continue;
    const started = await post("api", `/api/v1/${purposeSlug(purpose)}/submissions`, {
      ...VALID_LEAD_PAYLOADS[purpose],
      phone: nextPhone(),
    });
    ids[`submission:${purpose}`] = started.submissionId as string;
  }
  // A verified lead and its contact.
  const phone = nextPhone();
  const started = await post("api", "/api/v1/quiz/submissions", { ...VALID_LEAD_PAYLOADS.quiz, phone });
  await post("api", `/api/v1/quiz/submissions/${started.submissionId}/verify`, { code: codeSentTo(phone) });
  const [lead] = await query<{ id: string; contact_id: string }>(
    databaseUrl,
    "SELECT l.id, l.contact_id FROM leads l JOIN lead_submissions s ON s.lead_id = l.id WHERE s.id = $1",
    [started.submissionId],
  );
  ids.lead = lead!.id;
  ids.contact = lead!.contact_id;
  for (const name of ["contactToDelete", "contactToErase", "contactToMerge"]) {
    ids[name] = (
      await post("console", "/api/v1/console/contacts", { name: `Fixture ${name}`, phone: nextPhone() })
    ).id as string;
  }
  for (const name of ["tag", "tagToDelete"]) {
    ids[name] = (await post("console", "/api/v1/console/tags", { name: `Fixture ${name}`, color: "gold" }))
      .id as string;
  }
  for (const name of ["task", "taskToComplete"]) {
    ids[name] = (await post("console", "/api/v1/console/tasks", { type: "call", title: `Fixture ${name}` }))
      .id as string;
  }
  // A booking needs its mobile proven with a code first, as the booking dialog does.
  const bookingPhone = nextPhone();
  const booking = { ...activityBooking(), phone: bookingPhone };
  const proof = await activityBookingProof(app.origin, codeSentTo, { ip: nextIp(), phone: bookingPhone });
  const booked = await fetch(`${app.origin}/api/v1/activities/bookings`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: app.origin,
      "x-forwarded-for": nextIp(),
      cookie: proof,
    },
    body: JSON.stringify(booking),
  });
  expect(booked.status, await booked.clone().text()).toBe(201);
  const [row] = await query<{ id: string }>(
    databaseUrl,
    "SELECT id FROM activity_bookings WHERE idempotency_key = $1",
    [booking.key],
  );
  ids.booking = row!.id;
  // Payment requests on the fixture lead: one with a payment recorded (refunded in part by the
  // generator's valid bodies), one to cancel.
  for (const name of ["paymentRequest", "paymentRequestToCancel"]) {
    ids[name] = (
      await post("console", "/api/v1/console/payments", {
        leadId: ids.lead,
        label: `Fixture ${name}`,
        amount: "50000",
        dueOn: inDays(10),
      })
    ).id as string;
  }
  ids.payment = (
    await post("console", `/api/v1/console/payments/${ids.paymentRequest}/payments`, {
      amount: "20000",
      method: "bank_transfer",
      reference: "FIXTUREUTR1",
      receivedOn: inDays(0),
    })
  ).id as string;
  const [job] = await query<{ id: string }>(databaseUrl, "SELECT id FROM outbox ORDER BY created_at LIMIT 1");
  ids.outboxJob = job!.id;
  const [partner] = await query<{ id: string }>(databaseUrl, "SELECT id FROM auth_user WHERE email = $1", [
    PARTNER,
  ]);
  ids.partner = partner!.id;
  for (const [name, id] of Object.entries(ids)) expect(id, name).toMatch(/^[0-9a-f-]{36}$/);
}

// ---------------------------------------------------------------------------------------------

describe(SECTION, () => {
  it("every API route and every page with a form action is on this file's list", () => {
    const routes = fs.readFileSync(path.join(ROOT, "app/routes.ts"), "utf8");
    const declared = [...routes.matchAll(/route\(\s*"([^"]+)",\s*"([^"]+)"/g)].filter(([, route, file]) => {
      if (route.startsWith("api/")) return true;
      const source = fs.readFileSync(path.join(ROOT, "app", file!), "utf8");
      return /export (async function|const) action\b/.test(source);
    });
    expect(declared.length).toBeGreaterThan(40);
    const covered = new Set([...ENDPOINTS, ...READS, ...WEBHOOKS].map((e) => e.route));
    expect(declared.map(([, route]) => route).filter((route) => !covered.has(route!))).toEqual([]);
  });

  it(`${RUNS} generated bodies per writing endpoint: a 4xx that says what is wrong, never a 5xx, never a row`, async () => {
    failures.length = 0;
    const started = performance.now();
    const before = { ...stats, requests: stats.requests };
    for (const endpoint of WRITES) {
      const arbitrary =
        endpoint.kind === "form"
          ? formBodies(endpoint.example)
          : bodies(endpoint.example).map((text) => ({ text, contentType: "application/json" }));
      await check(label(endpoint), arbitrary, async (body) => {
        const rowsBefore = await countRows.read();
        const answer = await send(endpoint.kind, endpoint.method, endpoint.path(), body);
        const where = `${label(endpoint)} with ${body.text.slice(0, 200)}`;
        expectSane(endpoint.kind, where, answer);
        if (answer.status >= 300) {
          const wrote = grown(rowsBefore, await countRows.read()).filter(
            (t) => !endpoint.records?.includes(t),
          );
          expect(wrote, `${where} → ${answer.status} wrote rows`).toEqual([]);
        }
      });
    }
    const sent = stats.requests - before.requests;
    figure(
      SECTION,
      "Generated bodies",
      `${sent} to ${WRITES.length} writing endpoints (${WRITES.filter((e) => e.kind !== "console").length} public, ${WRITES.filter((e) => e.kind === "console").length} console), the rows of all ${countRows.tables} tables counted around each: ${stats.refused - before.refused} refused with a 4xx, ${stats.accepted - before.accepted} valid by chance, ${stats.serverErrors - before.serverErrors} 5xx; ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  });

  it("every text field of every writing endpoint with a NUL, half a surrogate pair, an impossible date or 5,000 characters", async () => {
    failures.length = 0;
    let sent = 0;
    for (const endpoint of WRITES) {
      const example = endpoint.example;
      for (const at of stringLeaves(example)) {
        for (const poison of POISON) {
          const body =
            endpoint.kind === "form"
              ? {
                  text: new URLSearchParams({
                    ...(example as Record<string, string>),
                    [at[0]!]: poison,
                  }).toString(),
                  contentType: "application/x-www-form-urlencoded",
                }
              : { text: json(withValue(example, at, poison)), contentType: "application/json" };
          const where = `${label(endpoint)} with ${at.join(".")} = ${JSON.stringify(poison).slice(0, 40)}`;
          const rowsBefore = await countRows.read();
          sent++;
          try {
            const answer = await send(endpoint.kind, endpoint.method, endpoint.path(), body);
            expectSane(endpoint.kind, where, answer);
            if (answer.status >= 300) {
              const wrote = grown(rowsBefore, await countRows.read()).filter(
                (t) => !endpoint.records?.includes(t),
              );
              expect(wrote, `${where} → ${answer.status} wrote rows`).toEqual([]);
            }
          } catch (err) {
            failures.push((err as Error).message.slice(0, 400));
          }
        }
      }
    }
    figure(SECTION, "Poisoned text fields", `${sent} requests, each one text field of a valid body replaced`);
    expect(failures).toEqual([]);
  });

  it("generated query parameters and path segments on every read that takes them: never a 5xx", async () => {
    failures.length = 0;
    const before = stats.requests;
    for (const read of READS) {
      await check(
        `GET ${read.route}`,
        fc.array(paramValue, { minLength: read.values, maxLength: read.values }),
        async (values) => {
          const pathname = read.path(values);
          const rowsBefore = await countRows.read();
          const answer = await send(read.kind, "GET", pathname);
          if (!answersRead(read, pathname, answer)) return;
          if (answer.status >= 300)
            expect(grown(rowsBefore, await countRows.read()), `GET ${pathname}`).toEqual([]);
        },
        // A console page renders a whole tab: fewer of them keep the file's time in bounds.
        read.kind === "page" ? Math.ceil(RUNS / 2) : RUNS,
      );
    }
    // And values that have broken a query before: in each parameter of the API's reads on its own,
    // in every filter of the console's pages at once (a tab drops what it cannot use and goes on).
    for (const read of READS) {
      const cases =
        read.kind === "page"
          ? URL_POISON.filter((poison) => poison.length < 100).map((poison) =>
              Array.from({ length: read.values }, () => poison),
            )
          : Array.from({ length: read.values }, (_, i) =>
              URL_POISON.map((poison) =>
                Array.from({ length: read.values }, (_, j) => (i === j ? poison : "")),
              ),
            ).flat();
      for (const values of cases) {
        const pathname = read.path(values);
        try {
          answersRead(read, pathname, await send(read.kind, "GET", pathname));
        } catch (err) {
          failures.push(`GET ${pathname}: ${(err as Error).message.slice(0, 400)}`);
        }
      }
    }
    figure(
      SECTION,
      "Generated reads",
      `${stats.requests - before} to ${READS.length} endpoints that take parameters, none a 5xx`,
    );
    expect(failures).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  });

  it(`${RUNS} generated delivery reports per provider webhook, unsigned: a 4xx, never a row`, async () => {
    failures.length = 0;
    const example = { MessageSid: "SM1", MessageStatus: "delivered", requestId: "r1", status: "1" };
    for (const hook of WEBHOOKS) {
      const arbitrary = fc.oneof(
        formBodies(example),
        bodies(example).map((text) => ({ text, contentType: "application/json" })),
      );
      await check(`POST ${hook.path}`, arbitrary, async (body) => {
        const rowsBefore = await countRows.read();
        const answer = await send("api", "POST", hook.path, body);
        const where = `POST ${hook.path} with ${body.text.slice(0, 200)}`;
        expectSane("api", where, answer);
        expect(answer.status, where).toBeGreaterThanOrEqual(400);
        expect(grown(rowsBefore, await countRows.read()), where).toEqual([]);
      });
    }
    expect(failures).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  });

  it("other content types on every JSON endpoint: 415, nothing written", async () => {
    const types = [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      null,
    ];
    const outcomes = new Map<string, number>();
    for (const endpoint of WRITES) {
      for (const type of endpoint.kind === "form" ? ["application/json", "text/plain", null] : types) {
        const rowsBefore = await countRows.read();
        const body = endpoint.kind === "form" ? "{}" : json(endpoint.example);
        const answer = await send(endpoint.kind, endpoint.method, endpoint.path(), {
          text: body,
          contentType: type,
        });
        const where = `${label(endpoint)} as ${type ?? "no content type"}`;
        expectSane(endpoint.kind, where, answer);
        // better-auth reads url-encoded forms as well as JSON, and a body without a type as none.
        if (endpoint.kind === "auth" && (type === null || type.startsWith("application/x-www-form")))
          expect(answer.status, where).toBeGreaterThanOrEqual(400);
        else expect(answer.status, `${where}: ${answer.text.slice(0, 200)}`).toBe(415);
        const wrote = grown(rowsBefore, await countRows.read()).filter((t) => !endpoint.records?.includes(t));
        expect(wrote, where).toEqual([]);
        outcomes.set(`${answer.status}`, (outcomes.get(`${answer.status}`) ?? 0) + 1);
      }
    }
    figure(
      SECTION,
      "Other content types",
      `${[...outcomes].map(([s, n]) => `${n} × ${s}`).join(", ")} on ${WRITES.length} endpoints`,
    );
  });

  it("a body over the limit, sent whole: 413 with the error, nothing written", async () => {
    for (const endpoint of WRITES) {
      const limit = endpoint.maxBytes ?? 16 * KB;
      const filler = "x".repeat(limit + 10);
      const body =
        endpoint.kind === "form"
          ? { text: `token=${filler}`, contentType: "application/x-www-form-urlencoded" }
          : { text: json({ ...endpoint.example, filler }), contentType: "application/json" };
      const rowsBefore = await countRows.read();
      const answer = await send(endpoint.kind, endpoint.method, endpoint.path(), body);
      expectSane(endpoint.kind, `${label(endpoint)} with ${body.text.length} bytes`, answer);
      expect(answer.status, `${label(endpoint)}: ${answer.text.slice(0, 200)}`).toBe(413);
      expect(grown(rowsBefore, await countRows.read()).filter((t) => !endpoint.records?.includes(t))).toEqual(
        [],
      );
    }
  });

  it("a body that says it is 64 MB is refused before it is sent: the 413 arrives after 16 bytes of it", async () => {
    const refusedEarly: string[] = [];
    for (const endpoint of WRITES) {
      const answer = await rawRequest(endpoint, { declared: 64 * KB * KB, send: 16 });
      expect(answer.head, `${label(endpoint)}: ${answer.head}`).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.sent).toBe(16);
      refusedEarly.push(endpoint.route);
    }
    figure(
      SECTION,
      "Declared oversize bodies",
      `${refusedEarly.length} endpoints answered 413 after 16 of the 64 MB declared; none waited for the body`,
    );
  });

  it("a chunked body without a length is cut off at the limit, not read to its end", async () => {
    const sentBeforeAnswer: string[] = [];
    for (const endpoint of WRITES.filter((e) => (e.maxBytes ?? 16 * KB) <= 256 * KB)) {
      const total = 16 * KB * KB;
      const answer = await rawRequest(endpoint, { chunked: total });
      expect(answer.head, `${label(endpoint)}: ${answer.head}`).toMatch(/^HTTP\/1\.1 413 /);
      // The limit, and what was on its way while the answer was: far from the 16 MB offered.
      expect(answer.sent, label(endpoint)).toBeLessThan(KB * KB);
      sentBeforeAnswer.push(`${Math.round(answer.sent / KB)}`);
    }
    const sizes = sentBeforeAnswer.map(Number).sort((a, b) => a - b);
    figure(
      SECTION,
      "Chunked oversize bodies (16 MB offered)",
      `every endpoint answered 413 after ${sizes[0]}–${sizes.at(-1)} KB had been written`,
    );
  });

  it("names in any script, emoji and right-to-left text are stored and shown exactly as typed", async () => {
    const names = ["अनन्या शर्मा", "Zoë 😀 O'Brien", "محمد علي", "שרה כהן", "Nguyễn Thị Minh Khai", "李小龍"];
    const message = "نريد رحلة إلى كينيا 🦁 — हम दो लोग हैं, मार्च में";
    const hex = (s: string) => Buffer.from(s, "utf8").toString("hex");
    for (const name of names) {
      // Through the public quiz and its phone code…
      const phone = nextPhone();
      const started = await post("api", "/api/v1/quiz/submissions", {
        ...VALID_LEAD_PAYLOADS.quiz,
        name,
        phone,
      });
      const verified = await post("api", `/api/v1/quiz/submissions/${started.submissionId}/verify`, {
        code: codeSentTo(phone),
      });
      expect(verified.result).toBeDefined();
      // …stored byte for byte in the submission, the contact and the lead…
      const [stored] = await query<{ submission: string; contact: string; lead: string; contact_id: string }>(
        databaseUrl,
        `SELECT encode(convert_to(s.name, 'UTF8'), 'hex') AS submission, encode(convert_to(c.name, 'UTF8'), 'hex') AS contact,
          encode(convert_to(l.name, 'UTF8'), 'hex') AS lead, c.id AS contact_id
        FROM lead_submissions s JOIN leads l ON l.id = s.lead_id JOIN contacts c ON c.id = l.contact_id WHERE s.id = $1`,
        [started.submissionId],
      );
      expect(stored, name).toMatchObject({ submission: hex(name), contact: hex(name), lead: hex(name) });
      // …found by the console's search, by name and by number, with the name as it was typed…
      for (const q of [name, phone]) {
        const found = await send(
          "console",
          "GET",
          `/api/v1/console/contacts/search?q=${encodeURIComponent(q)}`,
        );
        expect(found.status).toBe(200);
        const contacts = found.json!.contacts as { id: string; name: string }[];
        expect(contacts.find((c) => c.id === stored!.contact_id)?.name, `search ${q}`).toBe(name);
      }
      // …and on the contact's page.
      const page = await send("console", "GET", `/vox/contacts?contact=${stored!.contact_id}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(escapeHtml(name));
    }

    // A contact enquiry's message in two scripts and emoji, kept as sent.
    const phone = nextPhone();
    const enquiry = await post("api", "/api/v1/contact-inquiry/submissions", {
      ...VALID_LEAD_PAYLOADS.contact_inquiry,
      name: "فاطمة الزهراء",
      phone,
      message,
    });
    expect(enquiry).toBeDefined();
    const [kept] = await query<{ message: string }>(
      databaseUrl,
      "SELECT encode(convert_to(s.data->>'message', 'UTF8'), 'hex') AS message FROM lead_submissions s WHERE s.phone = $1",
      [`+91${phone}`],
    );
    expect(kept?.message).toBe(hex(message));

    // A contact added in the console, with a city and notes in other scripts.
    const typed = {
      name: "Ελένη Παπαδοπούλου",
      phone: nextPhone(),
      city: "القاهرة",
      notes: `${message}\nשלום 👋🏽`,
    };
    const made = await post("console", "/api/v1/console/contacts", typed);
    const [contact] = await query<{ name: string; city: string; notes: string }>(
      databaseUrl,
      "SELECT encode(convert_to(name, 'UTF8'), 'hex') AS name, encode(convert_to(city, 'UTF8'), 'hex') AS city, encode(convert_to(notes, 'UTF8'), 'hex') AS notes FROM contacts WHERE id = $1",
      [made.id],
    );
    expect(contact).toEqual({ name: hex(typed.name), city: hex(typed.city), notes: hex(typed.notes) });
    const page = await send("console", "GET", `/vox/contacts?contact=${made.id as string}`);
    for (const text of [typed.name, typed.city]) expect(page.text).toContain(escapeHtml(text));

    figure(
      SECTION,
      "Unicode",
      `${names.length + 2} names (Devanagari, Arabic, Hebrew, Vietnamese, Chinese, Greek, emoji) stored byte for byte and shown unchanged by the console's search and contact page`,
    );
  });

  it("after all of it: no 5xx answered, none logged", () => {
    const errors = app.messages().filter((m) => m.level >= 50);
    expect(errors.map((m) => `${m.msg} ${JSON.stringify(m.req ?? m.err ?? "").slice(0, 300)}`)).toEqual([]);
    figure(
      SECTION,
      "In all",
      `${stats.requests} requests to ${ENDPOINTS.length + READS.length} endpoints; ${stats.serverErrors} answered 5xx; statuses ${[
        ...stats.byStatus,
      ]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")}`,
    );
    expect(stats.serverErrors).toBe(0);
  });
});

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * One request over a raw socket, as a client that lies about or never states its body's size would
 * send it: `declared` bytes announced and only `send` written, or `chunked` bytes streamed without a
 * length. Resolves with the status line and how many body bytes were written before it came back.
 */
function rawRequest(
  endpoint: Endpoint,
  body: { declared: number; send: number } | { chunked: number },
): Promise<{ head: string; sent: number }> {
  const type = endpoint.kind === "form" ? "application/x-www-form-urlencoded" : "application/json";
  const head = [
    `${endpoint.method} ${endpoint.path()} HTTP/1.1`,
    `Host: 127.0.0.1:${app.port}`,
    `Origin: ${app.origin}`,
    `X-Forwarded-For: ${nextIp()}`,
    `Content-Type: ${type}`,
    ...(endpoint.kind === "console" ? [`Cookie: ${cookie}`] : []),
    "declared" in body ? `Content-Length: ${body.declared}` : "Transfer-Encoding: chunked",
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    let received = "";
    const socket = net.connect(app.port, "127.0.0.1");
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${label(endpoint)}: no answer after ${sent} body bytes`));
    }, 15_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ head: received.split("\r\n")[0] ?? "", sent });
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (!answered && received.includes("\r\n\r\n")) {
        answered = true;
        finish();
      }
    });
    // A write after the server closed fails (EPIPE); what it answered before is still read, then "close".
    socket.on("error", () => undefined);
    socket.on("close", () => (answered ? undefined : finish()));
    socket.on("connect", async () => {
      socket.write(`${head}\r\n\r\n`);
      if ("declared" in body) {
        socket.write("x".repeat(body.send));
        sent = body.send;
        return;
      }
      const chunk = `${(16 * KB).toString(16)}\r\n${"x".repeat(16 * KB)}\r\n`;
      while (!answered && !socket.destroyed && sent < body.chunked) {
        const flushed = socket.write(chunk);
        sent += 16 * KB;
        if (!flushed) await new Promise((r) => socket.once("drain", r));
        // 16 MB/s: faster than most uploads, slow enough that the answer is seen as soon as it comes.
        await new Promise((r) => setTimeout(r, 1));
      }
      if (!answered && !socket.destroyed) socket.write("0\r\n\r\n");
    });
  });
}
