import { z } from "~/lib/zod";
import { normalizeIndianMobile } from "~/lib/phone";

/** The words a staff member reads when a contact field is wrong, shared by the form and the server. */
export const CONTACT_TEXTS = {
  name: "Enter the person's name (2 to 80 characters).",
  phone: "Enter a 10-digit Indian mobile number (starting 6, 7, 8 or 9).",
  email: "Enter a valid e-mail address, or leave it empty.",
  reach: "Give a mobile number or an e-mail address, so the agency can reach them.",
  city: "City is at most 60 characters.",
  notes: "Notes are at most 2,000 characters.",
} as const;

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const fields = {
  name: z
    .string({ error: CONTACT_TEXTS.name })
    .trim()
    .min(2, CONTACT_TEXTS.name)
    .max(80, CONTACT_TEXTS.name)
    .refine((s) => !/[<>]/.test(s), CONTACT_TEXTS.name),
  // The one Indian-mobile rule: stored as +91XXXXXXXXXX, or refused with the sentence above.
  phone: z.preprocess(
    blankToNull,
    z
      .string({ error: CONTACT_TEXTS.phone })
      .max(20, CONTACT_TEXTS.phone)
      .transform((s, ctx) => {
        const phone = normalizeIndianMobile(s);
        if (!phone) {
          ctx.addIssue({ code: "custom", message: CONTACT_TEXTS.phone });
          return z.NEVER;
        }
        return phone;
      })
      .nullable(),
  ),
  email: z.preprocess(
    blankToNull,
    z
      .email({ error: CONTACT_TEXTS.email })
      .max(120, CONTACT_TEXTS.email)
      .transform((s) => s.trim())
      .nullable(),
  ),
  city: z.preprocess(blankToNull, z.string().trim().max(60, CONTACT_TEXTS.city).nullable()),
  notes: z.preprocess(blankToNull, z.string().trim().max(2000, CONTACT_TEXTS.notes).nullable()),
  ownerId: z.preprocess(blankToNull, z.string().max(64).nullable()),
};

export const newContactSchema = z
  .object({
    name: fields.name,
    phone: fields.phone.optional().default(null),
    email: fields.email.optional().default(null),
    city: fields.city.optional().default(null),
    notes: fields.notes.optional().default(null),
    ownerId: fields.ownerId.optional().default(null),
  })
  .refine((c) => c.phone || c.email, { message: CONTACT_TEXTS.reach, path: ["phone"] });

/** An edit sends only what changed; a field left out keeps its value. */
export const contactPatchSchema = z
  .object({
    name: fields.name.optional(),
    phone: fields.phone.optional(),
    email: fields.email.optional(),
    city: fields.city.optional(),
    notes: fields.notes.optional(),
    ownerId: fields.ownerId.optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: "Change at least one field before saving.",
  });

/** The fields a merge lets the agent choose between the two records. */
export const MERGE_FIELDS = ["name", "phone", "email", "city", "notes", "ownerId"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const mergeSchema = z
  .object({
    keepId: z.uuid({ error: "Choose the contact to keep." }),
    mergeId: z.uuid({ error: "Choose the duplicate to merge into it." }),
    /** For each field, which record's value survives; a field not named keeps the kept record's. */
    choose: z.partialRecord(z.enum(MERGE_FIELDS), z.enum(["keep", "merge"])).default({}),
  })
  .refine((m) => m.keepId !== m.mergeId, {
    message: "A contact cannot be merged into itself.",
    path: ["mergeId"],
  });

export const eraseSchema = z.object({
  confirm: z.literal("ERASE", { error: "Type ERASE to confirm: this cannot be undone." }),
});
