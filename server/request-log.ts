// The request log: one line per response (pino-http), with the error that made a 5xx when there is
// one. A route that fails hands its error to this line (`res.err`, as the API dispatch and the page
// renderer do) instead of logging a line of its own, so a failure is one line that says what failed,
// where, for which request, and how long it took.
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import crypto from "node:crypto";
import { loggableUrl, logger, scrubErrorMessage, serializeError } from "../app/server/logger.server";

/** What pino-http logs as the error of a 5xx that carried none: a stack of its own, saying nothing. */
const isStandIn = (res: ServerResponse, error: Error) =>
  res.err === undefined && error.message === `failed with status code ${res.statusCode}`;

const where = (req: IncomingMessage) =>
  `${req.method} ${loggableUrl((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "")}`;

/** Gives a failing request's log line its error (the line is written when the response ends). */
export function reportRequestError(res: ServerResponse, error: unknown) {
  res.err = error instanceof Error ? error : new Error(`a ${typeof error} that is not an Error was thrown`);
}

export function requestLog() {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && /^[\w.-]{6,100}$/.test(given) ? given : crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    // An upstream provider failing (502-504) is expected now and then; a 500 is our bug.
    customLogLevel: (_req, res, err) =>
      res.statusCode >= 502 && res.statusCode <= 504
        ? "warn"
        : err || res.statusCode >= 500
          ? "error"
          : res.statusCode >= 400
            ? "warn"
            : "info",
    customErrorMessage: (req, res, error) =>
      isStandIn(res, error)
        ? `${where(req)} answered ${res.statusCode}`
        : // The message as the error serializer keeps it: a failed statement's values left out.
          `${where(req)} failed with ${res.statusCode}: ${scrubErrorMessage(error.message)}`,
    // A 5xx answered on purpose (a 503 while the database is away) has no error to show: no stand-in.
    customErrorObject: (_req, res, error, value: Record<string, unknown>) => {
      if (!isStandIn(res, error)) return value;
      const { err: _standIn, ...rest } = value;
      return rest;
    },
    serializers: {
      // The path and the names of its query parameters, never their values: a console search for a
      // mobile number or an e-mail, or a link's token, would otherwise land in the log in full.
      req: (req) => ({ id: req.id, method: req.method, url: loggableUrl(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
      // The app logger's error serializer: a failed statement is logged without its values.
      err: serializeError,
    },
  });
}
