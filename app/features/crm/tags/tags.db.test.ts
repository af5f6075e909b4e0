import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, contacts, contactTags, tags } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as tagsRoute from "../../../routes/api.v1.console.tags";
import * as tagRoute from "../../../routes/api.v1.console.tags.$tagId";
import * as applyRoute from "../../../routes/api.v1.console.contacts.tags";
import { loadConsoleTab } from "../shell/console-tabs.server";
import { setCrmSetting } from "../shared/settings.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner", other: "partner" });

const newTag = (who: "admin" | "partner" | "anonymous", body: unknown) =>
  call(tagsRoute, who, "POST", "/api/v1/console/tags", body);
const patchTag = (who: "admin" | "partner", id: string, body: unknown) =>
  call(tagRoute, who, "PATCH", `/api/v1/console/tags/${id}`, body, { tagId: id });
const deleteTag = (who: "admin" | "partner", id: string) =>
  call(tagRoute, who, "DELETE", `/api/v1/console/tags/${id}`, undefined, { tagId: id });
const apply = (who: "admin" | "partner" | "other" | "anonymous", body: unknown) =>
  call(applyRoute, who, "POST", "/api/v1/console/contacts/tags", body);

let seq = 0;
async function contact(ownerId: string | null = null, name = "Tagged Person") {
  seq += 1;
  const [row] = await t.db
    .insert(contacts)
    .values({ name, phone: `+9198700${String(seq).padStart(5, "0")}`, ownerId })
    .returning({ id: contacts.id });
  return row!.id;
}
const tagsOf = async (contactId: string) =>
  (
    await t.db
      .select({ name: tags.name })
      .from(contactTags)
      .innerJoin(tags, eq(tags.id, contactTags.tagId))
      .where(eq(contactTags.contactId, contactId))
  )
    .map((r) => r.name)
    .sort();

describe("making tags", () => {
  it("an admin creates, renames, recolours and deletes a tag; the delete is audited with its reach", async () => {
    const made = await newTag("admin", { name: "  Honeymoon   couples ", color: "rose" });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: "Honeymoon couples", color: "rose" });
    const id = made.body.id as string;

    expect((await patchTag("admin", id, { name: "Honeymoon" })).body).toMatchObject({
      name: "Honeymoon",
      color: "rose",
    });
    expect((await patchTag("admin", id, { color: "sky" })).body).toMatchObject({
      name: "Honeymoon",
      color: "sky",
    });

    const c = await contact();
    expect((await apply("admin", { contactIds: [c], add: [id] })).status).toBe(200);
    const deleted = await deleteTag("admin", id);
    expect(deleted.status).toBe(200);
    expect(await tagsOf(c)).toEqual([]);
    expect((await t.db.select().from(tags).where(eq(tags.id, id))).length).toBe(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({
      action: "tag_deleted",
      actorUserId: users.admin.id,
      details: { name: "Honeymoon", contacts: 1 },
    });
    // The contact itself stays.
    expect((await t.db.select().from(contacts).where(eq(contacts.id, c))).length).toBe(1);
  });

  it("a name is unique whatever its case: the second is a 409 naming it, on create and on rename", async () => {
    const first = await newTag("admin", { name: "Corporate" });
    expect(first.status).toBe(200);
    const again = await newTag("admin", { name: "corporate" });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      field: "name",
      description: expect.stringContaining("“corporate”"),
    });
    const other = await newTag("admin", { name: "Repeat traveller" });
    const clash = await patchTag("admin", other.body.id as string, { name: "CORPORATE" });
    expect(clash.status).toBe(409);
    // Renaming a tag to its own name in another case is not a clash with itself.
    expect((await patchTag("admin", first.body.id as string, { name: "CORPORATE" })).status).toBe(200);
  });

  it("bad names and colours are a 400 naming the field; nothing is written", async () => {
    const before = (await t.db.select().from(tags)).length;
    const cases: [unknown, string][] = [
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(33) }, "name"],
      [{ name: "VIP\u0000" }, "name"],
      [{ name: 7 }, "name"],
      [{ name: "VIP", color: "neon" }, "color"],
      [{}, "name"],
    ];
    for (const [body, field] of cases) {
      const res = await newTag("admin", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.field).toBe(field);
      expect(res.body.error?.description?.length).toBeGreaterThan(10);
    }
    const someTag = (await t.db.select().from(tags))[0]!;
    expect((await patchTag("admin", someTag.id, {})).status).toBe(400);
    expect((await t.db.select().from(tags)).length).toBe(before);
  });

  it("partners cannot make, rename or delete tags; nobody signed in gets 401; an unknown tag is a 404", async () => {
    const [tag] = await t.db.insert(tags).values({ name: "Partner-proof" }).returning();
    expect((await newTag("partner", { name: "Mine" })).status).toBe(403);
    expect((await patchTag("partner", tag!.id, { name: "Renamed" })).status).toBe(403);
    expect((await deleteTag("partner", tag!.id)).status).toBe(403);
    expect((await newTag("anonymous", { name: "Mine" })).status).toBe(401);
    expect((await t.db.select().from(tags).where(eq(tags.id, tag!.id)))[0]!.name).toBe("Partner-proof");
    expect((await patchTag("admin", crypto.randomUUID(), { name: "Ghost" })).status).toBe(404);
    expect((await deleteTag("admin", "not-a-uuid")).status).toBe(404);
  });
});

describe("tagging contacts", () => {
  it("a partner tags a selection in one go and takes a tag off again; repeats change nothing", async () => {
    const [vip] = await t.db.insert(tags).values({ name: "VIP", color: "gold" }).returning();
    const [golf] = await t.db.insert(tags).values({ name: "Golf", color: "sage" }).returning();
    const people = [await contact(), await contact(), await contact()];
    const first = await apply("partner", { contactIds: people, add: [vip!.id, golf!.id] });
    expect(first.body).toEqual({ contacts: 3, added: 6, removed: 0 });
    const again = await apply("partner", { contactIds: people, add: [vip!.id] });
    expect(again.body).toEqual({ contacts: 3, added: 0, removed: 0 });
    const off = await apply("partner", { contactIds: [people[0]], remove: [golf!.id] });
    expect(off.body).toEqual({ contacts: 1, added: 0, removed: 1 });
    expect(await tagsOf(people[0]!)).toEqual(["VIP"]);
    expect(await tagsOf(people[2]!)).toEqual(["Golf", "VIP"]);

    // The contacts list filters by the tag and the tags tab counts its contacts.
    const list = (await loadConsoleTab(t.db, "contacts", {
      user: users.partner,
      searchParams: new URLSearchParams({ tag: golf!.id }),
    })) as Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "contacts" }>;
    expect(list.rows.map((r) => r.id).sort()).toEqual([people[1], people[2]].sort());
    const tab = (await loadConsoleTab(t.db, "tags", {
      user: users.admin,
      searchParams: new URLSearchParams(),
    })) as Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "tags" }>;
    expect(tab.tags.find((x) => x.id === golf!.id)?.contacts).toBe(2);
  });

  it("all or nothing: a gone contact or tag in the request refuses it and tags nobody", async () => {
    const [tag] = await t.db.insert(tags).values({ name: "Diwali 2026" }).returning();
    const alive = await contact();
    const gone = await contact();
    await t.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone));
    const refused = await apply("partner", { contactIds: [alive, gone], add: [tag!.id] });
    expect(refused.status).toBe(404);
    expect(refused.body.error?.description).toMatch(/reload and select again/);
    expect(await tagsOf(alive)).toEqual([]);
    const unknownTag = await apply("partner", { contactIds: [alive], add: [tag!.id, crypto.randomUUID()] });
    expect(unknownTag.status).toBe(404);
    expect(await tagsOf(alive)).toEqual([]);
  });

  it("under only-my-records a partner cannot tag another partner's contact", async () => {
    const [tag] = await t.db.insert(tags).values({ name: "Mine only" }).returning();
    const theirs = await contact(users.other.id);
    const mine = await contact(users.partner.id);
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      expect((await apply("partner", { contactIds: [theirs], add: [tag!.id] })).status).toBe(404);
      expect((await apply("partner", { contactIds: [mine], add: [tag!.id] })).status).toBe(200);
      expect(await tagsOf(theirs)).toEqual([]);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("bad requests are a 400 naming what to fix; anonymous is a 401", async () => {
    const [tag] = await t.db.insert(tags).values({ name: "Checks" }).returning();
    const c = await contact();
    const cases: [unknown, string | RegExp][] = [
      [{ contactIds: [], add: [tag!.id] }, /at least one contact/],
      [{ contactIds: [c] }, /tag to add or remove/],
      [{ contactIds: [c], add: [tag!.id], remove: [tag!.id] }, /both added and removed/],
      [{ contactIds: ["nope"], add: [tag!.id] }, /not one of ours/],
      [{ contactIds: Array.from({ length: 501 }, () => crypto.randomUUID()), add: [tag!.id] }, /at most 500/],
      [{ contactIds: c, add: [tag!.id] }, /as a list/],
    ];
    for (const [body, message] of cases) {
      const res = await apply("partner", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error?.description).toMatch(message);
    }
    expect((await apply("anonymous", { contactIds: [c], add: [tag!.id] })).status).toBe(401);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contactTags)
      .where(eq(contactTags.contactId, c));
    expect(n).toBe(0);
  });
});
