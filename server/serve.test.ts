import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackRequests } from "./serve";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose responses wait until the test lets them go, the way a slow request would. */
async function startServer() {
  const pending: (() => void)[] = [];
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    received.push(req.url!);
    pending.push(() => res.end(`done ${req.url}`));
  });
  servers.push(server);
  const drain = trackRequests(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const request = (url: string) =>
    new Promise<{ status?: number; connection?: string; body: string }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: url, agent }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, body }));
        })
        .on("error", reject);
    });
  const receivedAll = async (n: number) => {
    while (received.length < n) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { server, drain, request, receivedAll, pending, agent };
}

describe("shutdown's request draining", () => {
  it("lets requests in flight finish, tells their clients to close, and ends without waiting for keep-alive", async () => {
    const { drain, request, receivedAll, pending, agent } = await startServer();
    const answers = [request("/a"), request("/b")];
    await receivedAll(2);
    const started = Date.now();
    const drained = drain(10_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const release of pending) release();
    expect(await Promise.all(answers)).toEqual([
      { status: 200, connection: "close", body: "done /a" },
      { status: 200, connection: "close", body: "done /b" },
    ]);
    expect(await drained).toBe(0);
    // Well inside keepAliveTimeout and the grace period.
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it("closes the connections of requests still running when the grace period ends", async () => {
    const { drain, request, receivedAll, agent } = await startServer();
    const answer = request("/never");
    await receivedAll(1);
    expect(await drain(100)).toBe(1);
    await expect(answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    agent.destroy();
  });
});
