import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { contacts, leads, whatsappMessages } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as liveRoute from "../../../routes/api.v1.console.leads.live";
import { setCrmSetting } from "../shared/settings.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner", other: "partner" });
const poll = (who: "admin" | "partner" | "other" | "anonymous", since: string) =>
  call(liveRoute, who, "GET", `/api/v1/console/leads/live?${new URLSearchParams({ since })}`);
type Polled = { now: string; leads: { id: string; name: string; createdAt: string }[] };

let seq = 0;
const newLead = (at: Date) =>
  createUnifiedLead(t.db, {
    type: "callback",
    sourceId: `live-${++seq}`,
    name: `Live ${seq}`,
    phone: `9${String(744_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    now: at,
  });

describe("the console's new-lead poll", () => {
  it("answers the leads made since the last poll, with a short look-back, and the time to poll from next", async () => {
    await setCrmSetting(t.db, "autoAssign", false, users.admin.id);
    const now = Date.now();
    const old = await newLead(new Date(now - 10 * 60_000));
    const recent = await newLead(new Date(now - 30_000));
    const res = await poll("admin", new Date(now - 60_000).toISOString());
    expect(res.status).toBe(200);
    const body = res.body as unknown as Polled;
    const ids = body.leads.map((l) => l.id);
    expect(ids).toContain(recent.leadId);
    expect(ids).not.toContain(old.leadId);
    expect(Date.parse(body.now)).toBeGreaterThanOrEqual(now - 1000);
  });

  it("under only-my-records a partner hears only of their own leads", async () => {
    const mine = await newLead(new Date());
    const theirs = await newLead(new Date());
    await t.db.update(leads).set({ ownerId: users.partner.id }).where(eq(leads.id, mine.leadId));
    await t.db.update(leads).set({ ownerId: users.other.id }).where(eq(leads.id, theirs.leadId));
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const body = (await poll("partner", new Date(Date.now() - 60_000).toISOString()))
        .body as unknown as Polled;
      expect(body.leads.map((l) => l.id)).toContain(mine.leadId);
      expect(body.leads.map((l) => l.id)).not.toContain(theirs.leadId);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("tells a contact's owner, and only them, of the traveller's WhatsApp message", async () => {
    const lead = await newLead(new Date());
    await t.db.update(contacts).set({ ownerId: users.partner.id }).where(eq(contacts.id, lead.contactId));
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, lead.contactId));
    const now = new Date();
    await t.db.insert(whatsappMessages).values({
      contactId: lead.contactId,
      direction: "in",
      waMessageId: `wamid.live-${seq}`,
      phone: contact!.phone!,
      kind: "text",
      body: "Is the Ladakh trip still on?",
      status: "received",
      createdAt: now,
      statusAt: now,
    });
    const since = new Date(Date.now() - 60_000).toISOString();
    type WithMessages = { messages: { contactId: string; body: string }[] };
    const owner = (await poll("partner", since)).body as unknown as WithMessages;
    expect(owner.messages).toContainEqual(
      expect.objectContaining({ contactId: lead.contactId, body: "Is the Ladakh trip still on?" }),
    );
    const other = (await poll("other", since)).body as unknown as WithMessages;
    expect(other.messages.map((m) => m.contactId)).not.toContain(lead.contactId);
  });

  it("tells the sender, and only them, of a WhatsApp message Meta reported undelivered after it went", async () => {
    const lead = await newLead(new Date());
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, lead.contactId));
    const sentAt = new Date(Date.now() - 30_000);
    const out = (id: string, statusAt: Date) => ({
      contactId: lead.contactId,
      direction: "out" as const,
      waMessageId: `wamid.${id}-${seq}`,
      phone: contact!.phone!,
      kind: "template",
      template: "callback_missed",
      body: "We missed your call",
      status: "failed" as const,
      error: "131026 Message undeliverable",
      actorId: users.partner.id,
      createdAt: sentAt,
      statusAt,
    });
    // One failed later by webhook; one refused at the send, which the sender saw at once.
    await t.db.insert(whatsappMessages).values([out("late", new Date()), out("at-once", sentAt)]);
    const since = new Date(Date.now() - 60_000).toISOString();
    type WithFailures = { failures: { contactId: string; sentence: string }[] };
    const sender = (await poll("partner", since)).body as unknown as WithFailures;
    expect(sender.failures).toHaveLength(1);
    expect(sender.failures[0]).toMatchObject({
      contactId: lead.contactId,
      sentence: expect.stringMatching(/^WhatsApp could not deliver to this number/),
    });
    const other = (await poll("other", since)).body as unknown as WithFailures;
    expect(other.failures).toEqual([]);
  });

  it("refuses a missing or malformed time (400 naming it) and nobody signed in (401)", async () => {
    for (const since of ["", "yesterday", "2026-13-40T00:00:00Z"]) {
      const res = await poll("admin", since);
      expect(res.status).toBe(400);
      expect(res.body.error?.field).toBe("since");
    }
    expect((await poll("anonymous", new Date().toISOString())).status).toBe(401);
  });
});
