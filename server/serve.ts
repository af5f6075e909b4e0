import type { Server } from "node:http";
import type { Express } from "express";
import type { Logger } from "pino";
import type { Config } from "../app/server/config.server";

/** What the entries need from server/app.ts (loaded from the build, or through Vite in development). */
export type AppModule = {
  startBackgroundWork: () => Promise<{ providers: string[] }>;
  stopBackgroundWork: () => Promise<void>;
  logger: Logger;
};

/**
 * The validated configuration, or the process ends with a message naming each wrong variable.
 * The configuration module is imported here, not at the top of the entry, so that the entry's own
 * chunk in the build holds nothing another chunk could import (prerendering imports the server
 * build at build time, and must not start a server).
 */
export async function loadConfigOrExit(): Promise<Config> {
  const { ConfigError, getConfig } = await import("../app/server/config.server");
  try {
    return getConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${err.message}\nSet these in the environment or in .env (see .env.example).`);
    process.exit(1);
  }
}

/**
 * Opens the database and the outbox worker, listens, and on SIGTERM/SIGINT stops accepting
 * connections, lets in-flight requests and jobs finish, closes the database and exits 0.
 */
export async function serve(
  server: Express,
  mod: AppModule,
  config: Config,
  { mode, onShutdown }: { mode: string; onShutdown?: () => Promise<void> },
) {
  const { logger } = mod;
  let started: { providers: string[] };
  try {
    started = await mod.startBackgroundWork();
  } catch (err) {
    logger.fatal({ err: err instanceof Error ? { message: err.message } : err }, "start-up failed");
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }

  const { PORT: port, HOST: host } = config;
  const httpServer: Server = server.listen(port, host, (error?: Error) => {
    if (error) {
      logger.fatal(`cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
    const address = httpServer.address();
    const shown =
      typeof address === "object" && address
        ? `http://${host === "0.0.0.0" ? "localhost" : host}:${address.port}`
        : String(address);
    logger.info(`listening on ${shown} (${mode}) — ${started.providers.join("; ")}`);
  });
  // Longer than a load balancer's usual idle timeout (60 s), so it never reuses a socket we just closed.
  httpServer.keepAliveTimeout = 65_000;

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`${signal} received: finishing requests and stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    httpServer.closeIdleConnections();
    try {
      await mod.stopBackgroundWork();
      await onShutdown?.();
    } catch (err) {
      logger.error({ err }, "error during shutdown");
    }
    await closed;
    process.exit(0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
