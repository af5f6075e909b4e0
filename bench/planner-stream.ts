// The planner's stream through our endpoint: time to the first piece and pieces per second, with the
// built-in planner and with a fake OpenAI-compatible server on 127.0.0.1 (whose own first chunk comes
// at once, so what is measured is our overhead), p50 and p95 over repeated runs. Calls the endpoint's
// handler directly (no HTTP) on PGlite in a temporary folder.
//
//   npm run bench:planner                  prints a table
//   npm run bench:planner -- --json        prints the result as JSON
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const json = process.argv.includes("--json");
const RUNS = Number(process.env.BENCH_PLANNER_RUNS ?? 30);
const TARGET_OFFLINE_TTFT_MS = 300;
const TARGET_OVERHEAD_MS = 50;

process.env.NODE_ENV ??= "production";
process.env.SESSION_SECRET ??= "bench-session-secret-bench-session-secret-0000";
process.env.CODE_HMAC_KEY ??= "bench-code-hmac-key-bench-code-hmac-key-000000";
process.env.LOG_LEVEL ??= "warn";
process.env.PLANNER_MESSAGES_PER_IP_HOUR ??= "100000";

const { openPglite } = await import("../app/server/db/db.server");
const { parseConfig, setConfigForTests } = await import("../app/server/config.server");
const { plannerChat } = await import("../app/features/planner/index.server");
const { startFakeOpenAi } = await import("../tests/fakes/openai");

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-planner-"));
const handle = await openPglite(path.join(tmp, "pglite"));
const fake = await startFakeOpenAi({ apiKey: "bench" });
const log = (m: string) => (json ? console.error(m) : console.log(m));

const CONVERSATION = [
  { role: "user", content: "Kenya for 2 adults, relaxed luxury" },
  { role: "assistant", content: "Lovely. When would you like to travel?" },
  { role: "user", content: "10 to 17 March next year" },
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, env: Record<string, string>) {
  setConfigForTests(parseConfig({ ...process.env, ...env }));
  const ttft: number[] = [];
  const rates: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await plannerChat(
      new Request("http://127.0.0.1/api/v1/planner/chat", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ messages: CONVERSATION }),
      }),
      { ip: `10.0.${i % 250}.1`, db: handle.db },
    );
    if (!response.ok || !response.body)
      throw new Error(`${label}: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    let first = 0;
    let pieces = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!first) first = performance.now();
      pieces += new TextDecoder().decode(value).split("data: ").length - 1;
    }
    const end = performance.now();
    ttft.push(first - started);
    rates.push(pieces / ((end - first) / 1000 || 1));
  }
  return {
    label,
    ttftP50: percentile(ttft, 50),
    ttftP95: percentile(ttft, 95),
    piecesPerSecond: percentile(rates, 50),
  };
}

const offline = await measure("built-in planner", { LLM_BASE_URL: "" });
const model = await measure("fake OpenAI-compatible server", {
  LLM_BASE_URL: fake.url,
  LLM_API_KEY: "bench",
});
await fake.stop();
await handle.close();
fs.rmSync(tmp, { recursive: true, force: true });

const result = {
  runs: RUNS,
  rows: [
    {
      ...offline,
      target: `first piece ≤ ${TARGET_OFFLINE_TTFT_MS} ms`,
      pass: offline.ttftP95 <= TARGET_OFFLINE_TTFT_MS,
    },
    {
      ...model,
      target: `our overhead ≤ ${TARGET_OVERHEAD_MS} ms (the fake's first chunk is immediate)`,
      pass: model.ttftP95 <= TARGET_OVERHEAD_MS,
    },
  ],
};
if (json) console.log(JSON.stringify(result));
else {
  log(`planner stream, ${RUNS} runs each (p50 / p95 time to first piece, pieces per second):`);
  for (const r of result.rows) {
    log(
      `  ${r.label.padEnd(32)} ${r.ttftP50.toFixed(1)} / ${r.ttftP95.toFixed(1)} ms   ${r.piecesPerSecond.toFixed(0)}/s   ${r.pass ? "meets" : "MISSES"} ${r.target}`,
    );
  }
}
