import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
// With extensions: Vite loads this file on its own, outside the app's resolver.
import { PRERENDER_ORIGIN } from "./app/lib/nonce.ts";
import { setPrerenderOrigin } from "./app/server/config.server.ts";

/**
 * Pages prerendered by the build are rendered with a placeholder origin that the server swaps for
 * SITE_URL when it sends them, so one build serves any origin. Only the build does this: the dev
 * server renders every page with the real origin.
 */
const prerenderOrigin: Plugin = {
  name: "prerender-origin",
  apply: "build",
  config: () => setPrerenderOrigin(PRERENDER_ORIGIN),
};

// A feature's public entry (app/features/<name>/index.ts); lint keeps it to re-exports only.
const FEATURE_ENTRY = /\/app\/features\/[^/]+\/index\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    rollupOptions: isSsrBuild
      ? {
          // The server build's entry is the production process entry (server/index.ts), which loads our
          // Express app (server/app.ts): the server and React Router share one module graph (one config,
          // one database handle, one logger), and production runs plain JavaScript.
          input: "./server/index.ts",
          // Rolldown reports when plugin callbacks take most of a build's time. React Router prerenders
          // every page inside its writeBundle hook, so the server build always triggers it: expected,
          // and nothing to act on.
          checks: { bundlerTimings: false },
        }
      : {
          // Routes and features import each other through a feature's index. Declared free of side
          // effects, the index costs a page only the modules it names; otherwise the bundler loads every
          // module the feature exports (measured: the root route took in the whole deals page for its
          // story viewer, +16 KB gzip on every page).
          treeshake: { moduleSideEffects: (id: string) => (FEATURE_ENTRY.test(id) ? false : undefined) },
          checks: { bundlerTimings: false },
        },
    assetsInlineLimit: 0,
  },
  // Server-only packages must never be pre-bundled for the browser: the dev server would try to load
  // them (PGlite, pg, drizzle) in the page.
  optimizeDeps: { exclude: ["@electric-sql/pglite", "pg", "drizzle-orm", "nodemailer", "pino"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-http", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter(), prerenderOrigin],
}));
