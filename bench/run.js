// `npm run bench` — page speed against the static-HTML limit and lead endpoints against the server
// floors, side by side in one run, on this machine. Not part of `npm test` or CI.
//
//   npm run bench                        full run (≈ 25 min on 2 idle cores): bench/results/latest.md + JSON
//   npm run bench -- --quick             smoke run: 1 Lighthouse run per page, 1 × 3 s loads; prints the report
//   npm run bench -- --pages-only | --endpoints-only | --no-build
//   npm run bench -- --render bench/results/latest.json   re-render a saved run's Markdown (no measuring)
//
// Environment: BENCH_PORT_BASE (ports base..base+4, default: free ports), BENCH_BUILD_DIR
// (default build-bench), CHROMIUM_PATH (default /usr/bin/chromium). Chromium and PostgreSQL are
// installed with apt when missing (as root); lighthouse and autocannon are devDependencies.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
if (process.argv.includes("--help") || process.argv.includes("-h")) {
  const usage = fs
    .readFileSync(fileURLToPath(import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("//"))
    .map((l) => l.slice(3));
  console.log(usage.join("\n"));
  process.exit(0);
}
const missing = ["lighthouse", "autocannon", "chrome-launcher", "pg", "express", "compression"].filter(
  (name) => !fs.existsSync(path.join(here, "..", "node_modules", name, "package.json")),
);
if (missing.length) {
  console.error(
    `bench: missing ${missing.join(", ")} — run \`npm ci\` (they are devDependencies/dependencies of this project).`,
  );
  process.exit(1);
}
await import("./lib/orchestrate.js");
