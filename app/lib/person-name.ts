import * as z from "~/lib/zod-mini";
import { hasUnusualCharacters, visibleLength } from "./plain-text";

/**
 * The rule for a person's name, shared by every lead form and its endpoint (each with its own
 * words): trimmed; no control or other unusual characters (a NUL byte would fail in the database,
 * a line break or a bidirectional override would garble what staff read); at least `min` visible
 * characters, so zero-width or other invisible input is not a name; at most `max` characters.
 */
export type PersonNameTexts = {
  /** Too short, empty, invisible only, or not text at all. */
  tooShort: string;
  /** Holds a control or other unusual character. */
  unusual: string;
  tooLong: string;
};

export function personNameSchema(texts: PersonNameTexts, { min = 2, max }: { min?: number; max: number }) {
  return z.string(texts.tooShort).check(
    z.trim(),
    // Said first and alone: "too short" would be no help for a name that only needs a character removed.
    z.refine((v: string) => !hasUnusualCharacters(v), { error: texts.unusual, abort: true }),
    z.refine((v: string) => visibleLength(v) >= min, texts.tooShort),
    z.maxLength(max, texts.tooLong),
  );
}
