import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../helpers/test-database";
// Aliased: the react-hooks lint rule reads any use* call as a React hook.
import { useTestConfig as setTestConfig } from "../helpers/verification";
import { PERMISSIONS_POLICY } from "../../server/permissions-policy";

/**
 * The limits as the server applies them: server/app.ts itself on an ephemeral port, in front of the
 * real lead-flow routes and a real database, with requests from real loopback addresses. Only React
 * Router's build is made here (the app's is made by Vite), holding the API routes under test.
 */
vi.mock("virtual:react-router/server-build", async () => {
  const submissionsRoute = await import("~/routes/api.v1.$flow.submissions");
  const verifyRoute = await import("~/routes/api.v1.$flow.submissions.$submissionId.verify");
  const route = (id: string, path: string, module: object) => ({
    id,
    parentId: "root",
    path,
    index: undefined,
    caseSensitive: undefined,
    module,
  });
  const build = {
    entry: { module: { default: () => new Response("no documents here", { status: 404 }) } },
    routes: {
      root: { id: "root", path: "", index: undefined, caseSensitive: undefined, module: {} },
      submissions: route("submissions", "api/v1/:flow/submissions", submissionsRoute),
      verify: route("verify", "api/v1/:flow/submissions/:submissionId/verify", verifyRoute),
      // The URL a route is handed, as the route sees it.
      where: route("where", "api/v1/where", {
        loader: ({ request }: { request: Request }) => Response.json({ url: request.url }),
      }),
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    // The mocked module refuses a read of a name it lacks, so the optional fields are named too.
    basename: undefined,
    unstable_getCriticalCss: undefined,
    allowedActionOrigins: undefined,
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return build;
});

const testDb = setUpTestDatabase();

const LIMITS = {
  API_MAX_STARTS_PER_IP_MINUTE: "3",
  API_MAX_STARTS_PER_IP_HOUR: "100",
  API_MAX_CODE_REQUESTS_PER_IP_MINUTE: "4",
  // Far above the burst, so only the HTTP limits refuse here.
  VERIFICATION_MAX_SENDS_PER_IP_HOUR: "1000",
  VERIFICATION_RESEND_COOLDOWN_SECONDS: "0",
};

const servers: http.Server[] = [];

/** server/app.ts loaded afresh with the given configuration, listening on an ephemeral loopback port. */
async function startApp(env: Record<string, string> = {}) {
  setTestConfig({ ...LIMITS, ...env });
  vi.resetModules();
  const { app } = await import("../../server/app");
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});
// The clock stands still 10 s into a minute, so a burst never straddles two windows; tests move it.
const T0 = new Date("2026-12-01T06:00:10Z");
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
});
afterAll(() => {
  vi.useRealTimers();
  setConfigForTests(undefined);
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown> };

/** A request from a chosen loopback address (all of 127/8 is this machine), as another client would. */
function request(
  port: number,
  path: string,
  { method = "POST", body, from = "127.0.0.1", headers = {} }: RequestOptions = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        localAddress: from,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) });
          } catch {
            reject(new Error(`${res.statusCode} ${path}: not JSON: ${text.slice(0, 500)}`));
          }
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
type RequestOptions = { method?: string; body?: unknown; from?: string; headers?: Record<string, string> };

let seq = 0;
const freshPhone = () => `98${String(10_000_000 + ++seq * 15_485_863).slice(-8)}`;
const TOP_ANSWERS = [
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
const quizBody = () => ({ name: "Asha", phone: freshPhone(), answers: TOP_ANSWERS });

async function submissionRows() {
  const [row] = await testDb.db.select({ n: count() }).from(leadSubmissions);
  return row!.n;
}

/** Submissions counted by the IP the route saw (request_ip), to tell clients apart. */
async function submissionRowsFrom(ip: string) {
  const [row] = await testDb.db
    .select({ n: count() })
    .from(leadSubmissions)
    .where(eq(leadSubmissions.requestIp, ip));
  return row!.n;
}

describe("API rate limits in front of the lead flows", () => {
  it("a burst of starts from one address gets 429s past the limit, and no row beyond it", async () => {
    const port = await startApp();
    const before = await submissionRows();
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++)
      answers.push(await request(port, "/api/v1/quiz/submissions", { body: quizBody(), from: "127.0.0.5" }));

    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    // The minute window ends at 06:01:00; the clock reads 06:00:10.
    const refused = answers[3]!;
    expect(refused.headers["retry-after"]).toBe("50");
    expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.json).toEqual({
      error: {
        title: "Too Many Requests",
        description: "Too many requests from your network. Please try again in 50 seconds.",
        retryAfterSeconds: 50,
      },
    });
    expect((await submissionRows()) - before).toBe(3);

    // Another address is a different client, with its own count.
    const other = await request(port, "/api/v1/quiz/submissions", { body: quizBody(), from: "127.0.0.6" });
    expect(other.status).toBe(201);
    expect(await submissionRowsFrom("127.0.0.6")).toBe(1);

    // Checking a code is counted apart from starting: the start limit does not refuse it.
    const id = (answers[0]!.json as { submissionId: string }).submissionId;
    const check = await request(port, `/api/v1/quiz/submissions/${id}/verify`, {
      body: { code: "000000" },
      from: "127.0.0.5",
    });
    expect(check.status).toBe(400);
  });

  it("every answer, refused or not, switches off the browser features the site does not use", async () => {
    const port = await startApp();
    const from = "127.0.0.12";
    const answers = [await request(port, "/healthz", { method: "GET", from })];
    for (let i = 0; i < 4; i++)
      answers.push(await request(port, "/api/v1/quiz/submissions", { body: quizBody(), from }));
    expect(answers.map((a) => a.status)).toEqual([200, 201, 201, 201, 429]);
    for (const answer of answers) {
      const policy = answer.headers["permissions-policy"];
      expect(policy).toBe(PERMISSIONS_POLICY);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(policy).toContain(`${feature}=()`);
    }
  });

  it("the next window lets the same address start again", async () => {
    const port = await startApp();
    const from = "127.0.0.11";
    const start = () => request(port, "/api/v1/quiz/submissions", { body: quizBody(), from });
    for (let i = 0; i < 3; i++) expect((await start()).status).toBe(201);
    vi.setSystemTime(new Date(T0.getTime() + 49_000));
    expect((await start()).status).toBe(429);
    vi.setSystemTime(new Date(T0.getTime() + 50_000));
    try {
      expect((await start()).status).toBe(201);
    } finally {
      vi.setSystemTime(T0);
    }
    expect(await submissionRowsFrom(from)).toBe(4);
  });

  it("another spelling of a start URL is counted as a start", async () => {
    const port = await startApp();
    const from = "127.0.0.7";
    const paths = [
      "/api/v1/quiz/submissions",
      "/API/V1/quiz/Submissions/",
      "/api/v1/quiz/%73ubmissions",
      "/api/v1/other/../quiz/submissions?x=1",
    ];
    const statuses = [];
    for (const path of paths) statuses.push((await request(port, path, { body: quizBody(), from })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(await submissionRowsFrom(from)).toBe(3);
  });

  /** Five starts from `from`, each naming another client in a made-up X-Forwarded-For: their statuses. */
  async function forgedStarts(port: number, from: string) {
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const forged = { "x-forwarded-for": `198.51.100.${i + 1}` };
      statuses.push(
        (await request(port, "/api/v1/quiz/submissions", { body: quizBody(), from, headers: forged })).status,
      );
    }
    return statuses;
  }

  it("without TRUST_PROXY a forged X-Forwarded-For changes nothing: the socket's address is counted", async () => {
    const port = await startApp();
    expect(await forgedStarts(port, "127.0.0.8")).toEqual([201, 201, 201, 429, 429]);
    expect(await submissionRowsFrom("127.0.0.8")).toBe(3);
  });

  it("with TRUST_PROXY listing other proxies, a client's X-Forwarded-For is ignored: its own address is counted", async () => {
    const port = await startApp({ TRUST_PROXY: "10.0.0.0/8,192.168.0.0/16,::1" });
    expect(await forgedStarts(port, "127.0.0.13")).toEqual([201, 201, 201, 429, 429]);
    expect(await submissionRowsFrom("127.0.0.13")).toBe(3);
  });

  it("with TRUST_PROXY listing the proxy's network, the address the proxy gives is the client", async () => {
    const port = await startApp({ TRUST_PROXY: "10.0.0.0/8,127.0.0.8/29" });
    const send = (client: string) =>
      request(port, "/api/v1/quiz/submissions", {
        body: quizBody(),
        from: "127.0.0.9",
        headers: { "x-forwarded-for": client },
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send("203.0.113.50")).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await send("203.0.113.51")).status).toBe(201);
    expect(await submissionRowsFrom("203.0.113.50")).toBe(3);
  });

  it("a route's URL takes X-Forwarded-Host (its port too) only from a listed proxy", async () => {
    const urlSeen = async (trustProxy: string) => {
      const port = await startApp({ TRUST_PROXY: trustProxy });
      const answer = await request(port, "/api/v1/where", {
        method: "GET",
        from: "127.0.0.15",
        headers: { "x-forwarded-host": "127.0.0.1:9999" },
      });
      expect(answer.status).toBe(200);
      return { port, url: answer.json.url };
    };
    const unlisted = await urlSeen("10.0.0.0/8");
    expect(unlisted.url).toBe(`http://127.0.0.1:${unlisted.port}/api/v1/where`);
    expect((await urlSeen("127.0.0.15")).url).toBe("http://127.0.0.1:9999/api/v1/where");
  });

  it("the bench switch turns the limits off", async () => {
    const port = await startApp({ RATE_LIMITS_DISABLED_FOR_BENCH: "true" });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await request(port, "/api/v1/quiz/submissions", { body: quizBody(), from: "127.0.0.10" })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });
});
