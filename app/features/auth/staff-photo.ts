import { z } from "~/lib/zod";

export const STAFF_PHOTO_TEXT =
  "Give your photo's address starting https:// (up to 500 characters), or leave it empty for your initials.";

/**
 * A staff member's photo, shown to travellers beside their name on a proposal: an https address
 * (the pages load images only over https), or null for their initials.
 */
export const staffPhotoSchema = z.object({
  image: z
    .string({ error: STAFF_PHOTO_TEXT })
    .trim()
    .max(500, STAFF_PHOTO_TEXT)
    .transform((s) => (s === "" ? null : s))
    .refine((s) => s === null || /^https:\/\/[^\s/?#]+\.[^\s/?#]+(\/\S*)?$/i.test(s), STAFF_PHOTO_TEXT)
    .refine((s) => s === null || URL.canParse(s), STAFF_PHOTO_TEXT)
    .nullable(),
});
