import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests, type Config } from "~/server/config.server";
import { auditLog, consents, contactTimeline, contacts, whatsappMessages } from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../../tests/fakes/whatsapp-fake";
import { createTestStaff } from "../../../tests/helpers/staff-auth";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { setCrmSetting, whatsappStanding } from "~/features/crm/index.server";
import { sendStaffWhatsApp } from "./staff-messages.server";

const t = setUpTestDatabase();
let fake: FakeWhatsApp;
let config: Config;
type Staff = Awaited<ReturnType<typeof createTestStaff>>;
let admin: Staff;
let partner: Staff;
let other: Staff;
const NOW = new Date("2026-11-28T10:00:00Z");
const HOUR = 3600_000;

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
  admin = await createTestStaff(t.db, "admin");
  partner = await createTestStaff(t.db, "partner");
  other = await createTestStaff(t.db, "partner");
});
afterAll(async () => {
  setConfigForTests(undefined);
  await fake.stop();
});

let seq = 0;
async function contact(options: { wroteAt?: Date; owner?: Staff; consent?: "live" | "stopped" } = {}) {
  const phone = `+9197${String(10_000_000 + ++seq * 7919).slice(-8)}`;
  const [row] = await t.db
    .insert(contacts)
    .values({ phone, name: "Asha Rao", ownerId: options.owner?.id ?? partner.id })
    .returning();
  if (options.wroteAt)
    await t.db.insert(whatsappMessages).values({
      contactId: row!.id,
      direction: "in",
      waMessageId: `wamid.in-${seq}`,
      phone,
      kind: "text",
      body: "Is the Goa trip still on?",
      status: "received",
      createdAt: options.wroteAt,
      statusAt: options.wroteAt,
    });
  if (options.consent)
    await t.db.insert(consents).values({
      contactId: row!.id,
      phone,
      purpose: "whatsapp",
      noticeVersion: "whatsapp-message-1",
      noticeText: "Opted in by writing.",
      channel: "whatsapp",
      sourceForm: "whatsapp_message",
      givenAt: new Date(NOW.getTime() - 48 * HOUR),
      withdrawnAt: options.consent === "stopped" ? new Date(NOW.getTime() - HOUR) : null,
    });
  return row!;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) =>
      err instanceof HttpRefusal ? { status: err.status, message: err.message } : Promise.reject(err),
  );
const rowsOf = (contactId: string) =>
  t.db.select().from(whatsappMessages).where(eq(whatsappMessages.contactId, contactId));
const linesOf = (contactId: string) =>
  t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contactId));

describe("a free-form reply", () => {
  it("goes within 24 hours of the traveller's last message, as a row, a timeline line and an audit entry", async () => {
    const c = await contact({ wroteAt: new Date(NOW.getTime() - 23 * HOUR) });
    const result = await sendStaffWhatsApp(
      t.db,
      partner,
      c.id,
      { kind: "text", text: "Yes, see you Friday." },
      { config, now: NOW },
    );
    expect(result).toMatchObject({ status: "sent", error: null });
    const sent = fake.messages.at(-1)!;
    expect(sent.to).toBe(c.phone!.slice(1));
    expect(sent.body).toMatchObject({ type: "text", text: { body: "Yes, see you Friday." } });
    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    expect(out).toMatchObject({ status: "sent", waMessageId: sent.id, actorId: partner.id, kind: "text" });
    const line = (await linesOf(c.id)).find((l) => l.id === out.timelineId)!;
    expect(line.summary).toBe("WhatsApp reply to the traveller: Yes, see you Friday.");
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, c.id));
    expect(audits.map((a) => a.action)).toEqual(["whatsapp_message_sent"]);
  });

  it("is refused outside the window with when it closed, and nothing is sent or written", async () => {
    const c = await contact({ wroteAt: new Date(NOW.getTime() - 25 * HOUR) });
    const before = fake.messages.length;
    const refused = await refusal(
      sendStaffWhatsApp(t.db, partner, c.id, { kind: "text", text: "Hello?" }, { config, now: NOW }),
    );
    expect(refused?.status).toBe(409);
    expect(refused?.message).toBe(
      "The 24-hour reply window closed at 28 Nov 2026, 2:30 pm IST. Send a template instead; a free-form reply is possible again after the traveller writes.",
    );
    expect(fake.messages.length).toBe(before);
    expect((await rowsOf(c.id)).filter((r) => r.direction === "out")).toEqual([]);
  });

  it("is refused to someone who never wrote", async () => {
    const c = await contact();
    const refused = await refusal(
      sendStaffWhatsApp(t.db, partner, c.id, { kind: "text", text: "Hi" }, { config, now: NOW }),
    );
    expect(refused?.status).toBe(409);
    expect(refused?.message).toMatch(/has not written on WhatsApp.*Send a template instead/);
  });
});

describe("a template", () => {
  it("fills its parameters from the record", async () => {
    const c = await contact();
    await sendStaffWhatsApp(
      t.db,
      partner,
      c.id,
      { kind: "template", template: "callback_missed" },
      { config, now: NOW },
    );
    expect(fake.messages.at(-1)!.body).toMatchObject({
      type: "template",
      template: {
        name: "callback_missed",
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Asha Rao" },
              { type: "text", text: partner.name },
            ],
          },
        ],
      },
    });
    const standing = await whatsappStanding(t.db, c.id, { configured: true, now: NOW });
    expect(standing).toMatchObject({ configured: true, windowOpen: false, optedIn: false, stopped: false });
  });

  it("of marketing type needs a live opt-in", async () => {
    const c = await contact();
    const refused = await refusal(
      sendStaffWhatsApp(
        t.db,
        partner,
        c.id,
        { kind: "template", template: "quote_link" },
        { config, now: NOW },
      ),
    );
    expect(refused).toMatchObject({ status: 409, message: expect.stringMatching(/has not opted in/) });
  });

  it("goes to nobody who sent STOP, even inside the window", async () => {
    const c = await contact({ wroteAt: new Date(NOW.getTime() - HOUR), consent: "stopped" });
    const before = fake.messages.length;
    for (const input of [
      { kind: "template", template: "documents_ready" },
      { kind: "text", text: "Are you there?" },
    ] as const) {
      const refused = await refusal(sendStaffWhatsApp(t.db, partner, c.id, input, { config, now: NOW }));
      expect(refused).toMatchObject({ status: 409, message: expect.stringMatching(/sent STOP/) });
    }
    expect(fake.messages.length).toBe(before);
  });
});

describe("who may send, and what Meta refuses", () => {
  it("refuses another partner's contact when only my records is on, as not found", async () => {
    await setCrmSetting(t.db, "onlyMyRecords", true, admin.id);
    try {
      const c = await contact({ owner: other, wroteAt: new Date(NOW.getTime() - HOUR) });
      const refused = await refusal(
        sendStaffWhatsApp(t.db, partner, c.id, { kind: "text", text: "Hi" }, { config, now: NOW }),
      );
      expect(refused?.status).toBe(404);
      expect(await rowsOf(c.id)).toHaveLength(1);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, admin.id);
    }
  });

  it("keeps Meta's error on the row and the line, and answers failed", async () => {
    const c = await contact({ wroteAt: new Date(NOW.getTime() - HOUR) });
    fake.failNumber(c.phone!.slice(1));
    const result = await sendStaffWhatsApp(
      t.db,
      partner,
      c.id,
      { kind: "text", text: "Hi" },
      { config, now: NOW },
    );
    expect(result.status).toBe("failed");
    expect(result.error).toBeTruthy();
    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    expect(out).toMatchObject({ status: "failed", error: result.error });
    const line = (await linesOf(c.id)).find((l) => l.id === out.timelineId)!;
    expect(line.summary).toBe(`WhatsApp reply not sent: ${result.error}`);
  });

  it("says how to configure it when WhatsApp is off", async () => {
    const c = await contact({ wroteAt: new Date(NOW.getTime() - HOUR) });
    const off = { ...config, whatsappConfigured: false };
    const refused = await refusal(
      sendStaffWhatsApp(t.db, partner, c.id, { kind: "text", text: "Hi" }, { config: off, now: NOW }),
    );
    expect(refused).toMatchObject({ status: 409, message: expect.stringMatching(/docs\/whatsapp\.md/) });
  });
});
