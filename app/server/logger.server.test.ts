import os from "node:os";
import { describe, expect, it } from "vitest";
import { captureStream } from "../../tests/helpers/captured-logs";
import {
  CENSORED,
  createAppLogger,
  loggableUrl,
  prettyLogLine,
  scrubErrorMessage,
  serializeError,
} from "./logger.server";

const PHONE = "+919812345678";
const NAME = "Asha Rao";
const IP = "203.0.113.77";
const HMAC = "9f".repeat(32);

function appLogger() {
  const logs = { lines: [] as string[] };
  const logger = createAppLogger({ level: "trace", destination: captureStream(logs) });
  return { logger, output: () => logs.lines.join(""), entries: () => logs.lines.map((l) => JSON.parse(l)) };
}

/** The shape Drizzle gives a failed statement on PGlite: its message and two copies of the values. */
function drizzleQueryError() {
  const cause = Object.assign(new Error(`invalid byte sequence for encoding "UTF8": 0x00`), {
    name: "error",
    severity: "ERROR",
    code: "22021",
    where: "unnamed portal parameter $2",
    detail: `Failing row contains (${PHONE}, ${NAME}).`,
    routine: "report_invalid_encoding_int",
    query: "insert into contacts (phone, name, ip, code_hash) values ($1, $2, $3, $4)",
    params: [PHONE, NAME, IP, HMAC],
    queryOptions: { rowMode: "object" },
  });
  class DrizzleQueryError extends Error {
    query = cause.query;
    params = cause.params;
    constructor() {
      super(`Failed query: ${cause.query}\nparams: ${cause.params.join(",")}`);
      this.cause = cause;
    }
  }
  return new DrizzleQueryError();
}

describe("log lines on a terminal", () => {
  it("show the time, the level and the message as written, a link on its own line unescaped", () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 10, 27, 9, 5, 7),
      pid: 7,
      hostname: "h",
      msg: "No staff account exists yet. Create the first admin at:\n  http://localhost:3000/auth/setup?token=abc",
    });
    const shown = prettyLogLine(line);
    expect(shown).toMatch(
      /^\d\d:\d\d:\d\d WARN {2}No staff account exists yet\. Create the first admin at:\n {2}http:\/\/localhost:3000\/auth\/setup\?token=abc\n$/,
    );
    expect(shown).not.toContain("pid");
  });

  it("keep other fields compactly, and pass a line that is not JSON through", () => {
    expect(prettyLogLine(JSON.stringify({ level: 30, time: 0, msg: "request", status: 503 }))).toMatch(
      /INFO {2}request {2}\{"status":503\}\n$/,
    );
    expect(prettyLogLine("plain words")).toBe("plain words\n");
  });
});

describe("the app logger", () => {
  it("names the process on every line (host and pid), for logs gathered from several", () => {
    const { logger, entries } = appLogger();
    logger.info("one");
    logger.child({ reqId: "r1" }).warn("two");
    for (const entry of entries()) {
      expect(entry.pid).toBe(process.pid);
      expect(entry.hostname).toBe(os.hostname());
    }
    expect(entries()).toHaveLength(2);
  });

  it("censors personal fields at the top and one level down, and keeps the message", () => {
    const { logger, output, entries } = appLogger();
    logger.info(
      { phone: PHONE, name: NAME, ip: IP, codeHash: HMAC, code: "482913", purpose: "quiz" },
      "verification send refused",
    );
    logger.warn({ contact: { phone: PHONE, email: "asha@example.com", to: PHONE, text: "482913 is…" } }, "x");
    logger.error({ query: { params: [PHONE, NAME], values: [IP] } }, "y");
    for (const secret of [PHONE, NAME, IP, HMAC, "482913", "asha@example.com"])
      expect(output()).not.toContain(secret);
    const [first, second, third] = entries();
    expect(first).toMatchObject({ msg: "verification send refused", purpose: "quiz", phone: CENSORED });
    expect(second.contact).toEqual({ phone: CENSORED, email: CENSORED, to: CENSORED, text: CENSORED });
    expect(third.query).toEqual({ params: CENSORED, values: CENSORED });
  });

  it("logs a failed statement's error with what failed, without its values", () => {
    const { logger, output, entries } = appLogger();
    logger.error({ err: drizzleQueryError(), purpose: "quiz" }, "lead flow: submission could not be saved");
    for (const secret of [PHONE, NAME, IP, HMAC, "9812345678"]) expect(output()).not.toContain(secret);
    const [entry] = entries();
    expect(entry.msg).toBe("lead flow: submission could not be saved");
    expect(entry.err).toMatchObject({
      type: "DrizzleQueryError",
      message: expect.stringMatching(/^Failed query: insert into contacts/),
      query: "insert into contacts (phone, name, ip, code_hash) values ($1, $2, $3, $4)",
      cause: {
        type: "error",
        message: 'invalid byte sequence for encoding "UTF8": 0x00',
        code: "22021",
        severity: "ERROR",
      },
    });
    expect(entry.err.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]*\n\s+at /);
    expect(entry.err).not.toHaveProperty("params");
    expect(entry.err.cause).not.toHaveProperty("params");
    expect(entry.err.cause).not.toHaveProperty("detail");
    expect(entry.err.cause).not.toHaveProperty("queryOptions");
  });

  it("keeps an error's own code (a SQLSTATE, ECONNREFUSED) but censors a six-digit one", () => {
    const { logger, entries } = appLogger();
    logger.error({ err: Object.assign(new Error("duplicate key"), { code: "23505" }) }, "a");
    logger.error({ err: Object.assign(new Error("connect failed"), { code: "ECONNREFUSED" }) }, "b");
    logger.error({ err: Object.assign(new Error("odd"), { code: "482913" }) }, "c");
    expect(entries().map((e) => e.err.code)).toEqual(["23505", "ECONNREFUSED", CENSORED]);
  });

  it("scrubs a message given as a string, e.g. a provider's answer", () => {
    const { logger, output } = appLogger();
    logger.warn(
      { err: `twilio: error 21211: The 'To' number ${PHONE} is not a valid phone number. (HTTP 400)` },
      "verification SMS failed",
    );
    expect(output()).toContain("error 21211");
    expect(output()).not.toContain("9812345678");
  });
});

describe("scrubErrorMessage", () => {
  it.each([
    [`Failed query: select 1\nparams: ${PHONE},${NAME}`, "Failed query: select 1"],
    [
      'invalid input syntax for type uuid: "9812345678-Asha"',
      `invalid input syntax for type uuid: "${CENSORED}"`,
    ],
    [
      'value "98123456789012" is out of range for type integer',
      `value "${CENSORED}" is out of range for type integer`,
    ],
    [`hash ${HMAC} not found`, "hash [hash] not found"],
    [`number 9812345678 refused`, "number [phone] refused"],
    [
      `duplicate key value violates unique constraint "contacts_phone_key"`,
      `duplicate key value violates unique constraint "contacts_phone_key"`,
    ],
  ])("%j → %j", (raw, scrubbed) => {
    expect(scrubErrorMessage(raw)).toBe(scrubbed);
  });

  it("leaves values that are not errors alone, and stops at a few causes", () => {
    expect(serializeError({ a: 1 })).toEqual({ a: 1 });
    let err: Error = new Error("root");
    for (let i = 0; i < 10; i++) err = new Error(`level ${i}`, { cause: err });
    let depth = 0;
    for (let e = serializeError(err) as { cause?: unknown }; e.cause; e = e.cause as { cause?: unknown })
      depth++;
    expect(depth).toBe(4);
  });
});

describe("serializeError behind pino-http", () => {
  it("reads the error itself when it is given pino's own serialization of it (pino-http wraps serializers)", async () => {
    const { stdSerializers } = await import("pino");
    const wrapped = stdSerializers.wrapErrorSerializer(serializeError as never)(drizzleQueryError());
    expect(JSON.stringify(wrapped)).not.toContain(PHONE);
    expect(wrapped).toMatchObject({ type: "DrizzleQueryError", cause: { code: "22021" } });
  });
});

describe("loggableUrl", () => {
  it("keeps the path and the parameters' names, never their values", () => {
    expect(loggableUrl("/api/v1/console/contacts/search?q=98765%2043210")).toBe(
      "/api/v1/console/contacts/search?q=…",
    );
    expect(loggableUrl("/auth/setup?token=abc&next=%2Fvox")).toBe("/auth/setup?token=…&next=…");
    expect(loggableUrl("/vox?9876543210")).toBe("/vox?…");
    expect(loggableUrl("/activities")).toBe("/activities");
    expect(loggableUrl("/api/v1/sms/reports/msg91/s3cret-token-of-24-chars")).toBe(
      "/api/v1/sms/reports/msg91/…",
    );
    expect(loggableUrl("/api/v1/activities/vouchers/f063efe3.PeWk?x=1")).toBe(
      "/api/v1/activities/vouchers/…?x=…",
    );
    expect(loggableUrl(undefined)).toBe("");
  });
});
