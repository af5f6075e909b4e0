import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApiTier } from "../app/server/api-rate-limits.server";
import { precompress } from "../scripts/precompress";
import { isFileName, serveFilesInFront } from "./front";
import { messageClassesFor } from "./serve";

// An SVG is a document that can carry script: opened on its own, it must run none.
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

let server: http.Server;
let port: number;
let clientDir: string;
// Well over compression's 1 KB threshold, and compressible.
const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "front-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "assets", "app-1234.js"), "console.log('app');\n".repeat(200));
  fs.writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
  fs.mkdirSync(path.join(clientDir, "images"));
  fs.writeFileSync(path.join(clientDir, "favicon.svg"), SVG);
  fs.writeFileSync(path.join(clientDir, "images", "Beach.SVG"), SVG);
  fs.writeFileSync(path.join(clientDir, "assets", "logo-1234.svg"), SVG);
  fs.writeFileSync(path.join(clientDir, "page.html"), "<p>prerendered</p>");
  fs.writeFileSync(path.join(clientDir, "images", "map.svg"), `<svg>${"<path d='M0 0'/>".repeat(200)}</svg>`);
  // As the build does: brotli and gzip forms beside each file worth compressing.
  precompress(clientDir, "https://example.test");
  const front = express.Router();
  const app = express();
  // As server/app.ts does before its front router.
  app.use(readApiTier);
  app.use(front);
  serveFilesInFront(front, clientDir);
  app.get("/api/v1/things", (_req, res) => res.json(big));
  app.post("/api/v1/things", (_req, res) => res.status(201).json(big));
  app.post("/staff/setup", (_req, res) => res.type("html").send(`<ul>${"<li>field</li>".repeat(300)}</ul>`));
  app.use((req, res) => res.status(404).send(`app: ${req.path}`));
  server = http.createServer(messageClassesFor(app), app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(path.join(clientDir, "..", "prerendered.json"), { force: true });
});

function fetchRaw(
  method: string,
  url: string,
  headers: Record<string, string> = { "Accept-Encoding": "gzip" },
) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("what the production entry serves in front of the app", () => {
  it("compresses what a browser reads: the API's reads and the files", async () => {
    const read = await fetchRaw("GET", "/api/v1/things");
    expect(read.status).toBe(200);
    expect(read.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(read.body).toString())).toEqual(big);

    const asset = await fetchRaw("GET", "/assets/app-1234.js");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the JSON API's writes as they are, and still compresses a page a form posts to", async () => {
    const write = await fetchRaw("POST", "/api/v1/things");
    expect(write.status).toBe(201);
    expect(write.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(write.body.toString())).toEqual(big);

    const page = await fetchRaw("POST", "/staff/setup");
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(page.body).toString()).toContain("<li>field</li>");
  });

  it("serves public files for an hour, and leaves HTML and loader data to the app", async () => {
    const robots = await fetchRaw("GET", "/robots.txt");
    expect(robots.body.toString()).toBe("User-agent: *\n");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    expect((await fetchRaw("GET", "/page.html")).body.toString()).toBe("app: /page.html");
    expect((await fetchRaw("GET", "/things.data")).body.toString()).toBe("app: /things.data");
  });

  it("sends every file with nosniff, and an SVG with a policy that loads nothing and runs no script", async () => {
    const svgPolicy = "default-src 'none'; sandbox";
    for (const file of ["/favicon.svg", "/images/Beach.SVG", "/assets/logo-1234.svg"]) {
      const answer = await fetchRaw("GET", file);
      expect(answer.status, file).toBe(200);
      expect(answer.headers["content-type"], file).toBe("image/svg+xml");
      expect(answer.headers["x-content-type-options"], file).toBe("nosniff");
      expect(answer.headers["content-security-policy"], file).toBe(svgPolicy);
    }
    for (const file of ["/robots.txt", "/assets/app-1234.js"]) {
      const answer = await fetchRaw("GET", file);
      expect(answer.headers["x-content-type-options"], file).toBe("nosniff");
      expect(answer.headers["content-security-policy"], file).toBeUndefined();
    }
  });

  it("sends the build's brotli or gzip form as the request accepts, the same bytes as the file", async () => {
    const source = fs.readFileSync(path.join(clientDir, "assets", "app-1234.js"));
    const br = await fetchRaw("GET", "/assets/app-1234.js", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.equals(fs.readFileSync(path.join(clientDir, "assets", "app-1234.js.br")))).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).equals(source)).toBe(true);

    const gz = await fetchRaw("GET", "/assets/app-1234.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.body.equals(fs.readFileSync(path.join(clientDir, "assets", "app-1234.js.gz")))).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(source)).toBe(true);

    const plain = await fetchRaw("GET", "/assets/app-1234.js", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(source)).toBe(true);

    // Each representation has its own validator.
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);

    // A public file outside /assets too, with the type of the file asked for.
    const svg = await fetchRaw("GET", "/images/map.svg", { "Accept-Encoding": "br" });
    expect(svg.headers["content-encoding"]).toBe("br");
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(svg.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a conditional request for an unchanged file 304, with no body", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const first = await fetchRaw("GET", "/assets/app-1234.js", { "Accept-Encoding": encoding });
      expect(first.headers.etag, encoding).toBeTruthy();
      expect(first.headers["last-modified"], encoding).toBeTruthy();
      const again = await fetchRaw("GET", "/assets/app-1234.js", {
        "Accept-Encoding": encoding,
        "If-None-Match": first.headers.etag!,
      });
      expect(again.status, encoding).toBe(304);
      expect(again.body.length, encoding).toBe(0);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("never serves the build's compressed pages or its record of them as files", async () => {
    fs.mkdirSync(path.join(clientDir, "about"));
    fs.writeFileSync(path.join(clientDir, "about", "index.html.br"), "x");
    expect((await fetchRaw("GET", "/about/index.html.br")).body.toString()).toBe("app: /about/index.html.br");
    expect((await fetchRaw("GET", "/prerendered.json")).status).toBe(404);
  });

  it("leaves a page's path to the app without looking for a file, and serves every public file", async () => {
    // A file named like a page (no extension) is not looked for: the page's path is the app's.
    fs.writeFileSync(path.join(clientDir, "offers"), "a file named like a page");
    expect((await fetchRaw("GET", "/offers")).body.toString()).toBe("app: /offers");
    // Which is why no public file may be named so: each one the site ships is served as a file.
    const walk = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const publicDir = path.resolve(import.meta.dirname, "..", "public");
    const unnamed = walk(publicDir)
      .map((f) => "/" + path.relative(publicDir, f).split(path.sep).join("/"))
      .filter((p) => !isFileName(p));
    expect(unnamed).toEqual([]);
  });
});
