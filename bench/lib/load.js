import http from "node:http";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { percentile } from "./stats.js";

/**
 * Two load shapes for endpoint scenarios. A scenario's `steps(ctx)` describe one flow (usually one
 * request): { method, path: string | (flowCtx) => string, headers?, body?: (flowCtx) => string,
 * onResponse?: (status, bodyText, flowCtx) => void }. `flowCtx` is per connection (closed loop) or
 * per flow (fixed rate), so a later step can use what an earlier one returned.
 */

const okStatus = (status) => status >= 200 && status < 300;

/**
 * Closed loop with autocannon: `connections` clients, each sending its next request as soon as the
 * last one answered, for `durationSec`. Counts statuses, so a run full of 4xx cannot pass as fast.
 */
export async function closedLoop({ baseUrl, steps, connections, durationSec }) {
  const statuses = {};
  const requests = steps.map((step) => ({
    method: step.method,
    headers: { "content-type": "application/json", ...step.headers },
    setupRequest(req, context) {
      const path = typeof step.path === "function" ? step.path(context) : step.path;
      return { ...req, path, body: step.body ? step.body(context) : undefined };
    },
    onResponse(status, body, context) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      step.onResponse?.(status, body, context);
    },
  }));
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSec,
    requests,
    timeout: 10,
    // A fresh context per connection (steps keep ids there).
    initialContext: {},
  });
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statuses).reduce((a, [s, n]) => a + (okStatus(Number(s)) ? n : 0), 0);
  return {
    durationSec: result.duration,
    requests: total,
    ok,
    okShare: total ? ok / total : 0,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    // A flow of N requests counts once.
    reqPerSec: ok / result.duration / steps.length,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

/**
 * Open loop at a fixed rate (what wrk2 does): flow i starts at t0 + i/rate whatever happened to
 * earlier ones, and its latency is measured from that planned start, so a stalled server shows as
 * queueing delay instead of being hidden (no coordinated omission).
 */
export async function fixedRate({
  baseUrl,
  steps,
  ratePerSec,
  durationSec,
  maxSockets = 256,
  timeoutMs = 10_000,
  maxBacklog = ratePerSec,
  onSample,
}) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const total = Math.round(ratePerSec * durationSec);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  // A server slower than the rate queues without bound: once a second's worth of flows is waiting,
  // stop sending (the verdict is "could not keep the rate"; waiting longer only adds queueing).
  let stoppedAtSec = null;

  const send = (step, flowCtx) =>
    new Promise((resolve) => {
      const path = typeof step.path === "function" ? step.path(flowCtx) : step.path;
      const body = step.body ? step.body(flowCtx) : undefined;
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: step.method,
          path,
          headers: {
            "content-type": "application/json",
            ...(body ? { "content-length": Buffer.byteLength(body) } : {}),
            ...step.headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            step.onResponse?.(res.statusCode, Buffer.concat(chunks).toString("utf8"), flowCtx);
            resolve(okStatus(res.statusCode));
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", () => {
        errors++;
        resolve(false);
      });
      if (body) req.write(body);
      req.end();
    });

  const runFlow = async (plannedAt) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const flowCtx = {};
    let ok = true;
    for (const step of steps) {
      if (!(await send(step, flowCtx))) {
        ok = false;
        break;
      }
    }
    inFlight--;
    if (ok) latencies.push(performance.now() - plannedAt);
    // Wall-clock planned start and latency, for tracing what a slow request coincided with.
    onSample?.({
      plannedAt: performance.timeOrigin + plannedAt,
      latencyMs: performance.now() - plannedAt,
      ok,
    });
  };

  const t0 = performance.now() + 20;
  const interval = 1000 / ratePerSec;
  const flows = [];
  let next = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && t0 + next * interval <= now) flows.push(runFlow(t0 + next++ * interval));
      if (inFlight > maxBacklog && next < total) {
        stoppedAtSec = (now - t0) / 1000;
        return resolve();
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, Math.min(5, t0 + next * interval - performance.now())));
    };
    tick();
  });
  await Promise.all(flows);
  const elapsedSec = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const sent = next;
  return {
    ratePerSec,
    durationSec,
    flows: sent,
    ok: latencies.length,
    okShare: sent ? latencies.length / sent : 0,
    statuses,
    errors,
    achievedPerSec: latencies.length / elapsedSec,
    maxInFlight,
    planned: total,
    stoppedAtSec,
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? null,
  };
}
