import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// A feature's public entry (app/features/<name>/index.ts); lint keeps it to re-exports only.
const FEATURE_ENTRY = /\/app\/features\/[^/]+\/index\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    // The server build's entry is our Express app, so the server and React Router share one module graph
    // (one config, one database handle, one logger).
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          // Routes and features import each other through a feature's index. Declared free of side
          // effects, the index costs a page only the modules it names; otherwise the bundler loads every
          // module the feature exports (measured: the root route took in the whole deals page for its
          // story viewer, +16 KB gzip on every page).
          treeshake: { moduleSideEffects: (id: string) => (FEATURE_ENTRY.test(id) ? false : undefined) },
        },
    assetsInlineLimit: 0,
  },
  // Server-only packages must never be pre-bundled for the browser (STACK.md pitfall 10).
  optimizeDeps: { exclude: ["@electric-sql/pglite", "pg", "drizzle-orm", "nodemailer", "pino"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-http", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
}));
