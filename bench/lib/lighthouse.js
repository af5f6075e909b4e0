import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { log, run } from "./processes.js";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  log("Chromium is missing: installing Debian's chromium with apt-get…");
  run("sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null",
  ]);
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
];

/** One Chromium for all runs; Lighthouse clears cache and storage before each. */
export async function launchChromium() {
  ensureChromium();
  return chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
}

function lcpElement(lhr) {
  try {
    const details = lhr.audits["largest-contentful-paint-element"]?.details;
    const table = details?.type === "list" ? details.items[0] : details;
    const node = table?.items?.[0]?.node;
    return node ? { selector: node.selector, snippet: node.snippet } : null;
  } catch {
    return null;
  }
}

const AUDITS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
  "network-requests",
  "largest-contentful-paint-element",
  "total-byte-weight",
];

/**
 * One Lighthouse 12 run, mobile (the default config), performance only, with devtools throttling:
 * real throttling applied in the browser (the simulated default misreads SSR pages on 127.0.0.1).
 */
export async function runLighthouse(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    // Only what the report reads (the five weighted metrics keep the performance score exact), so
    // Lighthouse skips the other gatherers (CSS and JS coverage, bf-cache…). No onlyCategories:
    // combined with it, onlyAudits would add to the whole category instead of narrowing it.
    onlyAudits: AUDITS,
    throttlingMethod: "devtools",
    formFactor: "mobile",
    // The full-page screenshot is for the HTML viewer only (≈ 1–3 s a run).
    disableFullPageScreenshot: true,
  });
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  // A metric Lighthouse could not compute (e.g. TBT when the page never had 5 s of quiet CPU
  // before the 45 s load limit) is null here, with Lighthouse's reason.
  const auditErrors = AUDITS.map(
    (id) => lhr.audits[id]?.errorMessage && `${id}: ${lhr.audits[id].errorMessage}`,
  ).filter(Boolean);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === "Script")
    .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0, resourceSize: r.resourceSize ?? 0 }));
  return {
    lcp: num("largest-contentful-paint"),
    fcp: num("first-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    si: num("speed-index"),
    score:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    totalTransfer: num("total-byte-weight"),
    scriptTransfer: scripts.reduce((a, s) => a + s.transferSize, 0),
    scripts,
    requests: requests.length,
    lcpElement: lcpElement(lhr),
    warnings: lhr.runWarnings ?? [],
    auditErrors,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}
