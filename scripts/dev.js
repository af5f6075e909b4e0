// `npm run dev`: runs server/dev.ts (Vite middleware, hot reload) from source through tsx, in
// development mode, with the build tools' noise taken out of its output.
import { spawn } from "node:child_process";
import path from "node:path";
import { loadDotEnv } from "./build.js";
import { forwardWithoutNoise } from "./quiet-output.js";

loadDotEnv();
const child = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
  cwd: path.resolve(import.meta.dirname, ".."),
  stdio: ["inherit", "inherit", "pipe"],
  env: { ...process.env, NODE_ENV: "development" },
});
forwardWithoutNoise(child.stderr, process.stderr);
// The server shuts down cleanly on these; this process only waits for it and passes its status on.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
