import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiDispatcher } from "./api-dispatch";

const seen: { params: unknown; context: unknown; body?: string; url: string }[] = [];
const routes = {
  root: { id: "root", path: "", module: {} },
  export: {
    id: "export",
    path: "api/v1/contacts/export",
    module: { loader: () => new Response("csv", { headers: { "content-type": "text/csv" } }) },
  },
  contact: {
    id: "contact",
    path: "api/v1/contacts/:contactId",
    module: {
      loader: ({ request, params, context }: { request: Request; params: unknown; context: unknown }) => {
        seen.push({ params, context, url: request.url });
        return { ok: true, params };
      },
      action: async ({ request }: { request: Request }) => {
        const body = await request.text();
        if (body === "throw-response") throw Response.json({ error: "refused" }, { status: 403 });
        if (body === "throw-error") throw new Error("a bug");
        return Response.json({ got: body }, { status: 201 });
      },
    },
  },
  readOnly: { id: "read-only", path: "api/v1/read-only", module: { loader: () => "plain text" } },
  page: { id: "page", path: "contacts/:contactId", module: { loader: () => ({ page: true }) } },
};

let origin = "";
let server: ReturnType<express.Express["listen"]>;
beforeAll(async () => {
  const app = express();
  app.use(apiDispatcher({ routes } as never, (req) => ({ clientIp: req.ip })));
  app.use((_req, res) => void res.status(404).send("fell through to the page framework"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A GET with the request target exactly as given (fetch would resolve dot segments first). */
function rawGet(target: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${origin}/`, { path: target }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the API dispatcher", () => {
  it("matches with React Router's ranking: a static segment wins over a parameter", async () => {
    const res = await fetch(`${origin}/api/v1/contacts/export`);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await res.text()).toBe("csv");
  });

  it("gives the loader the request, decoded params and the load context; a plain object is JSON", async () => {
    const res = await fetch(`${origin}/api/v1/contacts/a%20b?x=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, params: { contactId: "a b" } });
    expect(seen.at(-1)).toMatchObject({ context: { clientIp: "127.0.0.1" } });
    expect(seen.at(-1)!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/contacts\/a%20b\?x=1$/);
  });

  it("streams the body to the action and sends its response; a thrown Response is the answer", async () => {
    const ok = await fetch(`${origin}/api/v1/contacts/1`, { method: "POST", body: "hello" });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ got: "hello" });
    const refused = await fetch(`${origin}/api/v1/contacts/1`, { method: "POST", body: "throw-response" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "refused" });
  });

  it("gives the action the same body whether it was sent with a length, chunked, or larger than one read", async () => {
    const sized = await fetch(`${origin}/api/v1/contacts/1`, { method: "POST", body: "with a length" });
    expect(sized.headers.get("content-length")).toBe(String(JSON.stringify({ got: "with a length" }).length));
    expect(sized.headers.get("transfer-encoding")).toBeNull();
    expect(await sized.json()).toEqual({ got: "with a length" });

    const chunked = await fetch(`${origin}/api/v1/contacts/1`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("sent "));
          controller.enqueue(new TextEncoder().encode("in pieces"));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(await chunked.json()).toEqual({ got: "sent in pieces" });

    const large = "x".repeat(200_000);
    const big = await fetch(`${origin}/api/v1/contacts/1`, { method: "POST", body: large });
    expect(((await big.json()) as { got: string }).got).toBe(large);
  });

  it("answers a bug with a bare 500, no detail", async () => {
    const res = await fetch(`${origin}/api/v1/contacts/1`, { method: "POST", body: "throw-error" });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("Unexpected Server Error");
  });

  it("a string is text; HEAD runs the loader and sends no body", async () => {
    expect(await (await fetch(`${origin}/api/v1/read-only`)).text()).toBe("plain text");
    const head = await fetch(`${origin}/api/v1/read-only`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("answers an unknown API path with the API's JSON 404, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await fetch(`${origin}/api/v1/nothing-here/at-all`, { method });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: {
          title: "Not Found",
          description: "There is no API endpoint at this address. Check the path and the method.",
        },
      });
    }
  });

  it("leaves to the page framework what it does not serve: pages, data requests, unhandled methods", async () => {
    for (const [path, method] of [
      ["/contacts/1", "GET"],
      ["/api/v1/nothing-here.data", "GET"],
      ["/api/v1/read-%6Fnly", "GET"],
      ["/api/auth/nothing-here", "GET"],
      ["/api/v1/read-only", "POST"],
    ] as const) {
      const res = await fetch(`${origin}${path}`, { method });
      expect(res.status, path).toBe(404);
      expect(await res.text()).toBe("fell through to the page framework");
    }
  });

  it("leaves a path with a dot segment, plain or percent-encoded, to the framework (the limits read it resolved)", async () => {
    for (const target of [
      "/api/v1/contacts/..",
      "/api/v1/contacts/.",
      "/api/v1/contacts/%2E",
      "/api/v1/contacts/%2e%2E/",
    ]) {
      expect(await rawGet(target), target).toEqual({
        status: 404,
        text: "fell through to the page framework",
      });
    }
    // An ordinary parameter with dots in it is still a parameter.
    expect((await rawGet("/api/v1/contacts/a.b")).status).toBe(200);
  });
});
