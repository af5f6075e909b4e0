import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { PHONE_CONSENT } from "~/features/verification";
import { queryRows } from "~/server/db/db.server";
import { consents } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../tests/helpers/console-calls";
import * as eraseRoute from "../../routes/api.v1.console.contacts.$contactId.erase";
import * as exportRoute from "../../routes/api.v1.console.contacts.$contactId.export";

/**
 * The consent record: each lead writes the purposes its visitor agreed to, with the notice's
 * version and words, the time, the channel and the form; an erase takes the record with the person.
 */
const t = setUpTestDatabase();
const { call, request } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS);

const AT = new Date("2026-11-20T10:00:00+05:30");
const MARKETING = { version: "marketing-2026-11", text: "Send me offers and new trips." };

function lead(phone: string, extra: Partial<Parameters<typeof createUnifiedLead>[1]> = {}) {
  return createUnifiedLead(t.db, {
    type: "callback",
    sourceId: crypto.randomUUID(),
    name: "Kavya Consenting",
    phone,
    phoneVerified: true,
    verifiedAt: AT,
    consent: { ...PHONE_CONSENT, at: AT },
    now: AT,
    ...extra,
  });
}

const consentsOf = (contactId: string) =>
  t.db.select().from(consents).where(eq(consents.contactId, contactId)).orderBy(consents.givenAt);

describe("the consent record", () => {
  it("a lead records the trip purpose with the notice it was given under, once, even on a retry", async () => {
    const sourceId = crypto.randomUUID();
    const first = await lead("9876500011", { sourceId, type: "quiz", email: "kavya@example.in" });
    const again = await lead("9876500011", { sourceId, type: "quiz", email: "kavya@example.in" });
    expect(again.created).toBe(false);

    const rows = await consentsOf(first.contactId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      leadId: first.leadId,
      phone: "+919876500011",
      email: "kavya@example.in",
      purpose: "trip",
      noticeVersion: PHONE_CONSENT.version,
      noticeText: PHONE_CONSENT.text,
      channel: "web",
      sourceForm: "quiz",
      withdrawnAt: null,
    });
    expect(rows[0]!.givenAt).toEqual(AT);
  });

  it("marketing is its own consent, recorded only when chosen", async () => {
    const without = await lead("9876500022");
    expect((await consentsOf(without.contactId)).map((c) => c.purpose)).toEqual(["trip"]);

    const chosen = await lead("9876500033", { marketingConsent: MARKETING });
    const rows = await consentsOf(chosen.contactId);
    expect(rows.map((c) => c.purpose).sort()).toEqual(["marketing", "trip"]);
    expect(rows.find((c) => c.purpose === "marketing")).toMatchObject({
      noticeVersion: MARKETING.version,
      noticeText: MARKETING.text,
      sourceForm: "callback",
    });
  });

  it("a changed notice is a new version; the older consent keeps the words it was given under", async () => {
    const old = await lead("9876500044");
    const changed = { version: "phone-consent-2026-12", text: "We'll call you about this trip." };
    await lead("9876500044", { consent: { ...changed, at: new Date(AT.getTime() + 60_000) } });
    const rows = await consentsOf(old.contactId);
    expect(rows.map((c) => [c.noticeVersion, c.noticeText])).toEqual([
      [PHONE_CONSENT.version, PHONE_CONSENT.text],
      [changed.version, changed.text],
    ]);
  });

  it("a lead without a notice (entered by staff) records no consent", async () => {
    const staff = await lead("9876500055", { consent: null });
    expect(await consentsOf(staff.contactId)).toEqual([]);
  });

  it("the person's copy lists their consents; erasing them leaves no consent row naming them", async () => {
    const gone = await lead("9876500066", { marketingConsent: MARKETING, email: "erase.me@example.in" });
    // The person's copy lists the consents the erase is about to remove.
    const exported = await exportRoute.loader({
      request: request("admin", `/api/v1/console/contacts/${gone.contactId}/export`),
      params: { contactId: gone.contactId },
      context: {},
    } as never);
    const copy = (await exported.json()) as { consents: { purpose: string }[] };
    expect(copy.consents.map((c) => c.purpose).sort()).toEqual(["marketing", "trip"]);
    const res = await call(
      eraseRoute,
      "admin",
      "POST",
      `/api/v1/console/contacts/${gone.contactId}/erase`,
      { confirm: "ERASE" },
      { contactId: gone.contactId },
    );
    expect(res.status).toBe(200);
    expect(res.body.counts).toMatchObject({ consents: 2 });
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM consents x WHERE x::text LIKE '%9876500066%' OR x::text LIKE '%erase.me@%'`,
    );
    expect(left!.n).toBe(0);
  });
});
