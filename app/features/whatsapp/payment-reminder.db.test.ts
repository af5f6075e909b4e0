import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_REMIND_JOB, PAYMENT_REMINDERS_TASK } from "~/features/crm/index.server";
import { payPageUrlOf, requestByToken } from "~/features/payments/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests, type Config } from "~/server/config.server";
import {
  consents,
  contactTimeline,
  contacts,
  outbox,
  paymentRequests,
  whatsappMessages,
  whatsappReminderSends,
} from "~/server/db/schema.server";
import { runOutboxOnce } from "~/server/outbox.server";
import {
  startFakeWhatsApp,
  type FakeWhatsApp,
  type FakeWhatsAppEvent,
} from "../../../tests/fakes/whatsapp-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import {
  PAYMENT_REMIND_WHATSAPP_JOB,
  REMINDER_OUTCOME_TASK,
  REMINDER_SETTLE_MINUTES,
  sendPaymentReminderWhatsApp,
} from "./payment-reminder.server";
import { handleWhatsAppWebhook } from "./whatsapp-webhook.server";

const t = setUpTestDatabase();
let fake: FakeWhatsApp;
let config: Config;
const NOW = new Date("2026-11-28T10:00:00Z");

beforeAll(async () => {
  fake = await startFakeWhatsApp({
    phoneNumberId: "106540352242922",
    accessToken: "token",
    appSecret: "s3cret",
  });
  config = useTestConfig({
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "token",
    WHATSAPP_APP_SECRET: "s3cret",
    WHATSAPP_VERIFY_TOKEN: "verify-token-0123456789",
    WHATSAPP_AUTH_TEMPLATE: "login_code",
    WHATSAPP_API_URL: fake.url,
  });
  expect(config.whatsappConfigured).toBe(true);
  await t.db.execute(sql`UPDATE payment_settings SET reminder_days_before = 3`);
});
afterAll(async () => {
  setConfigForTests(undefined);
  await fake.stop();
});

let seq = 0;
/** A traveller with a payment request of ₹25,000 (₹5,000 paid) due in two days. */
async function travellerOwing(consent: "live" | "stopped" | null) {
  seq += 1;
  const phone = `+9198${String(10_000_000 + seq * 7919).slice(-8)}`;
  const [contact] = await t.db
    .insert(contacts)
    .values({ phone, name: "Asha Rao", email: `owing${seq}@example.in` })
    .returning();
  if (consent)
    await t.db.insert(consents).values({
      contactId: contact!.id,
      phone,
      purpose: "whatsapp",
      noticeVersion: "whatsapp-message-1",
      noticeText: "Opted in by writing.",
      channel: "whatsapp",
      sourceForm: "whatsapp_message",
      givenAt: new Date(NOW.getTime() - 48 * 3600_000),
      withdrawnAt: consent === "stopped" ? new Date(NOW.getTime() - 3600_000) : null,
    });
  const requestId = crypto.randomUUID();
  await t.db.insert(paymentRequests).values({
    id: requestId,
    reference: `PR-REM-${seq}`,
    contactId: contact!.id,
    purpose: "staff",
    label: "the Goa deposit",
    amountMinor: 3_000_000,
    paidMinor: 500_000,
    status: "partly_paid",
    provider: "manual",
    dueOn: addIndiaDays(indiaDay(NOW), 2),
    tokenHash: crypto.createHash("sha256").update(payPageUrlOf(requestId).split("/pay/")[1]!).digest("hex"),
  });
  return { contact: contact!, requestId };
}

/** One worker round, then the reminder jobs it queued (the e-mail's and WhatsApp's), as the worker runs them. */
async function reminderRound() {
  await PAYMENT_REMINDERS_TASK.run(t.db, NOW);
  await runOutboxOnce(t.db, {
    [PAYMENT_REMIND_JOB.kind]: PAYMENT_REMIND_JOB.handler,
    [PAYMENT_REMIND_WHATSAPP_JOB.kind]: PAYMENT_REMIND_WHATSAPP_JOB.handler,
  });
}

const mailsTo = async (email: string) =>
  (await t.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, "mail.send"))).filter(
    (job) => (job.payload as { to: string }).to === email,
  );
const whatsAppTo = (phone: string) => fake.messages.filter((m) => m.to === phone.slice(1));

describe("the automatic payment reminder on WhatsApp", () => {
  it("goes to an opted-in traveller beside the e-mail, once, and lands on the timeline; not to one without opt-in or after STOP", async () => {
    const optedIn = await travellerOwing("live");
    const never = await travellerOwing(null);
    const stopped = await travellerOwing("stopped");

    await reminderRound();
    await reminderRound();

    for (const { contact } of [optedIn, never, stopped])
      expect(await mailsTo(contact.email!)).toHaveLength(1);
    expect(whatsAppTo(never.contact.phone!)).toEqual([]);
    expect(whatsAppTo(stopped.contact.phone!)).toEqual([]);

    const sent = whatsAppTo(optedIn.contact.phone!);
    expect(sent).toHaveLength(1);
    const template = (
      sent[0]!.body as {
        template: { name: string; components: { parameters: { text: string }[] }[] };
      }
    ).template;
    expect(template.name).toBe("payment_reminder");
    const params = template.components[0]!.parameters.map((p) => p.text);
    // The balance still owed, what it is for, and the traveller's own pay page for this request.
    expect(params.slice(0, 3)).toEqual(["Asha Rao", "₹25,000", "the Goa deposit"]);
    const token = /\/pay\/([A-Za-z0-9_-]+)$/.exec(params[3]!)![1]!;
    expect(await requestByToken(t.db, token)).toMatchObject({ id: optedIn.requestId });

    const lines = await t.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.contactId, optedIn.contact.id));
    const line = lines.find((l) => l.kind === "whatsapp_out")!;
    expect(line.summary).toMatch(/^WhatsApp template "Payment reminder" to the traveller: Hi Asha Rao/);
    expect(line.actorId).toBeNull();

    // The job run again (a retry after its line was written) finds it sent and sends nothing more.
    const jobs = await t.db.select().from(outbox).where(eq(outbox.kind, PAYMENT_REMIND_WHATSAPP_JOB.kind));
    for (const again of jobs)
      await sendPaymentReminderWhatsApp(t.db, again.payload, again.id, { config, now: NOW });
    expect(jobs).toHaveLength(3);
    expect(whatsAppTo(optedIn.contact.phone!)).toHaveLength(1);
  });
});

/** Meta's POST of one event to the app's webhook; the HTTP status the app answered. */
async function webhook(event: FakeWhatsAppEvent, now: Date) {
  const response = await handleWhatsAppWebhook(
    new Request("http://127.0.0.1:3000/api/v1/whatsapp/webhook", {
      method: "POST",
      headers: event.headers,
      body: event.body,
    }),
    { db: async () => t.db, config, now },
  );
  return response.status;
}

/**
 * The process dying after Meta accepted the message and before the row is written, made real: once
 * the fake has taken the message (and before it answers), the database refuses the message's row.
 */
async function loseTheWriteAfterMetaAccepts(run: () => Promise<unknown>) {
  fake.beforeAnswer(async () => {
    await t.db.execute(sql`CREATE FUNCTION refuse_whatsapp_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the process died here'; END $$`);
    await t.db.execute(sql`CREATE TRIGGER refuse_whatsapp_row BEFORE INSERT ON whatsapp_messages
      FOR EACH ROW EXECUTE FUNCTION refuse_whatsapp_row()`);
  });
  try {
    await expect(run()).rejects.toThrow(/Failed query: INSERT INTO whatsapp_messages/);
  } finally {
    fake.beforeAnswer(null);
    await t.db.execute(sql`DROP TRIGGER IF EXISTS refuse_whatsapp_row ON whatsapp_messages`);
    await t.db.execute(sql`DROP FUNCTION IF EXISTS refuse_whatsapp_row()`);
  }
}

const claimOf = async (jobId: string) =>
  (await t.db.select().from(whatsappReminderSends).where(eq(whatsappReminderSends.jobId, jobId)))[0];
const linesOf = (contactId: string) =>
  t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contactId));

describe("a reminder whose send died after Meta accepted it", () => {
  it("is not sent again by the retry; Meta's status, naming its claim, writes the row", async () => {
    const { contact, requestId } = await travellerOwing("live");
    const jobId = crypto.randomUUID();
    const run = (now = NOW) => sendPaymentReminderWhatsApp(t.db, { requestId }, jobId, { config, now });

    await loseTheWriteAfterMetaAccepts(() => run());
    const sent = whatsAppTo(contact.phone!);
    expect(sent).toHaveLength(1);
    const claim = (await claimOf(jobId))!;
    expect(claim).toMatchObject({ status: "sending", waMessageId: null });
    // The send carried the claim's id for Meta to echo.
    expect(sent[0]!.body.biz_opaque_callback_data).toBe(`payment_reminder:${claim.id}`);

    // The outbox retries the job, twice: the claim stops both.
    await run(new Date(NOW.getTime() + 60_000));
    await run(new Date(NOW.getTime() + 120_000));
    expect(whatsAppTo(contact.phone!)).toHaveLength(1);

    // Meta's status echoes the claim: the lost row and its timeline line are written, delivered.
    const event = fake.status(sent[0]!.id, "delivered");
    expect(JSON.parse(event.body).entry[0].changes[0].value.statuses[0].biz_opaque_callback_data).toBe(
      `payment_reminder:${claim.id}`,
    );
    expect(await webhook(event, new Date(NOW.getTime() + 180_000))).toBe(200);
    expect(await claimOf(jobId)).toMatchObject({ status: "sent", waMessageId: sent[0]!.id });
    const [row] = await t.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waMessageId, sent[0]!.id));
    expect(row).toMatchObject({ contactId: contact.id, template: "payment_reminder", status: "delivered" });
    const lines = (await linesOf(contact.id)).filter((l) => l.kind === "whatsapp_out");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.data).toMatchObject({ status: "delivered", job: jobId, waMessageId: sent[0]!.id });

    // A later retry, or the maintenance round well past the wait, changes nothing.
    const later = new Date(NOW.getTime() + 2 * REMINDER_SETTLE_MINUTES * 60_000);
    await run(later);
    await REMINDER_OUTCOME_TASK.run(t.db, later);
    expect(whatsAppTo(contact.phone!)).toHaveLength(1);
    expect(await claimOf(jobId)).toMatchObject({ status: "sent" });
  });

  it("with no status within the wait, is shown to staff as outcome unknown, never sent again", async () => {
    const { contact, requestId } = await travellerOwing("live");
    const jobId = crypto.randomUUID();
    const run = (now: Date) => sendPaymentReminderWhatsApp(t.db, { requestId }, jobId, { config, now });
    await loseTheWriteAfterMetaAccepts(() => run(NOW));

    const justBefore = new Date(NOW.getTime() + REMINDER_SETTLE_MINUTES * 60_000 - 1000);
    await REMINDER_OUTCOME_TASK.run(t.db, justBefore);
    expect(await claimOf(jobId)).toMatchObject({ status: "sending" });

    const after = new Date(NOW.getTime() + REMINDER_SETTLE_MINUTES * 60_000);
    await run(after);
    expect(whatsAppTo(contact.phone!)).toHaveLength(1);
    expect(await claimOf(jobId)).toMatchObject({ status: "unknown" });
    const line = (await linesOf(contact.id)).find((l) => l.kind === "whatsapp_out")!;
    expect(line.summary).toMatch(/^WhatsApp template "Payment reminder": outcome unknown\./);
    expect(line.data).toMatchObject({ status: "outcome unknown", job: jobId });
    await REMINDER_OUTCOME_TASK.run(t.db, new Date(after.getTime() + 3600_000));
    expect((await linesOf(contact.id)).filter((l) => l.kind === "whatsapp_out")).toHaveLength(1);

    // Meta's "read" arriving late still settles it: the message is on record as it truly went.
    const sent = whatsAppTo(contact.phone!)[0]!;
    expect(await webhook(fake.status(sent.id, "read"), new Date(after.getTime() + 60_000))).toBe(200);
    expect(await claimOf(jobId)).toMatchObject({ status: "sent", waMessageId: sent.id });
    await run(new Date(after.getTime() + 120_000));
    expect(whatsAppTo(contact.phone!)).toHaveLength(1);
  });
});
