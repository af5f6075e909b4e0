// What the reliability suite's files share: production servers started from the build as real
// processes, a throwaway PostgreSQL they can share (and that a test can restart), an HTTP client
// that speaks as a visitor from a chosen address, and the figures each file reports.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres as startThrowawayPostgres } from "../../bench/lib/postgres.js";
import type { FakeMsg91 } from "../fakes/msg91";
import type { FakeSmsGateway } from "../fakes/sms-gateway";
import { CookieJar } from "../helpers/staff-auth";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const BUILD = path.resolve(ROOT, process.env.BUILD_DIR || "build");
const ENTRY = path.join(BUILD, "server/index.js");
/** An operator's command as the build compiled it (what a runtime without the build tools runs). */
const COMMAND = (name: string) => path.join(BUILD, "commands", `${name}.js`);

/** The same secrets for every process of a run: a session or a code made on one works on the other. */
export const SECRETS = {
  SESSION_SECRET: crypto.randomBytes(32).toString("base64url"),
  CODE_HMAC_KEY: crypto.randomBytes(32).toString("base64url"),
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type Postgres = {
  url: string;
  /** A fresh, empty database on this server. */
  createDatabase(): Promise<string>;
  restart(downMs?: number): Promise<void>;
  stop(): void;
};

/** A PostgreSQL server of the suite's own (it restarts it), as .ci/run and the bench start one. */
export async function startPostgres(): Promise<Postgres> {
  const port = await freePort();
  const handle = (await startThrowawayPostgres({ port, database: "reliability" })) as {
    url: string;
    restart(downMs?: number): Promise<void>;
    stop(): void;
  };
  return {
    url: handle.url,
    async createDatabase() {
      const name = `r_${crypto.randomBytes(5).toString("hex")}`;
      const client = new pg.Client({ connectionString: handle.url });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      const url = new URL(handle.url);
      url.pathname = `/${name}`;
      return url.toString();
    },
    restart: (downMs) => handle.restart(downMs),
    stop: () => handle.stop(),
  };
}

/**
 * Verified submissions whose lead is not written yet (of the flows whose code step writes one). A verify that could not write its lead (the
 * process killed, the database gone) left it to a retry queued in the same statement that marked
 * the code used, due a minute later: `queued` says whether that retry is there.
 */
export const unwrittenLeads = (databaseUrl: string) =>
  query<{ id: string; queued: boolean }>(
    databaseUrl,
    `SELECT s.id, EXISTS (SELECT 1 FROM outbox o WHERE o.kind = 'leads.create' AND o.status = 'pending'
            AND o.payload->>'sourceId' = s.id::text) AS queued
       FROM lead_submissions s
      WHERE s.verified_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.source_id = s.id::text)
        -- An activity booking's code step proves the phone and writes no lead: the booking writes
        -- its own once the supplier confirms.
        AND s.purpose <> 'activity_booking'`,
  );

/**
 * Checks that every unwritten lead has its retry queued, then moves the clock on for those retries
 * (their due time into the past) and waits until the running processes have written them. Returns
 * how many there were.
 */
export async function settleUnwrittenLeads(databaseUrl: string): Promise<number> {
  const pending = await unwrittenLeads(databaseUrl);
  const lost = pending.filter((p) => !p.queued);
  if (lost.length)
    throw new Error(
      `verified submissions with neither a lead nor its retry: ${lost.map((p) => p.id).join(", ")}`,
    );
  await query(
    databaseUrl,
    "UPDATE outbox SET run_at = now() WHERE kind = 'leads.create' AND status = 'pending'",
  );
  await eventually(
    "the queued leads written",
    async () => (await unwrittenLeads(databaseUrl)).length === 0,
    30_000,
  );
  return pending.length;
}

/** One SQL query on `url` (a short-lived connection: the test's own view of the data). */
export async function query<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type LogLine = { level: number; msg: string; [key: string]: unknown };

export type AppOptions = {
  /** PostgreSQL; without it the process uses PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
};

/**
 * A production server (the built entry, NODE_ENV=production) as a child process, its log kept for
 * the assertions. Every setting that could reach outside 127.0.0.1 is set here, so a developer's
 * .env cannot point the suite at a real provider.
 */
export class AppProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly origin: string;
  readonly dataDir: string;
  stdout = "";
  stderr = "";
  readonly exited: Promise<Exit>;

  private constructor(options: AppOptions & { port: number }) {
    this.port = options.port;
    this.origin = `http://127.0.0.1:${this.port}`;
    this.dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "reliability-app-"));
    this.child = spawn(process.execPath, [ENTRY], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: String(this.port),
        HOST: "127.0.0.1",
        SITE_URL: this.origin,
        DATA_DIR: this.dataDir,
        DATABASE_URL: options.databaseUrl ?? "",
        LOG_LEVEL: "info",
        ...SECRETS,
        // The suite plays a proxy in front of the app: X-Forwarded-For from 127.0.0.1 names the visitor.
        TRUST_PROXY: "loopback",
        FORCE_HTTPS: "false",
        SMS_PROVIDER: "log",
        SMS_WEBHOOK_URL: "",
        SMTP_URL: "",
        LLM_BASE_URL: "",
        ACTIVITIES_SEARCH: "catalogue",
        ACTIVITIES_BOOKING: "catalogue",
        OUTBOX_POLL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "200",
        OUTBOX_DISABLED: "false",
        RATE_LIMITS_DISABLED_FOR_BENCH: "false",
        // Each test starts its processes on a database of its own, with no release step before.
        MIGRATE_ON_START: "true",
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on("data", (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) =>
      this.child.on("exit", (code, signal) => resolve({ code, signal })),
    );
  }

  /** Starts a server and waits until it listens (or fails with its output). */
  static async start(options: AppOptions = {}): Promise<AppProcess> {
    const app = AppProcess.spawn(options, options.port ?? (await freePort()));
    await app.waitFor(/^listening on /, 90_000);
    return app;
  }

  /** Starts a server without waiting for it (for one that is expected to refuse to start). */
  static spawn(options: AppOptions, port: number): AppProcess {
    return new AppProcess({ ...options, port });
  }

  get pid() {
    return this.child.pid!;
  }

  get running() {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The log's messages (pino JSON lines on stdout). */
  messages(): LogLine[] {
    return this.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as LogLine];
        } catch {
          return [];
        }
      });
  }

  count(pattern: RegExp) {
    return this.messages().filter((m) => pattern.test(m.msg)).length;
  }

  /** Resolves once the log line appears; fails if the process ends first. */
  async waitFor(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages().find((m) => pattern.test(m.msg));
      if (found) return found.msg;
      if (!this.running)
        throw new Error(`server exited before logging ${pattern}:\n${this.stdout}\n${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the log:\n${this.stdout}\n${this.stderr}`);
      await sleep(50);
    }
  }

  /** SIGTERM (or the signal given), then the exit. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<Exit> {
    if (this.running) this.child.kill(signal);
    return this.exited;
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value that is not undefined/false, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/**
 * Waits until every e-mail job whose subject names one of `names` has finished (sent, or given up)
 * and each name has at least one job. A job is marked done only after the relay accepted its message,
 * and a finished job is never claimed again: from then on what the relay holds for these names is all
 * that their jobs will ever send, so counting it proves "once" — no waiting for a second copy that
 * might come after the wait. Returns the jobs' rows.
 */
export async function mailJobsFinished(databaseUrl: string, names: readonly string[], timeoutMs = 30_000) {
  return eventually(
    "every e-mail job for these names finished",
    async () => {
      const rows = await query<{ subject: string | null; status: string }>(
        databaseUrl,
        "SELECT payload->>'subject' AS subject, status FROM outbox WHERE kind = 'mail.send'",
      );
      const jobs = rows.filter((r) => names.some((n) => r.subject?.includes(n)));
      const finished = names.every((n) => {
        const own = jobs.filter((r) => r.subject?.includes(n));
        return own.length > 0 && own.every((r) => r.status === "done" || r.status === "dead");
      });
      return finished ? jobs : undefined;
    },
    timeoutMs,
  );
}

export type Answer = {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> | null;
  ms: number;
};

/**
 * One request as a visitor at `ip` (sent as X-Forwarded-For: the app trusts it from 127.0.0.1 only).
 * A JSON body is sent as application/json unless a content type is given.
 */
export async function call(
  origin: string,
  pathname: string,
  options: {
    method?: string;
    body?: unknown;
    ip?: string;
    headers?: Record<string, string>;
    cookie?: string;
    signal?: AbortSignal;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  const started = performance.now();
  const res = await fetch(`${origin}${pathname}`, {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    redirect: "manual",
    signal: options.signal,
  });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json, ms: performance.now() - started };
}

/** An address in its own /24, so per-network limits see n different networks. */
export const networkIp = (n: number) => `10.${Math.floor(n / 250) % 250}.${n % 250}.7`;

let phoneSeq = crypto.randomInt(0, 1_000_000);
/** A valid Indian mobile not used before in this run. */
export const nextPhone = () => {
  const phone = `9${String(100_000_000 + (phoneSeq++ % 899_999_999)).padStart(9, "0")}`;
  issuedPhones.push(phone);
  return phone;
};
/** Every mobile this test file has used, for checking that a process's log never names one. */
export const issuedPhones: string[] = [];

/** The phones of `issuedPhones` that appear in `log`, written plainly or grouped 5 + 5. */
export const phonesIn = (log: string) =>
  issuedPhones.filter((p) => log.includes(p) || log.includes(`${p.slice(0, 5)} ${p.slice(5)}`));

/** Valid quiz answers (ids from the quiz's content): the quiz is the flow these tests start. */
export const QUIZ_ANSWERS = [
  "asia",
  "beach",
  "2",
  "fixed_soon",
  "budget_mid",
  "four_star",
  "",
  "semi",
  "comfort",
];

export const quizBody = (phone = nextPhone(), name = "Reliability Visitor") => ({
  name,
  phone,
  answers: QUIZ_ANSWERS,
});

/** The fake the app sends its texts through: the SMS gateway (webhook) or MSG91. */
export type SmsFake = FakeSmsGateway | FakeMsg91;

/** The newest code `sms` received for `phone`. */
const codeSentTo = (sms: SmsFake, phone: string) =>
  "lastCodeFor" in sms
    ? sms.lastCodeFor(`+91${phone}`)
    : sms.sent.findLast((s) => s.mobile === `91${phone}`)?.otp;

/** Starts a quiz lead on `origin` from `ip` and returns its submission and the code `sms` received for it. */
export async function startQuiz(
  origin: string,
  sms: SmsFake,
  options: { ip: string; phone?: string; name?: string },
) {
  const { ip, phone = nextPhone(), name } = options;
  const started = await call(origin, "/api/v1/quiz/submissions", { body: quizBody(phone, name), ip });
  if (started.status !== 201) throw new Error(`quiz start: ${started.status} ${started.text}`);
  const code = await eventually(`the code for ${phone}`, () => codeSentTo(sms, phone));
  return { submissionId: started.json!.submissionId as string, phone, code };
}

/**
 * The Cookie header of a visitor who proved, through the real code step, the mobile an activity
 * booking gives (the booking endpoint books only for that proof): the code is read with `codeFor`.
 */
export async function activityBookingProof(
  origin: string,
  codeFor: (phone: string) => Promise<string> | string | undefined,
  options: { ip: string; phone: string; email?: string; firstName?: string; lastName?: string },
): Promise<string> {
  const { ip, phone, email = "guest@example.in", firstName = "Reliability", lastName = "Visitor" } = options;
  const started = await call(origin, "/api/v1/activity-booking/submissions", {
    body: { firstName, lastName, email, phone },
    ip,
  });
  if (started.status !== 201) throw new Error(`booking code: ${started.status} ${started.text}`);
  const code = await eventually(`the booking code for ${phone}`, () => codeFor(phone));
  const verified = await call(
    origin,
    `/api/v1/activity-booking/submissions/${String(started.json!.submissionId)}/verify`,
    {
      body: { code },
      ip,
    },
  );
  if (verified.status !== 200) throw new Error(`booking verify: ${verified.status} ${verified.text}`);
  return verified.headers.get("set-cookie")!.split(";")[0]!;
}

/** The newest code an SMS fake received for `phone` (digits without +91), for activityBookingProof. */
export const smsCodeReader = (sms: SmsFake) => (phone: string) =>
  codeSentTo(sms, phone.replace(/\D/g, "").slice(-10));

/**
 * A verified quiz lead, through the real SMS step: started on `origin`, the code read from `sms`, then
 * verified from the same `ip` on `options.verifyOn` (`origin` unless told). Resolves once the verify
 * call was answered.
 */
export async function verifiedQuizLead(
  origin: string,
  sms: SmsFake,
  options: { ip: string; phone?: string; name?: string; verifyOn?: string },
) {
  const lead = await startQuiz(origin, sms, options);
  const verifyPath = `/api/v1/quiz/submissions/${lead.submissionId}/verify`;
  const verified = await call(options.verifyOn ?? origin, verifyPath, {
    body: { code: lead.code },
    ip: options.ip,
  });
  if (verified.status !== 200) throw new Error(`quiz verify: ${verified.status} ${verified.text}`);
  return lead;
}

export const pct = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * A figure for the report: printed now, and kept in the run's figures file that the suite's
 * teardown turns into tests/reliability/results/latest.md.
 */
export function figure(section: string, what: string, value: string) {
  console.log(`[reliability] ${section} · ${what}: ${value}`);
  const file = process.env.RELIABILITY_FIGURES_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ section, what, value })}\n`);
}

export const STAFF_PASSWORD = "sandalwood-monsoon-72-harbour";

/** A staff account made with the product's own command (`npm run user:create`, as built) on that database. */
export function createStaff(databaseUrl: string, role: "admin" | "partner", email: string) {
  const result = spawnSync(
    process.execPath,
    [COMMAND("user-create"), "--email", email, "--role", role, "--password", STAFF_PASSWORD],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: databaseUrl, ...SECRETS },
    },
  );
  if (result.status !== 0) throw new Error(`user:create failed: ${result.stdout}${result.stderr}`);
}

/**
 * The production server started on a pseudo-terminal (util-linux's `script`), as a person running it
 * in a terminal sees it, on PGlite in a new data folder. Returns what the terminal showed so far.
 */
export async function startOnTerminal() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-terminal-"));
  const child = spawn("script", ["-qfec", `"${process.execPath}" "${ENTRY}"`, "/dev/null"], {
    cwd: ROOT,
    detached: true,
    env: {
      PATH: process.env.PATH,
      TERM: "xterm",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...SECRETS,
      TRUST_PROXY: "false",
      FORCE_HTTPS: "false",
      SMS_PROVIDER: "log",
      SMTP_URL: "",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return {
    output: () => output.replace(/\r\n/g, "\n"),
    stop: async () => {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run db:migrate` (as built) against a PostgreSQL database, as a release step runs it. */
export function runDbMigrate(databaseUrl: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [COMMAND("db-migrate")], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: databaseUrl, ...SECRETS },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

type Mailbox = { received: { to: string[]; subject: string }[] };

/**
 * Signs a staff member in as the sign-in page does: password, then the code from the e-mail that
 * arrived at `mailbox` (the fake SMTP server the app sends through). Returns the signed-in jar, whose
 * `lines` keep every Set-Cookie the sign-in answered with. `headers` go with each step (a proxy's
 * X-Forwarded-Proto, or the Origin of a page served at the public https address).
 */
export async function signIn(
  origin: string,
  email: string,
  mailbox: Mailbox,
  ip = "192.0.2.10",
  options: { headers?: Record<string, string> } = {},
) {
  const jar = new CookieJar();
  const step = async (pathname: string, body: unknown) => {
    const answer = await call(origin, `/api/auth${pathname}`, {
      body,
      ip,
      cookie: jar.header(),
      headers: { origin, ...options.headers },
    });
    jar.store(answer.headers);
    if (answer.status !== 200) throw new Error(`${pathname}: ${answer.status} ${answer.text}`);
    return answer;
  };
  const mailsBefore = mailbox.received.length;
  await step("/sign-in/email", { email, password: STAFF_PASSWORD });
  await step("/two-factor/send-otp", {});
  const code = await eventually(`the sign-in code e-mailed to ${email}`, () => {
    const mail = mailbox.received.slice(mailsBefore).find((m) => m.to.includes(email));
    return mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
  });
  await step("/two-factor/verify-otp", { code });
  return jar;
}
