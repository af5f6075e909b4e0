import { z } from "~/lib/zod";
import { hasUnusualCharacters } from "~/lib/plain-text";
import { TAG_COLOR_IDS } from "../shared/crm-constants";

export const TAG_NAME_MAX = 32;
/** One request tags at most this many contacts: a page of the table is 50, "select all" a few pages. */
export const BULK_TAG_MAX = 500;

const NAME_TEXT = `Give the tag a name of 1 to ${TAG_NAME_MAX} letters, digits or spaces.`;
const tagName = z
  .string({ error: NAME_TEXT })
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1, NAME_TEXT)
      .max(TAG_NAME_MAX, NAME_TEXT)
      .refine((v) => !hasUnusualCharacters(v), NAME_TEXT),
  );
const tagColor = z.enum(TAG_COLOR_IDS, {
  error: `Choose a colour: ${TAG_COLOR_IDS.join(", ")}.`,
});

export const newTagSchema = z.object({ name: tagName, color: tagColor.default("gold") });
export const tagPatchSchema = z
  .object({ name: tagName.optional(), color: tagColor.optional() })
  .refine((v) => v.name !== undefined || v.color !== undefined, "Send a new name or a colour.");

const tagIds = z
  .array(z.uuid({ error: "A tag in the list is not one of ours." }), { error: "Send tags as a list." })
  .max(50, "Send at most 50 tags at once.");

/** Tags added to and taken off some contacts, in one go. */
export const applyTagsSchema = z
  .object({
    contactIds: z
      .array(z.uuid({ error: "A contact in the list is not one of ours." }), {
        error: "Send the contacts as a list.",
      })
      .min(1, "Select at least one contact.")
      .max(BULK_TAG_MAX, `Tag at most ${BULK_TAG_MAX} contacts at once.`),
    add: tagIds.default([]),
    remove: tagIds.default([]),
  })
  .refine((v) => v.add.length + v.remove.length > 0, "Choose a tag to add or remove.")
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), "A tag cannot be both added and removed.");

/** "Select all matching" tags at most this many contacts in one transaction. */
export const BULK_MATCHING_MAX = 10_000;

/**
 * Tags added to and taken off every contact the list's filters match (beyond the page shown). The
 * filters are the list's URL query; `count` is the number the person confirmed, which the server
 * must find again before it changes anything.
 */
export const applyTagsToMatchingSchema = z
  .object({
    filters: z
      .string({ error: "Send the list's filters as its query string." })
      .max(2000, "The filters are too long: narrow the list and try again."),
    count: z
      .number({ error: "Send the number of contacts you confirmed." })
      .int("Send the number of contacts you confirmed.")
      .min(1, "Select at least one contact.")
      .max(BULK_MATCHING_MAX, `Tag at most ${BULK_MATCHING_MAX.toLocaleString("en-IN")} contacts at once.`),
    add: tagIds.default([]),
    remove: tagIds.default([]),
  })
  .refine((v) => v.add.length + v.remove.length > 0, "Choose a tag to add or remove.")
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), "A tag cannot be both added and removed.");
