import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { contactTimeline, contacts, leads, outbox, tasks } from "~/server/db/schema.server";
// Aliased: the react-hooks lint rule reads any use* call as a React hook.
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { expectConsoleError } from "../../../tests/helpers/console";
import { useTestConfig } from "../../../tests/helpers/verification";
import { PHONE_CONSENT } from "~/features/verification";
import { logger } from "~/server/logger.server";
import { createUnifiedLead, recordUnifiedLead } from "./leads.server";

const testDb = setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

// 11:30 IST on a weekday.
const NOON = new Date("2025-03-10T11:30:00+05:30");
let seq = 0;
const phone = () => `+9197${String(10_000_000 + ++seq * 104_729).slice(-8)}`;
const source = () => `src-${++seq}`;

async function rowsFor(leadId: string) {
  const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, leadId));
  const [contact] = await testDb.db.select().from(contacts).where(eq(contacts.id, lead.contactId));
  const timeline = await testDb.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, leadId));
  const leadTasks = await testDb.db.select().from(tasks).where(eq(tasks.leadId, leadId));
  return { lead, contact, timeline, leadTasks };
}

describe("createUnifiedLead", () => {
  it("a verified lead scoring 80+ gets contact, lead, timeline, an urgent call task and a staff e-mail", async () => {
    const p = phone();
    const sourceId = source();
    const result = await createUnifiedLead(testDb.db, {
      type: "booking_request",
      sourceId,
      name: "  Ananya Rao ",
      email: "ananya@example.in",
      phone: p,
      phoneVerified: true,
      verifiedAt: NOON,
      sourceData: { destination_name: "Kenya", group_size: 4 },
      consent: { ...PHONE_CONSENT },
      now: NOON,
    });
    expect(result).toMatchObject({ score: 85, created: true });
    expect(result.taskId).not.toBeNull();

    const { lead, contact, timeline, leadTasks } = await rowsFor(result.leadId);
    expect(lead).toMatchObject({
      type: "booking_request",
      sourceId,
      name: "Ananya Rao",
      email: "ananya@example.in",
      phone: p,
      phoneVerified: true,
      score: 85,
      stage: "New Lead",
      consentText: PHONE_CONSENT.text,
      consentVersion: PHONE_CONSENT.version,
    });
    expect(lead.verifiedAt).toEqual(NOON);
    expect(lead.consentedAt).toEqual(NOON);
    expect(contact).toMatchObject({ phone: p, name: "Ananya Rao", email: "ananya@example.in" });
    expect(contact.phoneVerifiedAt).toEqual(NOON);
    expect(timeline.map((t) => t.kind).sort()).toEqual(["email", "lead_created", "task_created"]);
    expect(leadTasks).toHaveLength(1);
    expect(leadTasks[0]).toMatchObject({
      type: "call",
      priority: "urgent",
      status: "open",
      contactId: contact.id,
    });
    expect(leadTasks[0].dueAt).toEqual(new Date("2025-03-10T11:45:00+05:30"));

    const emailRow = timeline.find((t) => t.kind === "email")!;
    const [job] = await testDb.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, emailRow.data.outboxId as string));
    expect(job).toMatchObject({ kind: "mail.send", status: "pending" });
    expect(job.payload.to).toBe("leads@example.test");
    expect(job.payload.subject).toBe("[Urgent] New Booking request lead: Ananya Rao (score 85)");
    expect(job.payload.text).toContain("Phone: +91 ");
    expect(job.payload.text).toContain("Destination name: Kenya");
    expect(job.payload.text).toContain("Urgent call task due: 10 Mar 2025");
  });

  it("a callback's call is due in 5 minutes; an evening lead's at 8:15 next morning", async () => {
    const cb = await createUnifiedLead(testDb.db, {
      type: "callback",
      sourceId: source(),
      name: "Vikram",
      phone: phone(),
      phoneVerified: true,
      now: NOON,
    });
    expect((await rowsFor(cb.leadId)).leadTasks[0].dueAt).toEqual(new Date("2025-03-10T11:35:00+05:30"));
    const late = await createUnifiedLead(testDb.db, {
      type: "deal_booking",
      sourceId: source(),
      name: "Meera",
      phone: phone(),
      phoneVerified: true,
      now: new Date("2025-03-10T22:05:00+05:30"),
    });
    expect((await rowsFor(late.leadId)).leadTasks[0].dueAt).toEqual(new Date("2025-03-11T08:15:00+05:30"));
  });

  it("a lead below 80 gets no task, and a quiz lead carries the given score and reason", async () => {
    const r = await createUnifiedLead(testDb.db, {
      type: "priority_access",
      sourceId: source(),
      name: "Kabir",
      phone: phone(),
      phoneVerified: true,
      now: NOON,
    });
    expect(r).toMatchObject({ score: 60, taskId: null });
    expect((await rowsFor(r.leadId)).timeline.map((t) => t.kind).sort()).toEqual(["email", "lead_created"]);

    const quiz = await createUnifiedLead(testDb.db, {
      type: "quiz",
      sourceId: source(),
      name: "Isha",
      phone: phone(),
      phoneVerified: true,
      score: 72,
      scoreReason: "Quiz: 913 points",
      promoCode: "LUXE-TEST-0001",
      now: NOON,
    });
    const { lead } = await rowsFor(quiz.leadId);
    expect(lead).toMatchObject({ score: 72, scoreReason: "Quiz: 913 points", promoCode: "LUXE-TEST-0001" });
  });

  it("is idempotent per (type, source id): a second call creates nothing", async () => {
    const input = {
      type: "quiz" as const,
      sourceId: source(),
      name: "Rohan",
      phone: phone(),
      phoneVerified: true,
      score: 95,
      now: NOON,
    };
    const first = await createUnifiedLead(testDb.db, input);
    const second = await createUnifiedLead(testDb.db, input);
    expect(second).toEqual({ ...first, created: false });
    expect((await rowsFor(first.leadId)).leadTasks).toHaveLength(1);
    const mails = await testDb.db
      .select()
      .from(contactTimeline)
      .where(eq(contactTimeline.leadId, first.leadId));
    expect(mails.filter((t) => t.kind === "email")).toHaveLength(1);
  });

  it("dedupes onto one contact by phone, and an unverified lead never overwrites a verified contact", async () => {
    const p = phone();
    const verified = await createUnifiedLead(testDb.db, {
      type: "callback",
      sourceId: source(),
      name: "Priya Sharma",
      email: "priya@example.in",
      phone: p,
      phoneVerified: true,
      now: NOON,
    });
    const unverified = await createUnifiedLead(testDb.db, {
      type: "activity_booking",
      sourceId: source(),
      name: "Someone Else",
      email: "other@example.com",
      phone: ` 91 ${p.slice(3)}`,
      phoneVerified: false,
      now: NOON,
    });
    expect(unverified.contactId).toBe(verified.contactId);
    const { contact, lead } = await rowsFor(unverified.leadId);
    expect(contact).toMatchObject({ name: "Priya Sharma", email: "priya@example.in" });
    expect(lead).toMatchObject({
      name: "Someone Else",
      email: "other@example.com",
      phoneVerified: false,
      verifiedAt: null,
    });
  });

  it("an unverified lead fills the blanks of an unverified contact; a verified one then takes over", async () => {
    const p = phone();
    const first = await createUnifiedLead(testDb.db, {
      type: "contact_inquiry",
      sourceId: source(),
      name: "Arjun",
      phone: p,
      phoneVerified: false,
      now: NOON,
    });
    await createUnifiedLead(testDb.db, {
      type: "contact_inquiry",
      sourceId: source(),
      name: "Arjun M",
      email: "arjun@example.in",
      phone: p,
      phoneVerified: false,
      now: NOON,
    });
    let contact = (await rowsFor(first.leadId)).contact;
    expect(contact).toMatchObject({ name: "Arjun", email: "arjun@example.in", phoneVerifiedAt: null });
    await createUnifiedLead(testDb.db, {
      type: "callback",
      sourceId: source(),
      name: "Arjun Mehta",
      phone: p,
      phoneVerified: true,
      now: NOON,
    });
    contact = (await rowsFor(first.leadId)).contact;
    expect(contact).toMatchObject({ name: "Arjun Mehta", email: "arjun@example.in" });
    expect(contact.phoneVerifiedAt).toEqual(NOON);
  });

  it("without a phone, attaches by e-mail (case-insensitive) and never stores a made-up address", async () => {
    const a = await createUnifiedLead(testDb.db, {
      type: "activity_booking",
      sourceId: source(),
      name: "Neha",
      email: "Neha.K@Example.in",
      phoneVerified: false,
      now: NOON,
    });
    const b = await createUnifiedLead(testDb.db, {
      type: "activity_booking",
      sourceId: source(),
      name: "Neha K",
      email: "neha.k@example.in",
      phoneVerified: false,
      now: NOON,
    });
    expect(b.contactId).toBe(a.contactId);
    const c = await createUnifiedLead(testDb.db, {
      type: "planner",
      sourceId: source(),
      name: "No Contact Details",
      phoneVerified: false,
      now: NOON,
    });
    const { lead, contact } = await rowsFor(c.leadId);
    expect(lead.email).toBeNull();
    expect(contact).toMatchObject({ phone: null, email: null, name: "No Contact Details" });
  });

  it("writes nothing at all when a step fails (one transaction)", async () => {
    const p = phone();
    await createUnifiedLead(testDb.db, {
      type: "quiz",
      sourceId: source(),
      name: "W",
      phone: phone(),
      phoneVerified: true,
      score: 90,
      promoCode: "LUXE-DUP-0001",
      now: NOON,
    });
    const before = (await testDb.db.select().from(contacts)).length;
    // The promo code is unique: the lead insert fails after the contact was upserted.
    await expect(
      createUnifiedLead(testDb.db, {
        type: "quiz",
        sourceId: source(),
        name: "X",
        phone: p,
        phoneVerified: true,
        score: 90,
        promoCode: "LUXE-DUP-0001",
        now: NOON,
      }),
    ).rejects.toThrow();
    expect((await testDb.db.select().from(contacts)).length).toBe(before);
  });

  it("recordUnifiedLead logs a failure, queues a retry, and does not throw", async () => {
    expectConsoleError();
    const logged = vi.spyOn(logger, "error");
    const sourceId = source();
    await createUnifiedLead(testDb.db, {
      type: "quiz",
      sourceId: source(),
      name: "W",
      phone: phone(),
      phoneVerified: true,
      score: 90,
      promoCode: "LUXE-DUP-0002",
      now: NOON,
    });
    const result = await recordUnifiedLead(testDb.db, {
      type: "quiz",
      sourceId,
      name: "Y",
      phone: phone(),
      phoneVerified: true,
      score: 90,
      promoCode: "LUXE-DUP-0002",
      now: NOON,
    });
    expect(result).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ type: "quiz", sourceId, err: expect.any(Error) }),
      "unified lead failed; queued for retry",
    );
    logged.mockRestore();
    const jobs = await testDb.db.select().from(outbox).where(eq(outbox.kind, "leads.create"));
    const job = jobs.find((j) => j.payload.sourceId === sourceId);
    // The retry carries the id fixed before the first try, so the lead it creates has the id the caller was told.
    expect(job?.payload.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
