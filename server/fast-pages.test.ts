import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastPages, pagePath, plainEncoding } from "./fast-pages";

const BYTES = { br: Buffer.from("brotli bytes"), gzip: Buffer.from("gzip bytes") };
const lines: Record<string, unknown>[] = [];
const counted: string[] = [];
let throughExpress = 0;
let server: http.Server;
let port: number;

beforeAll(async () => {
  const fast = fastPages({
    bytesOf: (pathname, encoding) => (pathname === "/about" ? BYTES[encoding] : null),
    logger: pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    count: (method, pathname, status) => void counted.push(`${method} ${pathname} ${status}`),
  });
  // Stands in for the app: headers of its own, one per request, and the page in its encoding.
  const app = express();
  app.get("/about", (req, res) => {
    throughExpress++;
    const encoding = req.acceptsEncodings("br") ? "br" : "gzip";
    res.setHeader("Content-Security-Policy", String(req.query.policy ?? "default-src 'self'"));
    res.setHeader("X-Request-Id", `express-${throughExpress}`);
    res.setHeader("Content-Encoding", encoding);
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    res.setHeader("Cache-Control", "no-cache");
    res.once("finish", () => fast.learn("/about", encoding, res.statusCode, res.getHeaders()));
    res.send(BYTES[encoding]);
  });
  server = http.createServer((req, res) => {
    if (!fast.handle(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
      })
      .on("error", reject);
  });
}

describe("prerendered pages answered before Express", () => {
  it("reads Accept-Encoding as Express would choose, and leaves weighted headers to Express", () => {
    expect(plainEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(plainEncoding("gzip")).toBe("gzip");
    expect(plainEncoding("br;q=0, gzip")).toBeNull();
    expect(plainEncoding("identity")).toBeNull();
    expect(plainEncoding(undefined)).toBeNull();
    expect(pagePath("/destination/kenya/?utm=1")).toBe("/destination/kenya");
    expect(pagePath("/")).toBe("/");
  });

  it("sends a page Express sent once with the headers it sent, its own request id, log line and count", async () => {
    const first = await get("/about", { "accept-encoding": "br" });
    const second = await get("/about?from=ad", {
      "accept-encoding": "gzip, br",
      "x-request-id": "campaign-42",
    });
    expect(throughExpress).toBe(1);
    expect(second.body).toBe("brotli bytes");
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(second.headers["cache-control"]).toBe("no-cache");
    expect(second.headers["x-request-id"]).toBe("campaign-42");
    expect(lines.at(-1)).toMatchObject({
      msg: "request completed",
      req: { id: "campaign-42", method: "GET", url: "/about?from=…" },
      res: { statusCode: 200 },
    });
    expect(counted).toEqual(["GET /about 200"]);
    // Another encoding has not been sent by Express yet: Express sends it (and it is learned).
    await get("/about", { "accept-encoding": "gzip" });
    expect(throughExpress).toBe(2);
    expect((await get("/about", { "accept-encoding": "gzip" })).body).toBe("gzip bytes");
    expect(throughExpress).toBe(2);
  });

  it("leaves conditional requests, weighted encodings and other methods to Express", async () => {
    const before = throughExpress;
    await get("/about", { "accept-encoding": "br", "if-none-match": '"x"' });
    await get("/about", { "accept-encoding": "br;q=1" });
    await get("/other", { "accept-encoding": "br" });
    expect(throughExpress).toBe(before + 2);
  });

  it("never keeps a response that set a cookie or carried a nonce", async () => {
    const fresh = fastPages({ bytesOf: () => BYTES.br, logger: pino({ level: "silent" }), count: () => {} });
    const res = { statusCode: 0 } as unknown as http.ServerResponse;
    const req = {
      method: "GET",
      url: "/about",
      headers: { "accept-encoding": "br" },
    } as http.IncomingMessage;
    fresh.learn("/about", "br", 200, { "content-encoding": "br", "set-cookie": ["a=b"] });
    fresh.learn("/about", "br", 200, {
      "content-encoding": "br",
      "content-security-policy": "script-src 'nonce-abc'",
    });
    fresh.learn("/about", "br", 304, { "content-encoding": "br" });
    expect(fresh.handle(req, res)).toBe(false);
  });
});
