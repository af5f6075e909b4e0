// `npm run build`: checks the configuration, builds into BUILD_DIR and writes a stamp that
// `npm start` compares with the sources to know whether the build is current.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { forwardWithoutNoise } from "./quiet-output.js";

const root = path.resolve(import.meta.dirname, "..");
const STAMP = ".build-stamp.json";

/**
 * The operator's commands (scripts/<name>.ts), compiled by the build into BUILD_DIR/commands/<name>.js
 * so that a runtime installed without the build tools (`npm ci --omit=dev`, the image's last stage)
 * still runs them: scripts/command.js picks the source or the compiled file.
 */
export const COMMANDS = ["db-migrate", "user-create", "backup", "restore", "check-config", "retention"];

/** Whether this install can build (and run TypeScript): the dev dependencies are there. */
export function hasBuildTools() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve("@react-router/dev/package.json");
    require.resolve("tsx/package.json");
    return true;
  } catch {
    return false;
  }
}

/** BUILD_DIR as the configuration reads it (the default build/), for what runs before the configuration. */
export function buildDirFromEnv() {
  return process.env.BUILD_DIR?.trim() || "build";
}

/** A .env file fills in variables not already set, for this process and the ones it starts. */
export function loadDotEnv() {
  if (fs.existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
}

/**
 * The configuration as `npm start` ("start") or the build ("build") checks it: { buildDir,
 * siteSettings }. A wrong value prints the message naming the variable and ends this process.
 */
export function checkConfig(mode) {
  // Without the build tools, the build's compiled copy (there is nothing to build with anyway).
  const command = hasBuildTools()
    ? ["--import", "tsx", "scripts/check-config.ts"]
    : [path.resolve(root, buildDirFromEnv(), "commands/check-config.js")];
  const result = spawnSync(process.execPath, [...command, mode], {
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
  if (!(await buildCommands(buildDir))) return false;
  // The sources as of the start of the build: a file saved during the build makes it stale.
  fs.writeFileSync(
    stampPath(buildDir),
    `${JSON.stringify({ sourcesAt: startedAt, siteSettings }, null, 2)}\n`,
  );
  return true;
}

/**
 * Compiles COMMANDS into BUILD_DIR/commands (shared code in commands/chunks/), with the packages they
 * use left as imports of node_modules, as the server build leaves them: the commands need only the
 * production dependencies. The migrations' SQL stays in db/migrations, read from there at run time.
 */
async function buildCommands(buildDir) {
  const { build: viteBuild } = await import("vite");
  try {
    await viteBuild({
      configFile: false,
      root,
      mode: "production",
      logLevel: "warn",
      resolve: { alias: { "~": path.join(root, "app") } },
      build: {
        ssr: true,
        target: "node20",
        outDir: path.resolve(root, buildDir, "commands"),
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rollupOptions: {
          input: Object.fromEntries(COMMANDS.map((name) => [name, path.join(root, "scripts", `${name}.ts`)])),
          output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
          checks: { bundlerTimings: false },
        },
      },
    });
    return true;
  } catch (err) {
    console.error(`Compiling the commands failed: ${err instanceof Error ? err.message : err}`);
    return false;
  }
}

if (import.meta.filename === process.argv[1] && process.argv[2] === "--commands-only") {
  // For working on the commands: compiles them alone into the current build.
  loadDotEnv();
  process.exit((await buildCommands(buildDirFromEnv())) ? 0 : 1);
}

if (import.meta.filename === process.argv[1]) {
  loadDotEnv();
  const ok = await build(checkConfig("build"), process.argv.slice(2));
  process.exit(ok ? 0 : 1);
}
