// `npm start`: serves the production build, building it first when there is none.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync(`${process.env.BUILD_DIR ?? "build"}/server/index.js`)) {
  console.log("No production build yet: building (about a minute on first start)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
await import("../server/index.js");
