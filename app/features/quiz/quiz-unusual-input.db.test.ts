import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { action as resendAction } from "~/routes/api.v1.$flow.submissions.$submissionId.resend";
import { action as verifyAction } from "~/routes/api.v1.$flow.submissions.$submissionId.verify";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions } from "~/server/db/schema.server";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/fakes/sms-gateway";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  MODEST_ANSWERS,
  QUIZ_SUBMISSIONS_URL,
  mobileSequence,
  postJson,
} from "../../../tests/helpers/quiz-requests";
import { flowRoutes } from "../../../tests/helpers/flow-routes";
import { useTestConfig } from "../../../tests/helpers/verification";

/**
 * What a tampered or pasted body cannot do: a control character or an invisible-only name is a 400
 * naming the field (PostgreSQL refuses a NUL byte in text, so it must never reach a statement), and
 * nothing the visitor sent is logged.
 */
const logs = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("~/server/logger.server", async (importOriginal) =>
  (await import("../../../tests/helpers/captured-logs")).withCapturedLogger(importOriginal, logs),
);

const testDb = setUpTestDatabase();
let gateway: FakeSmsGateway;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  useTestConfig({ SMS_PROVIDER: "webhook", SMS_WEBHOOK_URL: gateway.webhookUrl });
});
afterAll(async () => {
  setConfigForTests(undefined);
  await gateway.stop();
});
beforeEach(() => {
  logs.lines.length = 0;
});

const BASE = QUIZ_SUBMISSIONS_URL;
const ANSWERS = MODEST_ANSWERS;
const freshPhone = mobileSequence("97");
const IP = "198.51.100.23";

const routes = flowRoutes("quiz", BASE, () => IP);
const { args } = routes;
const post = postJson;

type ErrorBody = { error?: { title: string; description: string; field?: string } };
async function submitRaw(json: string) {
  const response = await routes.start(json);
  return { status: response.status, body: (await response.json()) as ErrorBody & Record<string, unknown> };
}
const submit = (body: Record<string, unknown>) => submitRaw(JSON.stringify(body));
const countSubmissions = async () =>
  (await testDb.db.select({ n: sql<number>`count(*)::int` }).from(leadSubmissions))[0].n;

describe("a name with a control character", () => {
  it("a NUL byte is a 400 naming the field; nothing is stored and nothing of it is logged", async () => {
    const phone = freshPhone();
    const before = await countSubmissions();
    // As the bytes arrive: the JSON escape \u0000 inside the name.
    const { status, body } = await submitRaw(
      `{"name":"Zubin\\u0000Wadia","phone":"${phone}","answers":${JSON.stringify(ANSWERS)}}`,
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({
      title: "Invalid Name",
      description: "Please remove unusual characters from your name",
      field: "name",
    });
    expect(await countSubmissions()).toBe(before);
    expect(gateway.messagesFor(`+91${phone}`)).toHaveLength(0);
    const logged = logs.lines.join("");
    for (const value of ["Zubin", "Wadia", phone, IP]) expect(logged).not.toContain(value);
  });

  it.each([
    ["a tab inside", "Zubin\tWadia"],
    ["a line break inside", "Zubin\nWadia"],
    ["DEL", "Zubin\u007FWadia"],
    ["a C1 control (NEL)", "Zubin\u0085Wadia"],
    ["a right-to-left override", "Zubin \u202EaidaW"],
    ["half a surrogate pair", "Zubin \uD800"],
  ])("%s is refused the same way", async (_label, name) => {
    const { status, body } = await submit({ name, phone: freshPhone(), answers: ANSWERS });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      description: "Please remove unusual characters from your name",
      field: "name",
    });
  });

  it.each([
    ["zero-width spaces", "\u200B\u200B"],
    ["a word joiner", "\u2060"],
    ["zero-width joiners around spaces", " \u200D \u200C "],
    ["a letter and a zero-width space", "A\u200B"],
    ["Hangul fillers", "\u3164\u3164"],
  ])("%s are not a name: 'Invalid Name'", async (_label, name) => {
    const { status, body } = await submit({ name, phone: freshPhone(), answers: ANSWERS });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      title: "Invalid Name",
      description: "Please enter a valid name (at least 2 characters)",
      field: "name",
    });
  });

  it("names in any script are kept as typed (joiners included), spaces and tabs around them trimmed", async () => {
    for (const name of ["\tJosé Müller\n", "अनुष्का शर्मा", "മലയാളം\u200D", "O'Brien-Smith"]) {
      const { status, body } = await submit({ name, phone: freshPhone(), answers: ANSWERS });
      expect(status).toBe(201);
      const [row] = await testDb.db
        .select({ name: leadSubmissions.name })
        .from(leadSubmissions)
        .where(sql`${leadSubmissions.id} = ${body.submissionId as string}::uuid`);
      expect(row.name).toBe(name.trim());
    }
  });
});

describe("a NUL byte anywhere else in a body never reaches a statement", () => {
  const NUL = "\u0000";

  it("in the phone, the answers, an unknown field or the submission id of a start", async () => {
    const cases: Record<string, unknown>[] = [
      { name: "Asha", phone: `98${NUL}12345678`, answers: ANSWERS },
      { name: "Asha", phone: freshPhone(), answers: ANSWERS.map((a, i) => (i === 0 ? `asia${NUL}` : a)) },
      { name: "Asha", phone: freshPhone(), answers: ANSWERS, email: `a${NUL}@x.in`, note: NUL },
      { name: "Asha", phone: freshPhone(), answers: ANSWERS, submissionId: `${NUL}` },
    ];
    for (const body of cases) {
      const { status } = await submit(body);
      expect(status, JSON.stringify(body)).toBeLessThan(500);
    }
  });

  it("in the code, the body or the submission id of a verify and a resend", async () => {
    const { body } = await submit({ name: "Asha", phone: freshPhone(), answers: ANSWERS });
    const id = body.submissionId as string;
    for (const [submissionId, json] of [
      [id, JSON.stringify({ code: `12345${NUL}` })],
      [id, JSON.stringify({ code: `${NUL}`, extra: NUL })],
      [`${id}${NUL}`, JSON.stringify({ code: "123456" })],
      [NUL, "{}"],
    ] as const) {
      const verify = await verifyAction(args(post(`${BASE}/x/verify`, json), { submissionId }));
      expect(verify.status).toBeLessThan(500);
      const resend = await resendAction(args(post(`${BASE}/x/resend`, json), { submissionId }));
      expect(resend.status).toBeLessThan(500);
    }
  });
});
