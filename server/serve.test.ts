import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { lingerAfterRefusedBodies, messageClassesFor, trackRequests } from "./serve";

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

describe("a refused upload's connection", () => {
  /** One 64 KB piece of a chunked upload. */
  const CHUNK = `${(64 * 1024).toString(16)}\r\n${"x".repeat(64 * 1024)}\r\n`;

  /**
   * A server that reads at most 64 KB of a body, then answers 413 and closes, as the app's body
   * readers do; and a client that keeps uploading until it sees the answer, as a browser does.
   */
  async function refusingServer() {
    const received: string[] = [];
    const server = http.createServer(async (req, res) => {
      received.push(req.url!);
      // Read through a web stream and let go without cancelling, as the app's body readers do.
      const reader = createReadableStreamFromReadable(req).getReader();
      for (let size = 0; size <= 64 * 1024;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
      }
      reader.releaseLock();
      res.writeHead(413, { "Content-Type": "text/plain", Connection: "close" });
      res.end("too large");
    });
    servers.push(server);
    // As serve() does: after every other listener of the server's requests.
    lingerAfterRefusedBodies(server, { lingerMs: 1_000 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { port: (server.address() as AddressInfo).port, received };
  }

  /** Uploads 64 MB, stopping at the answer's head (or, `endless`, only when the server closes). */
  function upload(port: number, { endless = false } = {}) {
    return new Promise<{ head: string; sent: number }>((resolve) => {
      // Endless: a client that goes on sending after the server has ended its side.
      const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: endless });
      let received = "";
      let sent = 0;
      const done = () => {
        socket.destroy();
        resolve({ head: received.split("\r\n")[0] ?? "", sent });
      };
      socket.on("data", (chunk) => {
        received += chunk.toString("latin1");
        if (!endless && received.includes("\r\n\r\n")) done();
      });
      socket.on("error", () => undefined);
      socket.on("close", done);
      socket.on("connect", async () => {
        // The client is busy for a moment and reads the answer late: the server has answered and
        // closed by then, and what it answered must still be there to read.
        socket.pause();
        setTimeout(() => socket.resume(), 100);
        socket.write("POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
        while (!socket.destroyed && (endless || sent < 64 * 1024 * 1024)) {
          sent += 64 * 1024;
          if (!socket.write(CHUNK)) await new Promise((r) => socket.once("drain", r));
        }
      });
    });
  }

  it("stays open, reading and discarding, until the client has heard the 413", async () => {
    const { port } = await refusingServer();
    for (let i = 0; i < 5; i++) {
      const answer = await upload(port);
      expect(answer.head, `upload ${i}`).toBe("HTTP/1.1 413 Payload Too Large");
    }
  });

  it("is closed after the lingering time however long the client goes on uploading", async () => {
    const { port } = await refusingServer();
    const answer = await upload(port, { endless: true });
    expect(answer.head).toBe("HTTP/1.1 413 Payload Too Large");
    // It went on reading (and discarding) well past the limit until the time was up.
    expect(answer.sent).toBeGreaterThan(16 * 1024 * 1024);
  });

  it("does not run a request the client sends after the refused one on the same connection", async () => {
    const { port, received } = await refusingServer();
    const answer = await new Promise<string>((resolve) => {
      // Half-open, as a client still sending is: the server reads on after its answer.
      const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString("latin1")));
      socket.on("error", () => undefined);
      // The server has said all it will: close our side too.
      socket.on("end", () => socket.end());
      socket.on("close", () => resolve(text));
      // The whole upload, its end, and a second request, pipelined in one go.
      socket.write(
        `POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${CHUNK.repeat(8)}0\r\n\r\n` +
          "POST /second HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}",
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(received).toEqual(["/upload"]);
  });
});

describe("requests born with the Express app's prototypes", () => {
  async function startApp(base?: Parameters<typeof messageClassesFor>[1]) {
    const app = express();
    app.set("trust proxy", "loopback");
    app.use(express.json());
    const kept: boolean[] = [];
    app.get("/where", (req, res) => {
      // After Express's own start of a request: the prototypes it set are the ones the request was
      // born with, so its setPrototypeOf changed nothing (the measured gain rests on this).
      kept.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
      res.locals.seen = true;
      res.json({ path: req.path, ip: req.ip, query: req.query, host: req.hostname });
    });
    app.post("/echo", (req, res) => res.status(201).json({ got: req.body }));
    const server = http.createServer(messageClassesFor(app, base), app);
    servers.push(server);
    const born: boolean[] = [];
    // Called before Express's own listener: what Node built, before Express has touched it.
    server.prependListener("request", (req, res) => {
      born.push(
        Object.getPrototypeOf(req) === app.request &&
          Object.getPrototypeOf(res) === app.response &&
          req instanceof http.IncomingMessage &&
          res instanceof http.ServerResponse,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return { app, port, born, kept };
  }

  /** Two GETs on one keep-alive connection: each is a new request object of the app's class. */
  async function getTwice(port: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string) =>
      new Promise<{ status?: number; body: unknown }>((resolve, reject) => {
        http
          .get(
            { host: "127.0.0.1", port, path, agent, headers: { "X-Forwarded-For": "203.0.113.9" } },
            (res) => {
              let body = "";
              res.on("data", (chunk: Buffer) => (body += chunk.toString()));
              res.on("end", () => resolve({ status: res.statusCode, body: JSON.parse(body) }));
            },
          )
          .on("error", reject);
      });
    const answers = [await get("/where?q=1"), await get("/where")];
    agent.destroy();
    return answers;
  }

  it("reach the app already carrying its request and response, so Express has nothing to change", async () => {
    const { port, born, kept } = await startApp();
    const [first, second] = await getTwice(port);
    expect(first).toEqual({
      status: 200,
      body: { path: "/where", ip: "203.0.113.9", query: { q: "1" }, host: "127.0.0.1" },
    });
    expect(second!.body).toMatchObject({ path: "/where" });
    expect(born).toEqual([true, true]);
    expect(kept).toEqual([true, true]);
  });

  it("are built by Node's own constructors, whether written as functions or as classes", async () => {
    // Node's request classes as ES classes: called without `new` they would throw.
    const { port, born, kept } = await startApp({
      IncomingMessage: class extends http.IncomingMessage {},
      // Node's own type is generic over the request; a plain subclass is the same class at run time.
      ServerResponse: class extends http.ServerResponse {} as typeof http.ServerResponse,
    });
    const [first] = await getTwice(port);
    expect(first).toMatchObject({ status: 200, body: { path: "/where", query: { q: "1" } } });
    expect(born).toEqual([true, true]);
    expect(kept).toEqual([true, true]);
  });

  it("are still Node's requests and responses: bodies are read and answers written as before", async () => {
    const { port } = await startApp();
    const answer = await new Promise<{ status?: number; type?: string; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/echo",
          headers: { "Content-Type": "application/json" },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode, type: res.headers["content-type"], body }));
        },
      );
      req.on("error", reject);
      // Sent in two chunks without a length: the request body is a stream, read as Node reads it.
      req.write('{"name":"As');
      setTimeout(() => req.end('ha"}'), 20);
    });
    expect(answer).toEqual({
      status: 201,
      type: "application/json; charset=utf-8",
      body: JSON.stringify({ got: { name: "Asha" } }),
    });
  });
});
