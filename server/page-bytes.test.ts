import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NONCE_PLACEHOLDER, PRERENDER_ORIGIN } from "../app/lib/nonce";
import { encodePage, inlineScriptHashes, prerenderedPage, sendEncoded } from "./page-bytes";

const SCRIPT = 'window.__ctx = {"url":"https://example.test/"};';
const RAW = [
  `<html><head><link rel="canonical" href="${PRERENDER_ORIGIN}/about"/>`,
  `<link rel="modulepreload" href="/assets/a.js" nonce="${NONCE_PLACEHOLDER}"/></head><body>`,
  `<script type="application/ld+json">{"url":"${PRERENDER_ORIGIN}/"}</script>`,
  `<script nonce="${NONCE_PLACEHOLDER}">${SCRIPT.replace("https://example.test", PRERENDER_ORIGIN)}</script>`,
  `<script nonce="${NONCE_PLACEHOLDER}" type="module" src="/assets/b.js"></script>`,
  `<p>${"Kenya, Maldives, Switzerland. ".repeat(200)}</p></body></html>`,
].join("");
const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

describe("a prerendered page as every visitor gets it", () => {
  it("carries the configured origin and no nonce; its inline scripts are allowed by their hashes", () => {
    const html = prerenderedPage(RAW, "https://example.test")!;
    expect(html).not.toContain(PRERENDER_ORIGIN);
    expect(html).not.toContain("nonce=");
    expect(html).toContain('href="https://example.test/about"');
    expect(inlineScriptHashes(html)).toEqual([sha('{"url":"https://example.test/"}'), sha(SCRIPT)]);
  });

  it("is left to a nonce per response when a script reads the placeholder itself", () => {
    expect(
      prerenderedPage(`<script>const n = "${NONCE_PLACEHOLDER}";</script>`, "https://x.test"),
    ).toBeNull();
  });
});

describe("sending an encoded page", () => {
  let server: http.Server;
  let port: number;
  const page = encodePage(prerenderedPage(RAW, "https://example.test")!);

  beforeAll(async () => {
    const app = express();
    app.get("/page", (_req, res, next) => {
      // As the page headers set it before the page is sent.
      res.locals.cspNonce = "abc";
      res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'nonce-abc'");
      next();
    });
    app.get("/page", (req, res) => sendEncoded(req, res, page, "no-cache"));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const get = (headers: Record<string, string>, method = "GET") =>
    new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/page", method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("chooses brotli, then gzip, else none, by Accept-Encoding; each decompresses to the page", async () => {
    const br = await get({ "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(page.identity)).toBe(true);
    const gz = await get({ "Accept-Encoding": "gzip;q=1, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(page.identity)).toBe(true);
    const plain = await get({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(page.identity)).toBe(true);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(answer.headers["content-security-policy"]).toBe(
        `default-src 'self'; script-src 'self' ${page.scriptHashes.join(" ")}`,
      );
    }
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("answers 304 with no body when If-None-Match names the representation, 200 otherwise", async () => {
    const br = await get({ "Accept-Encoding": "br" });
    const again = await get({ "Accept-Encoding": "br", "If-None-Match": br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip representation's tag does not validate the brotli one.
    const gz = await get({ "Accept-Encoding": "gzip" });
    const other = await get({ "Accept-Encoding": "br", "If-None-Match": gz.headers.etag! });
    expect(other.status).toBe(200);
    expect(other.body.equals(br.body)).toBe(true);
    const head = await get({ "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(br.body.length));
  });
});
