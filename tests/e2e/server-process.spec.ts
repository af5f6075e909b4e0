// The production server as a process: one process per PGlite data folder, and a shutdown that lets the
// requests in flight finish before the database closes. No browser: these start their own servers from
// the build (BUILD_DIR) on a data folder of their own, and run once (the "server" project).
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

const entry = path.resolve(process.env.BUILD_DIR || "build", "server/index.js");

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** A production server on port 0 (the kernel picks one), its output kept for the assertions. */
class ServerProcess {
  readonly child: ChildProcess;
  stdout = "";
  stderr = "";
  readonly exited: Promise<Exit>;

  constructor(dataDir: string) {
    this.child = spawn(process.execPath, [entry], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        SMS_PROVIDER: "log",
        VERIFICATION_MAX_SENDS_PER_IP_HOUR: "1000",
        // Set, though empty (= unset for the app), so a developer's .env cannot point these elsewhere.
        DATABASE_URL: "",
        SMTP_URL: "",
        SMS_WEBHOOK_URL: "",
        OUTBOX_DISABLED: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (chunk: Buffer) => (this.stdout += chunk.toString()));
    this.child.stderr!.on("data", (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) =>
      this.child.on("exit", (code, signal) => resolve({ code, signal })),
    );
  }

  get pid() {
    return this.child.pid!;
  }

  /** The log's messages (pino JSON lines on stdout). */
  messages(): { level: number; msg: string }[] {
    return this.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
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
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        throw new Error(`server exited before logging ${pattern}:\n${this.stdout}\n${this.stderr}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} in the log:\n${this.stdout}\n${this.stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async origin(): Promise<string> {
    const line = await this.waitFor(/^listening on /);
    return line.match(/http:\/\/127\.0\.0\.1:\d+/)![0];
  }
}

/** A process that has ended: its PID is free, as a server's is after kill -9. */
async function pidOfEndedProcess(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.on("exit", resolve));
  return child.pid!;
}

type Answer = { status: number; connection: string | undefined; body: string };

/**
 * A quiz submission whose body is held back until finish(), as from a slow phone connection: the
 * request is in flight from the moment the server has read its headers, which it confirms with
 * "100 Continue" (`accepted`). Keep-alive, like a browser's.
 */
function slowSubmission(origin: string, agent: http.Agent) {
  const phone = `9${crypto.randomInt(100_000_000, 999_999_999)}`;
  const body = JSON.stringify({
    name: "Shutdown Test",
    phone,
    answers: ["asia", "beach", "2", "fixed_soon", "budget_mid", "four_star", "", "semi", "comfort"],
  });
  const req = http.request(`${origin}/api/v1/quiz/submissions`, {
    method: "POST",
    agent,
    headers: {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      Expect: "100-continue",
    },
  });
  const accepted = new Promise<void>((resolve) => req.on("continue", resolve));
  const answered = new Promise<Answer>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }),
      );
    });
    req.on("error", reject);
  });
  // Handled here too, so a failure before the test awaits it is reported as the test's, not as unhandled.
  answered.catch(() => {});
  req.flushHeaders();
  return { accepted, answered, finish: () => req.end(body) };
}

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

test.describe("the production server process", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let dataDir: string;
  let first: ServerProcess;
  let killedPid: number;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "server-process-"));
    // What a server killed with kill -9 leaves: a lock file naming a PID that no longer runs.
    killedPid = await pidOfEndedProcess();
    fs.writeFileSync(
      path.join(dataDir, "pglite.lock"),
      JSON.stringify({
        pid: killedPid,
        host: os.hostname(),
        startedAt: new Date().toISOString(),
        command: "node build/server/index.js",
        token: "killed",
      }),
    );
    first = new ServerProcess(dataDir);
    await first.origin();
  });

  test.afterAll(async () => {
    if (first?.child.exitCode === null) {
      first.child.kill("SIGKILL");
      await first.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("takes over the lock a killed server left in the data folder, saying so", async () => {
    expect(first.count(new RegExp(`took over the lock .*pglite\\.lock from process ${killedPid} `))).toBe(1);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8"));
    expect(lock.pid).toBe(first.pid);
  });

  test("a second server on the same data folder stops at start, naming the folder and the first one's PID", async () => {
    const second = new ServerProcess(dataDir);
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.stderr).toContain(`The data folder ${dataDir} is in use by process ${first.pid}`);
    expect(second.count(/database opened|listening on/)).toBe(0);

    const ready = await get(`${await first.origin()}/readyz`);
    expect(ready).toMatchObject({ status: 200, json: { status: "ready" } });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).pid).toBe(first.pid);
  });

  test("a 50 MB chunked body is refused with 413 once past 16 KB, and the server's memory hardly grows", async () => {
    const origin = new URL(await first.origin());
    const rssKb = () =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${first.pid}/status`, "utf8"))?.[1] ?? NaN);
    const before = rssKb();
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: origin.hostname,
          port: origin.port,
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
        ["EPIPE", "ECONNRESET"].includes((err as NodeJS.ErrnoException).code ?? "") ? undefined : reject(err),
      );
      const chunk = Buffer.alloc(64 * 1024, " ");
      let sent = 0;
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
    expect(status).toBe(413);
    expect(rssKb() - before).toBeLessThan(16 * 1024);
  });

  test("SIGTERM: requests in flight are answered, then the database closes once and the process exits 0", async () => {
    const origin = await first.origin();
    const agent = new http.Agent({ keepAlive: true });
    const submissions = Array.from({ length: 6 }, () => slowSubmission(origin, agent));
    await Promise.all(submissions.map((s) => s.accepted));

    first.child.kill("SIGTERM");
    await first.waitFor(/^SIGTERM received/);
    for (const submission of submissions) submission.finish();
    const answers = await Promise.all(submissions.map((s) => s.answered));
    const exit = await first.exited;
    agent.destroy();

    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(201);
      // Told not to send another request on the connection.
      expect(answer.connection).toBe("close");
    }
    expect(exit).toEqual({ code: 0, signal: null });
    expect(first.count(/^database opened/)).toBe(1);
    expect(first.count(/^database closed/)).toBe(1);
    const messages = first.messages().map((m) => m.msg);
    const submissionsLogged = messages.flatMap((msg, i) => (msg === "request completed" ? [i] : []));
    expect(submissionsLogged.length).toBeGreaterThanOrEqual(answers.length);
    // Every submission was answered 201 (its lead written) before the process let the database go;
    // the request log's own line is written when the response's socket closes, which can land
    // either side of the close, so only the shutdown's own order is asserted from the log.
    expect(messages.findIndex((msg) => msg.startsWith("database closed"))).toBeGreaterThan(
      messages.findIndex((msg) => msg.startsWith("SIGTERM received")),
    );
    expect(first.messages().filter((m) => m.level >= 50)).toEqual([]);
    expect(first.count(/requests still running/)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});
