// Two production app processes on one PostgreSQL, as a deployment with two replicas behind a proxy:
// every limit, counter and job is the database's, so spreading the requests over both changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmsGateway, type FakeSmsGateway } from "../fakes/sms-gateway";
import { startFakeSmtpServer } from "../fakes/smtp-server";
import {
  AppProcess,
  call,
  createStaff,
  mailJobsFinished,
  figure,
  freePort,
  networkIp,
  nextPhone,
  query,
  quizBody,
  runDbMigrate,
  signIn,
  startPostgres,
  startQuiz,
  STAFF_PASSWORD,
  verifiedQuizLead,
  type Postgres,
} from "./harness";

const SECTION = "Two app processes, one PostgreSQL";
const SMS_BUDGET = 60;

let pg: Postgres;
let databaseUrl: string;
let sms: FakeSmsGateway;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let a: AppProcess;
let b: AppProcess;
/** The two processes in turn: request i goes to a when i is even, to b when it is odd. */
const either = (i: number) => (i % 2 === 0 ? a : b).origin;

beforeAll(async () => {
  [pg, sms, smtp] = await Promise.all([startPostgres(), startFakeSmsGateway(), startFakeSmtpServer()]);
  databaseUrl = await pg.createDatabase();
  const options = {
    databaseUrl,
    env: {
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: sms.webhookUrl,
      SMTP_URL: smtp.url,
      SMS_HOURLY_BUDGET: String(SMS_BUDGET),
      // The budget's own hold is measured: no proof of work asked on the way to it (ADR 030).
      SMS_PROOF_OF_WORK_FROM_PERCENT: "100",
      VERIFICATION_RESEND_COOLDOWN_SECONDS: "0",
      VERIFICATION_MAX_SENDS_PER_PHONE_HOUR: "5",
      VERIFICATION_MAX_SENDS_PER_IP_HOUR: "6",
      VERIFICATION_MAX_SENDS_PER_NETWORK_HOUR: "8",
      API_MAX_STARTS_PER_IP_MINUTE: "10",
      API_MAX_READS_PER_IP_MINUTE: "20",
    },
  };
  // Both at once, as two replicas of one deployment start: the migrations run once, under a lock.
  [a, b] = await Promise.all([AppProcess.start(options), AppProcess.start(options)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([sms?.stop(), smtp?.close()]);
  pg?.stop();
});

describe(SECTION, () => {
  it("both processes migrated one database together and answer ready", async () => {
    for (const app of [a, b]) {
      const ready = await call(app.origin, "/readyz");
      expect(ready.json).toMatchObject({ status: "ready" });
    }
    const [{ n }] = await query<{ n: string }>(
      databaseUrl,
      "SELECT count(*) AS n FROM drizzle.__drizzle_migrations",
    );
    expect(Number(n)).toBeGreaterThan(0);
    // Each process names itself to PostgreSQL and in its log lines: an operator can tell them apart.
    const names = await query<{ application_name: string }>(
      databaseUrl,
      "SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'luxe-voyages %'",
    );
    expect(names.map((row) => row.application_name.split(" ").at(-1)).sort()).toEqual(
      [String(a.pid), String(b.pid)].sort(),
    );
    for (const app of [a, b]) expect(app.messages().every((m) => m.pid === app.pid)).toBe(true);
  });

  it("1,000 concurrent wrong checks of one code, spread over both processes, count at most 5 attempts", async () => {
    const { submissionId, code } = await startQuiz(a.origin, sms, { ip: networkIp(5000) });
    const wrong = code === "000000" ? "111111" : "000000";
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        call(either(i), `/api/v1/quiz/submissions/${submissionId}/verify`, {
          body: { code: wrong },
          ip: networkIp(i),
        }),
      ),
    );
    const elapsed = performance.now() - started;
    const byStatus = new Map<number, number>();
    for (const answer of answers) byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    const counted = answers.filter((x) => (x.json?.error as { outcome?: string })?.outcome === "wrong_code");
    figure(
      SECTION,
      "1,000 concurrent wrong checks of one code",
      `${counted.length} counted as attempts, ${byStatus.get(429) ?? 0} refused as too many; ${Math.round(elapsed)} ms in all`,
    );
    expect(counted.length).toBeLessThanOrEqual(5);
    // Wrong (400) or refused (429); on a busy machine a check that waited longer than the pool's
    // bound for a connection is a 503 in the step's words, checked and counted by nobody.
    expect(
      [...byStatus.keys()].every((s) => s === 400 || s === 429 || s === 503),
      `statuses: ${JSON.stringify([...byStatus])}`,
    ).toBe(true);
    // Locked: even the right code no longer verifies this submission.
    const right = await call(b.origin, `/api/v1/quiz/submissions/${submissionId}/verify`, {
      body: { code },
      ip: networkIp(1500),
    });
    expect(right.status).toBe(429);
    const rows = await query<{ attempts: number }>(
      databaseUrl,
      "SELECT attempts FROM verification_codes WHERE subject_id = $1",
      [submissionId],
    );
    expect(rows.length).toBe(1);
    expect(rows[0]!.attempts).toBeLessThanOrEqual(5);
  });

  it("the per-phone, per-address and per-network SMS limits hold across both processes", async () => {
    // One phone, ten starts from ten networks: five codes.
    const phone = nextPhone();
    const perPhone = [];
    for (let i = 0; i < 10; i++)
      perPhone.push(
        await call(either(i), "/api/v1/quiz/submissions", { body: quizBody(phone), ip: networkIp(100 + i) }),
      );
    expect(perPhone.filter((x) => x.status === 201).length).toBe(5);
    expect(perPhone.slice(5).every((x) => x.status === 429)).toBe(true);
    expect(sms.messagesFor(`+91${phone}`).length).toBe(5);

    // One address, eight phones: six codes.
    const ip = networkIp(200);
    const perIp = [];
    for (let i = 0; i < 8; i++)
      perIp.push(await call(either(i), "/api/v1/quiz/submissions", { body: quizBody(), ip }));
    expect(perIp.map((x) => x.status)).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);

    // One /24, twelve addresses in it: eight codes.
    const perNetwork = [];
    for (let i = 0; i < 12; i++)
      perNetwork.push(
        await call(either(i), "/api/v1/quiz/submissions", { body: quizBody(), ip: `10.249.3.${10 + i}` }),
      );
    expect(perNetwork.filter((x) => x.status === 201).length).toBe(8);
    figure(
      SECTION,
      "SMS limits across both processes",
      "per phone 5/5, per address 6/6, per network 8/8 sent, the rest refused with 429",
    );
  });

  it("the HTTP rate limit of one address holds across both processes, with Retry-After", async () => {
    // The limit counts in fixed minute windows: a burst that crosses a minute's end is counted in
    // two windows, so it proves nothing about one. Such a burst is run again from a fresh address
    // (it takes a few seconds, so the second one falls inside one minute).
    const burst = async (ip: string) => {
      const minuteAtStart = Math.floor(Date.now() / 60_000);
      const answers = [];
      for (let i = 0; i < 30; i++)
        answers.push(await call(either(i), "/api/v1/destinations/kenya/itineraries/none/daily-plan", { ip }));
      return { answers, oneWindow: Math.floor(Date.now() / 60_000) === minuteAtStart };
    };
    let run = await burst(networkIp(300));
    if (!run.oneWindow) run = await burst(networkIp(302));
    expect(run.oneWindow).toBe(true);
    const answers = run.answers;
    const refused = answers.filter((x) => x.status === 429);
    expect(answers.length - refused.length).toBe(20);
    expect(refused.every((x) => Number(x.headers.get("retry-after")) > 0)).toBe(true);
    // Another address is not affected.
    expect(
      (await call(b.origin, "/api/v1/destinations/kenya/itineraries/none/daily-plan", { ip: networkIp(301) }))
        .status,
    ).not.toBe(429);
  });

  it("staff sign-in lockout holds across both processes, and a session made on one works on the other", async () => {
    const locked = "locked.partner@agency.test";
    const admin = "two.process.admin@agency.test";
    createStaff(databaseUrl, "partner", locked);
    createStaff(databaseUrl, "admin", admin);
    const ip = "192.0.2.44";
    for (let i = 0; i < 5; i++) {
      const wrong = await call(either(i), "/api/auth/sign-in/email", {
        body: { email: locked, password: `not-the-password-${i}` },
        ip,
        headers: { origin: either(i) },
      });
      expect(wrong.status).toBe(401);
    }
    for (const app of [a, b]) {
      const right = await call(app.origin, "/api/auth/sign-in/email", {
        body: { email: locked, password: STAFF_PASSWORD },
        ip,
        headers: { origin: app.origin },
      });
      expect(right.status).toBe(429);
    }

    const jar = await signIn(a.origin, admin, smtp);
    for (const app of [a, b]) {
      const contacts = await call(app.origin, "/api/v1/console/contacts/search?q=Outbox", {
        cookie: jar.header(),
      });
      expect(contacts.status, contacts.text).toBe(200);
    }
    figure(
      SECTION,
      "Staff sign-in",
      "5 wrong passwords lock the account on both; a session made on one is valid on the other",
    );
  });

  it("every lead's staff e-mail is delivered exactly once by the two outbox workers", async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Outbox Once ${i} ${Date.now()}`);
    await Promise.all(
      names.map((name, i) =>
        verifiedQuizLead(either(i), sms, { ip: networkIp(400 + i), name, verifyOn: either(i + 1) }),
      ),
    );
    const notified = (name: string) => smtp.received.filter((m) => m.subject.includes(name)).length;
    // Every job for these leads finished: what the relay holds is all that will go out for them.
    const jobs = await mailJobsFinished(databaseUrl, names);
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);
    expect(names.filter((name) => notified(name) === 0)).toEqual([]);
    // The agency's lead inbox gets each once; so does the staff member a lead was assigned to, if any.
    const twice = names.flatMap((name) => {
      const to = smtp.received.filter((m) => m.subject.includes(name)).flatMap((m) => m.to);
      return to.filter((address, i) => to.indexOf(address) !== i).map((address) => `${name} → ${address}`);
    });
    expect(twice).toEqual([]);
    const open = await query(
      databaseUrl,
      "SELECT id FROM outbox WHERE status IN ('pending', 'processing') AND kind = 'mail.send'",
    );
    expect(open.length).toBe(0);
    const workers = await query<{ locked_by: string }>(
      databaseUrl,
      "SELECT DISTINCT locked_by FROM outbox WHERE locked_by IS NOT NULL",
    );
    figure(
      SECTION,
      "Outbox",
      `12 leads' e-mails, each delivered once, by ${workers.length || "both"} worker(s)`,
    );
  });

  it("the global SMS budget holds across both processes under a burst from many networks", async () => {
    const before = sms.messages.length;
    const answers = await Promise.all(
      Array.from({ length: SMS_BUDGET }, (_, i) =>
        call(either(i), "/api/v1/quiz/submissions", { body: quizBody(), ip: networkIp(600 + i) }),
      ),
    );
    // A code is handed to the gateway before its start is answered: every send of the burst is counted.
    expect(sms.messages.length).toBe(SMS_BUDGET);
    expect(answers.every((x) => x.status < 500)).toBe(true);
    figure(
      SECTION,
      "Global SMS budget",
      `${SMS_BUDGET} an hour: ${sms.messages.length - before} of a burst of ${answers.length} sent after ${before} earlier, none beyond`,
    );
  });

  it("a release: a new process waits for `npm run db:migrate`, which applies each migration once, run twice at once or again", async () => {
    const fresh = await pg.createDatabase();
    // MIGRATE_ON_START unset: in production on PostgreSQL the release step migrates, not the app.
    const early = AppProcess.spawn({ databaseUrl: fresh, env: { MIGRATE_ON_START: "" } }, await freePort());
    try {
      await early.waitFor(/migration\(s\) not applied yet: waiting for `npm run db:migrate`/);
      expect(early.messages().some((m) => m.msg.startsWith("listening on"))).toBe(false);

      const [one, two] = await Promise.all([runDbMigrate(fresh), runDbMigrate(fresh)]);
      expect([one.status, two.status, one.stderr, two.stderr]).toEqual([0, 0, "", ""]);
      const said = [one.stdout, two.stdout].sort();
      expect(said[0]).toMatch(/^Applied (\d+) migration\(s\) to PostgreSQL; \1 of \1 in all\./);
      expect(said[1]).toMatch(/^PostgreSQL is up to date: (\d+) of \1 migrations applied, none new\./);
      const again = await runDbMigrate(fresh);
      expect(again.stdout).toMatch(/is up to date/);
      const [{ n }] = await query<{ n: number }>(
        fresh,
        "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
      );
      expect(said[0]).toContain(`Applied ${n} migration(s)`);

      // Migrated: the waiting process starts serving, ready.
      await early.waitFor(/^listening on /, 90_000);
      const ready = await fetch(`${early.origin}/readyz`);
      expect(ready.status).toBe(200);
      figure(
        SECTION,
        "Release step",
        `a process started before \`npm run db:migrate\` waited unlistening; two db:migrate at once applied ${n} migrations once between them, a third applied none; then the process served, ready`,
      );
    } finally {
      await early.stop();
    }
  });
});
