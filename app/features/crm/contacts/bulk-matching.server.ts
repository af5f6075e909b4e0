import { and, count, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { StaffUser } from "~/features/auth/index.server";
import { countOf, formatWait } from "~/lib/format";
import { recordAudit } from "~/server/audit.server";
import type { Database } from "~/server/db/db.server";
import { contacts, contactTags, tags } from "~/server/db/schema.server";
import { countInWindows } from "~/server/rate-limit-counters.server";
import { CrmError, notFound } from "../shared/console-api.server";
import { contactListCondition } from "./contacts.server";
import { BULK_MATCHING_MAX, type applyTagsToMatchingSchema } from "../records/tag-schema";

/** Each "all matching" run can touch thousands of rows: a few a minute per person is plenty. */
export const BULK_MATCHING_PER_MINUTE = 6;
// Rows per INSERT/DELETE, well under PostgreSQL's limit on parameters in one statement.
const CHUNK = 1000;

const plural = (n: number) => countOf(n, "contact");

/**
 * Tags every contact the list's filters match, as this person sees the list, all or nothing in one
 * transaction. The filters are evaluated again here (never a list of ids from the page), within the
 * person's records; the matching rows are locked, and if their number is not the one the person
 * confirmed, nothing is changed and the answer is 409 with the new number, rather than acting on a
 * set they did not see.
 */
export async function applyTagsToMatching(
  db: Database,
  user: StaffUser,
  input: z.infer<typeof applyTagsToMatchingSchema>,
  context: { ip: string | null; now?: Date },
) {
  const now = context.now ?? new Date();
  const [refused] = await countInWindows(
    db,
    [{ key: `bulk-matching:${user.id}`, windowMs: 60_000, limit: BULK_MATCHING_PER_MINUTE }],
    now,
  );
  if (refused) {
    throw new CrmError(
      429,
      "Too Many Requests",
      `You have run ${BULK_MATCHING_PER_MINUTE} actions on all matching contacts in a minute. Try again in ${formatWait(refused.retryAfterSeconds)}.`,
    );
  }
  return db.transaction(async (tx) => {
    const where = await contactListCondition(tx, user, new URLSearchParams(input.filters));
    const matched = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(where)
      .limit(BULK_MATCHING_MAX + 1)
      // Only contact_tags is written: a key-share lock stops a matched contact being deleted or
      // merged away meanwhile, without holding up a visitor's form or a colleague's edit on it.
      .for("key share", { of: contacts });
    if (matched.length !== input.count) {
      throw new CrmError(
        409,
        "The list changed",
        `These filters now match ${matched.length > BULK_MATCHING_MAX ? `more than ${plural(BULK_MATCHING_MAX)}` : plural(matched.length)}, not the ${plural(input.count)} you confirmed. Nothing was changed: look at the list again and confirm the new number.`,
        { count: Math.min(matched.length, BULK_MATCHING_MAX + 1) },
      );
    }
    const tagIds = [...new Set([...input.add, ...input.remove])];
    const [{ n: known }] = await tx.select({ n: count() }).from(tags).where(inArray(tags.id, tagIds));
    if (known !== tagIds.length) throw notFound("tag");
    const ids = matched.map((m) => m.id);
    let added = 0;
    let removed = 0;
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      if (input.add.length) {
        const inserted = await tx
          .insert(contactTags)
          .values(chunk.flatMap((contactId) => input.add.map((tagId) => ({ contactId, tagId }))))
          .onConflictDoNothing()
          .returning({ c: contactTags.contactId });
        added += inserted.length;
      }
      if (input.remove.length) {
        const deleted = await tx
          .delete(contactTags)
          .where(and(inArray(contactTags.contactId, chunk), inArray(contactTags.tagId, input.remove)))
          .returning({ c: contactTags.contactId });
        removed += deleted.length;
      }
    }
    await recordAudit(tx, {
      action: "contacts_bulk_tagged",
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: "contact",
      ip: context.ip,
      details: {
        count: ids.length,
        filters: Object.fromEntries(new URLSearchParams(input.filters)),
        add: input.add,
        remove: input.remove,
        added,
        removed,
      },
    });
    return { contacts: ids.length, added, removed };
  });
}
