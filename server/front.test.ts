import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readApiTier } from "../app/server/api-rate-limits.server";
import { serveFilesInFront } from "./front";
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
});

function fetchRaw(method: string, url: string) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port, method, path: url, headers: { "Accept-Encoding": "gzip" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
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
});
