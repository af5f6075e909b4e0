// The process's Prometheus metrics (prom-client): counters the code moves as things happen, and
// gauges read from the database when Prometheus scrapes. Served by server/metrics.ts, never on the
// public port unless a token is set. Every label takes a bounded set of values (a route pattern,
// a lead type, a provider's name), never a URL, a phone or an address.
import { sql } from "drizzle-orm";
import client from "prom-client";
import type { DatabaseHandle } from "./db/db.server";
import { queryRows } from "./db/db.server";

export const metricsRegistry = new client.Registry();
// Process, heap, GC and event-loop lag (nodejs_eventloop_lag_*), as prom-client defines them.
client.collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status code.",
  labelNames: ["method", "route", "status"] as const,
  registers,
});

export const httpRequestDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its response's end, by method and route pattern.",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const leadsCreated = new client.Counter({
  name: "leads_created_total",
  help: "Leads written, by lead type (a retry that finds its lead already written is not counted).",
  labelNames: ["type"] as const,
  registers,
});

export const codesSent = new client.Counter({
  name: "verification_codes_sent_total",
  help: "One-time codes the provider accepted, by provider and channel (sms, email).",
  labelNames: ["provider", "channel"] as const,
  registers,
});

export const codesFailed = new client.Counter({
  name: "verification_codes_failed_total",
  help: "One-time codes the provider refused or could not be reached for, by provider and channel.",
  labelNames: ["provider", "channel"] as const,
  registers,
});

export const rateLimitRefusals = new client.Counter({
  name: "rate_limit_refusals_total",
  help: "API requests refused with 429 by the per-client limits, by tier.",
  labelNames: ["tier"] as const,
  registers,
});

export const signInFailures = new client.Counter({
  name: "staff_sign_in_failures_total",
  help: "Failed staff sign-in steps: a wrong password or a wrong code.",
  labelNames: ["step"] as const,
  registers,
});

export const signInLockouts = new client.Counter({
  name: "staff_sign_in_lockouts_total",
  help: "Staff sign-ins paused after too many failures, by step.",
  labelNames: ["step"] as const,
  registers,
});

/** Counts the sign-in events the audit log records (the one place every one of them passes). */
export function countAuditedSignIn(action: string, details: Record<string, unknown> | undefined) {
  const step = details?.step === "code" ? "code" : "password";
  if (action === "sign_in_failed" || action === "sign_in_code_failed") signInFailures.inc({ step });
  else if (action === "sign_in_locked") signInLockouts.inc({ step });
}

/** `app_ready`: 1 when /readyz would answer 200 (asked the same way at each scrape), else 0. */
export function registerReadiness(isReady: () => Promise<boolean>) {
  if (metricsRegistry.getSingleMetric("app_ready")) return;
  new client.Gauge({
    name: "app_ready",
    help: "1 when this process would answer /readyz with 200 (database reachable, migrations applied, not draining).",
    registers,
    async collect() {
      this.set((await isReady().catch(() => false)) ? 1 : 0);
    },
  });
}

/**
 * `form_posts_running` and `form_posts_waiting`: the form posts taking turns while pages are read
 * (server/write-turns.ts). A queue that stays long means posts arrive faster than this process
 * serves them while visitors read: more processes, or a look at what a post costs.
 */
export function registerFormPostGauges(stats: () => { running: number; waiting: number }) {
  if (metricsRegistry.getSingleMetric("form_posts_waiting")) return;
  new client.Gauge({
    name: "form_posts_running",
    help: "Form posts (lead starts, code checks) running now in this process.",
    registers,
    collect() {
      this.set(stats().running);
    },
  });
  new client.Gauge({
    name: "form_posts_waiting",
    help: "Form posts queued for their turn while visitors read pages, in this process.",
    registers,
    collect() {
      this.set(stats().waiting);
    },
  });
}

/** What one scrape reads from the database, in one statement. */
type Snapshot = {
  outbox: { kind: string; status: "pending" | "dead"; n: number }[];
  oldestDueSeconds: number;
  smsBudgetUsed: number;
};

/**
 * Registers the gauges read at scrape time: the outbox's backlog and dead jobs by kind, how long the
 * oldest due job has waited, the SMS budget used in the last hour against its limit, and the
 * PostgreSQL pool's connections. One statement per scrape, on indexed columns (outbox_status_idx,
 * the counters' primary key); gauges scraped together share it.
 */
export function registerDatabaseGauges(handle: () => Promise<DatabaseHandle>, smsHourlyBudget: number) {
  if (metricsRegistry.getSingleMetric("outbox_jobs")) return;
  // prom-client collects every gauge of a scrape at once: they share the statement in flight.
  let inFlight: Promise<Snapshot> | undefined;
  const read = async (): Promise<Snapshot> => {
    const { db } = await handle();
    const [row] = await queryRows<{ outbox: Snapshot["outbox"] | null; oldest: number | null; sms: number }>(
      db,
      sql`SELECT
        (SELECT json_agg(t) FROM (
           SELECT kind, status, count(*)::int AS n FROM outbox
           WHERE status IN ('pending', 'dead') GROUP BY kind, status) t) AS outbox,
        (SELECT extract(epoch FROM now() - min(run_at))::float8 FROM outbox
           WHERE status = 'pending' AND run_at <= now()) AS oldest,
        (SELECT coalesce(sum(count), 0)::int FROM rate_limit_counters
           WHERE key = 'sms:budget' AND window_start > now() - interval '1 hour') AS sms`,
    );
    return {
      outbox: row?.outbox ?? [],
      oldestDueSeconds: Math.max(0, row?.oldest ?? 0),
      smsBudgetUsed: row?.sms ?? 0,
    };
  };
  const snapshot = () => (inFlight ??= read().finally(() => (inFlight = undefined)));

  new client.Gauge({
    name: "outbox_jobs",
    help: "Outbox jobs waiting (pending) or given up (dead), by kind.",
    labelNames: ["kind", "status"] as const,
    registers,
    async collect() {
      this.reset();
      for (const r of (await snapshot()).outbox) this.set({ kind: r.kind, status: r.status }, r.n);
    },
  });
  new client.Gauge({
    name: "outbox_oldest_due_seconds",
    help: "How long the oldest pending job that is due has waited (0 when none is due).",
    registers,
    async collect() {
      this.set((await snapshot()).oldestDueSeconds);
    },
  });
  new client.Gauge({
    name: "sms_budget_used",
    help: "Verification texts counted against SMS_HOURLY_BUDGET in the last hour.",
    registers,
    async collect() {
      this.set((await snapshot()).smsBudgetUsed);
    },
  });
  new client.Gauge({
    name: "sms_budget_limit",
    help: "SMS_HOURLY_BUDGET: the texts allowed in any hour.",
    registers,
    collect() {
      this.set(smsHourlyBudget);
    },
  });
  new client.Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections of this process: total, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers,
    async collect() {
      this.reset();
      const stats = (await handle()).poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
}
