// `npm start`: checks the configuration, builds when there is no build or it is older than the
// sources (or the site settings changed), then runs the production server in this process. In a
// runtime installed without the build tools (`npm ci --omit=dev`) it never builds: it serves the
// build that was made elsewhere and copied in, as the image does.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, buildDirFromEnv, checkConfig, hasBuildTools, loadDotEnv, stampPath } from "./build.js";

const root = path.resolve(import.meta.dirname, "..");
/** What a build is made from: a change to any of these means a rebuild. */
const SOURCE_DIRS = ["app", "server", "public"];
const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];

function newestSource() {
  let newest = { file: "", mtimeMs: 0 };
  const consider = (file) => {
    const { mtimeMs } = fs.statSync(file);
    if (mtimeMs > newest.mtimeMs) newest = { file: path.relative(root, file), mtimeMs };
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) consider(full);
    }
  };
  for (const dir of SOURCE_DIRS) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of SOURCE_FILES) if (fs.existsSync(path.join(root, file))) consider(path.join(root, file));
  return newest;
}

/** Whether the site settings differ from those the build's prerendered pages show. */
function siteSettingsChanged({ buildDir, siteSettings }) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampPath(buildDir), "utf8"));
    if (stamp.siteSettings && JSON.stringify(stamp.siteSettings) !== JSON.stringify(siteSettings))
      return "Site settings (SITE_*) changed since this build was made: its prerendered pages show the old ones.";
  } catch {
    // No stamp: nothing to compare with.
  }
  return undefined;
}

/** Why the build in buildDir cannot be served as it is, or undefined when it is current. */
function whyRebuild({ buildDir, siteSettings }) {
  const entry = path.resolve(root, buildDir, "server/index.js");
  if (!fs.existsSync(entry))
    return `No production build in ${buildDir}/ yet: building (about a minute on first start)…`;
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampPath(buildDir), "utf8"));
  } catch {
    // Built by another command (e.g. `npx react-router build`): judge by the server bundle's age.
    stamp = { sourcesAt: fs.statSync(entry).mtimeMs };
  }
  const newest = newestSource();
  if (newest.mtimeMs > stamp.sourcesAt) return `${newest.file} changed since the last build: rebuilding…`;
  if (stamp.siteSettings && JSON.stringify(stamp.siteSettings) !== JSON.stringify(siteSettings)) {
    return "Site settings (SITE_*) changed since the last build, and prerendered pages show them: rebuilding…";
  }
  return undefined;
}

// React, Express and the app choose their production behaviour from NODE_ENV as they load.
process.env.NODE_ENV = "production";
loadDotEnv();
const canBuild = hasBuildTools();
if (!canBuild && !fs.existsSync(path.resolve(root, buildDirFromEnv(), "commands/check-config.js"))) {
  console.error(
    "No production build here, and this install has no build tools (installed with --omit=dev): build " +
      "where the dev dependencies are installed (npm ci && npm run build) and copy the build folder here.",
  );
  process.exit(1);
}
const config = checkConfig("start");
// A copied build's files are older than the sources they came with: without build tools it is served
// as it is, and only a change it cannot show (the site settings baked into its pages) is said.
const reason = canBuild ? whyRebuild(config) : siteSettingsChanged(config);
if (reason && !canBuild) {
  console.warn(`${reason} Rebuild where the build tools are installed.`);
} else if (reason) {
  console.log(reason);
  // Only warnings and errors: a first start should not scroll the asset list past the visitor.
  if (!(await build(config, ["--logLevel", "warn"]))) process.exit(1);
  console.log("Built.");
}
await import(pathToFileURL(path.resolve(root, config.buildDir, "server/index.js")).href);
