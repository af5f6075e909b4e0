import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const common = {
  setupFiles: ["./tests/setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // PGlite opens in a few seconds per file; 2 cores: keep parallelism modest.
  maxWorkers: 2,
  globalSetup: ["./tests/helpers/template-database.global.ts"],
};

// Its own config, without the React Router plugin: that plugin is made for the app's dev server and
// build, not for a test runner.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...common,
          name: "pglite",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          env: { NODE_ENV: "test", TEST_DB_DRIVER: "pglite" },
        },
      },
      // The database tests again on a real PostgreSQL when TEST_DATABASE_URL is set.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                ...common,
                name: "postgres",
                include: ["app/**/*.db.test.ts", "tests/unit/**/*.db.test.ts"],
                env: { NODE_ENV: "test", TEST_DB_DRIVER: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
