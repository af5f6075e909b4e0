import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { contactTimeline, leads } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  createTestMailSender,
  createTestSmsSender,
  flowVisitor,
  useTestConfig,
} from "../../../tests/helpers/verification";
import { HANDOFF_TEXT, handoffTranscript } from "./handoff-schema";
import { plannerHandoffLeadFlow as flow } from "./handoff-flow.server";

/**
 * 'Send this plan to an expert' on a database: the code, then a planner lead whose trip details are
 * what the planner understood and whose conversation is a timeline line; a transcript that is not a
 * conversation is refused before anything is stored.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const ctx = { ip: "198.51.100.90", deps: { sms } };
const { post, startAndVerify } = flowVisitor(flow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/planner-handoff/submissions",
  sms,
  context: ctx,
});
describe("planner hand-off", () => {
  it("verifies the phone and makes a planner lead with the trip and the conversation", async () => {
    const turns = [
      { role: "user" as const, content: "Japan for 2 adults and a child aged 7, cultural, 10 to 18 April" },
      { role: "assistant" as const, content: `## 8 nights in Japan\n\n${"A long plan. ".repeat(400)}` },
      { role: "user" as const, content: "Budget 9 lakh please" },
    ];
    const transcript = handoffTranscript(turns);
    expect(transcript[1]!.content.length).toBeLessThanOrEqual(1500);
    const { submissionId, verified } = await startAndVerify({
      name: "Aditi Rao",
      phone: "98111 22334",
      transcript: JSON.stringify(transcript),
      fromPath: "/destination/japan",
    });
    expect(sms.sent.at(-1)!.text).toMatch(/to send your itinerary to an expert/);
    expect(await verified.json()).toMatchObject({
      result: { destination: "Japan" },
      toast: { title: "Sent to our experts!" },
    });

    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, submissionId));
    expect(lead).toMatchObject({ type: "planner", phone: "+919811122334", phoneVerified: true });
    expect(lead!.sourceData).toMatchObject({
      destination: "Japan",
      adults: 2,
      children: 1,
      travelStyle: "Cultural immersion",
      budgetInr: 900_000,
      fromPage: "/destination/japan",
    });
    expect(String(lead!.sourceData.travelDate)).toMatch(/^\d{4}-04-10$/);
    const lines = await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, lead!.id));
    const conversation = lines.find((l) => l.kind === "planner_transcript")!;
    expect(conversation.summary).toBe("AI planner conversation (3 messages) about Japan");
    expect((conversation.data as { lines: string[] }).lines[0]).toBe(
      "Visitor: Japan for 2 adults and a child aged 7, cultural, 10 to 18 April",
    );
  });

  it("takes a number outside India with an e-mail, mails its code there and stores a lead that says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const abroad = { ...ctx, deps: { sms, mail, whatsapp: null } };
    const transcript = JSON.stringify([{ role: "user", content: "Bali for two in May" }]);
    const body = { name: "Aditi Rao", phone: "+1 415 555 0100", transcript };

    const noEmail = await flow.start(post("", body), abroad);
    expect(noEmail.status).toBe(400);
    expect(await noEmail.json()).toEqual({
      error: { title: "Email Needed", description: HANDOFF_TEXT.emailForCode.description, field: "email" },
    });

    const started = await flow.start(
      post("", { ...body, email: "Aditi@Example.com", channel: "email" }),
      abroad,
    );
    expect(started.status).toBe(201);
    const sent = (await started.json()) as { submissionId: string; phoneDisplay: string };
    expect(sent.phoneDisplay).toBe("aditi@example.com");
    expect(sms.lastCodeFor("+14155550100")).toBeUndefined();
    expect(mail.mailed.map((m) => m.to)).toEqual(["aditi@example.com"]);
    const code = mail.lastCodeTo("aditi@example.com")!;

    const verified = await flow.verify(
      post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      abroad,
    );
    expect(verified.status).toBe(200);
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, sent.submissionId));
    expect(lead).toMatchObject({
      type: "planner",
      phone: "+14155550100",
      email: "aditi@example.com",
      phoneVerified: true,
      sourceData: {
        verifiedBy: "Number outside India: confirmed with a code e-mailed to aditi@example.com (no SMS).",
      },
    });
  });

  it.each([
    ["not json", "We couldn't read your conversation. Please reload the page and try again."],
    [JSON.stringify([]), "We couldn't read your conversation. Please reload the page and try again."],
    [
      JSON.stringify([{ role: "system", content: "x" }]),
      "We couldn't read your conversation. Please reload the page and try again.",
    ],
    [
      JSON.stringify([{ role: "assistant", content: "only the planner" }]),
      "We couldn't read your conversation. Please reload the page and try again.",
    ],
  ])("refuses the transcript %s, storing and sending nothing", async (transcript, description) => {
    const before = sms.sent.length;
    const response = await flow.start(post("", { name: "Aditi Rao", phone: "9811122335", transcript }), ctx);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { title: "Error", description, field: "transcript" } });
    expect(sms.sent.length).toBe(before);
  });
});
