import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createLeadFlow } from "~/features/verification/index.server";
import { setConfigForTests } from "~/server/config.server";
import { jsonb, queryRows } from "~/server/db/db.server";
import { contacts } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { setUpTestDatabase } from "../helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../helpers/verification";

/**
 * A statement that fails with a visitor's details among its parameters is logged, on either driver,
 * with what failed (the message, the SQLSTATE, the constraint) and none of the details: not the
 * phone, the name, the IP address or the code's HMAC, which Drizzle, PGlite and PostgreSQL's own
 * error fields would otherwise carry into the log.
 */
const logs = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("~/server/logger.server", async (importOriginal) =>
  (await import("../helpers/captured-logs")).withCapturedLogger(importOriginal, logs),
);

const testDb = setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));
beforeEach(() => {
  logs.lines.length = 0;
});

const PHONE = "+919845012345";
const NAME = "Farhan Qureshi";
const IP = "192.0.2.201";

type Entry = { msg: string; err: Record<string, unknown> & { cause?: Record<string, unknown> } };
const entries = () => logs.lines.map((line) => JSON.parse(line) as Entry);

function expectNoPersonalData(extra: string[] = []) {
  const output = logs.lines.join("");
  for (const value of [PHONE, PHONE.slice(3), NAME, "Farhan", IP, ...extra])
    expect(output, `the log holds ${value}`).not.toContain(value);
  // An HMAC-SHA256 of a code, or any other 64-digit hex value.
  expect(output).not.toMatch(/[0-9a-f]{64}/i);
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error("the statement was expected to fail");
}

describe("a failed statement, logged", () => {
  it("a NUL byte in a name, through a lead flow's real start: a 503 and a log line without the details", async () => {
    // A flow whose schema lets anything through, so the name reaches the statement as sent.
    const laxFlow = createLeadFlow({
      purpose: "quiz",
      schema: {
        safeParse: (input: unknown) => ({
          success: true as const,
          data: { ...(input as { name: string }), phone: PHONE },
        }),
      },
      issueText: () => ({ title: "x", field: "x" }),
      texts: {
        badRequest: { title: "Error", description: "bad" },
        invalidPhone: { title: "Error", description: "phone" },
        saveFailed: { title: "Error", description: "Failed to save" },
        sendFailed: { title: "Error", description: "send" },
        codeSent: () => ({ title: "Sent", description: "sent" }),
        resent: { title: "Sent", description: "sent" },
        resendFailed: { title: "Error", description: "resend" },
        invalidSession: { title: "Error", description: "session" },
        incompleteCode: { title: "Error", description: "code" },
        wrongCode: { title: "Error", description: "wrong" },
        expiredCode: { title: "Error", description: "expired" },
        verified: { title: "Done", description: "done" },
        verifyFailed: { title: "Error", description: "verify" },
      },
      toData: () => ({ note: "a" }),
      toResult: () => null,
    });
    const response = await laxFlow.start(
      new Request("http://127.0.0.1:3000/api/v1/quiz/submissions", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `${NAME}\u0000` }),
      }),
      { ip: IP, db: testDb.db, deps: { sms: createTestSmsSender() } },
    );
    expect(response.status).toBe(503);

    const logged = entries().find((e) => e.msg === "lead flow: submission could not be saved");
    expect(logged).toBeDefined();
    const err = logged!.err;
    // What failed is there: the error chain names the encoding problem and its SQLSTATE.
    expect(JSON.stringify(err)).toMatch(/invalid byte sequence for encoding \\"UTF8\\": 0x00/);
    expect(JSON.stringify(err)).toContain('"code":"22021"');
    expect(JSON.stringify(err)).not.toMatch(/"(params|parameters|detail|where|queryOptions)"/);
    expectNoPersonalData();
  });

  it("a unique violation: the constraint, not the key's value PostgreSQL quotes in its detail", async () => {
    await testDb.db.insert(contacts).values({ phone: PHONE, name: NAME });
    const err = await failure(() => testDb.db.insert(contacts).values({ phone: PHONE, name: NAME }));
    logger.error({ err }, "contact not saved");
    expect(JSON.stringify(err)).toContain(PHONE); // the raw error does carry it
    const [entry] = entries();
    expect(JSON.stringify(entry!.err)).toContain('"constraint":"contacts_phone_key"');
    expect(JSON.stringify(entry!.err)).toContain('"code":"23505"');
    expectNoPersonalData();
  });

  it("a raw statement outside a transaction (the driver's own error on PostgreSQL)", async () => {
    const err = await failure(() =>
      queryRows(
        testDb.db,
        sql`INSERT INTO contacts (phone, name) VALUES (${"+919845099999"}, ${`${NAME}\u0000`})`,
      ),
    );
    logger.error({ err, ip: IP }, "raw insert failed");
    const [entry] = entries();
    expect(entry!.msg).toBe("raw insert failed");
    expect(JSON.stringify(entry!.err)).toContain("22021");
    expectNoPersonalData(["9845099999"]);
  });

  it("a JSON value PostgreSQL cannot read: not the data it quotes back", async () => {
    const err = await failure(() =>
      queryRows(testDb.db, sql`SELECT ${jsonb({ name: `${NAME}\u0000`, phone: PHONE, ip: IP })} AS v`),
    );
    logger.error({ err }, "bad json");
    expect(JSON.stringify(entries()[0]!.err)).toContain("22P05");
    expectNoPersonalData();
  });

  it('a value PostgreSQL names in its message (`invalid input syntax for type uuid: "…"`)', async () => {
    const err = await failure(() => queryRows(testDb.db, sql`SELECT ${`${PHONE} ${NAME}`}::uuid AS v`));
    logger.error({ err }, "bad uuid");
    expect(JSON.stringify(entries()[0]!.err)).toContain("invalid input syntax for type uuid");
    expectNoPersonalData();
  });
});
