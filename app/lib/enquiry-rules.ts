import * as z from "~/lib/zod-mini";
import { INTERNATIONAL_INPUT_MAX_LENGTH, isInternationalNumber, normalizeLeadPhone } from "./phone";
import { hasUnusualCharacters } from "./plain-text";

/**
 * Field rules shared by the code-less enquiry forms and their endpoints, each with the form's own
 * words: one schema checks in the browser and again on the server, so both say the same thing.
 */

/** A number typed with "+" and a country code other than 91 is meant as one outside India. */
const looksInternational = (v: string) => /^[\s(]*\+/.test(v) && !/^[\s(]*\+[\s(]*9[\s-]*1/.test(v);

/**
 * A lead form's phone that also takes a number outside India: an Indian mobile by the one Indian
 * rule (→ +91XXXXXXXXXX), else E.164 with its country code, never +91 (a mistyped Indian number
 * stays invalid rather than passing as "foreign" and skipping SMS). `checks` are the form's own
 * first checks (blank, length, characters), in its words; a number that reads as international but
 * is not a valid one is told how to write it. The form then needs `emailForNumberAbroad`.
 */
export function leadPhoneSchema(
  texts: { invalid: string; international: string; missing?: string },
  checks: z.core.$ZodCheck<string>[] = [],
) {
  return z.pipe(
    z.string(texts.missing ?? texts.invalid).check(
      ...checks,
      z.maxLength(INTERNATIONAL_INPUT_MAX_LENGTH, { error: texts.invalid, abort: true }),
      z.superRefine((v: string, ctx) => {
        if (normalizeLeadPhone(v) !== null) return;
        ctx.issues.push({
          code: "custom",
          input: v,
          message: looksInternational(v) ? texts.international : texts.invalid,
        });
      }),
    ),
    z.transform((v: string) => normalizeLeadPhone(v)!),
  );
}

/**
 * The object check of a form using `leadPhoneSchema`: a number outside India needs an e-mail
 * address, where its code goes (our SMS reaches Indian numbers only). Named on the `email` field.
 */
export function emailForNumberAbroad<T extends { phone: string; email?: string | null }>(message: string) {
  return z.refine<T>((v) => !isInternationalNumber(v.phone) || Boolean(v.email), {
    message,
    path: ["email"],
  });
}

/**
 * For a form that asks for no e-mail: the address is kept only as the code's for a number outside
 * India, so an Indian mobile's lead stores none whatever the request carried.
 */
export function emailOnlyForNumberAbroad<T extends { phone: string; email: string | null }>(fields: T): T {
  return isInternationalNumber(fields.phone) ? fields : { ...fields, email: null };
}

// Deliberately loose: one @, something on each side, a dot in the domain, no spaces. The address is
// read by a person, not mailed by a machine, so an unusual but real address must pass.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const addressSchema = (message: string, required: boolean) =>
  z.string(message).check(
    z.trim(),
    z.maxLength(254, message),
    z.refine((v: string) => (required ? EMAIL.test(v) : v === "" || EMAIL.test(v)), message),
  );

/** An e-mail address; `required: false` lets an empty box through as null. */
export function emailSchema(message: string, { required }: { required: boolean }) {
  if (required) return addressSchema(message, true);
  return z.pipe(
    z.optional(z.nullable(addressSchema(message, false))),
    z.transform((v: string | null | undefined) => v || null),
  );
}

/**
 * The address a code for a number outside India goes to: optional on its own (the form's
 * `emailForNumberAbroad` asks for it), lowercased as the code is mailed and matched; blank is null.
 */
export function codeEmailSchema(message: string) {
  return z.pipe(
    z.optional(z.nullable(addressSchema(message, false))),
    z.transform((v: string | null | undefined) => v?.toLowerCase() || null),
  );
}

/** An optional line or note of free text: trimmed, bounded, no characters nobody types. */
export function optionalTextSchema(
  texts: { unusual: string; tooLong: string },
  { max, lineBreaks = false }: { max: number; lineBreaks?: boolean },
) {
  return z.pipe(
    z.optional(
      z.nullable(
        z.string(texts.unusual).check(
          z.trim(),
          z.refine((v: string) => !hasUnusualCharacters(v, { lineBreaks }), {
            error: texts.unusual,
            abort: true,
          }),
          z.maxLength(max, texts.tooLong),
        ),
      ),
    ),
    z.transform((v: string | null | undefined) => v || null),
  );
}
