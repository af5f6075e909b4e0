import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_REMIND_JOB, PAYMENT_REMINDERS_TASK } from "~/features/crm/index.server";
import { payPageUrlOf, requestByToken } from "~/features/payments/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests, type Config } from "~/server/config.server";
import { consents, contactTimeline, contacts, outbox, paymentRequests } from "~/server/db/schema.server";
import { runOutboxOnce } from "~/server/outbox.server";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../../tests/fakes/whatsapp-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { PAYMENT_REMIND_WHATSAPP_JOB, sendPaymentReminderWhatsApp } from "./payment-reminder.server";

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
