// The page cache of two production processes on one PostgreSQL: pages that depend only on the
// content and the URL are kept, compressed once and revalidated by ETag; a content change made
// through the console on one process is never followed by an older page on either; a visitor's
// own request (a proof, a staff session) is rendered for them alone and said to be private.
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmtpServer } from "../fakes/smtp-server";
import { AppProcess, call, createStaff, signIn, startPostgres, type Postgres } from "./harness";

const ADMIN = "cache.admin@agency.test";
const SHARED = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

let pg: Postgres;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let a: AppProcess;
let b: AppProcess;
let adminCookie: string;

beforeAll(async () => {
  [pg, smtp] = await Promise.all([startPostgres(), startFakeSmtpServer()]);
  const databaseUrl = await pg.createDatabase();
  const options = { databaseUrl, env: { SMTP_URL: smtp.url } };
  [a, b] = await Promise.all([AppProcess.start(options), AppProcess.start(options)]);
  createStaff(databaseUrl, "admin", ADMIN);
  adminCookie = (await signIn(a.origin, ADMIN, smtp)).header();
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.close();
  pg?.stop();
});

/** The page's bytes as a browser reads them. */
async function page(origin: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${pathname}`, { headers, redirect: "manual" });
  const html = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    // fetch has decoded the body already.
    html,
  };
}

/** The bytes as sent (fetch would decode them): asked with node:http's plain client. */
async function sent(origin: string, pathname: string, headers: Record<string, string>) {
  const { request } = await import("node:http");
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(`${origin}${pathname}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the page cache of two processes on one PostgreSQL", () => {
  it("sends a kept page in the encoding asked for, the same page in each, with a validator a 304 answers", async () => {
    const br = await sent(a.origin, "/packages", { "accept-encoding": "gzip, deflate, br" });
    const gz = await sent(a.origin, "/packages", { "accept-encoding": "gzip" });
    const plain = await sent(a.origin, "/packages", {});
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(plain.body.toString()).toContain("Holiday Packages");
    for (const answer of [br, gz, plain]) {
      expect(answer.headers["cache-control"]).toBe(SHARED);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      // The page's scripts run by their hashes: no nonce is shared between visitors.
      expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(answer.headers["content-security-policy"]).not.toContain("nonce");
    }
    expect(plain.body.toString()).not.toMatch(/ nonce="[^"]/);

    const again = await sent(a.origin, "/packages", {
      "accept-encoding": "gzip, deflate, br",
      "if-none-match": String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The same bytes twice: the second came from the cache, not from a second render.
    const second = await sent(a.origin, "/packages", { "accept-encoding": "br" });
    expect(second.body.equals(br.body)).toBe(true);
  });

  it("a prerendered page and a file are sent compressed by the build, and revalidated by ETag", async () => {
    const home = await sent(a.origin, "/", { "accept-encoding": "br" });
    expect(home.headers["content-encoding"]).toBe("br");
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(zlib.brotliDecompressSync(home.body).toString()).toContain("</html>");
    const notModified = await sent(a.origin, "/", {
      "accept-encoding": "br",
      "if-none-match": String(home.headers.etag),
    });
    expect(notModified.status).toBe(304);
  });

  it("a prerendered page sent again before Express carries the same headers and bytes, and still revalidates", async () => {
    const path = "/about";
    const first = await sent(b.origin, path, { "accept-encoding": "gzip, deflate, br" });
    const again = await sent(b.origin, `${path}?utm_source=newsletter`, {
      "accept-encoding": "gzip, deflate, br",
    });
    const other = await sent(b.origin, path, { "accept-encoding": "gzip" });
    const drop = (h: Record<string, unknown>) => {
      const { date: _d, "x-request-id": _id, ...rest } = h;
      return rest;
    };
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(drop(again.headers)).toEqual(drop(first.headers));
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    expect(other.headers["content-encoding"]).toBe("gzip");
    // Each answer is one line of the request log, with its own id.
    const id = String(again.headers["x-request-id"]);
    await expect.poll(() => b.stdout.includes(`"id":"${id}"`)).toBe(true);
    const notModified = await sent(b.origin, path, {
      "accept-encoding": "gzip, deflate, br",
      "if-none-match": String(again.headers.etag),
    });
    expect(notModified.status).toBe(304);
  });

  it("a rate changed through the console on one process is on the page at once on both", async () => {
    const before = await Promise.all([page(a.origin, "/activities"), page(b.origin, "/activities")]);
    for (const p of before) expect(p.headers.get("cache-control")).toBe(SHARED);
    const etagsBefore = before.map((p) => p.headers.get("etag"));
    // Kept: asked again, the same page.
    const kept = await page(b.origin, "/activities");
    expect(kept.headers.get("etag")).toBe(etagsBefore[1]);

    const today = new Date().toISOString().slice(0, 10);
    const set = await call(a.origin, "/api/v1/console/settings/exchange-rates", {
      method: "PUT",
      body: { currency: "EUR", inrPerUnit: "77.123456", asOf: today },
      cookie: adminCookie,
      headers: { origin: a.origin },
    });
    expect(set.status).toBe(200);

    for (const [i, app] of [a, b].entries()) {
      const after = await page(app.origin, "/activities");
      expect(after.headers.get("etag")).not.toBe(etagsBefore[i]);
      expect(after.html).toContain("77123456");
    }
  });

  it("a visitor's own request (a proof, a staff session) is rendered for them and never kept", async () => {
    const shared = await page(a.origin, "/hotels");
    for (const cookie of ["vp_quiz=signed.value", adminCookie]) {
      const own = await page(a.origin, "/hotels", { cookie });
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toBe("private, no-store");
      expect(own.headers.get("etag")).not.toBe(shared.headers.get("etag"));
      // Rendered for this request: its own nonce, in its policy and on its scripts.
      const nonce = /'nonce-([^']+)'/.exec(own.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(own.html).toContain(`nonce="${nonce}"`);
    }
    // And the shared page is still the one kept before.
    expect((await page(a.origin, "/hotels")).headers.get("etag")).toBe(shared.headers.get("etag"));
    // The console is never shared.
    const console = await page(a.origin, "/vox/contacts", { cookie: adminCookie });
    expect(console.headers.get("cache-control")).toBe("private, no-store");
  });
});
