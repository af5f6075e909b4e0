import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { metricsRegistry } from "../app/server/metrics.server";
import { parsePrometheusText } from "../tests/helpers/prometheus-text";
import { listenForMetrics, publicMetrics, routeLabeler } from "./metrics";

const TOKEN = "a-metrics-token-of-forty-characters-0123";
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An Express app with the public /metrics handler, listening on a free port of 127.0.0.1. */
async function publicApp(token: string | undefined) {
  const app = express();
  app.get("/metrics", publicMetrics(token));
  app.use((_req, res) => res.status(404).send("not found"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the public port's /metrics", () => {
  it("is not there without METRICS_TOKEN", async () => {
    const res = await fetch(`${await publicApp(undefined)}/metrics`);
    expect(res.status).toBe(404);
  });

  it("refuses a request without the token, or with another, and answers the token's bearer", async () => {
    const origin = await publicApp(TOKEN);
    const none = await fetch(`${origin}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await none.text()).not.toMatch(/http_requests_total/);
    const wrong = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(await right.text());
    expect(families.get("http_requests_total")?.type).toBe("counter");
    expect(families.get("nodejs_eventloop_lag_seconds")?.type).toBe("gauge");
  });
});

describe("the metrics listener", () => {
  it("binds to the address it is given only, and serves /metrics alone", async () => {
    const { server, url } = await listenForMetrics(0, "127.0.0.1");
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url.replace("/metrics", "/"))).status).toBe(404);
    // From any other address of this machine, nothing listens on that port.
    const port = (server.address() as AddressInfo).port;
    const other = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === "IPv4" && !a.internal);
    if (other) await expect(fetch(`http://${other.address}:${port}/metrics`)).rejects.toThrow();
  });
});

describe("route labels", () => {
  const manifest = {
    root: { id: "root", path: "" },
    quiz: { id: "quiz", parentId: "root", path: "api/v1/quiz/submissions/:id/verify" },
    hotel: { id: "hotel", parentId: "root", path: "hotel/:slug" },
    notFound: { id: "notFound", parentId: "root", path: "*" },
  } as unknown as ServerBuild["routes"];
  const label = routeLabeler(manifest);

  it("names the route's pattern, never the path's values", () => {
    expect(label("/api/v1/quiz/submissions/3f2c1d9e-0000-4000-8000-000000000000/verify")).toBe(
      "/api/v1/quiz/submissions/:id/verify",
    );
    expect(label("/hotel/taj-lake-palace")).toBe("/hotel/:slug");
  });

  it("keeps files, the app's own paths and unknown paths to a few labels", () => {
    expect(label("/assets/root-3Fx9.js")).toBe("/assets/*");
    expect(label("/favicon.ico")).toBe("static");
    expect(label("/no/such/page/123")).toBe("/*");
    expect(label("/readyz")).toBe("/readyz");
    expect(label("/api/auth/sign-in/email")).toBe("/api/auth/*");
  });

  it("gives a path the same label however many other paths came between", () => {
    for (let i = 0; i < 5000; i++) expect(label(`/hotel/h-${i}`)).toBe("/hotel/:slug");
    expect(label("/hotel/h-1")).toBe("/hotel/:slug");
    expect(label("/no/such/page/123")).toBe("/*");
  });
});

describe("the alert rules", () => {
  const file = path.resolve(import.meta.dirname, "../ops/prometheus/alerts.yml");
  const rules = (
    parse(fs.readFileSync(file, "utf8")) as {
      groups: { name: string; rules: Record<string, unknown>[] }[];
    }
  ).groups.flatMap((g) => g.rules);

  it("are Prometheus rules, each with a duration, a severity and a summary", () => {
    expect(rules.length).toBeGreaterThanOrEqual(5);
    for (const rule of rules) {
      expect(rule.alert, JSON.stringify(rule)).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(typeof rule.expr).toBe("string");
      expect(rule.for).toMatch(/^\d+[smh]$/);
      expect((rule.labels as Record<string, string>).severity).toMatch(/^(page|warning)$/);
      expect((rule.annotations as Record<string, string>).summary).toBeTruthy();
    }
  });

  it("cover dead jobs, the SMS budget, the outbox backlog, 5xx and readiness, on metrics the app exposes", async () => {
    const names = new Set((await metricsRegistry.getMetricsAsJSON()).map((m) => m.name));
    // Registered when the app starts (they read the database); named here as the app names them.
    for (const gauge of ["outbox_jobs", "outbox_oldest_due_seconds", "sms_budget_used", "sms_budget_limit"])
      names.add(gauge);
    names.add("db_pool_connections");
    names.add("app_ready");
    names.add("up");
    const used = rules.flatMap((r) =>
      [...String(r.expr).matchAll(/\b([a-z_:][a-z0-9_:]*)\{/g)].map((m) => m[1]!),
    );
    for (const metric of used) expect(names, `${metric} in an alert`).toContain(metric);
    const exprs = rules.map((r) => String(r.expr)).join("\n");
    for (const needed of [
      /status="dead"/,
      /sms_budget_used/,
      /outbox_oldest_due_seconds/,
      /status=~"5\.\."/,
      /app_ready/,
    ])
      expect(exprs).toMatch(needed);
  });
});
