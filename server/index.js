// The process entry: loads the app (Vite middleware in development, the built bundle in production),
// serves static files, listens, and shuts down cleanly on SIGTERM.
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express from "express";

// A .env file, when present, fills in variables not already set in the environment.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const DEVELOPMENT = process.env.NODE_ENV === "development";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD_PATH = path.resolve(BUILD_DIR, "server/index.js");

const server = express();
server.disable("x-powered-by");
server.use(compression());

let mod;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  mod = await viteDevServer.ssrLoadModule("./server/app.ts");
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  if (!fs.existsSync(BUILD_PATH)) {
    console.error("No production build found: run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  // Hashed assets never change: cache them for a year. Other public files for an hour.
  server.use("/assets", express.static(path.join(BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", index: false, redirect: false }));
  server.use((req, res, next) => (req.path.endsWith(".data") || req.path.endsWith(".html") ? next() : staticFiles(req, res, next)));
  mod = await import(BUILD_PATH);
  server.use(mod.app);
}

const staticFiles = express.static(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false, redirect: false });

let started;
try {
  started = await mod.startBackgroundWork();
} catch (err) {
  mod.logger.fatal({ err: err instanceof Error ? { message: err.message } : err }, "start-up failed");
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const httpServer = server.listen(port, host, (error) => {
  if (error) {
    mod.logger.fatal(`cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  }
  const address = httpServer.address();
  const shown = typeof address === "object" && address ? `http://${host === "0.0.0.0" ? "localhost" : host}:${address.port}` : String(address);
  mod.logger.info(`listening on ${shown} (${process.env.NODE_ENV ?? "production"}) — ${started.providers.join("; ")}`);
});
httpServer.keepAliveTimeout = 65_000;

let shuttingDown = false;
async function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  mod.logger.info(`${signal} received: finishing requests and stopping`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  httpServer.close();
  httpServer.closeIdleConnections?.();
  try {
    await mod.stopBackgroundWork();
  } catch (err) {
    mod.logger.error({ err }, "error during shutdown");
  }
  await new Promise((resolve) => httpServer.close(() => resolve()) || setTimeout(resolve, 100));
  process.exit(0);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
