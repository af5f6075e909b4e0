import fs from "node:fs";
import os from "node:os";
import pino from "pino";
import { getEnv } from "./config.server";

/**
 * The process-wide logger (JSON lines on stdout). A log line never carries a visitor's details: fields
 * named like personal data are censored wherever they are logged (at the top or one level down), and
 * errors pass through `serializeError`, which keeps what failed and where but none of the values a
 * failed statement was given. The log SMS and mail senders print their messages on purpose, in the
 * message line itself; that is how a developer reads a code without a provider.
 */

export const CENSORED = "[redacted]";

/** Field names whose values are a person's details, a code or a statement's parameters. */
const PERSONAL_KEYS = [
  "phone",
  "name",
  "email",
  "ip",
  "clientIp",
  "requestIp",
  "request_ip",
  "code",
  "codeHash",
  "code_hash",
  "text",
  "to",
  "params",
  "parameters",
  "values",
];

const ERROR_KEYS = new Set(["err", "error"]);

/**
 * `err.code` is what failed (a SQLSTATE such as 23505, ECONNREFUSED), which the serializer took from
 * an error; any other `code`, and a six-digit one anywhere, is censored.
 */
function censor(value: unknown, path: string[]): unknown {
  const errorCode =
    path.length === 2 && ERROR_KEYS.has(path[0]!) && path[1] === "code" && typeof value === "string";
  return errorCode && !/^\d{6}$/.test(value) ? value : CENSORED;
}

const redact = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`]),
    // Named as well as matched by "*.code", so that `censor` is told which key the code is under.
    ...[...ERROR_KEYS].map((key) => `${key}.code`),
  ],
  censor,
};

// ---------------------------------------------------------------------------------------------
// Errors

type ErrorLike = { message: string; [key: string]: unknown };
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";

/**
 * What an error keeps besides its type, message, stack and cause: what failed (PostgreSQL's error
 * fields, Node's system error fields, an SMS provider's name), never what it was given. Left out on
 * purpose: `params`/`parameters` (Drizzle's and PGlite's copies of the statement's values),
 * `queryOptions`, and PostgreSQL's `detail`, `where` and `internalQuery`, which quote the row
 * ("Key (phone)=(+91…) already exists", "Failing row contains (…)") or a parameter.
 */
const ERROR_FIELDS = [
  "code",
  "errno",
  "syscall",
  "severity",
  "routine",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "position",
  "hint",
  "provider",
  "retryable",
  "status",
  "statusCode",
] as const;

const MAX_QUERY_CHARS = 2000;
const MAX_CAUSES = 4;

/**
 * An error's message without the values it may quote: Drizzle appends the statement's parameters
 * ("Failed query: …\nparams: …"), PostgreSQL quotes the value it could not read (`invalid input
 * syntax for type uuid: "…"`, `value "…" is out of range`), and a provider may echo the number.
 */
export function scrubErrorMessage(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, "")
    .replace(/: "[\s\S]*"$/, `: "${CENSORED}"`)
    .replace(/\bvalue "[^"]*"/g, `value "${CENSORED}"`)
    .replace(/\+?\b91[6-9]\d{9}\b|\b[6-9]\d{9}\b/g, "[phone]")
    .replace(/\b[0-9a-f]{64}\b/gi, "[hash]");
}

/** The stack's frames under the scrubbed first line (the original first lines repeat the raw message). */
function scrubStack(stack: unknown, head: string): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return [head, ...frames].join("\n");
}

/** pino's `err` serializer: an error as type, message, stack, what failed, and its causes, without values. */
export function serializeError(input: unknown, depth = 0): unknown {
  if (typeof input === "string") return scrubErrorMessage(input);
  if (!isErrorLike(input)) return input;
  // pino-http hands a custom serializer pino's own serialization of the error; the error is its `raw`.
  const value = isErrorLike(input.raw) ? input.raw : input;
  // The class's name, unless it says nothing (Error, a plain object, PGlite's minified class): then the error's own.
  const ctor = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const type =
    typeof ctor === "string" && ctor.length > 2 && ctor !== "Object" && ctor !== "Error"
      ? ctor
      : typeof value.name === "string"
        ? value.name
        : "Error";
  const message = scrubErrorMessage(value.message);
  const out: Record<string, unknown> = { type, message };
  const stack = scrubStack(value.stack, `${type}: ${message}`);
  if (stack) out.stack = stack;
  for (const field of ERROR_FIELDS) {
    const v = value[field];
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
      out[field] = typeof v === "string" ? scrubErrorMessage(v) : v;
  }
  // The statement's text has placeholders, not values ($1, $2…): it says which query failed.
  if (typeof value.query === "string") out.query = value.query.slice(0, MAX_QUERY_CHARS);
  if (depth < MAX_CAUSES) {
    if (isErrorLike(value.cause)) out.cause = serializeError(value.cause, depth + 1);
    if (Array.isArray(value.errors))
      out.errors = value.errors.slice(0, 10).map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The logger

/**
 * The app's logger configuration; tests pass a destination to read what it writes. Otherwise each
 * line is written to stdout at once, from the thread that logs it. pino's default (an asynchronous
 * write) hands every line to a libuv worker thread and back: several system calls and two thread
 * wake-ups per line, which cost a request more CPU than the write itself. Written at once, a line
 * is also on its way before the next statement runs, so a crash loses none. The price: when
 * whatever reads stdout stops reading and the pipe fills, the process waits for it.
 */
export function createAppLogger(options: {
  level: pino.LevelWithSilentOrString;
  destination?: pino.DestinationStream;
}): pino.Logger {
  const config: pino.LoggerOptions = {
    level: options.level,
    // Which process wrote the line, once several run behind a balancer (pino writes these fixed
    // fields into every line as one prepared string: no cost per line beyond the bytes).
    base: { pid: process.pid, hostname: os.hostname() },
    redact,
    serializers: { err: serializeError, error: serializeError },
  };
  return pino(config, options.destination ?? pino.destination({ dest: 1, sync: true }));
}

const globalForLogger = globalThis as unknown as { __appLogger?: pino.Logger };

const LEVEL_NAMES: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO ",
  40: "WARN ",
  50: "ERROR",
  60: "FATAL",
};
const SHOWN_ELSEWHERE = new Set(["level", "time", "msg", "pid", "hostname"]);

/**
 * One JSON log line as a person reads it on a terminal: the time, the level and the message as it
 * was written (a link on a line of its own stays on its own line, with nothing escaped), then any
 * other fields compactly.
 */
export function prettyLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith("\n") ? json : `${json}\n`;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
  const rest = Object.entries(entry).filter(([key]) => !SHOWN_ELSEWHERE.has(key));
  const extra = rest.length ? `  ${JSON.stringify(Object.fromEntries(rest))}` : "";
  return `${time} ${level} ${String(entry.msg ?? "")}${extra}\n`;
}

/** Writes each line, made readable, to stdout at once (like the JSON destination). */
function prettyDestination(): pino.DestinationStream {
  return { write: (line: string) => void fs.writeSync(1, prettyLogLine(line.trimEnd())) };
}

function createLogger() {
  const env = getEnv();
  // JSON for whatever collects the logs; readable text when a person watches a terminal.
  const pretty = env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT !== "json" && process.stdout.isTTY === true);
  return createAppLogger({
    level: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    ...(pretty ? { destination: prettyDestination() } : {}),
  });
}

/** The process-wide logger (JSON lines on stdout, or readable lines on a terminal). */
export const logger: pino.Logger = (globalForLogger.__appLogger ??= createLogger());

/**
 * A request URL as the request log keeps it: the path, and the names of the query parameters with
 * their values replaced, so `?q=98765 43210` or `?token=…` is logged as `?q=…` / `?token=…`.
 */
export function loggableUrl(url: string | undefined): string {
  if (!url) return "";
  const at = url.indexOf("?");
  const path = maskSecretPath(at < 0 ? url : url.slice(0, at));
  if (at < 0) return path;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split("=")[0]!;
      // A bare value (`?9876543210`) is no name either.
      return /^[A-Za-z_][\w.[\]-]{0,39}$/.test(name) ? `${name}=…` : "…";
    });
  return `${path}?${names.join("&")}`;
}

/**
 * Paths whose last segment is a secret: the SMS provider's report URL carries its token, and a
 * voucher link is the guest's key to their voucher. The log keeps the route, not the key.
 */
const SECRET_PATHS = [
  /^(\/api\/v1\/sms\/reports\/msg91\/)[^/]+/,
  /^(\/api\/v1\/activities\/vouchers\/)[^/]+/,
];

function maskSecretPath(path: string): string {
  for (const pattern of SECRET_PATHS) if (pattern.test(path)) return path.replace(pattern, "$1…");
  return path;
}
