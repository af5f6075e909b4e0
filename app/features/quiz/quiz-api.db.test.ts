import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OUTBOX_JOBS } from "~/outbox-jobs.server";
import { action as submitAction, loader as submitLoader } from "~/routes/api.v1.$flow.submissions";
import { setConfigForTests } from "~/server/config.server";
import {
  contactTimeline,
  contacts,
  leadSubmissions,
  leads,
  outbox,
  rateLimitCounters,
  tasks,
} from "~/server/db/schema.server";
import { runOutboxOnce } from "~/server/outbox.server";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/fakes/sms-gateway";
import { expectConsoleError } from "../../../tests/helpers/console";
// Aliased: the react-hooks lint rule reads any use* call as a React hook.
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  MODEST_ANSWERS,
  QUIZ_SUBMISSIONS_URL,
  TOP_ANSWERS,
  mobileSequence,
  postJson,
} from "../../../tests/helpers/quiz-requests";
import { flowRoutes } from "../../../tests/helpers/flow-routes";
import { useTestConfig } from "../../../tests/helpers/verification";
import { QUIZ_TEXT } from "./quiz-messages";

const testDb = setUpTestDatabase();
let gateway: FakeSmsGateway;

beforeAll(async () => {
  gateway = await startFakeSmsGateway();
  // The real webhook provider against the fake gateway: the whole HTTP path is exercised.
  useTestConfig(testEnv());
});
const testEnv = (extra: Record<string, string> = {}) => ({
  SMS_PROVIDER: "webhook",
  SMS_WEBHOOK_URL: gateway.webhookUrl,
  SMS_TIMEOUT_MS: "8000",
  ...extra,
});
afterAll(async () => {
  setConfigForTests(undefined);
  await gateway.stop();
});
beforeEach(() => gateway.setBehaviour({ mode: "ok" }));

const BASE = QUIZ_SUBMISSIONS_URL;
let seq = 0;
const freshPhone = mobileSequence("98");
const freshIp = () => `203.0.113.${++seq % 250}`;

type Json = Record<string, unknown> & {
  error?: { title: string; description: string; outcome?: string; retryAfterSeconds?: number };
};

const post = postJson;
const routes = flowRoutes("quiz", BASE, freshIp);
const args = routes.args;

async function submit(body: unknown, ip = freshIp()) {
  const response = await routes.start(body, ip);
  return { response, json: (await response.json()) as Json };
}
async function resend(id: string, ip = freshIp()) {
  const response = await routes.resend(id, ip);
  return { response, json: (await response.json()) as Json };
}
async function verify(id: string, body: unknown, cookie?: string) {
  const response = await routes.verify(id, body, cookie);
  return { response, json: (await response.json()) as Json };
}

const countSubmissions = async () =>
  (await testDb.db.select({ n: sql<number>`count(*)::int` }).from(leadSubmissions))[0].n;
const submissionRow = async (id: string) =>
  (await testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id)))[0]!;

describe("POST /api/v1/quiz/submissions", () => {
  it.each([
    [
      "a short name",
      { name: " A ", phone: "9812345678", answers: TOP_ANSWERS },
      400,
      "Invalid Name",
      "Please enter a valid name (at least 2 characters)",
    ],
    [
      "a 5xxxxxxxxx number",
      { name: "Asha", phone: "5812345678", answers: TOP_ANSWERS },
      400,
      "Invalid Mobile Number",
      "Please enter a valid 10-digit Indian mobile number",
    ],
    [
      "a missing phone",
      { name: "Asha", answers: TOP_ANSWERS },
      400,
      "Invalid Mobile Number",
      "Please enter a valid 10-digit Indian mobile number",
    ],
    [
      "eight answers",
      { name: "Asha", phone: "9812345678", answers: TOP_ANSWERS.slice(0, 8) },
      400,
      "Error",
      "Your answers could not be read. Please retake the quiz.",
    ],
    [
      "budget_low after europe",
      { name: "Asha", phone: "9812345678", answers: TOP_ANSWERS.map((a, i) => (i === 4 ? "budget_low" : a)) },
      400,
      "Error",
      "Your answers could not be read. Please retake the quiz.",
    ],
    [
      "a body that is not an object",
      [1, 2, 3],
      400,
      "Error",
      "Send a JSON object with name, phone and answers.",
    ],
  ])("refuses %s with 400 and writes nothing", async (_label, body, status, title, description) => {
    const before = await countSubmissions();
    const { response, json } = await submit(body);
    expect(response.status).toBe(status);
    expect(json.error).toMatchObject({ title, description });
    expect(await countSubmissions()).toBe(before);
    expect(gateway.messages.filter((m) => m.to === "+919812345678")).toHaveLength(0);
  });

  it("refuses broken JSON (400), another content type (415) and GET (405)", async () => {
    const broken = await submitAction(args(post(BASE, "{name:")));
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as Json).error!.description).toBe("The request body is not valid JSON.");
    const form = await submitAction(
      args(
        new Request(BASE, {
          method: "POST",
          body: "name=x",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      ),
    );
    expect(form.status).toBe(415);
    const get = submitLoader();
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  it("saves the submission with the server's own recommendations and points, sends the code, and reveals no results", async () => {
    const phone = freshPhone();
    const { response, json } = await submit({
      name: "  Riya Kapoor ",
      phone: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      answers: MODEST_ANSWERS,
      recommendations: ["Paris"],
      points: 9999,
    });
    expect(response.status).toBe(201);
    expect(json).toMatchObject({
      phone: `+91${phone}`,
      phoneDisplay: `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      resendAvailableInSeconds: 30,
      expiresInSeconds: 300,
      toast: {
        title: "OTP Sent!",
        description: `Verification code sent to +91 ${phone.slice(0, 5)} ${phone.slice(5)}`,
      },
    });
    expect(JSON.stringify(json)).not.toMatch(/Japan|recommendations|points/);

    const row = await submissionRow(json.submissionId as string);
    expect(row).toMatchObject({
      purpose: "quiz",
      name: "Riya Kapoor",
      phone: `+91${phone}`,
      data: { answers: MODEST_ANSWERS, recommendations: ["Japan", "Vietnam", "Singapore"], points: 675 },
      verifiedAt: null,
    });
    expect(json).toMatchObject({ codeTtlSeconds: 300, maxAttempts: 5, resumed: false });
    expect(gateway.lastCodeFor(`+91${phone}`)).toMatch(/^\d{6}$/);
  });

  it("a provider 500 keeps the submission and answers 'Error' / 'Failed to send OTP'", async () => {
    gateway.setBehaviour({ mode: "error", status: 500 });
    const before = await countSubmissions();
    const { response, json } = await submit({ name: "Dev", phone: freshPhone(), answers: TOP_ANSWERS });
    expect(response.status).toBe(502);
    expect(json.error).toEqual({
      title: "Error",
      description: "Failed to send OTP",
      outcome: "provider_failed",
      submissionId: expect.any(String),
    });
    expect(await countSubmissions()).toBe(before + 1);
  });

  it("sending again after the provider failed sends the code for the same submission, not a new one", async () => {
    const phone = freshPhone();
    gateway.setBehaviour({ mode: "error", status: 500 });
    const failed = await submit({ name: "Dev", phone, answers: TOP_ANSWERS });
    const id = (failed.json.error as unknown as { submissionId: string }).submissionId;
    gateway.setBehaviour({ mode: "ok" });
    const before = await countSubmissions();
    const again = await submit({ name: "Dev Anand", phone, answers: TOP_ANSWERS, submissionId: id });
    expect(again.response.status).toBe(200);
    expect(again.json).toMatchObject({ submissionId: id, resumed: false });
    expect(await countSubmissions()).toBe(before);
    expect(await submissionRow(id)).toMatchObject({ name: "Dev Anand" });
    const code = gateway.lastCodeFor(`+91${phone}`)!;
    expect((await verify(id, { code })).response.status).toBe(200);
  });

  it("when the SMS budget is used up, the visitor's details are kept as an unverified lead, with no code sent", async () => {
    const used = (
      await testDb.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "sms:budget"))
    ).reduce((sum, row) => sum + row.count, 0);
    // The budget alone: no proof of work asked on the way to it (that is proof-of-work.db.test.ts's).
    useTestConfig(
      testEnv({ SMS_HOURLY_BUDGET: String(Math.max(1, used)), SMS_PROOF_OF_WORK_FROM_PERCENT: "100" }),
    );
    try {
      const phone = freshPhone();
      const sent = gateway.messages.length;
      const { response, json } = await submit({ name: "Ira Sen", phone, answers: TOP_ANSWERS });
      expect(response.status).toBe(202);
      expect(json).toMatchObject({ outcome: "kept_unverified", toast: { title: "We Have Your Details" } });
      expect(gateway.messages.length).toBe(sent);
      const row = await submissionRow(json.submissionId as string);
      expect(row).toMatchObject({ name: "Ira Sen", phone: `+91${phone}`, verifiedAt: null });
      const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, row.id));
      expect(lead).toMatchObject({ id: row.leadId, type: "quiz", phoneVerified: false, score: 100 });
      expect(String(lead.sourceData.unverifiedBecause)).toMatch(/SMS budget/);
      // Nothing to verify: the submission has no code.
      expect((await verify(row.id, { code: "123456" })).response.status).toBe(400);
    } finally {
      useTestConfig(testEnv());
    }
  });

  it("a provider timeout keeps the submission and gives the same error", async () => {
    gateway.setBehaviour({ mode: "hang" });
    useTestConfig(testEnv({ SMS_TIMEOUT_MS: "300" }));
    const { response, json } = await submit({
      name: "Dev",
      phone: freshPhone(),
      answers: TOP_ANSWERS,
    }).finally(() => useTestConfig(testEnv()));
    expect(response.status).toBe(502);
    expect(json.error).toMatchObject({ title: "Error", description: "Failed to send OTP" });
    const row = await submissionRow((json.error as unknown as { submissionId: string }).submissionId);
    expect(row).toMatchObject({ name: "Dev", verifiedAt: null });
  });

  it("a second send to the same phone within 30 s is 429 with Retry-After, and stores nothing", async () => {
    const phone = freshPhone();
    await submit({ name: "Dev", phone, answers: TOP_ANSWERS });
    const before = await countSubmissions();
    const { response, json } = await submit({ name: "Dev", phone, answers: TOP_ANSWERS });
    expect(response.status).toBe(429);
    expect(await countSubmissions()).toBe(before);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(25);
    expect(json.error).toMatchObject({ title: "Please Wait", outcome: "rate_limited" });
    expect(json.error!.description).toMatch(/^A new code can be sent in \d+ seconds\.$/);
  });

  it("going back and sending again while the code is live returns to that code: no new SMS, no new row, corrected details kept", async () => {
    const phone = freshPhone();
    const first = await submit({ name: "Dev", phone, answers: TOP_ANSWERS });
    const id = first.json.submissionId as string;
    const code = gateway.lastCodeFor(`+91${phone}`)!;
    const sent = gateway.messages.length;
    const before = await countSubmissions();

    const again = await submit({ name: "Devika", phone, answers: TOP_ANSWERS, submissionId: id });
    expect(again.response.status).toBe(200);
    expect(again.json).toMatchObject({ submissionId: id, resumed: true, phone: `+91${phone}` });
    expect(again.json.resendAvailableInSeconds).toBeGreaterThan(0);
    expect(gateway.messages.length).toBe(sent);
    expect(await countSubmissions()).toBe(before);
    expect(await submissionRow(id)).toMatchObject({ name: "Devika" });

    // Another phone is a new submission (and the first one's code is no use for it).
    const other = await submit({
      name: "Devika",
      phone: freshPhone(),
      answers: TOP_ANSWERS,
      submissionId: id,
    });
    expect(other.response.status).toBe(201);
    expect(other.json.submissionId).not.toBe(id);

    const good = await verify(id, { code });
    expect(good.response.status).toBe(200);
    expect((good.json.result as { name: string }).name).toBe("Devika");
    // A verified submission is never resumed.
    expect(
      (await submit({ name: "Dev", phone, answers: TOP_ANSWERS, submissionId: id })).response.status,
    ).toBe(429);
  });

  it("a send refused by a cap stores nothing", async () => {
    const ip = freshIp();
    // The per-IP cap is 20 an hour: the 21st submission from the same address is refused.
    for (let i = 0; i < 20; i++)
      expect(
        (await submit({ name: "Dev", phone: freshPhone(), answers: TOP_ANSWERS }, ip)).response.status,
      ).toBe(201);
    const before = await countSubmissions();
    const phone = freshPhone();
    const { response, json } = await submit({ name: "Capped", phone, answers: TOP_ANSWERS }, ip);
    expect(response.status).toBe(429);
    expect(json.error).toMatchObject({ outcome: "rate_limited", reason: "ip_hourly" });
    expect(json.error).not.toHaveProperty("submissionId");
    expect(await countSubmissions()).toBe(before);
    expect(
      await testDb.db
        .select()
        .from(contacts)
        .where(eq(contacts.phone, `+91${phone}`)),
    ).toHaveLength(0);
  });

  it("a database failure while storing the code writes nothing: no submission, no contact, 503", async () => {
    expectConsoleError();
    const phone = freshPhone();
    const before = await countSubmissions();
    await testDb.db.execute(
      sql`CREATE OR REPLACE FUNCTION refuse_codes() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'codes table offline'; END $$ LANGUAGE plpgsql`,
    );
    await testDb.db.execute(
      sql`CREATE TRIGGER refuse_codes BEFORE INSERT ON verification_codes FOR EACH ROW EXECUTE FUNCTION refuse_codes()`,
    );
    try {
      const { response, json } = await submit({ name: "Half", phone, answers: TOP_ANSWERS });
      expect(response.status).toBe(503);
      expect(json.error).toEqual({ title: "Error", description: QUIZ_TEXT.saveFailed });
    } finally {
      await testDb.db.execute(sql`DROP TRIGGER refuse_codes ON verification_codes`);
    }
    expect(await countSubmissions()).toBe(before);
    expect(
      await testDb.db
        .select()
        .from(contacts)
        .where(eq(contacts.phone, `+91${phone}`)),
    ).toHaveLength(0);
    expect(gateway.lastCodeFor(`+91${phone}`)).toBeUndefined();
  });
});

describe("resend", () => {
  it("is refused during the cooldown, allowed after a failed send, and kills the old code", async () => {
    const phone = freshPhone();
    const { json } = await submit({ name: "Tara", phone, answers: TOP_ANSWERS });
    const id = json.submissionId as string;
    const first = gateway.lastCodeFor(`+91${phone}`)!;
    const early = await resend(id);
    expect(early.response.status).toBe(429);

    // A send that failed at the provider may be retried at once.
    const other = freshPhone();
    gateway.setBehaviour({ mode: "error", status: 503 });
    const failed = await submit({ name: "Tara", phone: other, answers: TOP_ANSWERS });
    gateway.setBehaviour({ mode: "ok" });
    const retry = await resend((failed.json.error as unknown as { submissionId: string }).submissionId);
    expect(retry.response.status).toBe(200);
    expect(retry.json.toast).toEqual({
      title: "OTP Resent",
      description: "A new verification code has been sent!",
    });
    expect(first).toMatch(/^\d{6}$/);
  });

  it("a resend failure answers 'Failed to resend OTP. Please try again.'", async () => {
    gateway.setBehaviour({ mode: "error", status: 503 });
    const { json } = await submit({ name: "Tara", phone: freshPhone(), answers: TOP_ANSWERS });
    const id = (json.error as unknown as { submissionId: string }).submissionId;
    const again = await resend(id);
    expect(again.response.status).toBe(502);
    expect(again.json.error).toMatchObject({
      title: "Error",
      description: "Failed to resend OTP. Please try again.",
    });
  });

  it("an unknown or malformed submission is 'Invalid session. Please restart the quiz.'", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const { response, json } = await resend(id);
      expect(response.status).toBe(404);
      expect(json.error).toMatchObject({
        title: "Error",
        description: "Invalid session. Please restart the quiz.",
      });
    }
  });
});

describe("verify", () => {
  it("a wrong code is 'Invalid OTP' and shows no results; the right one returns results, the proof cookie, and the lead", async () => {
    const phone = freshPhone();
    const { json } = await submit({ name: "Kavya Iyer", phone, answers: TOP_ANSWERS });
    const id = json.submissionId as string;
    const code = gateway.lastCodeFor(`+91${phone}`)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");

    const bad = await verify(id, { code: wrong });
    expect(bad.response.status).toBe(400);
    expect(bad.json).toEqual({
      error: {
        title: "Invalid OTP",
        description: "Please enter the correct OTP or request a new one.",
        outcome: "wrong_code",
        field: "code",
        attemptsLeft: 4,
      },
    });

    const short = await verify(id, { code: "123" });
    expect(short.json.error).toMatchObject({
      title: "Invalid OTP",
      description: "Please enter the complete 6-digit verification code",
    });

    const good = await verify(id, { code });
    expect(good.response.status).toBe(200);
    const setCookie = good.response.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^vp_quiz=.+; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax/);
    const results = good.json.result as {
      points: number;
      promoCode: string;
      recommendations: unknown[];
      persona: { title: string };
    };
    expect(good.json.toast).toEqual({
      title: "Verification Successful!",
      description: "Your personalized recommendations are ready!",
    });
    expect(results.points).toBe(1025);
    expect(results.persona.title).toBe("The Connoisseur");
    expect(results.recommendations).toEqual([
      {
        rank: 1,
        name: "Switzerland",
        caption: "Absolutely perfect for your travel dreams",
        slug: "switzerland",
        image: "/images/destinations/switzerland.svg",
      },
      {
        rank: 2,
        name: "London",
        caption: "Excellent match for your preferences",
        slug: null,
        image: "/images/tailor-made/london.svg",
      },
      {
        rank: 3,
        name: "Paris",
        caption: "Great option that suits your style",
        slug: null,
        image: "/images/tailor-made/paris.svg",
      },
    ]);
    expect(results.promoCode).toMatch(/^LUXE-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

    // The unified lead: contact, lead (score 100, promo code), timeline, urgent task, staff e-mail.
    const submission = await submissionRow(id);
    expect(submission.verifiedAt).not.toBeNull();
    expect(submission.promoCode).toBe(results.promoCode);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, id));
    expect(submission.leadId).toBe(lead.id);
    expect(lead).toMatchObject({
      type: "quiz",
      source: "quiz_page",
      name: "Kavya Iyer",
      phone: `+91${phone}`,
      phoneVerified: true,
      score: 100,
      stage: "New Lead",
      promoCode: results.promoCode,
      email: null,
    });
    expect(lead.consentText).toBe(
      "We'll use this number to send your code and to contact you about this trip. Withdraw any time on My data; to complain, write to our Grievance Officer.",
    );
    expect(lead.scoreReason).toBe("Quiz: 1025 points on the 625–1,025 scale");
    expect((lead.sourceData.answers as unknown[])[6]).toMatchObject({
      questionId: 6,
      answers: expect.arrayContaining(["honeymoon", "veg_food"]),
    });
    const [contact] = await testDb.db
      .select()
      .from(contacts)
      .where(eq(contacts.phone, `+91${phone}`));
    expect(contact).toMatchObject({ name: "Kavya Iyer" });
    expect(contact.phoneVerifiedAt).not.toBeNull();
    const kinds = (
      await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contact.id))
    )
      .map((t) => t.kind)
      .sort();
    expect(kinds).toEqual(["email", "lead_created", "sms_sent", "task_created"]);
    const [task] = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
    expect(task).toMatchObject({ type: "call", priority: "urgent", status: "open" });
    const mails = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter((m) =>
      String(m.payload.text).includes(id),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].payload.to).toBe("leads@example.test");

    // The same code again: no results without the proof; with the proof, the same results.
    const replay = await verify(id, { code });
    expect(replay.response.status).toBe(400);
    expect(replay.json.result).toBeUndefined();
    const withProof = await verify(id, {}, setCookie.split(";")[0]);
    expect(withProof.response.status).toBe(200);
    expect((withProof.json.result as { promoCode: string }).promoCode).toBe(results.promoCode);
    expect(await testDb.db.select().from(leads).where(eq(leads.sourceId, id))).toHaveLength(1);
  });

  it("five wrong codes end in the shared too-many-tries text with 429", async () => {
    const phone = freshPhone();
    const { json } = await submit({ name: "Om", phone, answers: MODEST_ANSWERS });
    const id = json.submissionId as string;
    const code = gateway.lastCodeFor(`+91${phone}`)!;
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 4; i++) expect((await verify(id, { code: wrong })).response.status).toBe(400);
    const fifth = await verify(id, { code: wrong });
    expect(fifth.response.status).toBe(429);
    expect(fifth.json.error).toMatchObject({ title: "Too Many Attempts", outcome: "too_many_attempts" });
    expect((await verify(id, { code })).response.status).toBe(429);
  });

  it("a failing lead step is logged only: the visitor still gets results, and the retry creates the lead linked to the submission", async () => {
    expectConsoleError();
    const phone = freshPhone();
    const { json } = await submit({ name: "Neel", phone, answers: TOP_ANSWERS });
    const id = json.submissionId as string;
    await testDb.db.execute(
      sql`CREATE OR REPLACE FUNCTION refuse_leads() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'leads table offline'; END $$ LANGUAGE plpgsql`,
    );
    await testDb.db.execute(
      sql`CREATE TRIGGER refuse_leads BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_leads()`,
    );
    try {
      const good = await verify(id, { code: gateway.lastCodeFor(`+91${phone}`)! });
      expect(good.response.status).toBe(200);
      expect((good.json.result as { points: number }).points).toBe(1025);
    } finally {
      await testDb.db.execute(sql`DROP TRIGGER refuse_leads ON leads`);
    }
    expect(await testDb.db.select().from(leads).where(eq(leads.sourceId, id))).toHaveLength(0);
    // The verification itself stands, with the id its lead will have.
    const submission = await submissionRow(id);
    expect(submission.verifiedAt).not.toBeNull();
    expect(submission.promoCode).toMatch(/^LUXE-/);
    expect(submission.leadId).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing is lost: the outbox holds a retry of the lead, and the worker creates it under that id.
    const retries = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "leads.create"))).filter(
      (j) => j.payload.sourceId === id,
    );
    expect(retries).toHaveLength(1);
    await testDb.db
      .update(outbox)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.kind, "leads.create"));
    const outcomes = await runOutboxOnce(testDb.db, OUTBOX_JOBS, "test");
    expect(outcomes.find((o) => o.id === retries[0]!.id)?.outcome).toBe("done");
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, id));
    expect(lead).toMatchObject({
      id: submission.leadId,
      type: "quiz",
      score: 100,
      phoneVerified: true,
      promoCode: submission.promoCode,
    });
  });

  it("an unknown submission is 'Invalid session. Please restart the quiz.'", async () => {
    const { response, json } = await verify("00000000-0000-4000-8000-000000000000", { code: "123456" });
    expect(response.status).toBe(404);
    expect(json.error).toMatchObject({
      title: "Error",
      description: "Invalid session. Please restart the quiz.",
    });
  });
});
