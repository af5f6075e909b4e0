import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: {
    // The server build's entry is our Express app, so the server and React Router share one module graph
    // (one config, one database handle, one logger).
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    assetsInlineLimit: 0,
  },
  // Server-only packages must never be pre-bundled for the browser (STACK.md pitfall 10).
  optimizeDeps: { exclude: ["@electric-sql/pglite", "pg", "drizzle-orm", "nodemailer", "pino"] },
  ssr: { external: ["@electric-sql/pglite", "pg", "pino", "pino-http", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
}));
