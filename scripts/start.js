// `npm start`: checks the configuration, builds when there is no build or it is older than the
// sources (or the site settings changed), then runs the production server in this process.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, checkConfig, loadDotEnv, stampPath } from "./build.js";

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
const config = checkConfig("start");
const reason = whyRebuild(config);
if (reason) {
  console.log(reason);
  // Only warnings and errors: a first start should not scroll the asset list past the visitor.
  if (!(await build(config, ["--logLevel", "warn"]))) process.exit(1);
  console.log("Built.");
}
await import(pathToFileURL(path.resolve(root, config.buildDir, "server/index.js")).href);
