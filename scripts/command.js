// `npm run db:migrate | user:create | backup | restore | retention`: runs the operator's command from its source
// (scripts/<name>.ts, through tsx) where the build tools are installed, so it is always the current
// code; in a runtime installed without them (`npm ci --omit=dev`, the image), the copy the build
// compiled into BUILD_DIR/commands. Arguments after the name are the command's own.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildDirFromEnv, COMMANDS, hasBuildTools, loadDotEnv } from "./build.js";

const root = path.resolve(import.meta.dirname, "..");
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/command.js ${COMMANDS.join("|")} [arguments]`);
  process.exit(2);
}

loadDotEnv();
let command;
if (hasBuildTools()) {
  command = ["--import", "tsx", path.join(root, "scripts", `${name}.ts`)];
} else {
  const compiled = path.resolve(root, buildDirFromEnv(), "commands", `${name}.js`);
  if (!fs.existsSync(compiled)) {
    console.error(
      `${path.relative(root, compiled)} is missing: this install has no build tools (installed with --omit=dev), ` +
        "so the commands come from the build. Build where the dev dependencies are installed (npm ci && npm run build) and copy its folder here.",
    );
    process.exit(1);
  }
  command = [compiled];
}
// The terminal stays the command's own (user:create asks for a password without echoing it).
const result = spawnSync(process.execPath, [...command, ...args], { cwd: root, stdio: "inherit" });
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status ?? 1);
