// `npm run build`: checks the configuration, builds into BUILD_DIR and writes a stamp that
// `npm start` compares with the sources to know whether the build is current.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { forwardWithoutNoise } from "./quiet-output.js";

const root = path.resolve(import.meta.dirname, "..");
const STAMP = ".build-stamp.json";

/** A .env file fills in variables not already set, for this process and the ones it starts. */
export function loadDotEnv() {
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
}

/**
 * The configuration as `npm start` ("start") or the build ("build") checks it: { buildDir,
 * siteSettings }. A wrong value prints the message naming the variable and ends this process.
 */
export function checkConfig(mode) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-config.ts", mode], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return JSON.parse(result.stdout);
}

export function stampPath(buildDir) {
  return path.resolve(root, buildDir, STAMP);
}

/** Runs `react-router build` (extra arguments passed on); resolves true when it succeeded. */
export async function build({ buildDir, siteSettings }, args = []) {
  const startedAt = Date.now();
  // A build that fails half way must not look current.
  fs.rmSync(stampPath(buildDir), { force: true });
  const bin = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
    "bin.js",
  );
  const child = spawn(process.execPath, [bin, "build", ...args], {
    cwd: root,
    stdio: ["ignore", "inherit", "pipe"],
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: buildDir },
  });
  forwardWithoutNoise(child.stderr, process.stderr);
  const status = await new Promise((resolve) => child.on("close", (code) => resolve(code)));
  if (status !== 0) return false;
  // Every file the server sends as it is, compressed once here rather than on every request.
  const precompressed = spawnSync(process.execPath, ["--import", "tsx", "scripts/precompress.ts", buildDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (precompressed.status !== 0) return false;
  // The sources as of the start of the build: a file saved during the build makes it stale.
  fs.writeFileSync(
    stampPath(buildDir),
    `${JSON.stringify({ sourcesAt: startedAt, siteSettings }, null, 2)}\n`,
  );
  return true;
}

if (import.meta.filename === process.argv[1]) {
  loadDotEnv();
  const ok = await build(checkConfig("build"), process.argv.slice(2));
  process.exit(ok ? 0 : 1);
}
