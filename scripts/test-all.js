// `npm test`: every check, in order — typecheck, lint, unit + integration tests (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set), the production build, the browser tests in Debian's
// Chromium (installed with apt when missing and we are root), and the reliability suite on that build.
// Ends with one summary line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { summarisePlaywrightReport } from "./playwright-report.js";

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = "1";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const results = { passed: 0, failed: 0, skipped: 0, flaky: [] };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "test-all-"));

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return r.status === 0;
}

// Flaky tests are counted as passed in the closing line (CI parses it), and listed above it.
function printSummary(failed) {
  if (results.flaky.length > 0) {
    console.log(`\n${results.flaky.length} flaky (failed, then passed on a retry):`);
    for (const title of results.flaky) console.log(`  ${title}`);
  }
  console.log(`\n${results.passed} passed, ${failed} failed, ${results.skipped} skipped`);
}

/** `vitest run` with `args` and a JSON report beside the default one, whose counts go into the results. */
function runVitest(label, args) {
  const out = path.join(tmp, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(label, "npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, "utf8"));
    results.passed += r.numPassedTests ?? 0;
    results.failed += r.numFailedTests ?? 0;
    results.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  }
  return ok;
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  printSummary(Math.max(results.failed, 1));
  process.exit(1);
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot)
    fail(
      `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
  console.log("Chromium is missing: installing Debian's chromium with apt-get…");
  if (
    !run("install chromium", "sh", [
      "-c",
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null",
    ])
  ) {
    fail("apt-get install chromium failed");
  }
}

const only = process.argv[2]; // optional: "unit", "e2e" or "reliability"

if (!only) {
  if (!run("typecheck", "npx", ["react-router", "typegen"]) || !run("typecheck", "npx", ["tsc", "--noEmit"]))
    fail("typecheck failed");
  if (!run("lint", "npx", ["eslint", ".", "--max-warnings=0"])) fail("lint failed");
  if (!run("format", "npx", ["prettier", "--check", "."]))
    fail("formatting differs from Prettier's: run npm run format");
}

if (!only || only === "unit") {
  if (!runVitest("unit + integration", [])) fail("unit/integration tests failed");
}

if (!only || only === "e2e") {
  ensureChromium();
  if (!run("production build", "node", ["scripts/build.js"])) fail("build failed");
  const out = path.join(tmp, "playwright.json");
  const ok = run("browser tests", "npx", ["playwright", "test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (fs.existsSync(out)) {
    const r = summarisePlaywrightReport(JSON.parse(fs.readFileSync(out, "utf8")));
    results.passed += r.passed;
    results.failed += r.failed;
    results.skipped += r.skipped;
    results.flaky.push(...r.flaky);
  }
  if (!ok) fail("browser tests failed");
}

// Real processes from the same production build: two app servers on a PostgreSQL of the suite's own,
// faults, crashes, floods and bad input. It prints its figures and writes them to
// tests/reliability/results/latest.md.
if (!only || only === "reliability") {
  const buildEntry = path.resolve(process.env.BUILD_DIR || "build", "server/index.js");
  if (only && !fs.existsSync(buildEntry) && !run("production build", "node", ["scripts/build.js"]))
    fail("build failed");
  if (!runVitest("reliability", ["--config", "vitest.reliability.config.ts"]))
    fail("reliability suite failed");
}

printSummary(results.failed);
