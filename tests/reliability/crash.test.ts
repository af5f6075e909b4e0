// Processes that die or are told to stop: kill -9 right after a lead was answered, SIGTERM while
// visitors' requests and an outbox job are still running, and a second process pointed at a PGlite
// data folder that another one holds. What was answered stays answered, nothing is sent twice, and
// nothing is corrupted.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmsGateway, type FakeSmsGateway } from "../fakes/sms-gateway";
import { startFakeSmtpServer } from "../fakes/smtp-server";
import {
  AppProcess,
  call,
  eventually,
  mailJobsFinished,
  figure,
  networkIp,
  nextPhone,
  query,
  quizBody,
  settleUnwrittenLeads,
  startOnTerminal,
  startPostgres,
  verifiedQuizLead,
  type Postgres,
} from "./harness";

const SECTION = "Crash recovery";
let pg: Postgres;
let sms: FakeSmsGateway;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let ipSeq = 5000;
const ip = () => networkIp(ipSeq++);

beforeAll(async () => {
  [pg, sms, smtp] = await Promise.all([startPostgres(), startFakeSmsGateway(), startFakeSmtpServer()]);
});

afterAll(async () => {
  await Promise.all([sms?.stop(), smtp?.close()]);
  pg?.stop();
});

const appEnv = (over: Record<string, string> = {}) => ({
  SMS_PROVIDER: "webhook",
  SMS_WEBHOOK_URL: sms.webhookUrl,
  SMTP_URL: smtp.url,
  ...over,
});

/** A quiz lead started and verified on `origin`; resolves once the verify call was answered. */
const verifiedLead = (origin: string, name: string) => verifiedQuizLead(origin, sms, { ip: ip(), name });

const mailsAbout = (name: string) => smtp.received.filter((m) => m.subject.includes(name)).length;

/**
 * A quiz submission whose body is held back until finish(), as from a slow phone connection: the
 * request is in flight from the moment the server has read its headers, which it confirms with
 * "100 Continue" (`accepted`).
 */
function slowSubmission(origin: string, agent: http.Agent, name: string) {
  const body = JSON.stringify(quizBody(nextPhone(), name));
  const req = http.request(`${origin}/api/v1/quiz/submissions`, {
    method: "POST",
    agent,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "x-forwarded-for": ip(),
      expect: "100-continue",
    },
  });
  const accepted = new Promise<void>((resolve) => req.on("continue", resolve));
  const answered = new Promise<{ status: number; connection?: string; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, text }));
    });
    req.on("error", reject);
  });
  answered.catch(() => {});
  req.flushHeaders();
  return { accepted, answered, finish: () => req.end(body) };
}

describe(SECTION, () => {
  it("kill -9 right after a lead was answered: after the restart the lead is there and its e-mail goes out once", async () => {
    const databaseUrl = await pg.createDatabase();
    // The worker of the first process would poll only in ten minutes: the job is surely still
    // waiting when the process dies, as it is for a crash in the instant after the answer.
    const first = await AppProcess.start({ databaseUrl, env: appEnv({ OUTBOX_POLL_MS: "600000" }) });
    const name = `Killed After Answer ${Date.now()}`;
    const { submissionId } = await verifiedLead(first.origin, name);
    first.child.kill("SIGKILL");
    const exit = await first.exited;
    expect(exit.signal).toBe("SIGKILL");

    const [lead] = await query<{ id: string }>(databaseUrl, "SELECT id FROM leads WHERE source_id = $1", [
      submissionId,
    ]);
    expect(lead).toBeDefined();
    const pending = await query<{ status: string }>(
      databaseUrl,
      "SELECT status FROM outbox WHERE kind = 'mail.send' AND payload->>'subject' LIKE $1",
      [`%${name}%`],
    );
    expect(pending.map((r) => r.status)).toEqual(["pending"]);
    expect(mailsAbout(name)).toBe(0);

    const second = await AppProcess.start({ databaseUrl, env: appEnv() });
    try {
      const jobs = await mailJobsFinished(databaseUrl, [name]);
      expect(jobs.map((j) => j.status)).toEqual(["done"]);
      expect(mailsAbout(name)).toBe(1);
      const [{ n }] = await query<{ n: string }>(databaseUrl, "SELECT count(*) AS n FROM leads");
      expect(Number(n)).toBe(1);
    } finally {
      await second.stop();
    }
    figure(
      SECTION,
      "kill -9 after a lead was answered",
      "the lead was there after the restart; its e-mail went out once, from the new process",
    );
  });

  it("kill -9 under load: every answered lead is kept, none half-written, and every e-mail goes out (twice only if it was being handed over at the kill)", async () => {
    const databaseUrl = await pg.createDatabase();
    const env = appEnv({
      API_MAX_STARTS_PER_IP_MINUTE: "1000",
      VERIFICATION_MAX_SENDS_PER_NETWORK_HOUR: "1000",
      // Hundreds of codes from one machine: past half the budget they would need a proof of work.
      SMS_PROOF_OF_WORK_FROM_PERCENT: "100",
    });
    const first = await AppProcess.start({ databaseUrl, env });
    const answered: string[] = [];
    let failed = 0;
    const stamp = Date.now();
    const worker = async (w: number) => {
      for (let i = 0; i < 200; i++) {
        try {
          const { submissionId } = await verifiedLead(first.origin, `Load ${stamp} ${w}-${i}`);
          answered.push(submissionId);
        } catch {
          failed += 1;
          return;
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await eventually("some leads answered", () => answered.length >= 12, 60_000);
    first.child.kill("SIGKILL");
    await Promise.all(workers);
    await first.exited;

    // A job the dead worker was sending at the instant of the kill stays claimed until its lock is
    // stale (minutes); the clock is moved on for it. Such a job is the one e-mail that may go twice:
    // the relay may have taken it just before the kill.
    const [{ claimed }] = await query<{ claimed: string }>(
      databaseUrl,
      `WITH aged AS (UPDATE outbox SET locked_at = now() - interval '1 hour' WHERE status = 'processing' RETURNING 1)
       SELECT count(*) AS claimed FROM aged`,
    );
    const second = await AppProcess.start({ databaseUrl, env });
    try {
      // A verify the kill cut between marking the code used and writing the lead left the lead to its
      // queued retry: never a verified submission with neither.
      const cut = await settleUnwrittenLeads(databaseUrl);
      const leads = await query<{ source_id: string; name: string }>(
        databaseUrl,
        "SELECT l.source_id, c.name FROM leads l JOIN contacts c ON c.id = l.contact_id",
      );
      const kept = new Set(leads.map((l) => l.source_id));
      expect(answered.filter((id) => !kept.has(id))).toEqual([]);
      const names = leads.map((l) => l.name);
      await mailJobsFinished(databaseUrl, names, 60_000);
      expect(names.filter((n) => mailsAbout(n) === 0)).toEqual([]);
      const twice = names.filter((n) => mailsAbout(n) > 1);
      figure(
        SECTION,
        "kill -9 under load (4 visitors at once)",
        `${answered.length} leads answered before the kill, all kept; ${cut} verification(s) cut before the lead was written, completed by the queued retry; ${leads.length} leads in all; ${claimed} e-mail job(s) mid-send at the kill, ${twice.length} e-mail(s) sent twice`,
      );
      expect(twice.length).toBeLessThanOrEqual(Number(claimed));
    } finally {
      await second.stop();
    }
    expect(failed).toBeGreaterThan(0);
  });

  it("SIGTERM while visitors' requests and an outbox job run: all finish, then the process exits 0", async () => {
    const databaseUrl = await pg.createDatabase();
    const app = await AppProcess.start({ databaseUrl, env: appEnv() });
    const name = `Slow Mail ${Date.now()}`;
    const before = smtp.dataStarted;
    // A relay that takes 3 s per message: the lead's e-mail is still being handed over at SIGTERM.
    smtp.slow(3000);
    try {
      await verifiedLead(app.origin, name);
      await eventually("the e-mail being sent", () => smtp.dataStarted > before, 10_000);
      const agent = new http.Agent({ keepAlive: true });
      const submissions = Array.from({ length: 6 }, (_, i) =>
        slowSubmission(app.origin, agent, `In Flight ${i}`),
      );
      await Promise.all(submissions.map((s) => s.accepted));

      const t0 = performance.now();
      app.child.kill("SIGTERM");
      await app.waitFor(/^SIGTERM received/);
      for (const s of submissions) s.finish();
      const answers = await Promise.all(submissions.map((s) => s.answered));
      const exit = await app.exited;
      const stopMs = performance.now() - t0;
      agent.destroy();

      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(201);
        expect(answer.connection).toBe("close");
      }
      expect(exit).toEqual({ code: 0, signal: null });
      expect(mailsAbout(name)).toBe(1);
      const jobs = await query<{ status: string }>(
        databaseUrl,
        "SELECT status FROM outbox WHERE kind = 'mail.send' AND payload->>'subject' LIKE $1",
        [`%${name}%`],
      );
      expect(jobs.map((j) => j.status)).toEqual(["done"]);
      const messages = app.messages().map((m) => m.msg);
      expect(messages.findIndex((m) => m.startsWith("database closed"))).toBeGreaterThan(
        messages.findIndex((m) => m.startsWith("SIGTERM received")),
      );
      expect(app.messages().filter((m) => m.level >= 50)).toEqual([]);
      figure(
        SECTION,
        "SIGTERM with 6 requests and a 3 s e-mail in flight",
        `all 6 answered 201 (Connection: close), the e-mail delivered once, exit 0 after ${Math.round(stopMs)} ms`,
      );
    } finally {
      smtp.slow(0);
      await app.stop();
    }
  });

  it("SIGTERM behind a balancer: /readyz turns 503 at once while the site is still served, then the process exits 0", async () => {
    const databaseUrl = await pg.createDatabase();
    const app = await AppProcess.start({ databaseUrl, env: { ...appEnv(), SHUTDOWN_DRAIN_MS: "4000" } });
    try {
      expect((await fetch(`${app.origin}/readyz`)).status).toBe(200);
      app.child.kill("SIGTERM");
      await app.waitFor(/^draining: /);
      const ready = await fetch(`${app.origin}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "draining" });
      // Still accepting: a visitor the balancer sent a moment ago is served, not refused.
      expect((await fetch(`${app.origin}/healthz`)).status).toBe(200);
      expect((await fetch(`${app.origin}/`)).status).toBe(200);
      expect(await app.exited).toEqual({ code: 0, signal: null });
      const messages = app.messages().map((m) => m.msg);
      expect(messages.findIndex((m) => m === "stopped")).toBeGreaterThan(
        messages.findIndex((m) => m.startsWith("draining: ")),
      );
      figure(
        SECTION,
        "SIGTERM with SHUTDOWN_DRAIN_MS=4000",
        "/readyz 503 “draining” at once, / and /healthz still 200 during the drain, exit 0",
      );
    } finally {
      await app.stop();
    }
  });

  it("on a terminal, a first start reads as text: migrating, the address, where codes go, and the setup link alone on its line", async () => {
    const terminal = await startOnTerminal();
    try {
      await eventually("the server listening", () => /listening on /.test(terminal.output()), 90_000);
      await eventually("the setup link", () => /auth\/setup\?token=/.test(terminal.output()), 10_000);
      const shown = terminal.output();
      expect(shown).not.toContain('{"level"');
      expect(shown).toMatch(/^\d\d:\d\d:\d\d INFO {2}applying \d+ database migration\(s\)/m);
      expect(shown).toMatch(
        /^\d\d:\d\d:\d\d INFO {2}listening on http:\/\/127\.0\.0\.1:\d+ \(production\)\n {2}SMS: log — codes are printed here\n {2}mail: log — e-mails are printed here/m,
      );
      // A link that can be copied as it is: alone on its line, nothing escaped.
      expect(shown).toMatch(/^ {2}http:\/\/127\.0\.0\.1:\d+\/auth\/setup\?token=[A-Za-z0-9_-]+$/m);
      figure(
        SECTION,
        "First start on a terminal",
        "readable lines (no JSON): migrating, the address and providers, the setup link alone on its line",
      );
    } finally {
      await terminal.stop();
    }
  });

  describe("PGlite: one process per data folder", () => {
    let dataDir: string;
    let first: AppProcess;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-pglite-"));
      first = await AppProcess.start({ dataDir });
    });

    afterAll(async () => {
      await first?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("a second process on the same data folder stops at start with a clear message, and the first is unharmed", async () => {
      const second = AppProcess.spawn({ dataDir }, 0);
      const exit = await second.exited;
      expect(exit.code).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dataDir} is in use by process ${first.pid}`);
      expect(second.count(/database opened|listening on/)).toBe(0);

      const ready = await call(first.origin, "/readyz");
      expect(ready.json).toMatchObject({ status: "ready" });
      const started = await call(first.origin, "/api/v1/quiz/submissions", { body: quizBody(), ip: ip() });
      expect(started.status, started.text).toBe(201);
      figure(
        SECTION,
        "PGlite: a second process on the same folder",
        `refused to start (exit 1): “${second.stderr
          .split("\n")
          .find((l) => l.includes("in use by process"))
          ?.trim()}”`,
      );
    });

    it("a 50 MB chunked body is refused with 413 once past the cap, and the process's memory hardly grows", async () => {
      const rssKb = () =>
        Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${first.pid}/status`, "utf8"))?.[1] ?? NaN);
      const before = rssKb();
      let sent = 0;
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port: first.port,
            path: "/api/v1/quiz/submissions",
            method: "POST",
            // No Content-Length: the size is known only by reading.
            headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        // The server may close the upload once it has answered; that is the point.
        request.on("error", (err) =>
          ["EPIPE", "ECONNRESET"].includes((err as NodeJS.ErrnoException).code ?? "")
            ? undefined
            : reject(err),
        );
        const chunk = Buffer.alloc(64 * 1024, " ");
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          request.end();
        };
        request.write('{"name":"');
        pump();
      });
      const grewKb = rssKb() - before;
      expect(status).toBe(413);
      expect(grewKb).toBeLessThan(16 * 1024);
      figure(
        SECTION,
        "A 50 MB streamed body",
        `refused 413 after ${(sent / 1024 / 1024).toFixed(1)} MB had been offered; the process grew ${(grewKb / 1024).toFixed(1)} MB`,
      );
    });

    it("after kill -9 the next process takes over the folder's lock, saying so, with the data intact", async () => {
      const phone = nextPhone();
      const started = await call(first.origin, "/api/v1/quiz/submissions", {
        body: quizBody(phone),
        ip: ip(),
      });
      expect(started.status).toBe(201);
      const killed = first.pid;
      first.child.kill("SIGKILL");
      await first.exited;
      first = await AppProcess.start({ dataDir });
      expect(first.count(new RegExp(`took over the lock .* from process ${killed} `))).toBe(1);
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")) as { pid: number };
      expect(lock.pid).toBe(first.pid);
      // The submission made before the kill is still there: its code can be asked for again.
      const resent = await call(
        first.origin,
        `/api/v1/quiz/submissions/${started.json!.submissionId}/resend`,
        {
          body: {},
          ip: ip(),
        },
      );
      expect(resent.status, resent.text).not.toBe(404);
      expect(resent.status).toBeLessThan(500);
    });
  });
});
