import pino from "pino";
import { getEnv } from "./config.server";

const globalForLogger = globalThis as unknown as { __appLogger?: pino.Logger };

function createLogger() {
  const env = getEnv();
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info");
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      remove: true,
    },
  });
}

/** The process-wide logger (JSON lines on stdout). */
export const logger: pino.Logger = (globalForLogger.__appLogger ??= createLogger());
