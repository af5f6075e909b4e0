import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import type { Socket } from "node:net";
import type { Express } from "express";
import type { Logger } from "pino";
import type { Config } from "../app/server/config.server";

/** What the entries need from server/app.ts (loaded from the build, or through Vite in development). */
export type AppModule = {
  startBackgroundWork: () => Promise<{ providers: string[] }>;
  stopBackgroundWork: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  /** From now on /readyz answers 503: the process is stopping. */
  markDraining: () => void;
  logger: Logger;
  /** Answers what it can before Express (prerendered pages already sent once): true when it did. */
  answerBeforeExpress?: (req: IncomingMessage, res: ServerResponse) => boolean;
};

/** How long a shutdown waits for requests in flight before it closes their connections. */
const REQUEST_GRACE_MS = 10_000;
/** After this, a shutdown that is still waiting (a job that never ends) gives up and exits 1. */
const SHUTDOWN_LIMIT_MS = REQUEST_GRACE_MS + 20_000;

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
 * The classes Node builds each request and response from (`http.createServer`'s documented
 * `IncomingMessage` and `ServerResponse` options), with the Express app's own request and response
 * objects (`app.request`, `app.response`, the prototypes Express documents for extending its API) as
 * their prototypes. Express gives every request and response its prototypes on arrival
 * (Object.setPrototypeOf). V8 then gives that object a hidden class of its own, and every property
 * the middleware adds afterwards (the request id, the log, the locals, the compression's hooks…)
 * builds yet another one for that request alone: more allocation per request, and garbage that
 * outlives the young generation's collections and fills the old one. A request born with the
 * prototype Express gives it keeps the hidden classes every other request shares, and Express's
 * setPrototypeOf changes nothing. Apps mounted in this one still set their own prototypes: the
 * production entry mounts none. Node's own constructors build the objects (`Reflect.construct`
 * with this class as the one being built), whether they are written as functions or as classes; a
 * contract test with a real Express app fails if Express stops giving these prototypes.
 */
export function messageClassesFor(
  app: Express,
  base: { IncomingMessage: typeof IncomingMessage; ServerResponse: typeof ServerResponse } = {
    IncomingMessage,
    ServerResponse,
  },
): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  function AppRequest(...args: unknown[]) {
    return Reflect.construct(base.IncomingMessage, args, AppRequest) as IncomingMessage;
  }
  AppRequest.prototype = app.request;
  function AppResponse(...args: unknown[]) {
    return Reflect.construct(base.ServerResponse, args, AppResponse) as ServerResponse;
  }
  AppResponse.prototype = app.response;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}

/**
 * Opens the database and the outbox worker, listens, and on SIGTERM/SIGINT: stops accepting
 * connections, lets the requests in flight finish (closing their connections after REQUEST_GRACE_MS)
 * and the outbox worker finish its job, then closes the database once and exits 0.
 */
export async function serve(
  server: Express,
  mod: AppModule,
  config: Config,
  { mode, onShutdown }: { mode: string; onShutdown?: () => Promise<void> },
) {
  const { logger } = mod;
  for (const warning of config.warnings) logger.warn(warning);
  let started: { providers: string[] };
  try {
    started = await mod.startBackgroundWork();
  } catch (err) {
    logger.fatal({ err: err instanceof Error ? { message: err.message } : err }, "start-up failed");
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }

  const { PORT: port, HOST: host } = config;
  const answerBefore = mod.answerBeforeExpress;
  const httpServer = createServer(
    messageClassesFor(server),
    answerBefore
      ? (req, res) => {
          if (!answerBefore(req, res)) server(req, res);
        }
      : server,
  );
  // A port already taken or a host that is not this machine's: said once, and the process ends.
  const cannotListen = (error: Error) => {
    logger.fatal(`cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  };
  httpServer.once("error", cannotListen);
  httpServer.listen(port, host, () => {
    // Once listening, an error of the server's own (failing to accept a connection when the process
    // has too many files open) is logged, and the server goes on with the connections it has.
    httpServer.off("error", cannotListen);
    httpServer.on("error", (err) => logger.error({ err }, "the HTTP server reported an error"));
    const address = httpServer.address();
    const shown =
      typeof address === "object" && address
        ? `http://${host === "0.0.0.0" ? "localhost" : host}:${address.port}`
        : String(address);
    logger.info(`listening on ${shown} (${mode})\n  ${started.providers.join("\n  ")}`);
  });
  // Longer than a load balancer's usual idle timeout (60 s), so it never reuses a socket we just closed.
  httpServer.keepAliveTimeout = 65_000;
  const drainRequests = trackRequests(httpServer);
  lingerAfterRefusedBodies(httpServer);

  let shuttingDown = false;
  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`${signal} received: finishing requests and jobs, then closing the database`);
    const force = setTimeout(() => {
      logger.error(`shutdown still waiting after ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    // The balancer learns first (its health checks see /readyz fail) while the server still accepts,
    // so no visitor's connection is refused while it still sends them here.
    mod.markDraining();
    const drainMs = config.SHUTDOWN_DRAIN_MS;
    if (drainMs > 0) {
      logger.info(`draining: /readyz answers 503; still accepting for ${drainMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    let failed = false;
    const step = async (what: string, run: () => Promise<unknown>) => {
      try {
        await run();
      } catch (err) {
        failed = true;
        logger.error({ err }, `shutdown: ${what} failed`);
      }
    };
    // Requests and the outbox job in flight both still use the database: it closes after both.
    await Promise.all([
      step("finishing requests", async () => {
        const cut = await drainRequests(REQUEST_GRACE_MS);
        if (cut > 0) {
          logger.warn(`${cut} requests still running after ${REQUEST_GRACE_MS / 1000} s: connections closed`);
        }
      }),
      step("stopping the outbox worker", () => mod.stopBackgroundWork()),
    ]);
    await step("closing the database", () => mod.closeDatabase());
    if (onShutdown) await step("closing the dev server", onShutdown);
    logger.info("stopped");
    process.exit(failed ? 1 : 0);
  }
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/**
 * Keeps the responses in flight, and returns the shutdown's first step: stop accepting connections,
 * let those requests finish, and close each keep-alive connection as soon as its response is sent
 * (otherwise an open keep-alive connection would hold the shutdown for keepAliveTimeout). Past
 * `graceMs` the connections left are closed. Resolves with the number of requests cut off.
 */
export function trackRequests(httpServer: Server) {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  httpServer.on("request", (_req, res: ServerResponse) => {
    inFlight.add(res);
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
    res.on("close", () => {
      inFlight.delete(res);
      // Once the response is out, its connection is idle: close it, after Node has marked it so.
      if (draining) setImmediate(() => httpServer.closeIdleConnections());
    });
  });

  return (graceMs: number) =>
    new Promise<number>((resolve) => {
      draining = true;
      // Tells the client not to send another request on this connection.
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      let cut = 0;
      const deadline = setTimeout(() => {
        cut = inFlight.size;
        httpServer.closeAllConnections();
      }, graceMs);
      httpServer.close(() => {
        clearTimeout(deadline);
        resolve(cut);
      });
      httpServer.closeIdleConnections();
    });
}

/** How long a connection whose upload was refused keeps reading, at most, before it is closed. */
const LINGER_MS = 2_000;

/**
 * Closes the connection of a request whose body was refused unread (a 413 sent while the client was
 * still uploading) the way nginx's lingering close does. Node would close the socket as soon as the
 * answer is flushed, with the rest of the upload unread in the kernel's buffer; closing like that
 * sends a TCP reset, and a reset makes the client's system drop what it had received but not yet
 * read: the client would see a broken connection instead of the 413. So the answer goes out with
 * the end of our side, the rest of the upload is read and thrown away, and the socket is closed
 * once the client closes its side or after `lingerMs`, whichever comes first. Nothing read is kept.
 * A handler that has answered has stopped reading: whatever still listens to the body is cut off.
 * A request the client sends after it on the same connection is not run (the answer said the
 * connection closes): the connection is closed instead. Call it after every other `request`
 * listener is registered: they are wrapped so that such a request reaches none of them.
 */
export function lingerAfterRefusedBodies(httpServer: Server, { lingerMs = LINGER_MS } = {}) {
  const lingering = new WeakSet<Socket>();
  const handlers = httpServer.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  httpServer.removeAllListeners("request");
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (lingering.has(req.socket)) {
      req.socket.destroy();
      return;
    }
    // Node's own handler of the answer's end runs first: it has already asked for the socket to be
    // ended and destroyed once the answer is flushed.
    res.once("finish", () => {
      const socket = req.socket;
      if (req.complete || socket.destroyed || !socket.writableEnded) return;
      lingering.add(socket);
      socket.removeListener("finish", socket.destroy);
      const close = () => socket.destroy();
      const timer = setTimeout(close, lingerMs);
      timer.unref();
      socket.once("end", close);
      socket.once("close", () => clearTimeout(timer));
      // Flowing with no reader, the rest of the upload is discarded as it arrives.
      req.removeAllListeners("data");
      req.resume();
    });
    for (const handler of handlers) handler.call(httpServer, req, res);
  });
}
