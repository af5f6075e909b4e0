// `node bench/js-beyond-framework.js [clientDir] [--json]`: the JavaScript each public page ships on
// its first load beyond the framework (React, React DOM, scheduler, React Router), from a build made
// with hidden client source maps (`npx react-router build --sourcemapClient hidden`), against each
// page's budget. `--json` prints one line for the main bench to read.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { bundleReport } from "./lib/bundles.js";
import { frameworkGz } from "./lib/report.js";

const KB = 1024;
const FRAMEWORK = new Set(["react", "react-dom", "scheduler", "react-router"]);

/** The measured pages, each with the manifest route pattern it renders and its budget. */
export const PAGES = [
  { path: "/", route: "/", budget: 35 * KB },
  { path: "/destination/kenya", route: "/destination/:destinationSlug", budget: 45 * KB },
  { path: "/packages", route: "/packages", budget: 45 * KB },
  { path: "/quiz", route: "/quiz", budget: 45 * KB },
  { path: "/deals", route: "/deals", budget: 45 * KB },
  { path: "/hotels", route: "/hotels", budget: 45 * KB },
  { path: "/activities", route: "/activities", budget: 45 * KB },
  { path: "/luxe-match", route: "/luxe-match", budget: 45 * KB },
  { path: "/contact", route: "/contact", budget: 45 * KB },
];

/**
 * React Router's route manifest (a script every page also fetches, with `routeDiscovery: "initial"`);
 * reported apart, since the bundle report does not count it.
 */
function routeManifestGz(clientDir) {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  return file ? zlib.gzipSync(fs.readFileSync(path.join(assets, file)), { level: 6 }).length : null;
}

/**
 * { framework, routeManifest, routes: [{ path, gz, beyond, budget, pass, top: [{ name, gz }] }] }, in
 * gzip bytes.
 */
export function jsBeyondFramework(clientDir, { top = 6 } = {}) {
  const report = bundleReport(clientDir);
  const framework = Math.round(frameworkGz(report) ?? 0);
  const routes = PAGES.map((page) => {
    const r = report.routes.find((x) => x.path === page.route);
    if (!r) return { path: page.path, gz: null, beyond: null, budget: page.budget, pass: false, top: [] };
    const beyond = r.gz - framework;
    return {
      path: page.path,
      gz: r.gz,
      beyond,
      budget: page.budget,
      pass: beyond <= page.budget,
      top: r.groups
        .filter((g) => !FRAMEWORK.has(g.name))
        .slice(0, top)
        .map(({ name, gz }) => ({ name, gz })),
    };
  });
  return { framework, routeManifest: routeManifestGz(clientDir), routes };
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const clientDir = path.resolve(
    args.find((a) => !a.startsWith("--")) ?? path.join(process.env.BUILD_DIR ?? "build", "client"),
  );
  const result = jsBeyondFramework(clientDir);
  if (args.includes("--json")) {
    console.log(JSON.stringify(result));
  } else {
    const kb = (n) => (n === null ? "n/a" : `${(n / KB).toFixed(1)} KB`);
    console.log(`framework (react, react-dom, scheduler, react-router): ${kb(result.framework)} gz`);
    console.log(
      `route manifest, fetched by every page and not counted below: ${kb(result.routeManifest)} gz\n`,
    );
    console.log("| page | gz | beyond framework | budget | | largest contributors beyond framework (gz) |");
    console.log("|---|---|---|---|---|---|");
    for (const r of result.routes) {
      const top = r.top.map((g) => `${g.name} ${kb(g.gz)}`).join(", ");
      console.log(
        `| ${r.path} | ${kb(r.gz)} | ${kb(r.beyond)} | ${kb(r.budget)} | ${r.pass ? "ok" : "OVER"} | ${top} |`,
      );
    }
  }
}
