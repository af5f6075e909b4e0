import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The bones shared by the fake provider servers: a real HTTP server on 127.0.0.1, a switchable
 * behaviour (answer normally, answer with the provider's error, answer late, never answer, or answer
 * 200 with a page that is not the provider's) and
 * a clean stop that also ends hanging requests.
 */
export type FakeBehaviour =
  | { mode: "ok" }
  | { mode: "error"; status?: number }
  | { mode: "slow"; delayMs: number }
  | { mode: "hang" }
  // A 200 whose body is not the provider's answer (a captive portal, a proxy's error page).
  | { mode: "garbage" };

export type FakeRequest = { method: string; url: URL; headers: http.IncomingHttpHeaders; body: string };
export type FakeReply = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The connection is cut instead of answering (after the provider acted on the request). */
  cut?: boolean;
};

export type FakeServer = {
  url: string;
  port: number;
  /** Every provider call as it arrived, whatever the behaviour (a hanging or failing call too). */
  requests: FakeRequest[];
  behaviour: FakeBehaviour;
  setBehaviour(behaviour: FakeBehaviour): void;
  stop(): Promise<void>;
};

export async function startFakeHttpServer(
  handle: (req: FakeRequest, behaviour: FakeBehaviour) => FakeReply | Promise<FakeReply>,
  options: { port?: number; host?: string } = {},
): Promise<FakeServer> {
  const host = options.host ?? "127.0.0.1";
  const pending = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const state: { behaviour: FakeBehaviour } = { behaviour: { mode: "ok" } };
  const requests: FakeRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const request: FakeRequest = {
        method: req.method ?? "GET",
        url: new URL(req.url ?? "/", `http://${host}`),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      const behaviour = state.behaviour;
      // Control and read-back endpoints are never delayed: only the provider calls are.
      const isProviderCall = !request.url.pathname.startsWith("/__") && request.method !== "GET";
      if (isProviderCall) requests.push(request);
      if (isProviderCall && behaviour.mode === "hang") {
        pending.add(res);
        res.on("close", () => pending.delete(res));
        return;
      }
      if (isProviderCall && behaviour.mode === "garbage") {
        res.writeHead(200, { "content-type": "text/html" });
        res.end("<html><body><h1>Welcome to Airport Wi-Fi</h1></body></html>");
        return;
      }
      if (isProviderCall && behaviour.mode === "slow") {
        await new Promise<void>((resolve) => {
          const t = setTimeout(() => {
            timers.delete(t);
            resolve();
          }, behaviour.delayMs);
          timers.add(t);
        });
      }
      try {
        const reply = await handle(request, behaviour);
        if (res.destroyed) return;
        if (reply.cut) {
          res.socket?.destroy();
          return;
        }
        res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
        res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body));
      } catch (err) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: String(err) }));
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    get behaviour() {
      return state.behaviour;
    },
    setBehaviour(behaviour) {
      state.behaviour = behaviour;
    },
    async stop() {
      for (const t of timers) clearTimeout(t);
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Digits only, so "+919812345678", "919812345678" and a query-decoded " 919812345678" all match. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, "");
