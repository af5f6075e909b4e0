import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { leads } from "~/server/db/schema.server";
import { MODEST_ANSWERS } from "../../../tests/helpers/quiz-requests";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  createTestMailSender,
  createTestSmsSender,
  flowVisitor,
  useTestConfig,
} from "../../../tests/helpers/verification";
import { quizLeadFlow as flow } from "./quiz-flow.server";
import { QUIZ_TEXT, quizIssueText } from "./quiz-messages";
import { quizContactSchema, quizSubmissionSchema } from "./quiz-schema";

/** The quiz for a visitor whose mobile is outside India: the code goes by e-mail, the lead says so. */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const mail = createTestMailSender();
const mailed = mail.mailed;
const ctx = { ip: "198.51.100.44", deps: { sms, mail, whatsapp: null } };
const { post } = flowVisitor(flow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/quiz/submissions",
  sms,
  context: ctx,
});

describe("the quiz with a number outside India", () => {
  it("e-mails the code, sends no SMS and stores the lead with the E.164 number and how it was confirmed", async () => {
    const body = {
      name: "Meera Iyer",
      phone: "+44 7911 123456",
      email: "Meera@Example.co.uk",
      answers: MODEST_ANSWERS,
      channel: "email",
    };
    const started = await flow.start(post("", body), ctx);
    expect(started.status).toBe(201);
    const sent = (await started.json()) as { submissionId: string; phoneDisplay: string };
    expect(sent.phoneDisplay).toBe("meera@example.co.uk");
    expect(sms.lastCodeFor("+447911123456")).toBeUndefined();
    expect(mailed.map((m) => m.to)).toEqual(["meera@example.co.uk"]);
    const code = mail.lastCodeTo("meera@example.co.uk")!;

    const verified = await flow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      ctx,
    );
    expect(verified.status).toBe(200);
    const result = (await verified.json()) as { result: { recommendations: unknown[]; promoCode: string } };
    expect(result.result.recommendations).toHaveLength(3);
    expect(result.result.promoCode).not.toBe("");
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "quiz",
      phone: "+447911123456",
      email: "meera@example.co.uk",
      phoneVerified: true,
      sourceData: {
        verifiedBy: "Number outside India: confirmed with a code e-mailed to meera@example.co.uk (no SMS).",
      },
    });
  });

  it("is refused without an e-mail, saying where the code goes, and sends nothing", async () => {
    const before = mailed.length;
    const refused = await flow.start(
      post("", { name: "Meera Iyer", phone: "+44 7911 123457", answers: MODEST_ANSWERS }),
      ctx,
    );
    expect(refused.status).toBe(400);
    const json = (await refused.json()) as { error: { title: string; description: string; field: string } };
    expect(json.error).toMatchObject({
      title: QUIZ_TEXT.emailForCode.title,
      description: QUIZ_TEXT.emailForCode.description,
      field: "email",
    });
    expect(mailed.length).toBe(before);
  });
});

describe("the quiz's contact schema", () => {
  const firstIssue = (input: Record<string, unknown>) => {
    const result = quizContactSchema.safeParse({ name: "Meera Iyer", ...input });
    if (result.success) throw new Error("expected a problem");
    return quizIssueText(result.error);
  };

  it("never takes +91 as a number from outside India, and tells a foreign number how to be written", () => {
    expect(firstIssue({ phone: "+91 415 555 0100", email: "m@example.sg" })).toMatchObject({
      field: "phone",
      description: QUIZ_TEXT.invalidMobile.description,
    });
    expect(firstIssue({ phone: "+44 79", email: "m@example.sg" })).toMatchObject({
      field: "phone",
      title: QUIZ_TEXT.invalidMobile.title,
      description: QUIZ_TEXT.invalidInternational.description,
    });
    expect(firstIssue({ phone: "+65 8123 4567", email: "not an address" })).toMatchObject({
      field: "email",
      title: QUIZ_TEXT.invalidEmail.title,
    });
  });

  it("keeps no e-mail for an Indian mobile, whatever the request carried", () => {
    const parsed = quizSubmissionSchema.safeParse({
      name: "Meera Iyer",
      phone: "98111 22233",
      email: "m@example.in",
      answers: MODEST_ANSWERS,
    });
    expect(parsed.success && parsed.data).toMatchObject({ phone: "+919811122233", email: null });
  });
});
