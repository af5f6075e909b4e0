import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { data, matchRoutes, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import appRoutes from "../app/routes";
import { apiDispatcher, routeMatcher } from "./api-dispatch";
import { requestLog } from "./request-log";

const logs = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("../app/server/logger.server", async (importOriginal) =>
  (await import("../tests/helpers/captured-logs")).withCapturedLogger(importOriginal, logs),
);

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
        return Response.json({ ok: true, params });
      },
      action: async ({ request }: { request: Request }) => {
        const body = await request.text();
        if (body === "throw-response") throw Response.json({ error: "refused" }, { status: 403 });
        if (body === "throw-error") throw new Error("a bug");
        return Response.json({ got: body }, { status: 201 });
      },
    },
  },
  readOnly: {
    id: "read-only",
    path: "api/v1/read-only",
    module: { loader: () => new Response("plain text") },
  },
  unavailable: {
    id: "unavailable",
    path: "api/v1/unavailable",
    module: { loader: () => new Response("try again", { status: 503 }) },
  },
  // What React Router's own helpers make, returned and thrown: not a Response.
  dataReturned: { id: "data-returned", path: "api/v1/data", module: { loader: () => data({ x: 1 }, 201) } },
  dataThrown: {
    id: "data-thrown",
    path: "api/v1/data/thrown",
    module: {
      loader: () => {
        throw data({ x: 1 }, 404);
      },
    },
  },
  page: {
    id: "page",
    path: "contacts/:contactId",
    module: { loader: () => ({ page: true }), default: () => null },
  },
  notFound: { id: "not-found", path: "*", module: { default: () => null } },
};

let origin = "";
let server: ReturnType<express.Express["listen"]>;
beforeAll(async () => {
  const app = express();
  app.use(requestLog());
  app.use(apiDispatcher({ routes } as never, (req) => ({ clientIp: req.ip })));
  app.use((_req, res) => void res.status(404).send("fell through to the page framework"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The request log's lines (JSON) naming `path`. */
const linesFor = (path: string) =>
  logs.lines
    .map((line) => JSON.parse(line) as { msg: string; err?: { message: string; stack?: string } })
    .filter((line) => line.msg.includes(path));

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

  it("answers a bug with a bare 500, no detail, and logs it once with its own error", async () => {
    const res = await fetch(`${origin}/api/v1/contacts/1`, { method: "POST", body: "throw-error" });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("Unexpected Server Error");
    const lines = await vi.waitFor(() => {
      const found = linesFor("/api/v1/contacts/1");
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toBe("POST /api/v1/contacts/1 failed with 500: a bug");
    expect(lines[0]!.err).toMatchObject({ message: "a bug" });
    expect(lines[0]!.err!.stack).toMatch(/api-dispatch\.test\.ts/);
    expect(logs.lines.join("\n")).not.toMatch(/failed with status code/);
  });

  it("logs a 5xx answered on purpose as one line without a stand-in error", async () => {
    expect((await fetch(`${origin}/api/v1/unavailable`)).status).toBe(503);
    const lines = await vi.waitFor(() => {
      const found = linesFor("/api/v1/unavailable");
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toBe("GET /api/v1/unavailable answered 503");
    expect(lines[0]!.err).toBeUndefined();
  });

  it("HEAD runs the loader and sends no body", async () => {
    expect(await (await fetch(`${origin}/api/v1/read-only`)).text()).toBe("plain text");
    const head = await fetch(`${origin}/api/v1/read-only`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("serves a percent-encoded spelling of a route's path as React Router would: decoded, then matched", async () => {
    expect(await (await fetch(`${origin}/api/v1/read-%6Fnly`)).text()).toBe("plain text");
  });

  it("answers a route that returns or throws React Router's data() with a logged 500: the API answers with Responses", async () => {
    for (const path of ["/api/v1/data", "/api/v1/data/thrown"]) {
      logs.lines.length = 0;
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(500);
      expect(await res.text()).toBe("Unexpected Server Error");
      const line = await vi.waitFor(() => {
        const found = linesFor(path).find((l) => l.msg.startsWith(`GET ${path} failed with 500: `));
        expect(found).toBeDefined();
        return found!;
      });
      expect(line.msg, path).toMatch(
        /API route data-(returned|thrown) (answered without a Response|threw a value)/,
      );
    }
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

describe("matching the app's own routes", () => {
  type ConfigRoute = {
    file: string;
    path?: string;
    index?: boolean;
    caseSensitive?: boolean;
    children?: ConfigRoute[];
  };
  // app/routes.ts as the build's manifest has it: each route under its parent, all under the root.
  const manifest: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: {} as never },
  };
  const add = (routes: ConfigRoute[], parentId: string) => {
    for (const route of routes) {
      const id = route.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = {
        id,
        parentId,
        path: route.path,
        index: route.index,
        caseSensitive: route.caseSensitive,
        module: {} as never,
      };
      add(route.children ?? [], id);
    }
  };
  add(appRoutes as ConfigRoute[], "root");

  /** The whole table, as React Router's request handler matches against it. */
  const tree = (parentId?: string): Parameters<typeof matchRoutes>[0] =>
    Object.values(manifest)
      .filter((route) => route!.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, index: true, path: route!.path }
          : {
              id: route!.id,
              path: route!.path,
              caseSensitive: route!.caseSensitive,
              children: tree(route!.id),
            },
      );

  it("finds, for every route's path and its near misses, the route React Router's matchRoutes finds in the whole table", () => {
    const match = routeMatcher(manifest);
    const fullPath = (id: string): string => {
      const route = manifest[id]!;
      return [route.parentId ? fullPath(route.parentId) : "", route.path ?? ""].filter(Boolean).join("/");
    };
    const paths = Object.keys(manifest).flatMap((id) => {
      const path = `/${fullPath(id)
        .replace(/:[\w-]+/g, "x1")
        .replace("*", "any/thing")}`;
      return [path, `${path}/`, `${path}/more`, path.toUpperCase(), path.replace(/\/[^/]*$/, "")];
    });
    paths.push(
      "/api/v1/quiz/submissions/a%20b/verify",
      "/api/v1/console/contacts/export",
      "/",
      "/a/b/c/d/e/f/g/h/i/j",
    );
    for (const path of paths) {
      const expected = matchRoutes(tree(), path)?.at(-1);
      const found = match(path);
      expect({ id: found?.route.id, params: found?.params }, path).toEqual({
        id: expected?.route.id,
        params: expected?.params,
      });
    }
    // The API's routes are found at all (the table is not read empty).
    expect(match("/api/v1/console/contacts/export")?.route.id).toBe("routes/api.v1.console.contacts.export");
  });
});
