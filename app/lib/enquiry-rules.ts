import * as z from "zod/mini";
import { indianMobileDigits, normalizeIndianMobile } from "./phone";
import { hasUnusualCharacters } from "./plain-text";

/**
 * Field rules shared by the code-less enquiry forms and their endpoints, each with the form's own
 * words: one schema checks in the browser and again on the server, so both say the same thing.
 */

/** The one Indian-mobile rule; the value becomes +91XXXXXXXXXX. */
export function indianMobileSchema(message: string) {
  return z.pipe(
    z.string(message).check(
      z.maxLength(20, message),
      z.refine((v: string) => indianMobileDigits(v) !== null, message),
    ),
    z.transform((v: string) => normalizeIndianMobile(v)!),
  );
}

// Deliberately loose: one @, something on each side, a dot in the domain, no spaces. The address is
// read by a person, not mailed by a machine, so an unusual but real address must pass.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address; `required: false` lets an empty box through as null. */
export function emailSchema(message: string, { required }: { required: boolean }) {
  const address = z.string(message).check(
    z.trim(),
    z.maxLength(254, message),
    z.refine((v: string) => (required ? EMAIL.test(v) : v === "" || EMAIL.test(v)), message),
  );
  if (required) return address;
  return z.pipe(
    z.optional(z.nullable(address)),
    z.transform((v: string | null | undefined) => v || null),
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
