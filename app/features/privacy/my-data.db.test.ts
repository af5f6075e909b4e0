import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { createProofCookie } from "~/features/verification/index.server";
import { PHONE_CONSENT } from "~/features/verification";
import { setConfigForTests } from "~/server/config.server";
import {
  auditLog,
  consents,
  contacts,
  contactTimeline,
  leads,
  privacyRequests,
} from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, flowVisitor, useTestConfig } from "../../../tests/helpers/verification";
import { handleMyDataRequest, handleWithdrawConsent } from "./my-data-api.server";
import { myDataCodeFlow } from "./my-data-flow.server";
import { hasActiveConsent, marketingAudience, myDataForRequest } from "./my-data.server";
import { setRequestDueDays } from "./privacy-settings.server";

/**
 * The person's own privacy page: the phone code of its own purpose opens it; the page shows what is
 * held about the number (never staff notes); a consent is withdrawn at once and marketing stops; a
 * request gets its due date from the setting; a forged or expired proof opens nothing.
 */
const t = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const AT = new Date("2026-11-20T10:00:00+05:30");
const MARKETING = { version: "marketing-2026-11", text: "Send me offers and new trips." };
const { startAndVerify, post } = flowVisitor(myDataCodeFlow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/privacy-access/submissions",
  sms,
  context: () => ({ ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`, db: t.db, deps: { sms } }),
});

function lead(phone: string, extra: Partial<Parameters<typeof createUnifiedLead>[1]> = {}) {
  return createUnifiedLead(t.db, {
    type: "callback",
    sourceId: crypto.randomUUID(),
    name: "Meera Private",
    phone,
    phoneVerified: true,
    verifiedAt: AT,
    consent: { ...PHONE_CONSENT, at: AT },
    sourceData: { destination: "Kenya", children: 2, childAges: [6, 9] },
    now: AT,
    ...extra,
  });
}

const page = (cookie?: string) =>
  new Request("http://127.0.0.1:3000/privacy/my-data", { headers: cookie ? { cookie } : {} });
const apiPost = (path: string, body: unknown, cookie?: string) =>
  new Request(`http://127.0.0.1:3000/api/v1/privacy/my-data${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("the privacy page's phone code", () => {
  it("proves the number with a code of its own purpose and makes no lead", async () => {
    const before = (await t.db.select().from(leads)).length;
    const { cookie, sent } = await startAndVerify({ phone: "98111 22001" });
    expect(sent.phone).toBe("+919811122001");
    expect(cookie).toMatch(/^vp_privacy_access=/);
    expect((await t.db.select().from(leads)).length).toBe(before);
    // Only the number itself (every code sent is kept in the number's history) is held.
    expect(await myDataForRequest(page(cookie), t.db)).toMatchObject({
      phone: "+919811122001",
      leads: [],
      consents: [],
      bookings: [],
      payments: [],
    });
  });

  it("refuses a number that is not an Indian mobile, naming the field", async () => {
    const res = await myDataCodeFlow.start(post("", { phone: "12345" }), {
      ip: "198.51.100.9",
      db: t.db,
      deps: { sms },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe("phone");
  });
});

describe("what the person sees", () => {
  it("their details, trip, consents and requests, and never staff's notes", async () => {
    const first = await lead("9811122002", { email: "meera@example.in", marketingConsent: MARKETING });
    await t.db
      .update(contacts)
      .set({ notes: "Staff only: prefers Taj" })
      .where(eq(contacts.id, first.contactId));
    await t.db.execute(
      sql`INSERT INTO contact_timeline (contact_id, kind, summary, occurred_at) VALUES (${first.contactId}, 'note', 'Staff note: haggles', now())`,
    );
    // Staff's working copy of the trip, with the "Notes for the quote" field.
    await t.db
      .update(leads)
      .set({ trip: { destination: "Kenya", adults: 2, notes: "Quote the Taj suite, she will pay more" } })
      .where(eq(leads.id, first.leadId));
    const { cookie } = await startAndVerify({ phone: "9811122002" });
    const data = (await myDataForRequest(page(cookie), t.db))!;
    expect(data.contact).toMatchObject({ name: "Meera Private", email: "meera@example.in" });
    expect(data.leads).toHaveLength(1);
    // What they gave, field by field; not the ids, nor the trip staff edited with its notes.
    expect(data.leads[0]!.details).toEqual([
      { field: "destination", value: "Kenya" },
      { field: "children", value: 2 },
      { field: "childAges", value: [6, 9] },
    ]);
    expect(data.consents.map((c) => c.purpose).sort()).toEqual(["marketing", "trip"]);
    expect(JSON.stringify(data)).not.toMatch(/Staff only|haggles|Taj suite/);
  });

  it("opens nothing without a proof, with a forged one, or with an expired one", async () => {
    await lead("9811122003");
    expect(await myDataForRequest(page(), t.db)).toBeNull();
    const valid = createProofCookie("privacy_access", "+919811122003").split(";")[0]!;
    expect(await myDataForRequest(page(valid), t.db)).not.toBeNull();
    // Another number in the proof's body under the old signature.
    const [name, value] = valid.split("=");
    const [body, signature] = value!.split(".");
    const decoded = JSON.parse(Buffer.from(body!, "base64url").toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...decoded, ph: "+919811122002" })).toString("base64url");
    const forged = `${name}=${forgedBody}.${signature}`;
    expect(await myDataForRequest(page(forged), t.db)).toBeNull();
    // A proof of another purpose for the same number.
    const otherPurpose = createProofCookie("callback", "+919811122003")
      .split(";")[0]!
      .replace(/^vp_callback/, "vp_privacy_access");
    expect(await myDataForRequest(page(otherPurpose), t.db)).toBeNull();
    // Made 31 minutes ago: the page's proof lasts 30.
    const expired = createProofCookie("privacy_access", "+919811122003", Date.now() - 31 * 60_000).split(
      ";",
    )[0]!;
    expect(await myDataForRequest(page(expired), t.db)).toBeNull();

    const [consent] = await t.db.select().from(consents).where(eq(consents.phone, "+919811122003"));
    for (const cookie of [undefined, forged, expired]) {
      const res = await handleWithdrawConsent(
        apiPost(`/consents/${consent!.id}/withdraw`, {}, cookie),
        consent!.id,
        { db: t.db },
      );
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { title: string } }).error.title).toBe(
        "Confirm your number again",
      );
      const req = await handleMyDataRequest(apiPost("/requests", { kind: "erasure" }, cookie), { db: t.db });
      expect(req.status).toBe(403);
    }
    const [after] = await t.db.select().from(consents).where(eq(consents.id, consent!.id));
    expect(after!.withdrawnAt).toBeNull();
    expect(
      await t.db.select().from(privacyRequests).where(eq(privacyRequests.phone, "+919811122003")),
    ).toEqual([]);
  });
});

describe("withdrawing a consent", () => {
  it("takes effect at once: stamped, audited without the number, and the marketing send stops", async () => {
    const phone = "+919811122004";
    await lead("9811122004", { marketingConsent: MARKETING });
    expect(await marketingAudience(t.db)).toContain(phone);
    expect(await hasActiveConsent(t.db, phone, "marketing")).toBe(true);

    const { cookie } = await startAndVerify({ phone: "9811122004" });
    const data = (await myDataForRequest(page(cookie), t.db))!;
    const marketing = data.consents.find((c) => c.purpose === "marketing")!;
    const at = new Date("2026-11-28T09:00:00Z");
    const res = await handleWithdrawConsent(
      apiPost(`/consents/${marketing.id}/withdraw`, {}, cookie),
      marketing.id,
      {
        db: t.db,
        now: at,
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ purpose: "marketing", withdrawnAt: at.toISOString() });
    expect(await marketingAudience(t.db)).not.toContain(phone);
    expect(await hasActiveConsent(t.db, phone, "marketing")).toBe(false);
    // The trip consent is untouched; the row stays as the record.
    const rows = await t.db.select().from(consents).where(eq(consents.phone, phone));
    expect(rows.find((r) => r.purpose === "trip")!.withdrawnAt).toBeNull();
    expect(rows.find((r) => r.purpose === "marketing")!.withdrawnAt).toEqual(at);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, marketing.id));
    expect(audit).toMatchObject({
      action: "consent_withdrawn",
      details: { purpose: "marketing", channel: "self_service" },
    });
    expect(JSON.stringify(audit)).not.toContain("9811122004");
    // Pressing it again answers as the first time did.
    const again = await handleWithdrawConsent(
      apiPost(`/consents/${marketing.id}/withdraw`, {}, cookie),
      marketing.id,
      {
        db: t.db,
      },
    );
    expect(await again.json()).toEqual({ purpose: "marketing", withdrawnAt: at.toISOString() });
    // The agent reads it on the contact's timeline, once.
    const lines = await t.db
      .select()
      .from(contactTimeline)
      .where(
        and(eq(contactTimeline.contactId, rows[0]!.contactId), eq(contactTimeline.kind, "consent_withdrawn")),
      );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      summary: "Withdrew consent to “Offers” on the My data page",
      occurredAt: at,
    });
  });

  it("withdraws the purpose from every enquiry the number made, not only the row pressed", async () => {
    const phone = "+919811122091";
    await lead("9811122091", { marketingConsent: MARKETING });
    await lead("9811122091", { type: "quiz", marketingConsent: MARKETING });
    const { cookie } = await startAndVerify({ phone: "9811122091" });
    const data = (await myDataForRequest(page(cookie), t.db))!;
    const offers = data.consents.filter((c) => c.purpose === "marketing");
    expect(offers).toHaveLength(2);
    const res = await handleWithdrawConsent(
      apiPost(`/consents/${offers[0]!.id}/withdraw`, {}, cookie),
      offers[0]!.id,
      { db: t.db },
    );
    expect(res.status).toBe(200);
    expect(await hasActiveConsent(t.db, phone, "marketing")).toBe(false);
    expect(await marketingAudience(t.db)).not.toContain(phone);
    const rows = await t.db.select().from(consents).where(eq(consents.phone, phone));
    expect(rows.filter((r) => r.purpose === "marketing").every((r) => r.withdrawnAt !== null)).toBe(true);
    expect(rows.filter((r) => r.purpose === "trip").every((r) => r.withdrawnAt === null)).toBe(true);
  });

  it("cannot touch another person's consent", async () => {
    const other = await lead("9811122005", { marketingConsent: MARKETING });
    const [theirs] = await t.db.select().from(consents).where(eq(consents.contactId, other.contactId));
    const { cookie } = await startAndVerify({ phone: "9811122006" });
    const res = await handleWithdrawConsent(
      apiPost(`/consents/${theirs!.id}/withdraw`, {}, cookie),
      theirs!.id,
      { db: t.db },
    );
    expect(res.status).toBe(404);
    const bad = await handleWithdrawConsent(apiPost("/consents/nope/withdraw", {}, cookie), "nope", {
      db: t.db,
    });
    expect(bad.status).toBe(404);
    expect(await hasActiveConsent(t.db, "+919811122005", "marketing")).toBe(true);
  });
});

describe("asking for a correction, an erasure, a nominee or a complaint", () => {
  it("is received with the due date the setting gives (30 days unless changed)", async () => {
    await lead("9811122007");
    const { cookie } = await startAndVerify({ phone: "9811122007" });
    const now = new Date("2026-11-28T06:00:00Z");
    const res = await handleMyDataRequest(
      apiPost(
        "/requests",
        { kind: "correction", details: "My name is Meera Iyer, not Meera Private." },
        cookie,
      ),
      { db: t.db, now },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { dueAt: string }).dueAt).toBe("2026-12-28T06:00:00.000Z");

    await setRequestDueDays(t.db, 45, "admin-id");
    const nominee = await handleMyDataRequest(
      apiPost("/requests", { kind: "nomination", details: "Ravi Iyer, +91 98111 22999" }, cookie),
      { db: t.db, now },
    );
    expect(((await nominee.json()) as { dueAt: string }).dueAt).toBe("2027-01-12T06:00:00.000Z");
    await setRequestDueDays(t.db, 30, "admin-id");

    const data = (await myDataForRequest(page(cookie), t.db))!;
    expect(data.requests.map((r) => [r.kind, r.status])).toEqual([
      ["correction", "received"],
      ["nomination", "received"],
    ]);
  });

  it("refuses what cannot be acted on with a sentence naming the field", async () => {
    const { cookie } = await startAndVerify({ phone: "9811122008" });
    const cases: [unknown, string][] = [
      [{ kind: "access" }, "kind"],
      [{ kind: "delete-everything" }, "kind"],
      [{ kind: "correction" }, "details"],
      [{ kind: "grievance", details: "x" }, "details"],
      [{ kind: "nomination", details: "a\u0000b" }, "details"],
    ];
    for (const [body, field] of cases) {
      const res = await handleMyDataRequest(apiPost("/requests", body, cookie), { db: t.db });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = (await res.json()) as { error: { field: string; description: string } };
      expect(error.field).toBe(field);
      expect(error.description.length).toBeGreaterThan(10);
    }
    const notJson = await handleMyDataRequest(
      new Request("http://127.0.0.1:3000/api/v1/privacy/my-data/requests", {
        method: "POST",
        headers: { cookie },
        body: "kind=erasure",
      }),
      { db: t.db },
    );
    expect(notJson.status).toBe(415);
  });
});
