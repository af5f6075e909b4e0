import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { consents } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { loadContactDetail } from "../contacts/contacts.server";

/**
 * The contact sheet's consents: one line per purpose, given on which form and when, withdrawn, or
 * never given; a consent given again after a withdrawal (START after STOP) is live again.
 */
const t = setUpTestDatabase();
const ADMIN = { id: "admin-consent", email: "admin@agency.test", name: "Asha Admin", role: "admin" as const };
const GIVEN = new Date("2026-11-20T10:00:00+05:30");
const NOTICE = { text: "We call you about this trip.", version: "notice-2026-11" };

async function contactWith(phone: string, extra: Partial<Parameters<typeof createUnifiedLead>[1]> = {}) {
  const lead = await createUnifiedLead(t.db, {
    type: "quiz",
    sourceId: crypto.randomUUID(),
    name: "Meera Iyer",
    phone,
    phoneVerified: true,
    consent: { ...NOTICE, at: GIVEN },
    now: GIVEN,
    ...extra,
  });
  return lead.contactId;
}
const standing = async (contactId: string) =>
  (await loadContactDetail(t.db, { user: ADMIN, onlyMine: false }, contactId))!.consents;

describe("a contact's consents on the sheet", () => {
  it("shows each purpose given, withdrawn or never given, with its form and date", async () => {
    const contactId = await contactWith("+919811100001", {
      marketingConsent: { text: "Send me offers.", version: "marketing-2026-11" },
    });
    const withdrawnAt = new Date("2026-11-25T09:30:00Z");
    await t.db
      .update(consents)
      .set({ withdrawnAt })
      .where(and(eq(consents.contactId, contactId), eq(consents.purpose, "trip")));

    expect(await standing(contactId)).toEqual([
      { purpose: "trip", state: "withdrawn", at: withdrawnAt.toISOString(), sourceForm: "quiz" },
      { purpose: "marketing", state: "given", at: GIVEN.toISOString(), sourceForm: "quiz" },
      { purpose: "whatsapp", state: "none", at: null, sourceForm: null },
    ]);
  });

  it("a consent given again after it was withdrawn is live", async () => {
    const contactId = await contactWith("+919811100002");
    await t.db
      .update(consents)
      .set({ withdrawnAt: new Date("2026-11-22T10:00:00+05:30") })
      .where(eq(consents.contactId, contactId));
    const again = new Date("2026-11-26T10:00:00+05:30");
    await createUnifiedLead(t.db, {
      type: "callback",
      sourceId: crypto.randomUUID(),
      name: "Meera Iyer",
      phone: "+919811100002",
      phoneVerified: true,
      consent: { ...NOTICE, at: again },
      now: again,
    });
    const [trip] = await standing(contactId);
    expect(trip).toEqual({
      purpose: "trip",
      state: "given",
      at: again.toISOString(),
      sourceForm: "callback",
    });
  });

  it("an older enquiry's row still live does not hide a later withdrawal", async () => {
    const contactId = await contactWith("+919811100003");
    const later = new Date("2026-11-24T10:00:00+05:30");
    await createUnifiedLead(t.db, {
      type: "callback",
      sourceId: crypto.randomUUID(),
      name: "Meera Iyer",
      phone: "+919811100003",
      phoneVerified: true,
      consent: { ...NOTICE, at: later },
      now: later,
    });
    const withdrawnAt = new Date("2026-11-25T10:00:00+05:30");
    await t.db
      .update(consents)
      .set({ withdrawnAt })
      .where(and(eq(consents.contactId, contactId), eq(consents.sourceForm, "callback")));
    const [trip] = await standing(contactId);
    expect(trip).toMatchObject({ purpose: "trip", state: "withdrawn", at: withdrawnAt.toISOString() });
  });
});
