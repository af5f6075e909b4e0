import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeDeliveryOfSubmission, sendVerificationCode } from "~/features/verification/index.server";
import { setConfigForTests, type Config } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import { consents, contactTimeline, contacts, leads, whatsappMessages } from "~/server/db/schema.server";
import { createWhatsAppCodeSender } from "~/server/whatsapp.server";
import {
  startFakeWhatsApp,
  type FakeWhatsApp,
  type FakeWhatsAppEvent,
} from "../../../tests/fakes/whatsapp-fake";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { handleWhatsAppHandshake, handleWhatsAppWebhook } from "./whatsapp-webhook.server";

const testDb = setUpTestDatabase();
const WEBHOOK = "http://127.0.0.1:3000/api/v1/whatsapp/webhook";
let fake: FakeWhatsApp;
let config: Config;

beforeAll(async () => {
  fake = await startFakeWhatsApp({
    phoneNumberId: "106540352242922",
    accessToken: "token",
    appSecret: "the-app-secret",
  });
  config = useTestConfig({
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_ACCESS_TOKEN: "token",
    WHATSAPP_APP_SECRET: "the-app-secret",
    WHATSAPP_VERIFY_TOKEN: "verify-token-0123456789",
    WHATSAPP_AUTH_TEMPLATE: "login_code",
    WHATSAPP_API_URL: fake.url,
  });
});
afterAll(async () => {
  setConfigForTests(undefined);
  await fake.stop();
});

/** Meta's POST of one event, as the app's route receives it. */
const deliver = (event: FakeWhatsAppEvent) =>
  handleWhatsAppWebhook(new Request(WEBHOOK, { method: "POST", headers: event.headers, body: event.body }), {
    db: async () => testDb.db,
    config,
  });

let seq = 0;
const freshPhone = () => `+9196${String(10_000_000 + ++seq * 7919).slice(-8)}`;
const count = async (table: "whatsapp_messages" | "contact_timeline" | "contacts") =>
  (
    await queryRows<{ n: number }>(testDb.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)
  )[0]!.n;

async function knownContact(phone: string, name = "Asha Rao") {
  const [row] = await testDb.db.insert(contacts).values({ phone, name }).returning({ id: contacts.id });
  return row!.id;
}
const timelineOf = (contactId: string) =>
  testDb.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contactId));
const whatsappConsents = (contactId: string) =>
  testDb.db
    .select()
    .from(consents)
    .where(and(eq(consents.contactId, contactId), eq(consents.purpose, "whatsapp")));

describe("the webhook handshake", () => {
  const get = (query: string) => handleWhatsAppHandshake(new Request(`${WEBHOOK}?${query}`), config);
  it("echoes the challenge for our verify token only", async () => {
    const ok = get("hub.mode=subscribe&hub.verify_token=verify-token-0123456789&hub.challenge=1158201444");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("1158201444");
    expect(get("hub.mode=subscribe&hub.verify_token=wrong-token-0123456789&hub.challenge=1").status).toBe(
      403,
    );
    expect(get("hub.mode=unsubscribe&hub.verify_token=verify-token-0123456789&hub.challenge=1").status).toBe(
      403,
    );
  });
  it("is not there without configuration", () => {
    const off = { ...config, whatsappConfigured: false };
    expect(handleWhatsAppHandshake(new Request(`${WEBHOOK}?hub.mode=subscribe`), off).status).toBe(404);
  });
});

describe("signed deliveries", () => {
  it("refuses a forged or altered delivery with 401 and records nothing", async () => {
    const phone = freshPhone();
    await knownContact(phone);
    const real = fake.inbound(phone, "Hello, is the Kerala trip still on?");
    const before = await Promise.all([count("whatsapp_messages"), count("contact_timeline")]);
    const forged = {
      ...real,
      headers: { ...real.headers, "x-hub-signature-256": fake.sign(real.body, "another-secret") },
    };
    expect((await deliver(forged)).status).toBe(401);
    const altered = { ...real, body: real.body.replace("Kerala", "Goa") };
    expect((await deliver(altered)).status).toBe(401);
    const unsigned = { body: real.body, headers: { "content-type": "application/json" } };
    expect((await deliver(unsigned)).status).toBe(401);
    expect(await Promise.all([count("whatsapp_messages"), count("contact_timeline")])).toEqual(before);
    expect((await deliver(real)).status).toBe(200);
  });

  it("puts a traveller's message on their own contact's timeline, once however often Meta delivers it", async () => {
    const phone = freshPhone();
    const other = await knownContact(freshPhone(), "Someone else");
    const contactId = await knownContact(phone);
    const event = fake.inbound(phone, "Can we add a night in Munnar?");
    const first = await deliver(event);
    expect(await first.json()).toMatchObject({ ok: true, messages: 1 });
    expect(await (await deliver(event)).json()).toMatchObject({ ok: true, messages: 0 });
    const lines = (await timelineOf(contactId)).filter((t) => t.kind === "whatsapp_in");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.summary).toBe("WhatsApp from the traveller: Can we add a night in Munnar?");
    expect(await timelineOf(other)).toEqual([]);
    const rows = await testDb.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.contactId, contactId));
    expect(rows).toMatchObject([
      { direction: "in", status: "received", body: "Can we add a night in Munnar?" },
    ]);
    // Writing first is an opt-in with its source.
    expect(await whatsappConsents(contactId)).toMatchObject([
      { sourceForm: "whatsapp_message", withdrawnAt: null },
    ]);
  });

  it("a number we do not know becomes a contact with an unverified lead", async () => {
    const phone = freshPhone();
    const event = fake.inbound(phone, "Hi, I saw your Maldives package", { name: "Vikram" });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    expect(contact).toMatchObject({ name: "Vikram" });
    const made = await testDb.db.select().from(leads).where(eq(leads.contactId, contact!.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ phoneVerified: false, source: "whatsapp" });
    expect((await timelineOf(contact!.id)).map((t) => t.kind)).toContain("whatsapp_in");
  });

  it("a number outside India lands on a contact like an Indian one, once", async () => {
    const phone = "+971501234567";
    const event = fake.inbound(phone, "Hello from Dubai, we are NRIs planning Bali", { name: "Meera" });
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    expect(contact).toMatchObject({ name: "Meera" });
    const made = await testDb.db.select().from(leads).where(eq(leads.contactId, contact!.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ phone, phoneVerified: false, source: "whatsapp" });
    expect((await timelineOf(contact!.id)).map((t) => t.kind)).toContain("whatsapp_in");
  });

  it("STOP opts out, a later message does not opt back in, START does", async () => {
    const phone = freshPhone();
    const contactId = await knownContact(phone);
    await deliver(fake.inbound(phone, "hello"));
    await deliver(fake.inbound(phone, " stop "));
    let given = await whatsappConsents(contactId);
    expect(given).toHaveLength(1);
    expect(given[0]!.withdrawnAt).not.toBeNull();
    await deliver(fake.inbound(phone, "What about the visa?"));
    given = await whatsappConsents(contactId);
    expect(given.filter((c) => c.withdrawnAt === null)).toEqual([]);
    await deliver(fake.inbound(phone, "START"));
    given = await whatsappConsents(contactId);
    expect(given.filter((c) => c.withdrawnAt === null)).toMatchObject([{ channel: "whatsapp" }]);
    const kinds = (await timelineOf(contactId)).map((t) => t.kind);
    expect(kinds).toContain("whatsapp_opt_out");
    expect(kinds).toContain("whatsapp_opt_in");
  });

  it("a WhatsApp code's failed status offers SMS in its place", async () => {
    const phone = freshPhone();
    const subjectId = crypto.randomUUID();
    fake.setOutcome("failed");
    try {
      const sent = await sendVerificationCode(
        testDb.db,
        { purpose: "quiz", phone, ip: "10.3.3.3", subjectId, channel: "whatsapp" },
        { whatsapp: createWhatsAppCodeSender(config) },
      );
      expect(sent).toMatchObject({ outcome: "sent", channel: "whatsapp" });
    } finally {
      fake.setOutcome("delivered");
    }
    const messageId = fake.messages.at(-1)!.id;
    const events = fake.events.filter((e) => e.body.includes(messageId));
    expect(events).toHaveLength(2);
    for (const event of events) expect((await deliver(event)).status).toBe(200);
    expect(await codeDeliveryOfSubmission(testDb.db, subjectId, { fallbackSeconds: 600 })).toEqual({
      delivery: "failed",
      channel: "whatsapp",
      smsFallback: true,
    });
    const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.phone, phone));
    const lines = await timelineOf(contact!.id);
    expect(lines.map((t) => t.summary)).toContain(
      "WhatsApp code not delivered (131026 Message undeliverable)",
    );
  });

  it("a staff message's status only moves forward, and its timeline line follows", async () => {
    const phone = freshPhone();
    const contactId = await knownContact(phone);
    const [line] = await testDb.db
      .insert(contactTimeline)
      .values({
        contactId,
        kind: "whatsapp_out",
        summary: "WhatsApp to the traveller",
        data: { status: "sent" },
      })
      .returning();
    const now = new Date();
    await testDb.db.insert(whatsappMessages).values({
      contactId,
      direction: "out",
      waMessageId: "wamid.staff-1",
      phone,
      kind: "text",
      body: "Your quote is ready",
      status: "sent",
      timelineId: line!.id,
      createdAt: now,
      statusAt: now,
    });
    fake.messages.push({ id: "wamid.staff-1", to: phone.slice(1), type: "text", body: {}, code: null });
    await deliver(fake.status("wamid.staff-1", "read"));
    await deliver(fake.status("wamid.staff-1", "delivered"));
    const [row] = await testDb.db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.waMessageId, "wamid.staff-1"));
    expect(row!.status).toBe("read");
    const [after] = await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.id, line!.id));
    expect(after!.data).toMatchObject({ status: "read" });
  });

  it("refuses a body that is not a WhatsApp webhook, signed or not", async () => {
    const body = JSON.stringify({ object: "page", entry: [] });
    const response = await deliver({ body, headers: { "x-hub-signature-256": fake.sign(body) } });
    expect(response.status).toBe(400);
  });
});
