import { and, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contacts, contactTags, tags } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as matchingRoute from "../../../routes/api.v1.console.contacts.tags.matching";
import { applyTagsToMatching, BULK_MATCHING_PER_MINUTE } from "./bulk-matching.server";
import { loadConsoleTab } from "../shell/console-tabs.server";
import { setCrmSetting } from "../shared/settings.server";

/**
 * "Select all N matching" on the contacts list: the server finds the filter's contacts again, within
 * the person's records, and acts on all of them or none.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner", other: "partner" });

const tagMatching = (who: "admin" | "partner" | "anonymous", body: unknown) =>
  call(matchingRoute, who, "POST", "/api/v1/console/contacts/tags/matching", body);

let seq = 0;
async function people(n: number, name: string, ownerId: string | null) {
  const rows = Array.from({ length: n }, () => {
    seq += 1;
    return { name, phone: `+9198711${String(seq).padStart(5, "0")}`, ownerId };
  });
  return (await t.db.insert(contacts).values(rows).returning({ id: contacts.id })).map((r) => r.id);
}
async function tag(name: string) {
  const [row] = await t.db.insert(tags).values({ name, color: "gold" }).returning({ id: tags.id });
  return row!.id;
}
const taggedWith = async (tagId: string, name: string) =>
  (
    await t.db
      .select({ id: contactTags.contactId })
      .from(contactTags)
      .innerJoin(contacts, eq(contacts.id, contactTags.contactId))
      .where(and(eq(contactTags.tagId, tagId), like(contacts.name, name)))
  ).length;
const listTotal = async (who: "admin" | "partner", filters: string) => {
  const tab = await loadConsoleTab(t.db, "contacts", {
    user: users[who],
    searchParams: new URLSearchParams(`tab=contacts&${filters}`),
  });
  return (tab as { total: number; rows: unknown[] }).total;
};

describe("tagging every contact the list's filters match", () => {
  it("tags all 285 matching (not only the 50 shown), in one go, audited", async () => {
    await people(285, "Match Maldives", users.partner.id);
    await people(3, "Other Crowd", users.partner.id);
    const vip = await tag("Maldives 285");
    const filters = "q=Match%20Maldives";
    expect(await listTotal("admin", filters)).toBe(285);

    const res = await tagMatching("admin", { filters, count: 285, add: [vip] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contacts: 285, added: 285, removed: 0 });
    expect(await taggedWith(vip, "Match Maldives")).toBe(285);
    expect(await taggedWith(vip, "Other Crowd")).toBe(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "contacts_bulk_tagged"));
    expect(audit).toMatchObject({ actorUserId: users.admin.id });
    expect(audit!.details).toMatchObject({ count: 285, filters: { q: "Match Maldives" }, add: [vip] });

    // And off again, the same way.
    const off = await tagMatching("admin", { filters, count: 285, remove: [vip] });
    expect(off.body).toMatchObject({ contacts: 285, removed: 285 });
    expect(await taggedWith(vip, "Match Maldives")).toBe(0);
  });

  it("answers 409 with the new number when the filters match a different count, changing nothing", async () => {
    await people(12, "Drift Goa", null);
    const label = await tag("Goa drift");
    const filters = "q=Drift%20Goa";
    // Someone adds a matching contact after the person confirmed 12.
    await people(1, "Drift Goa", null);
    const res = await tagMatching("admin", { filters, count: 12, add: [label] });
    expect(res.status).toBe(409);
    expect(res.body.error?.description).toBe(
      "These filters now match 13 contacts, not the 12 contacts you confirmed. Nothing was changed: look at the list again and confirm the new number.",
    );
    expect(await taggedWith(label, "Drift Goa")).toBe(0);
  });

  it("with only-my-records on, a partner's filter covers only their records: the company-wide count is refused", async () => {
    await people(7, "Scope Kerala", users.partner.id);
    await people(5, "Scope Kerala", users.other.id);
    const label = await tag("Kerala scope");
    const filters = "q=Scope%20Kerala";
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      expect(await listTotal("partner", filters)).toBe(7);
      const wide = await tagMatching("partner", { filters, count: 12, add: [label] });
      expect(wide.status).toBe(409);
      expect(wide.body.error?.description).toMatch(/now match 7 contacts, not the 12/);
      const own = await tagMatching("partner", { filters, count: 7, add: [label] });
      expect(own.body).toMatchObject({ contacts: 7, added: 7 });
      const others = await t.db
        .select({ id: contacts.id })
        .from(contacts)
        .innerJoin(contactTags, eq(contactTags.contactId, contacts.id))
        .where(and(eq(contacts.ownerId, users.other.id), eq(contactTags.tagId, label)));
      expect(others).toHaveLength(0);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("all or nothing: a tag deleted meanwhile refuses the whole run; bad input is refused with a sentence", async () => {
    await people(4, "Whole Ladakh", null);
    const kept = await tag("Ladakh kept");
    const gone = await tag("Ladakh gone");
    await t.db.delete(tags).where(eq(tags.id, gone));
    const res = await tagMatching("admin", { filters: "q=Whole%20Ladakh", count: 4, add: [kept, gone] });
    expect(res.status).toBe(404);
    expect(await taggedWith(kept, "Whole Ladakh")).toBe(0);

    expect((await tagMatching("anonymous", { filters: "", count: 4, add: [kept] })).status).toBe(401);
    for (const [body, message] of [
      [{ filters: "q=x", count: 0, add: [kept] }, /at least one/],
      [{ filters: "q=x", count: 20_000, add: [kept] }, /at most 10,000/],
      [{ filters: "q=x", count: 3 }, /Choose a tag/],
    ] as const) {
      const bad = await tagMatching("admin", body);
      expect(bad.status).toBe(400);
      expect(bad.body.error?.description).toMatch(message);
    }
  });

  it(`allows ${BULK_MATCHING_PER_MINUTE} runs a minute per person`, async () => {
    const ids = await people(2, "Rate Sikkim", null);
    const label = await tag("Sikkim rate");
    const now = new Date("2031-01-01T10:00:00Z");
    const run = () =>
      applyTagsToMatching(
        t.db,
        users.partner,
        { filters: "q=Rate%20Sikkim", count: 2, add: [label], remove: [] },
        { ip: null, now },
      );
    for (let i = 0; i < BULK_MATCHING_PER_MINUTE; i++) await run();
    await expect(run()).rejects.toMatchObject({ status: 429 });
    expect(await t.db.select().from(contactTags).where(inArray(contactTags.contactId, ids))).toHaveLength(2);
  });
});
