// `npm run dev`: the same server with Vite's middleware and hot reload. Run from source by tsx;
// server/app.ts and the app are loaded through Vite, so an edit applies on the next request.
import compression from "compression";
import express from "express";
import { createServer } from "vite";
import type * as App from "./app";
import { loadConfigOrExit, serve } from "./serve";

const config = await loadConfigOrExit();
if (config.isProduction) {
  console.error("`npm run dev` runs with NODE_ENV=development; for production use `npm start`.");
  process.exit(1);
}

const vite = await createServer({ server: { middlewareMode: true } });
const loadApp = () => vite.ssrLoadModule("./server/app.ts") as Promise<typeof App>;

const server = express();
server.disable("x-powered-by");
server.use(compression());
server.use(vite.middlewares);
server.use(async (req, res, next) => {
  try {
    const { app } = await loadApp();
    return app(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});

await serve(server, await loadApp(), config, { mode: "development", onShutdown: () => vite.close() });
