// The production server's Prometheus metrics, read as Prometheus reads them: on the metrics port,
// parsed strictly, and moving as a visitor makes a lead and as the limits refuse one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSmsGateway, type FakeSmsGateway } from "../fakes/sms-gateway";
import { parsePrometheusText, sampleSum } from "../helpers/prometheus-text";
import {
  AppProcess,
  call,
  eventually,
  networkIp,
  quizBody,
  startPostgres,
  verifiedQuizLead,
  type Postgres,
} from "./harness";

const TOKEN = "reliability-metrics-token-0123456789abcdef";

let pg: Postgres;
let sms: FakeSmsGateway;
let app: AppProcess;
let metricsUrl: string;

async function scrape() {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  return parsePrometheusText(await res.text());
}

beforeAll(async () => {
  [pg, sms] = await Promise.all([startPostgres(), startFakeSmsGateway()]);
  app = await AppProcess.start({
    databaseUrl: await pg.createDatabase(),
    env: {
      SMS_PROVIDER: "webhook",
      SMS_WEBHOOK_URL: sms.webhookUrl,
      SMS_PROOF_OF_WORK_FROM_PERCENT: "100",
      API_MAX_STARTS_PER_IP_MINUTE: "2",
      METRICS_PORT: "0",
      METRICS_TOKEN: TOKEN,
    },
  });
  const listening = app.messages().find((m) => m.msg.startsWith("listening on "))!.msg;
  metricsUrl = /metrics: (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(listening)![1]!;
});

afterAll(async () => {
  await app?.stop();
  await sms?.stop();
  pg?.stop();
});

describe("Prometheus metrics", () => {
  it("count a lead, its code, its requests by route pattern, and a refusal by tier", async () => {
    const before = await scrape();
    const lead = await verifiedQuizLead(app.origin, sms, { ip: networkIp(1) });
    // Two starts allowed a minute from one address: the third is refused.
    for (let i = 0; i < 3; i++)
      await call(app.origin, "/api/v1/quiz/submissions", { body: quizBody(), ip: networkIp(2) });

    const after = await eventually("the lead counted", async () => {
      const families = await scrape();
      return (
        sampleSum(families, "leads_created_total") > sampleSum(before, "leads_created_total") && families
      );
    });
    expect(sampleSum(after, "leads_created_total")).toBe(sampleSum(before, "leads_created_total") + 1);
    expect(
      sampleSum(after, "verification_codes_sent_total", { channel: "sms" }) -
        sampleSum(before, "verification_codes_sent_total", { channel: "sms" }),
    ).toBe(3);
    const verify = "/api/v1/:flow/submissions/:submissionId/verify";
    expect(sampleSum(after, "http_requests_total", { method: "POST", route: verify, status: "200" })).toBe(1);
    expect(sampleSum(after, "http_request_duration_seconds_count", { method: "POST", route: verify })).toBe(
      1,
    );
    // No label carries a path's own values (the submission's id, the flow's name).
    const labels = [...after.values()].flatMap((f) => f.samples.flatMap((s) => Object.values(s.labels)));
    expect(labels.filter((v) => v.includes(lead.submissionId) || v.includes("/quiz/"))).toEqual([]);
    expect(sampleSum(after, "rate_limit_refusals_total", { tier: "start" })).toBe(1);
    expect(
      sampleSum(after, "http_requests_total", { route: "/api/v1/:flow/submissions", status: "429" }),
    ).toBe(1);
    // Read from the database at the scrape: the three codes against the budget, the pool in use.
    expect(sampleSum(after, "sms_budget_used")).toBe(3);
    expect(sampleSum(after, "sms_budget_limit")).toBeGreaterThan(0);
    expect(sampleSum(after, "db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    expect(sampleSum(after, "app_ready")).toBe(1);
    expect(after.get("outbox_jobs")?.type).toBe("gauge");
    expect(after.get("nodejs_eventloop_lag_seconds")?.type).toBe("gauge");
  });

  it("are refused on the public port without the token", async () => {
    expect((await call(app.origin, "/metrics")).status).toBe(401);
    const answer = await call(app.origin, "/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(parsePrometheusText(answer.text).get("leads_created_total")?.type).toBe("counter");
  });
});
