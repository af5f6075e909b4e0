import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import {
  createPaymentRequest,
  ERASED_PAYER,
  receiptPdf,
  recordManualPayment,
  refundPayment,
} from "~/features/payments/index.server";
import { money } from "~/lib/money";
import { queryRows } from "~/server/db/db.server";
import {
  auditLog,
  contacts,
  contactTimeline,
  leads,
  outbox,
  paymentRefunds,
  paymentRequests,
  payments,
  quotes,
  quoteVersions,
  tasks,
} from "~/server/db/schema.server";
import { pdfText } from "../../../../tests/helpers/pdf-text";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import * as contactsRoute from "../../../routes/api.v1.console.contacts";
import * as contactRoute from "../../../routes/api.v1.console.contacts.$contactId";
import * as eraseRoute from "../../../routes/api.v1.console.contacts.$contactId.erase";
import * as exportRoute from "../../../routes/api.v1.console.contacts.$contactId.export";
import * as mergeRoute from "../../../routes/api.v1.console.contacts.merge";
import * as quotesRoute from "../../../routes/api.v1.console.quotes";
import * as contactsTabRoute from "../../../routes/vox.contacts";
import * as paymentsTabRoute from "../../../routes/vox.payments";
import type { PaymentsTabData } from "../payments/payments-panel";
import { setCrmSetting } from "../shared/settings.server";

/**
 * Contacts as staff work them, through the real endpoints and sessions: add, edit, delete (admins),
 * erase (admins), merge, the list's search and filters, and "only my records".
 */
const t = setUpTestDatabase();
const { users, call, request, tab } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS);
type Who = keyof typeof users | "anonymous";

const create = (who: Who, body: Record<string, unknown>) =>
  call(contactsRoute, who, "POST", "/api/v1/console/contacts", body);
const patch = (who: Who, id: string, body: Record<string, unknown>) =>
  call(contactRoute, who, "PATCH", `/api/v1/console/contacts/${id}`, body, { contactId: id });
const description = (body: { error?: unknown }) => (body.error as { description?: string })?.description;

let seq = 0;
const mobile = () => `9${String(812_000_000 + ++seq).padStart(9, "0")}`;

async function lead(name: string, phone: string, extra: { email?: string; type?: "callback" | "quiz" } = {}) {
  return createUnifiedLead(t.db, {
    type: extra.type ?? "callback",
    sourceId: crypto.randomUUID(),
    name,
    phone,
    email: extra.email ?? null,
    phoneVerified: true,
  });
}

/** A quote on the lead, made through the console's endpoint as an agent would. */
async function quoteOn(leadId: string) {
  const made = await call(quotesRoute, "admin", "POST", "/api/v1/console/quotes", {
    leadId,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.quoteId as string;
}
const list = (who: keyof typeof users, query: string) => tab(contactsTabRoute, who, `/vox/contacts?${query}`);

describe("adding and editing contacts", () => {
  it("a partner adds a contact; the mobile is stored in one form and the contact is theirs", async () => {
    const phone = mobile();
    const res = await create("partner", {
      name: "Kavya Menon",
      phone: `0${phone.slice(0, 5)} ${phone.slice(5)}`,
      city: "Kochi",
    });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, res.body.id as string));
    expect(row).toMatchObject({
      name: "Kavya Menon",
      phone: `+91${phone}`,
      city: "Kochi",
      ownerId: users.partner.id,
    });
    expect(row!.phoneVerifiedAt).toBeNull();
    const timeline = await t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, row!.id));
    expect(timeline.map((r) => [r.kind, r.actorId])).toEqual([["contact_created", users.partner.id]]);
  });

  it("refuses bad input with a sentence, and writes nothing", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: "K", phone: mobile() }, "name", /name \(2 to 80/],
      [{ name: "Kavya", phone: "12345" }, "phone", /10-digit Indian mobile/],
      [{ name: "Kavya", phone: "+44 7700 900123" }, "phone", /10-digit Indian mobile/],
      [{ name: "Kavya", email: "not-an-address" }, "email", /valid e-mail/],
      [{ name: "Kavya" }, "phone", /mobile number or an e-mail/],
      [{ name: "Kavya", phone: mobile(), ownerId: "nobody" }, "ownerId", /active staff/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create("partner", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(description(res.body)).toMatch(message);
      expect((res.body.error as { field?: string }).field).toBe(field);
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(contacts);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("a mobile already on file is refused 409 naming whose it is", async () => {
    const phone = mobile();
    const first = await create("partner", { name: "Rohan Shah", phone });
    const again = await create("admin", { name: "R. Shah", phone: `+91 ${phone}` });
    expect(again.status).toBe(409);
    expect(description(again.body)).toMatch(/already Rohan Shah's number/);
    expect((again.body.error as { existingId?: string }).existingId).toBe(first.body.id);
  });

  it("with only-my-records on, a mobile on someone else's contact is refused without their name or id", async () => {
    const phone = mobile();
    const theirs = await create("other", { name: "Shreya Sharma", phone });
    const mine = await create("partner", { name: "Partner's Own", phone: mobile() });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      for (const res of [
        await create("partner", { name: "S. Sharma", phone }),
        await patch("partner", mine.body.id as string, { phone }),
      ]) {
        expect(res.status).toBe(409);
        expect(description(res.body)).toMatch(/^A contact with .+ already exists\. An admin can help/);
        expect(JSON.stringify(res.body)).not.toMatch(/Shreya|Sharma/);
        expect(JSON.stringify(res.body)).not.toContain(theirs.body.id as string);
      }
      // Each attempt is in the audit log for the admins, naming the contact it hit.
      const attempts = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, "contact_duplicate_refused"),
            eq(auditLog.targetId, theirs.body.id as string),
          ),
        );
      expect(attempts.map((a) => a.actorUserId)).toEqual([users.partner.id, users.partner.id]);
      // The owner still hears whose it is (their own contact).
      const own = await create("other", { name: "Again", phone });
      expect(description(own.body)).toMatch(/already Shreya Sharma's number/);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("editing writes what changed on the timeline; a new number is no longer verified", async () => {
    const phone = mobile();
    const created = await lead("Ira Bose", phone);
    const id = created.contactId;
    const res = await patch("partner", id, { name: "Ira Bose-Sen", phone: mobile(), city: "Kolkata" });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, id));
    expect(row).toMatchObject({ name: "Ira Bose-Sen", city: "Kolkata", phoneVerifiedAt: null });
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(sql`${contactTimeline.contactId} = ${id} AND ${contactTimeline.kind} = 'contact_updated'`);
    expect(line!.summary).toBe("Details edited: name, mobile, city");
    expect(line!.actorId).toBe(users.partner.id);
    expect((await patch("partner", id, {})).status).toBe(400);
    expect((await patch("partner", crypto.randomUUID(), { city: "Pune" })).status).toBe(404);
    expect((await patch("partner", "not-a-uuid", { city: "Pune" })).status).toBe(404);
  });

  it("anonymous callers and other sites are refused before anything is read", async () => {
    expect((await create("anonymous", { name: "Nobody", phone: mobile() })).status).toBe(401);
    const cross = await call(
      contactsRoute,
      "partner",
      "POST",
      "/api/v1/console/contacts",
      { name: "Cross Site", phone: mobile() },
      {},
      "https://evil.example",
    );
    expect(cross.status).toBe(403);
    expect((await call(contactsRoute, "partner", "PUT", "/api/v1/console/contacts", {})).status).toBe(405);
  });
});

describe("the contacts list", () => {
  it("finds a contact by a mobile typed with spaces, a prefix, part of the name or the e-mail", async () => {
    const phone = "9876512345";
    const { contactId } = await lead("Meenakshi Sundaram", phone, { email: "meena.s@example.in" });
    for (const q of ["98765 12345", "+91-98765-12345", "098765 12345", "65123", "sundar", "MEENA.S@"]) {
      const data = await list("partner", `q=${encodeURIComponent(q)}`);
      expect(
        data.rows.map((r) => r.id),
        q,
      ).toContain(contactId);
    }
    const none = await list("partner", "q=zzzz-nobody");
    expect(none.total).toBe(0);
  });

  it("finds a contact with a number outside India by the whole number or part of it", async () => {
    const { contactId } = await lead("Ravi Menon", "+44 7700 900456");
    for (const q of ["+44 7700 900456", "+447700900456", "900456"]) {
      const data = await list("partner", `q=${encodeURIComponent(q)}`);
      expect(
        data.rows.map((r) => ({ id: r.id, phone: r.phone })),
        q,
      ).toContainEqual({ id: contactId, phone: "+447700900456" });
    }
  });

  it("filters by stage, lead type, verified and owner; sorts by name; bad values are ignored", async () => {
    const won = await lead("Aarav Won", mobile(), { type: "quiz" });
    await t.db.update(leads).set({ stage: "Closed Won" }).where(eq(leads.contactId, won.contactId));
    const byStage = await list("admin", "stage=Closed%20Won");
    expect(byStage.rows.map((r) => r.id)).toEqual([won.contactId]);
    const byType = await list("admin", "type=quiz");
    expect(byType.rows.every((r) => r.latest?.type === "quiz")).toBe(true);
    const bySource = await list("admin", "source=quiz_page");
    expect(bySource.rows.map((r) => r.id)).toContain(won.contactId);
    expect(bySource.rows.every((r) => r.latest?.type === "quiz")).toBe(true);
    const unverified = await list("admin", "verified=no");
    expect(unverified.rows.every((r) => !r.verified)).toBe(true);
    const mine = await list("partner", "owner=me");
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.ownerName === users.partner.name)).toBe(true);
    const sorted = await list("admin", "sort=name&dir=asc");
    const names = sorted.rows.map((r) => r.name ?? "");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const junk = await list("admin", "stage=Nope&type=<script>&source=DROP%20TABLE&sort=drop&verified=maybe");
    expect(junk.filters).toMatchObject({ sort: "activity", dir: "desc" });
    expect(junk.filters.stage).toBeUndefined();
    expect(junk.filters.source).toBeUndefined();
  });
});

describe("deleting (admins only)", () => {
  it("a partner is refused; an admin hides the contact, cancels its open tasks and leaves an audit entry", async () => {
    const { contactId } = await lead("Dev Gone", mobile());
    await t.db.insert(tasks).values({ type: "call", title: "Call Dev", contactId });
    const path = `/api/v1/console/contacts/${contactId}`;
    const refused = await call(contactRoute, "partner", "DELETE", path, undefined, { contactId });
    expect(refused.status).toBe(403);
    const done = await call(contactRoute, "admin", "DELETE", path, undefined, { contactId });
    expect(done.status).toBe(200);
    const listed = await list("admin", "q=Dev%20Gone");
    expect(listed.total).toBe(0);
    expect((await patch("admin", contactId, { city: "Goa" })).status).toBe(404);
    const open = await t.db.select().from(tasks).where(eq(tasks.contactId, contactId));
    // The lead's own urgent call and the task added by hand.
    expect(open.length).toBeGreaterThanOrEqual(1);
    expect(open.every((x) => x.status === "cancelled")).toBe(true);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, contactId));
    expect(audit).toMatchObject({
      action: "contact_deleted",
      actorUserId: users.admin.id,
      targetType: "contact",
    });
  });
});

describe("erasing a person (admins only)", () => {
  it("removes the person's name, number and e-mail from every table, and the audit entry holds none", async () => {
    const digits = "9123400987";
    const name = "Zoya Erasable";
    const email = "zoya.erasable@example.in";
    const first = await lead(name, digits, { email });
    await lead(name, digits, { type: "quiz" });
    // A quote on the lead: it is the person's too, and goes with them.
    const quoteId = await quoteOn(first.leadId);
    // A deposit paid by bank transfer and partly refunded: the agency's accounts must keep it.
    const ask = (label: string) =>
      t.db.transaction((tx) =>
        createPaymentRequest(tx, {
          contactId: first.contactId,
          leadId: first.leadId,
          purpose: "staff",
          label,
          amount: money(25_000_00, "INR"),
        }),
      );
    const { request: deposit } = await ask(`Deposit from ${name}`);
    const { request: unpaid } = await ask(`Balance from ${name}`);
    const paid = await t.db.transaction((tx) =>
      recordManualPayment(tx, {
        requestId: deposit.id,
        amount: money(25_000_00, "INR"),
        method: "bank_transfer",
        reference: "UTR0098765",
        receivedOn: "2026-11-20",
        actorId: users.admin.id,
      }),
    );
    const refund = await refundPayment(t.db, {
      paymentId: paid.id,
      amount: money(5_000_00, "INR"),
      reason: `${name} dropped one night`,
      actorId: users.admin.id,
    });
    await t.db.execute(
      sql`INSERT INTO lead_submissions (purpose, name, phone, email) VALUES ('callback', ${name}, ${`+91${digits}`}, ${email})`,
    );
    await t.db.execute(
      sql`INSERT INTO verification_codes (purpose, phone, code_hash, sent_at, expires_at)
        VALUES ('callback', ${`+91${digits}`}, 'x', now(), now() + interval '5 minutes')`,
    );
    await t.db.execute(
      sql`INSERT INTO rate_limit_counters (key, window_start, count, expires_at)
        VALUES (${`sms:phone:+91${digits}:h`}, now(), 1, now() + interval '1 hour')`,
    );
    // The person asked for the erasure on their privacy page: the request stays, without their words.
    await t.db.execute(
      sql`INSERT INTO privacy_requests (kind, contact_id, phone, details, channel, received_at, due_at)
        VALUES ('erasure', ${first.contactId}, ${`+91${digits}`}, ${`Please erase ${name}, ${email}`}, 'self_service', now(), now() + interval '30 days')`,
    );
    const params = { contactId: first.contactId };
    // First the person's copy of their data: what the erase is about to remove.
    const exportPath = `/api/v1/console/contacts/${first.contactId}/export`;
    const asPartner = await exportRoute
      .loader({ request: request("partner", exportPath), params, context: {} } as never)
      .catch((thrown: unknown) => thrown as Response);
    expect(asPartner.status).toBe(403);
    const exported = await exportRoute.loader({
      request: request("admin", exportPath),
      params,
      context: { clientIp: "203.0.113.7" },
    } as never);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="personal-data-/);
    const copy = (await exported.json()) as Record<string, { name?: string; phone?: string }[]> & {
      contact: { name: string; email: string };
    };
    expect(copy.contact).toMatchObject({ name, email });
    expect(copy.leads).toHaveLength(2);
    expect(copy.quotes).toHaveLength(1);
    expect(copy.formSubmissions!.map((s) => s.phone)).toEqual([`+91${digits}`]);
    const [exportAudit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first.contactId), eq(auditLog.action, "contact_exported")));
    expect(JSON.stringify(exportAudit!.details)).not.toMatch(new RegExp(`${digits}|${name}|${email}`, "i"));

    const body = { confirm: "ERASE" };
    const path = `/api/v1/console/contacts/${first.contactId}/erase`;
    expect((await call(eraseRoute, "partner", "POST", path, body, params)).status).toBe(403);
    const unconfirmed = await call(eraseRoute, "admin", "POST", path, { confirm: "yes" }, params);
    expect(unconfirmed.status).toBe(400);
    expect(description(unconfirmed.body)).toMatch(/Type ERASE/);

    const res = await call(eraseRoute, "admin", "POST", path, body, params);
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({
      leads: 2,
      submissions: 1,
      codes: 1,
      quotes: 1,
      privacyRequests: 1,
      payments: 1,
      paymentsKept: 1,
    });
    const [keptRequest] = await queryRows<{ kind: string; contact_id: string | null }>(
      t.db,
      sql`SELECT kind, contact_id FROM privacy_requests`,
    );
    expect(keptRequest).toEqual({ kind: "erasure", contact_id: null });
    // The unpaid request goes; the paid one stays for the accounts, its money intact, naming nobody.
    expect(await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, unpaid.id))).toEqual([]);
    const [kept] = await t.db.select().from(paymentRequests).where(eq(paymentRequests.id, deposit.id));
    expect(kept).toMatchObject({
      contactId: null,
      leadId: null,
      reference: deposit.reference,
      amountMinor: 25_000_00,
      currency: "INR",
      paidMinor: 25_000_00,
      refundedMinor: 5_000_00,
    });
    expect(await t.db.select().from(payments).where(eq(payments.id, paid.id))).toEqual([
      expect.objectContaining({
        amountMinor: 25_000_00,
        currency: "INR",
        method: "bank_transfer",
        reference: "UTR0098765",
        receivedOn: "2026-11-20",
        receiptNumber: paid.receiptNumber,
      }),
    ]);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paid.id))).toEqual([
      expect.objectContaining({ id: refund.id, amountMinor: 5_000_00, status: "processed" }),
    ]);
    const receipt = pdfText((await receiptPdf(paid.id, t.db))!);
    expect(receipt).toContain(paid.receiptNumber);
    expect(receipt).toContain(ERASED_PAYER);
    expect(receipt).not.toContain(name);
    // Still on the admins' Payments tab (and so in Collected), without a name.
    const listed = await tab<PaymentsTabData>(
      paymentsTabRoute as never,
      "admin",
      `/vox/payments?q=${deposit.reference}`,
    );
    expect(listed.rows.map((r) => [r.id, r.contactId, r.contactName])).toEqual([
      [deposit.id, null, ERASED_PAYER],
    ]);
    expect(await t.db.select().from(quotes).where(eq(quotes.id, quoteId))).toEqual([]);
    expect(await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId))).toEqual([]);

    const tables = await queryRows<{ table_name: string }>(
      t.db,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      for (const needle of [digits, "91234 00987", name.toLowerCase(), email]) {
        const [found] = await queryRows<{ n: number }>(
          t.db,
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} x WHERE lower(x::text) LIKE ${`%${needle}%`}`,
        );
        expect(found!.n, `${needle} in ${table_name}`).toBe(0);
      }
    }
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first.contactId), eq(auditLog.action, "contact_erased")));
    expect(audit).toBeDefined();
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(sql`payload::text LIKE ${`%${first.leadId}%`}`),
    ).toEqual([]);
    // A second erase finds nothing to erase.
    expect((await call(eraseRoute, "admin", "POST", path, body, params)).status).toBe(404);
  });
});

describe("merging duplicates", () => {
  it("keeps every lead, task and timeline line, and each field as chosen", async () => {
    const email = "tara.duplicate@example.in";
    const a = await lead("Tara Kapoor", mobile(), { email });
    const b = await lead("Tara K.", mobile(), { email: "TARA.duplicate@example.in", type: "quiz" });
    await t.db.update(contacts).set({ city: "Jaipur" }).where(eq(contacts.id, b.contactId));
    const quoteId = await quoteOn(b.leadId);
    await t.db
      .insert(tasks)
      .values({ type: "email", title: "Send Tara the Bali quote", contactId: b.contactId });
    const [bPhone] = await t.db
      .select({ phone: contacts.phone })
      .from(contacts)
      .where(eq(contacts.id, b.contactId));
    const countOf = async (table: typeof leads | typeof tasks | typeof contactTimeline, id: string) =>
      (await t.db.select().from(table).where(eq(table.contactId, id))).length;
    const before = {
      leads: (await countOf(leads, a.contactId)) + (await countOf(leads, b.contactId)),
      tasks: (await countOf(tasks, a.contactId)) + (await countOf(tasks, b.contactId)),
      timeline: (await countOf(contactTimeline, a.contactId)) + (await countOf(contactTimeline, b.contactId)),
    };

    const detail = await list("partner", `contact=${a.contactId}`);
    expect(detail.selected?.duplicates.map((d) => [d.id, d.reason])).toEqual([[b.contactId, "e-mail"]]);

    const res = await call(mergeRoute, "partner", "POST", "/api/v1/console/contacts/merge", {
      keepId: a.contactId,
      mergeId: b.contactId,
      choose: { phone: "merge", city: "merge" },
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(contacts).where(eq(contacts.id, b.contactId))).toEqual([]);
    const [kept] = await t.db.select().from(contacts).where(eq(contacts.id, a.contactId));
    expect(kept).toMatchObject({ name: "Tara Kapoor", phone: bPhone!.phone, city: "Jaipur", email });
    expect(kept!.phoneVerifiedAt).not.toBeNull();
    expect(await countOf(leads, a.contactId)).toBe(before.leads);
    expect(await countOf(tasks, a.contactId)).toBe(before.tasks);
    const [quote] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.contactId).toBe(a.contactId);
    // Every line moved, plus the merge's own.
    expect(await countOf(contactTimeline, a.contactId)).toBe(before.timeline + 1);

    const again = await call(mergeRoute, "partner", "POST", "/api/v1/console/contacts/merge", {
      keepId: a.contactId,
      mergeId: b.contactId,
    });
    expect(again.status).toBe(404);
    const self = await call(mergeRoute, "partner", "POST", "/api/v1/console/contacts/merge", {
      keepId: a.contactId,
      mergeId: a.contactId,
    });
    expect(self.status).toBe(400);
    expect(description(self.body)).toMatch(/cannot be merged into itself/);
  });
});

describe("only my records", () => {
  it("partners then see, search and edit only their own; admins still see everyone", async () => {
    const mine = await create("partner", { name: "Owned By Partner", phone: mobile() });
    const theirs = await create("other", { name: "Owned By Other", phone: mobile() });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const partnerView = await list("partner", "q=Owned%20By");
      expect(partnerView.rows.map((r) => r.name)).toEqual(["Owned By Partner"]);
      const byId = await list("partner", `contact=${theirs.body.id}`);
      expect(byId.selected).toBeNull();
      expect((await patch("partner", theirs.body.id as string, { city: "Agra" })).status).toBe(404);
      expect((await patch("partner", mine.body.id as string, { city: "Agra" })).status).toBe(200);
      const adminView = await list("admin", "q=Owned%20By");
      expect(adminView.rows).toHaveLength(2);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
    expect((await list("partner", "q=Owned%20By")).rows).toHaveLength(2);
  });

  it("a lead filter counts only the leads a partner may see: their own, or unowned on their contact", async () => {
    // On their contact: one quiz lead owned by someone else, one callback lead nobody owns.
    const ownPhone = mobile();
    const own = await lead("Filter Own Contact", ownPhone, { type: "quiz" });
    await lead("Filter Own Contact", ownPhone, { type: "callback" });
    await t.db.update(contacts).set({ ownerId: users.partner.id }).where(eq(contacts.id, own.contactId));
    await t.db.update(leads).set({ ownerId: null }).where(eq(leads.contactId, own.contactId));
    await t.db
      .update(leads)
      .set({ ownerId: users.other.id })
      .where(and(eq(leads.contactId, own.contactId), eq(leads.type, "quiz")));
    // On someone else's contact: a quiz lead the partner owns.
    const led = await lead("Filter Led Contact", mobile(), { type: "quiz" });
    await t.db.update(contacts).set({ ownerId: users.other.id }).where(eq(contacts.id, led.contactId));
    await t.db.update(leads).set({ ownerId: users.partner.id }).where(eq(leads.contactId, led.contactId));
    // A contact that was the partner's lead but is deleted: nobody's.
    const gone = await lead("Filter Gone Contact", mobile(), { type: "quiz" });
    await t.db.update(leads).set({ ownerId: users.partner.id }).where(eq(leads.contactId, gone.contactId));
    await t.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone.contactId));

    const names = async (who: "partner" | "admin", query: string) =>
      (await list(who, `q=Filter&${query}`)).rows.map((r) => r.name).sort();
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      expect(await names("partner", "type=quiz")).toEqual(["Filter Led Contact"]);
      expect(await names("partner", "type=callback")).toEqual(["Filter Own Contact"]);
      expect((await list("partner", "q=Filter&type=quiz")).total).toBe(1);
      expect(await names("admin", "type=quiz")).toEqual(["Filter Led Contact", "Filter Own Contact"]);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
    expect(await names("partner", "type=quiz")).toEqual(["Filter Led Contact", "Filter Own Contact"]);
  });
});
