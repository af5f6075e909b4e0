// The planner's stream through our endpoint: time to the first piece and pieces per second, with the
// built-in planner and with a fake OpenAI-compatible server on 127.0.0.1 (whose own first chunk comes
// at once, so what is measured is our overhead), p50 and p95 over repeated runs. Calls the endpoint's
// handler directly (no HTTP) on PGlite in a temporary folder.
//
//   npm run bench:planner                  prints a table
//   npm run bench:planner -- --json        prints the result as JSON
//
// measurePlannerStream() is the measurement itself, for other bench scripts (bench/product-rows.ts)
// to run on a database of their own.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Database } from "../app/server/db/db.server";

export const TARGET_OFFLINE_TTFT_MS = 300;
export const TARGET_OVERHEAD_MS = 50;

export type PlannerStreamRow = {
  label: string;
  ttftP50: number;
  ttftP95: number;
  /** p50 over the runs; null when the runs stopped at the first piece. */
  piecesPerSecond: number | null;
  target: string;
  pass: boolean;
};
export type PlannerStreamResult = { runs: number; rows: PlannerStreamRow[] };

const CONVERSATION = [
  { role: "user", content: "Kenya for 2 adults, relaxed luxury" },
  { role: "assistant", content: "Lovely. When would you like to travel?" },
  { role: "user", content: "10 to 17 March next year" },
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Both variants, `runs` times each, on `db`. The app's modules are imported here, not at the top, so
 * a caller's environment (NODE_ENV, LOG_LEVEL, secrets) is in place before they read it. It leaves the
 * configuration set to the last variant's. With `firstPieceOnly` each reply is cancelled once its
 * first piece is in (as a visitor pressing Stop would): the time to the first piece is the same, and
 * the built-in planner's paced pieces (a few seconds a reply) are not waited for. `warmUp` replies
 * per variant run first and are not counted (none by default: the command counts its first, cold one).
 */
export async function measurePlannerStream(
  db: Database,
  options: { runs: number; firstPieceOnly?: boolean; warmUp?: number },
): Promise<PlannerStreamResult> {
  const { parseConfig, setConfigForTests } = await import("../app/server/config.server");
  const { plannerChat } = await import("../app/features/planner/index.server");
  const { startFakeOpenAi } = await import("../tests/fakes/openai");
  const RUNS = options.runs;
  const WARM_UP = options.warmUp ?? 0;

  async function measure(label: string, model: "offline" | "openai", env: Record<string, string>) {
    setConfigForTests(parseConfig({ PLANNER_MESSAGES_PER_IP_HOUR: "100000", ...process.env, ...env }));
    const ttft: number[] = [];
    const rates: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      const response = await plannerChat(
        new Request("http://127.0.0.1/api/v1/planner/chat", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ messages: CONVERSATION }),
        }),
        { ip: `10.0.${i % 250}.1`, db },
      );
      if (!response.ok || !response.body)
        throw new Error(`${label}: ${response.status} ${await response.text()}`);
      // The endpoint falls back to the built-in planner (a spent token budget, a configuration it
      // does not take): that would be timing the wrong model.
      const answered = response.headers.get("x-planner");
      if (answered !== model) throw new Error(`${label}: answered by ${answered}, not ${model}`);
      const reader = response.body.getReader();
      let first = 0;
      let pieces = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const text = new TextDecoder().decode(value);
        if (!first) {
          first = performance.now();
          if (!text.includes('"content"')) throw new Error(`${label}: the first piece was ${text}`);
        }
        pieces += text.split("data: ").length - 1;
        if (options.firstPieceOnly) {
          await reader.cancel();
          break;
        }
      }
      const end = performance.now();
      if (!first || pieces === 0) throw new Error(`${label}: the stream ended without a piece`);
      if (i < WARM_UP) continue;
      ttft.push(first - started);
      rates.push(pieces / ((end - first) / 1000 || 1));
    }
    return {
      label,
      ttftP50: percentile(ttft, 50),
      ttftP95: percentile(ttft, 95),
      piecesPerSecond: options.firstPieceOnly ? null : percentile(rates, 50),
    };
  }

  const fake = await startFakeOpenAi({ apiKey: "bench" });
  try {
    const offline = await measure("built-in planner", "offline", { LLM_BASE_URL: "" });
    const model = await measure("fake OpenAI-compatible server", "openai", {
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: "bench",
    });
    return {
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
  } finally {
    await fake.stop();
  }
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href;

if (isMain) {
  const json = process.argv.includes("--json");
  const RUNS = Number(process.env.BENCH_PLANNER_RUNS ?? 30);

  process.env.NODE_ENV ??= "production";
  process.env.SESSION_SECRET ??= "bench-session-secret-bench-session-secret-0000";
  process.env.CODE_HMAC_KEY ??= "bench-code-hmac-key-bench-code-hmac-key-000000";
  process.env.LOG_LEVEL ??= "warn";

  const { openPglite } = await import("../app/server/db/db.server");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-planner-"));
  const handle = await openPglite(path.join(tmp, "pglite"));
  const log = (m: string) => (json ? console.error(m) : console.log(m));

  const result = await measurePlannerStream(handle.db, { runs: RUNS });
  await handle.close();
  fs.rmSync(tmp, { recursive: true, force: true });

  if (json) console.log(JSON.stringify(result));
  else {
    log(`planner stream, ${RUNS} runs each (p50 / p95 time to first piece, pieces per second):`);
    for (const r of result.rows) {
      log(
        `  ${r.label.padEnd(32)} ${r.ttftP50.toFixed(1)} / ${r.ttftP95.toFixed(1)} ms   ${(r.piecesPerSecond ?? 0).toFixed(0)}/s   ${r.pass ? "meets" : "MISSES"} ${r.target}`,
      );
    }
  }
}
