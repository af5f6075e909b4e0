import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests, type Config } from "~/server/config.server";
import {
  auditLog,
  consents,
  contactTimeline,
  contacts,
  leads,
  paymentRequests,
  whatsappEarlyStatuses,
  whatsappMessages,
} from "~/server/db/schema.server";
import { HttpRefusal } from "~/server/http.server";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../../tests/fakes/whatsapp-fake";
import { createTestStaff } from "../../../tests/helpers/staff-auth";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import { leadsSince, setCrmSetting, whatsappStanding } from "~/features/crm/index.server";
import { payPageUrlOf, requestByToken } from "~/features/payments/index.server";
import {
  createQuote,
  findVersionByToken,
  getQuoteForStaff,
  saveDraft,
  sendProposal,
} from "~/features/quotes/index.server";
import { proposalDocument } from "../../../tests/helpers/proposal-document";
import type { StaffTemplate } from "~/lib/whatsapp-templates";
import { sendStaffWhatsApp } from "./staff-messages.server";
import { EARLY_STATUS_PURGE_TASK } from "./message-status.server";
import { applyStatus } from "./whatsapp-webhook.server";

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

/** The partner sends one of the staff templates to a contact, at NOW. */
const sendTemplate = (contactId: string, template: StaffTemplate) =>
  sendStaffWhatsApp(t.db, partner, contactId, { kind: "template", template }, { config, now: NOW });

let seq = 0;
async function contact(options: { wroteAt?: Date; owner?: Staff; consent?: "live" | "stopped" } = {}) {
  const phone = `+9197${String(10_000_000 + ++seq * 7919).slice(-8)}`;
  const [row] = await t.db
    .insert(contacts)
    .values({
      phone,
      name: "Asha Rao",
      email: `asha${seq}@example.in`,
      ownerId: options.owner?.id ?? partner.id,
    })
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

/** A quote e-mailed to the contact the way the console sends one: its link is what the e-mail carried. */
async function sentQuote(contactId: string) {
  const [lead] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `whatsapp-quote-${contactId}`,
      contactId,
      name: "Asha Rao",
      score: 50,
      ownerId: partner.id,
      stage: "Qualified",
    })
    .returning();
  const { quoteId } = await createQuote(t.db, partner, { leadId: lead!.id, from: { kind: "blank" } });
  const draft = (await getQuoteForStaff(t.db, partner, quoteId)).draft!;
  await saveDraft(t.db, partner, quoteId, {
    document: proposalDocument(draft.document as unknown as Record<string, unknown>),
    updatedAt: draft.updatedAt,
  });
  return sendProposal(t.db, partner, quoteId);
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
    await sendTemplate(c.id, "callback_missed");
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

  it("quote_link carries the link the quote's e-mail carried, which opens the sent version", async () => {
    const c = await contact({ consent: "live" });
    const sent = await sentQuote(c.id);
    // The quote is sent for real (today), so the link is checked on today's date too.
    const result = await sendStaffWhatsApp(
      t.db,
      partner,
      c.id,
      { kind: "template", template: "quote_link" },
      { config },
    );
    expect(result).toMatchObject({ status: "sent", sentence: null });
    const params = (
      fake.messages.at(-1)!.body as { template: { components: { parameters: { text: string }[] }[] } }
    ).template.components[0]!.parameters.map((p) => p.text);
    expect(params).toEqual(["Asha Rao", expect.stringMatching(/^Q-/), "Bali honeymoon", sent.url]);
    const token = /\/proposal\/([A-Za-z0-9_-]+)$/.exec(params[3]!)![1]!;
    expect(await findVersionByToken(t.db, token)).toMatchObject({
      quoteId: sent.quoteId,
      standing: "current",
    });
    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    expect(out.body).toContain(sent.url);
  });

  it("quote_link is refused with what to do when no quote was sent", async () => {
    const c = await contact({ consent: "live" });
    const refused = await refusal(sendTemplate(c.id, "quote_link"));
    expect(refused).toEqual({
      status: 422,
      message: "This contact has no open sent quote. Send the quote first.",
    });
  });

  it("payment_reminder carries the pay page's link for the open request", async () => {
    const c = await contact();
    const requestId = crypto.randomUUID();
    await t.db.insert(paymentRequests).values({
      id: requestId,
      reference: `PR-WA-${seq}`,
      contactId: c.id,
      purpose: "staff",
      label: "the Goa deposit",
      amountMinor: 2_500_000,
      provider: "manual",
      // Stored as a request made by the payments feature stores it: the hash of its pay link's token.
      tokenHash: crypto.createHash("sha256").update(payPageUrlOf(requestId).split("/pay/")[1]!).digest("hex"),
    });
    await sendTemplate(c.id, "payment_reminder");
    const params = (
      fake.messages.at(-1)!.body as { template: { components: { parameters: { text: string }[] }[] } }
    ).template.components[0]!.parameters.map((p) => p.text);
    expect(params.slice(0, 3)).toEqual(["Asha Rao", "₹25,000", "the Goa deposit"]);
    const token = /\/pay\/([A-Za-z0-9_-]+)$/.exec(params[3]!)![1]!;
    expect(await requestByToken(t.db, token)).toMatchObject({ id: requestId });
  });

  it("of marketing type needs a live opt-in", async () => {
    const c = await contact();
    const refused = await refusal(sendTemplate(c.id, "quote_link"));
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
    expect(result.sentence).toBe(
      "WhatsApp could not deliver to this number: it may not be on WhatsApp, or the traveller has not accepted WhatsApp's latest terms. Call or e-mail them instead.",
    );
    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    expect(out).toMatchObject({ status: "failed", error: result.error });
    const line = (await linesOf(c.id)).find((l) => l.id === out.timelineId)!;
    expect(line.summary).toBe(`WhatsApp reply not sent: ${result.error}`);
  });

  it("a failure Meta reports later by webhook stays on the sheet until a later message goes", async () => {
    const c = await contact();
    const first = await sendTemplate(c.id, "callback_missed");
    expect(first.status).toBe("sent");
    const read = () => whatsappStanding(t.db, c.id, { configured: true, now: NOW });
    expect((await read()).lastFailure).toBeNull();

    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    const later = new Date(NOW.getTime() + 3 * 60_000);
    await applyStatus(
      t.db,
      { id: out.waMessageId, status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] },
      later,
    );
    expect((await read()).lastFailure).toEqual({
      at: later.toISOString(),
      sentence:
        "WhatsApp could not deliver to this number: it may not be on WhatsApp, or the traveller has not accepted WhatsApp's latest terms. Call or e-mail them instead.",
    });

    await sendStaffWhatsApp(
      t.db,
      partner,
      c.id,
      { kind: "template", template: "documents_ready" },
      { config, now: new Date(later.getTime() + 60_000) },
    );
    expect((await read()).lastFailure).toBeNull();
  });

  it("keeps a failure Meta reports before the send has stored the message, and tells the agent at once", async () => {
    const c = await contact();
    const webhookAt = new Date(NOW.getTime() + 2_000);
    const answered: boolean[] = [];
    // Meta reports on the message before the app has its id: the status finds no row yet.
    fake.beforeAnswer(async (message) => {
      answered.push(
        await applyStatus(
          t.db,
          { id: message.id, status: "failed", errors: [{ code: 131026, title: "Message undeliverable" }] },
          webhookAt,
        ),
      );
    });
    try {
      const result = await sendTemplate(c.id, "callback_missed");
      expect(answered).toEqual([true]);
      expect(result).toMatchObject({ status: "failed", error: "131026 Message undeliverable" });
      expect(result.sentence).toMatch(/^WhatsApp could not deliver to this number/);
    } finally {
      fake.beforeAnswer(null);
    }
    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    expect(out).toMatchObject({ status: "failed", error: "131026 Message undeliverable" });
    const line = (await linesOf(c.id)).find((l) => l.id === out.timelineId)!;
    expect(line.data).toMatchObject({ status: "failed", error: "131026 Message undeliverable" });
    expect(
      await t.db
        .select()
        .from(whatsappEarlyStatuses)
        .where(eq(whatsappEarlyStatuses.waMessageId, out.waMessageId)),
    ).toEqual([]);
    // The agent heard it with the send's answer: the live poll does not announce it a second time.
    const live = await leadsSince(
      t.db,
      partner,
      new Date(NOW.getTime() - 60_000),
      new Date(NOW.getTime() + 60_000),
    );
    expect(live.failures.map((f) => f.contactId)).not.toContain(c.id);
    // The sheet still says the last message did not reach the traveller.
    expect((await whatsappStanding(t.db, c.id, { configured: true, now: NOW })).lastFailure).not.toBeNull();
  });

  it("applies an early delivered and read to the message, furthest first, whatever order they came in", async () => {
    const c = await contact();
    fake.beforeAnswer(async (message) => {
      await applyStatus(t.db, { id: message.id, status: "read" }, NOW);
      await applyStatus(t.db, { id: message.id, status: "delivered" }, NOW);
    });
    try {
      const result = await sendTemplate(c.id, "callback_missed");
      expect(result).toMatchObject({ status: "sent", error: null, sentence: null });
    } finally {
      fake.beforeAnswer(null);
    }
    const out = (await rowsOf(c.id)).find((r) => r.direction === "out")!;
    expect(out.status).toBe("read");
    expect((await linesOf(c.id)).find((l) => l.id === out.timelineId)!.data).toMatchObject({
      status: "read",
    });
  });

  it("purges a parked status nobody claimed after a day, and keeps a fresh one", async () => {
    await applyStatus(
      t.db,
      { id: "wamid.nobody-old", status: "delivered" },
      new Date(NOW.getTime() - 25 * HOUR),
    );
    await applyStatus(t.db, { id: "wamid.nobody-new", status: "delivered" }, new Date(NOW.getTime() - HOUR));
    await EARLY_STATUS_PURGE_TASK.run(t.db, NOW);
    const left = (await t.db.select().from(whatsappEarlyStatuses)).map((r) => r.waMessageId);
    expect(left).toContain("wamid.nobody-new");
    expect(left).not.toContain("wamid.nobody-old");
  });

  it("answers a template Meta has not approved with a sentence naming it and what to do", async () => {
    const c = await contact();
    fake.unapprove("documents_ready");
    const result = await sendTemplate(c.id, "documents_ready");
    expect(result).toMatchObject({ status: "failed", error: expect.stringMatching(/\[132001\]/) });
    expect(result.sentence).toBe(
      'The template "Travel documents ready" (documents_ready) is not approved in WhatsApp Manager under that name and language. Ask an admin to get it approved as docs/whatsapp.md lists it; e-mail the traveller meanwhile.',
    );
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
