import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { createPaymentRequest, recordManualPayment } from "~/features/payments/index.server";
import { money } from "~/lib/money";
import { myDataCodeFlow } from "~/features/privacy/index.server";
import { setConfigForTests } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import type { MailMessage, MailSender } from "~/server/mail.server";
import { createMsg91Sender } from "~/server/sms-providers.server";
import { logSmsSender, SmsSendError, type SmsSender } from "~/server/sms.server";
import { contacts, paymentRequests, payments } from "~/server/db/schema.server";
import { scanTables } from "../../../../tests/helpers/scan-tables";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { createTestSmsSender, flowVisitor, useTestConfig } from "../../../../tests/helpers/verification";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as retentionRoute from "../../../routes/api.v1.console.settings.privacy.retention";
import { privacyTab } from "./privacy-tab.server";
import { runRetention, sendRetentionNotice } from "./retention.server";

/**
 * The retention job on a fake clock: a person silent for the set years is told the set hours
 * before (once), erased after it unless they turn up again, paid payments stay anonymised, and a
 * number that never verified is purged within days. Every round leaves its counts for the admins.
 */
const t = setUpTestDatabase();
const { call, users } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date("2020-06-02T05:30:00Z");
// Three calendar years (the default) after T0, no leap day between: the period of silence is up.
const END = new Date("2023-06-02T05:30:00Z");
const at = (offsetMs: number) => new Date(END.getTime() + offsetMs);

/** Every timestamp that counts as activity set to `when`, as if the person was last seen then. */
async function lastSeen(contactId: string, when: Date) {
  await t.db.execute(
    sql`UPDATE contacts SET created_at = ${when}, updated_at = ${when}, last_activity_at = ${when} WHERE id = ${contactId}::uuid`,
  );
  await t.db.execute(
    sql`UPDATE leads SET created_at = ${when}, updated_at = ${when} WHERE contact_id = ${contactId}::uuid`,
  );
  await t.db.execute(
    sql`UPDATE contact_timeline SET occurred_at = ${when} WHERE contact_id = ${contactId}::uuid`,
  );
  await t.db.execute(
    sql`UPDATE payment_requests SET created_at = ${when}, updated_at = ${when} WHERE contact_id = ${contactId}::uuid`,
  );
  await t.db.execute(
    sql`UPDATE payments SET created_at = ${when} WHERE request_id IN (SELECT id FROM payment_requests WHERE contact_id = ${contactId}::uuid)`,
  );
}

async function person(name: string, digits: string, email: string | null = null) {
  const lead = await createUnifiedLead(t.db, {
    type: "callback",
    sourceId: crypto.randomUUID(),
    name,
    phone: digits,
    email,
    phoneVerified: true,
  });
  await lastSeen(lead.contactId, T0);
  return lead;
}

const noticesFor = (contactId: string) =>
  queryRows<{ id: string; payload: { contactId: string } }>(
    t.db,
    sql`SELECT id, payload FROM outbox WHERE kind = 'privacy.retention_notice' AND payload->>'contactId' = ${contactId}`,
  );
/** A mail sender that keeps what it was given, or fails as an SMTP server that is down does. */
function fakeMail(fail = false) {
  const sent: MailMessage[] = [];
  const mail: MailSender = {
    name: "test-mail",
    async send(message) {
      if (fail) throw new Error("smtp: connection refused");
      sent.push(message);
      return { messageId: `mail-${sent.length}` };
    },
  };
  return { mail, sent };
}
/** The documented Indian gateway, which sends only codes: it refuses the notice's text before any call. */
const msg91 = createMsg91Sender({
  MSG91_AUTH_KEY: "test-key",
  MSG91_TEMPLATE_ID: "test-template",
  MSG91_BASE_URL: "http://127.0.0.1:9",
  SMS_TIMEOUT_MS: 1000,
  VERIFICATION_CODE_TTL_SECONDS: 300,
});
const exists = async (contactId: string) =>
  (await t.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId))).length === 1;

describe("the retention job", () => {
  it("tells a silent person 48 hours before, once, and erases them after, leaving only the audit line", async () => {
    const name = "Ira Silentdays";
    const email = "ira.silentdays@example.in";
    const { contactId } = await person(name, "9811100001", email);

    expect((await runRetention(t.db, at(-49 * HOUR))).noticed).toBe(0);
    expect(await noticesFor(contactId)).toHaveLength(0);

    const noticed = await runRetention(t.db, at(-47 * HOUR));
    expect(noticed.noticed).toBe(1);
    expect(await noticesFor(contactId)).toHaveLength(1);
    // The job's e-mail names the day of the erasure and where to look first.
    const { mail, sent } = fakeMail();
    await sendRetentionNotice(t.db, { contactId }, { mail });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, audience: "visitor" });
    expect(sent[0]!.text).toContain("on 2023-06-02 we will erase");
    // It says the one way that really keeps them, and that a reply does not.
    expect(sent[0]!.text).toContain(
      "To keep your details, before then open http://127.0.0.1:3000/privacy/my-data and confirm your number with the code we send to it, or send us a new enquiry from our website.",
    );
    expect(sent[0]!.text).toContain("Replying to this message does not stop the erasure.");
    expect(sent[0]!.text).not.toMatch(/reply to this message/i);

    // A rerun does not tell them again, and the period is not up yet.
    expect(await runRetention(t.db, at(-1 * HOUR))).toMatchObject({ noticed: 0, erased: 0 });
    expect(await noticesFor(contactId)).toHaveLength(1);
    expect(await exists(contactId)).toBe(true);

    // The period is up and the notice is 48 hours old: erased.
    const erased = await runRetention(t.db, at(2 * HOUR));
    expect(erased).toMatchObject({ erased: 1, keptForTax: 0 });
    expect(await exists(contactId)).toBe(false);
    for (const needle of [name, email, "9811100001"]) expect(await scanTables(t.db, needle)).toEqual([]);
    expect((await scanTables(t.db, contactId)).map((hit) => hit.table)).toEqual(["audit_log"]);
    const [line] = await queryRows<{ actor_email: string | null; details: Record<string, unknown> }>(
      t.db,
      sql`SELECT actor_email, details FROM audit_log WHERE action = 'contact_erased' AND target_id = ${contactId}`,
    );
    expect(line).toMatchObject({ actor_email: null, details: { reason: "retention", leads: 1 } });
  });

  it("sends the notice by SMS to a person with no e-mail, on the timeline, again after a failure and never twice", async () => {
    const { contactId } = await person("Neel Nomail", "9811100009");
    expect((await runRetention(t.db, at(-47 * HOUR))).noticed).toBe(1);
    const [job] = await noticesFor(contactId);
    const sent: { to: string; text: string }[] = [];
    let fail = true;
    const sms: SmsSender = {
      name: "test",
      async send(message) {
        if (fail) throw new SmsSendError("gateway answered 503 for 919811100009", "test", true);
        sent.push(message);
        return { provider: "test", providerMessageId: `msg-${sent.length}` };
      },
    };
    const lines = () =>
      queryRows<{ kind: string; data: Record<string, unknown> }>(
        t.db,
        sql`SELECT kind, data FROM contact_timeline WHERE contact_id = ${contactId}::uuid ORDER BY occurred_at, id`,
      );

    // The gateway fails: the job fails (the outbox tries again), and the line says so without the number.
    await expect(sendRetentionNotice(t.db, { contactId }, { jobId: job!.id, sms })).rejects.toThrow(/503/);
    const failed = (await lines()).filter((l) => l.kind === "sms_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]!.data).toMatchObject({ purpose: "retention_notice", provider: "test" });
    expect(JSON.stringify(failed[0]!.data)).not.toContain("9811100009");

    // The retry sends it once; a second retry of the same job sends nothing.
    fail = false;
    await sendRetentionNotice(t.db, { contactId }, { jobId: job!.id, sms });
    await sendRetentionNotice(t.db, { contactId }, { jobId: job!.id, sms });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: "+919811100009" });
    expect(sent[0]!.text).toContain("on 2023-06-02 we will erase");
    expect((await lines()).filter((l) => l.kind === "sms_sent")).toEqual([
      {
        kind: "sms_sent",
        data: {
          purpose: "retention_notice",
          jobId: job!.id,
          noticedAt: at(-47 * HOUR).toISOString(),
          provider: "test",
          providerMessageId: "msg-1",
        },
      },
    ]);

    // The notice's own lines are not the person turning up: the erasure still happens.
    expect(await runRetention(t.db, at(2 * HOUR))).toMatchObject({ cancelled: 0, erased: 1 });
    expect(await exists(contactId)).toBe(false);
  });

  it("records the log sender's history row, so a notice sent with no gateway shows that it went", async () => {
    const { contactId } = await person("Tara Logonly", "9811100010");
    expect((await runRetention(t.db, at(-47 * HOUR))).noticed).toBe(1);
    const [job] = await noticesFor(contactId);
    await sendRetentionNotice(t.db, { contactId }, { jobId: job!.id, sms: logSmsSender });
    const history = await queryRows<{ status: string; payload: { to: string; text: string } }>(
      t.db,
      sql`SELECT status, payload FROM outbox WHERE kind = 'sms.sent' AND payload->>'to' = '+919811100010'`,
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ status: "done" });
    expect(history[0]!.payload.text).toContain("we will erase");
  });

  it("never erases a person whose notice could not be sent, and counts them for the admins", async () => {
    const told = await person("Asha Toldonce", "9811100011", "asha.toldonce@example.in");
    const untold = await person("Ravi Nevertold", "9811100012", "ravi.nevertold@example.in");
    expect((await runRetention(t.db, at(-47 * HOUR))).noticed).toBe(2);

    // Asha's e-mail goes. Ravi's e-mail fails and MSG91, the fallback, refuses a text that is not a code.
    const { mail } = fakeMail();
    await sendRetentionNotice(t.db, { contactId: told.contactId }, { mail, sms: msg91 });
    const down = fakeMail(true);
    await expect(
      sendRetentionNotice(t.db, { contactId: untold.contactId }, { mail: down.mail, sms: msg91 }),
    ).rejects.toThrow(/msg91/);

    // 48 hours on: Asha is erased, Ravi is kept and counted, round after round.
    expect(await runRetention(t.db, at(2 * HOUR))).toMatchObject({ untold: 1 });
    expect(await exists(told.contactId)).toBe(false);
    expect(await exists(untold.contactId)).toBe(true);
    // A week on, still untold: he is marked afresh and a new notice is queued.
    expect((await noticesFor(untold.contactId)).length).toBe(1);
    expect(await runRetention(t.db, at(3 * DAY))).toMatchObject({ erased: 0, untold: 1, noticed: 0 });
    expect(await runRetention(t.db, at(8 * DAY))).toMatchObject({ erased: 0, untold: 1, noticed: 1 });
    expect(await exists(untold.contactId)).toBe(true);
    expect((await noticesFor(untold.contactId)).length).toBe(2);
    const tab = await privacyTab(t.db, { ...users.admin, image: null, twoFactorEnabled: false } as never);
    expect(tab.retention?.lastRun).toMatchObject({ erased: 0, untold: 1 });

    // Once that notice reaches him (the mail is back), he is erased when its 48 hours have passed.
    await sendRetentionNotice(t.db, { contactId: untold.contactId }, { mail, sms: msg91 });
    expect(await runRetention(t.db, at(9 * DAY))).toMatchObject({ erased: 0, untold: 0 });
    expect(await exists(untold.contactId)).toBe(true);
    expect(await runRetention(t.db, at(10 * DAY + HOUR))).toMatchObject({ erased: 1, untold: 0 });
    expect(await exists(untold.contactId)).toBe(false);
  });

  it("calls the erasure off when the person turns up after the notice", async () => {
    const { contactId } = await person("Kabir Backagain", "9811100002");
    expect((await runRetention(t.db, at(-47 * HOUR))).noticed).toBe(1);
    // The person replies a day later: a timeline line on the contact.
    await t.db.execute(
      sql`INSERT INTO contact_timeline (contact_id, kind, summary, occurred_at) VALUES (${contactId}::uuid, 'note', 'Replied: keep my details', ${at(-20 * HOUR)})`,
    );
    const round = await runRetention(t.db, at(3 * HOUR));
    expect(round.cancelled).toBe(1);
    expect(await exists(contactId)).toBe(true);
    const [row] = await t.db
      .select({ noticedAt: contacts.retentionNoticedAt })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    expect(row!.noticedAt).toBeNull();
  });

  it("calls the erasure off when the person confirms their number on their own page, as the notice says", async () => {
    const { contactId } = await person("Uma Pagevisit", "9811100013");
    expect((await runRetention(t.db, at(-47 * HOUR))).noticed).toBe(1);
    await sendRetentionNotice(t.db, { contactId }, { sms: logSmsSender });
    const codes = createTestSmsSender();
    const { startAndVerify } = flowVisitor(myDataCodeFlow, {
      submissionsUrl: "http://127.0.0.1:3000/api/v1/privacy-access/submissions",
      sms: codes,
      context: () => ({ ip: "198.51.100.77", db: t.db, deps: { sms: codes } }),
    });
    await startAndVerify({ phone: "98111 00013" });
    expect((await runRetention(t.db, at(30 * DAY))).cancelled).toBeGreaterThanOrEqual(1);
    expect(await exists(contactId)).toBe(true);
  });

  it("keeps a paid payment for the accounts, without the person, and erases the rest", async () => {
    const name = "Meera Paidonce";
    const { contactId, leadId } = await person(name, "9811100003");
    const { request } = await t.db.transaction((tx) =>
      createPaymentRequest(tx, {
        contactId,
        leadId,
        purpose: "staff",
        label: `Deposit from ${name}`,
        amount: money(10_000_00, "INR"),
      }),
    );
    await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: request.id,
        amount: money(10_000_00, "INR"),
        method: "bank_transfer",
        reference: "UTR0011223",
        receivedOn: "2020-06-02",
        actorId: users.admin.id,
      }),
    );
    await lastSeen(contactId, T0);

    await runRetention(t.db, at(-47 * HOUR));
    await sendRetentionNotice(t.db, { contactId }, { sms: logSmsSender });
    expect(await runRetention(t.db, at(2 * HOUR))).toMatchObject({ keptForTax: 1 });
    expect(await exists(contactId)).toBe(false);
    const [kept] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(kept).toMatchObject({ contactId: null, leadId: null, amountMinor: 10_000_00, currency: "INR" });
    expect(kept!.label).not.toContain(name);
    expect(await t.db.select().from(payments).where(eq(payments.requestId, request.id))).toHaveLength(1);
    expect(await scanTables(t.db, name)).toEqual([]);
  });

  it("purges a number that never verified after the set days, and keeps a verified one", async () => {
    const started = new Date("2026-05-01T10:00:00Z");
    const [left] = await queryRows<{ id: string }>(
      t.db,
      sql`INSERT INTO contacts (phone, name, created_at, updated_at, last_activity_at)
        VALUES ('+919811100004', 'Left Halfway', ${started}, ${started}, ${started}) RETURNING id`,
    );
    await t.db.execute(
      sql`INSERT INTO lead_submissions (purpose, name, phone, created_at) VALUES ('callback', 'Left Halfway', '+919811100004', ${started})`,
    );
    const verified = await person("Vera Verified", "9811100005");
    await lastSeen(verified.contactId, started);
    // A contact staff typed in (no code, no submission) is not a started form either.
    const [typed] = await queryRows<{ id: string }>(
      t.db,
      sql`INSERT INTO contacts (phone, name, created_at, updated_at, last_activity_at)
        VALUES ('+919811100006', 'Typed In', ${started}, ${started}, ${started}) RETURNING id`,
    );

    expect((await runRetention(t.db, new Date(started.getTime() + 6 * DAY))).purged).toBe(0);
    expect(await exists(left!.id)).toBe(true);
    expect((await runRetention(t.db, new Date(started.getTime() + 8 * DAY))).purged).toBe(1);
    expect(await exists(left!.id)).toBe(false);
    expect(await scanTables(t.db, "Left Halfway")).toEqual([]);
    expect(await exists(verified.contactId)).toBe(true);
    expect(await exists(typed!.id)).toBe(true);
  });

  it("reports each round's counts, and no one's details, in the Privacy tab", async () => {
    const round = await runRetention(t.db, new Date("2026-06-01T00:00:00Z"));
    const tab = await privacyTab(t.db, { ...users.admin, image: null, twoFactorEnabled: false } as never);
    expect(tab.retention?.lastRun).toMatchObject({
      at: "2026-06-01T00:00:00.000Z",
      noticed: round.noticed,
      erased: round.erased,
      purged: round.purged,
      keptForTax: round.keptForTax,
      untold: round.untold,
    });
    const lines = await queryRows<{ details: Record<string, unknown> }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE action = 'retention_run'`,
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const { details } of lines) {
      expect(Object.keys(details).sort()).toEqual([
        "cancelled",
        "erased",
        "inactiveYears",
        "keptForTax",
        "noticeHours",
        "noticed",
        "purged",
        "untold",
        "unverifiedDays",
      ]);
    }
  });

  it("lets only admins change the numbers, within their bounds, and the next round uses them", async () => {
    const path = "/api/v1/console/settings/privacy/retention";
    const numbers = { inactiveYears: 5, noticeHours: 72, unverifiedDays: 3 };
    expect((await call(retentionRoute, "partner", "PUT", path, numbers)).status).toBe(403);
    const wrong = await call(retentionRoute, "admin", "PUT", path, { ...numbers, noticeHours: 2 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.description).toMatch(/hours of notice .* from 24 to 720/);
    expect((await call(retentionRoute, "admin", "PUT", path, numbers)).status).toBe(200);
    await runRetention(t.db, new Date("2026-07-01T00:00:00Z"));
    const [line] = await queryRows<{ details: Record<string, unknown> }>(
      t.db,
      sql`SELECT details FROM audit_log WHERE action = 'retention_run' ORDER BY occurred_at DESC LIMIT 1`,
    );
    expect(line!.details).toMatchObject(numbers);
  });
});
