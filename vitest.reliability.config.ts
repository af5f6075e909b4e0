import path from "node:path";
import { defineConfig } from "vitest/config";

// `npm run test:reliability`: real production processes from the build, a PostgreSQL of the suite's
// own and the fake providers, one file at a time (each starts its own processes; on 2 cores two
// files at once would measure each other).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    name: "reliability",
    include: ["tests/reliability/**/*.test.ts"],
    globalSetup: ["tests/reliability/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    env: {
      NODE_ENV: "test",
      RELIABILITY_FIGURES_FILE: path.resolve(import.meta.dirname, "tests/reliability/results/figures.jsonl"),
    },
  },
});
