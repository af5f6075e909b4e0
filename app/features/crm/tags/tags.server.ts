import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { queryRows, type Executor } from "~/server/db/db.server";
import { contacts, contactTags, tags } from "~/server/db/schema.server";
import { recordAudit } from "~/server/audit.server";
import { visibleContacts, type CrmScope } from "../records/access.server";
import { CrmError, notFound } from "../shared/console-api.server";
import type { TagColor } from "../shared/crm-constants";
import type { applyTagsSchema, newTagSchema, tagPatchSchema } from "../records/tag-schema";

type Actor = { id: string; email: string; ip: string | null };

const nameTaken = (name: string) =>
  new CrmError(
    409,
    "Tag already exists",
    `There is already a tag called “${name}”: use it, or choose another name.`,
    {
      field: "name",
    },
  );

/** Postgres' unique violation on the case-insensitive name index. */
const isNameClash = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ((err as { code?: string }).code === "23505" ||
    (err as { cause?: { code?: string } }).cause?.code === "23505");

async function nameInUse(db: Executor, name: string, except?: string) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      sql`lower(${tags.name}) = lower(${name})${except ? sql` AND ${tags.id} <> ${except}::uuid` : sql``}`,
    );
  return Boolean(row);
}

/** Every tag with how many live contacts carry it. */
export async function listTags(db: Executor) {
  const rows = await queryRows<{
    id: string;
    name: string;
    color: string;
    created_at: Date | string;
    contacts: number;
  }>(
    db,
    sql`SELECT t.id, t.name, t.color, t.created_at,
        (SELECT count(*)::int FROM contact_tags ct JOIN contacts c ON c.id = ct.contact_id
          WHERE ct.tag_id = t.id AND c.deleted_at IS NULL) AS contacts
      FROM tags t ORDER BY lower(t.name)`,
  );
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    color: t.color as TagColor,
    contacts: t.contacts,
    createdAt: new Date(t.created_at).toISOString(),
  }));
}

export async function tagsTab(db: Executor) {
  return { tab: "tags" as const, tags: await listTags(db) };
}

export async function createTag(db: Executor, input: z.infer<typeof newTagSchema>) {
  if (await nameInUse(db, input.name)) throw nameTaken(input.name);
  try {
    const [row] = await db.insert(tags).values({ name: input.name, color: input.color }).returning();
    return { id: row!.id, name: row!.name, color: row!.color as TagColor };
  } catch (err) {
    // Two admins naming a tag at the same moment: the index decides, and the loser hears why.
    if (isNameClash(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function updateTag(db: Executor, id: string, input: z.infer<typeof tagPatchSchema>) {
  const [existing] = await db.select().from(tags).where(eq(tags.id, id));
  if (!existing) throw notFound("tag");
  if (input.name !== undefined && (await nameInUse(db, input.name, id))) throw nameTaken(input.name);
  try {
    const [row] = await db
      .update(tags)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.color ? { color: input.color } : {}),
      })
      .where(eq(tags.id, id))
      .returning();
    return { id: row!.id, name: row!.name, color: row!.color as TagColor };
  } catch (err) {
    if (isNameClash(err)) throw nameTaken(input.name ?? existing.name);
    throw err;
  }
}

/** Deleting a tag takes it off every contact (the link rows cascade); the audit keeps its name and reach. */
export async function deleteTag(db: Executor, id: string, actor: Actor) {
  const [existing] = await db.select().from(tags).where(eq(tags.id, id));
  if (!existing) throw notFound("tag");
  const [{ n }] = await db.select({ n: count() }).from(contactTags).where(eq(contactTags.tagId, id));
  await db.delete(tags).where(eq(tags.id, id));
  await recordAudit(db, {
    action: "tag_deleted",
    actorUserId: actor.id,
    actorEmail: actor.email,
    targetType: "tag",
    targetId: id,
    ip: actor.ip,
    details: { name: existing.name, contacts: n },
  });
  return { deleted: id, contacts: n };
}

/**
 * Adds and removes tags on contacts the person may see. All or nothing: a contact that is gone (or
 * not theirs) or a tag deleted meanwhile refuses the whole request, so a bulk action never lands on
 * half the selection.
 */
export async function applyTags(db: Executor, scope: CrmScope, input: z.infer<typeof applyTagsSchema>) {
  const ids = [...new Set(input.contactIds)];
  const [{ n: visible }] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(inArray(contacts.id, ids), visibleContacts(scope)));
  if (visible !== ids.length) {
    throw new CrmError(
      404,
      "Not found",
      ids.length === 1
        ? "That contact does not exist any more, or is not yours to see."
        : "Some of the selected contacts no longer exist or are not yours to see: reload and select again.",
    );
  }
  const tagIds = [...new Set([...input.add, ...input.remove])];
  const [{ n: known }] = await db.select({ n: count() }).from(tags).where(inArray(tags.id, tagIds));
  if (known !== tagIds.length) throw notFound("tag");
  let added = 0;
  let removed = 0;
  if (input.add.length) {
    const rows = ids.flatMap((contactId) => input.add.map((tagId) => ({ contactId, tagId })));
    const inserted = await db
      .insert(contactTags)
      .values(rows)
      .onConflictDoNothing()
      .returning({ c: contactTags.contactId });
    added = inserted.length;
  }
  if (input.remove.length) {
    const deleted = await db
      .delete(contactTags)
      .where(and(inArray(contactTags.contactId, ids), inArray(contactTags.tagId, input.remove)))
      .returning({ c: contactTags.contactId });
    removed = deleted.length;
  }
  return { contacts: ids.length, added, removed };
}
