import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { personNameSchema } from "./person-name";
import { hasUnusualCharacters, visibleLength } from "./plain-text";

const texts = { tooShort: "too short", unusual: "unusual", tooLong: "too long" };
const schema = personNameSchema(texts, { max: 20 });
const messageFor = (value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

// Every character the rule refuses inside a name.
const UNUSUAL = [
  ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  "\u2028",
  "\u2029",
  "\u202A",
  "\u202E",
  "\u2066",
  "\u2069",
  "\uD800",
  "\uDC00",
];

describe("hasUnusualCharacters", () => {
  it("finds every control, separator, bidi override and lone surrogate", () => {
    for (const ch of UNUSUAL) expect(hasUnusualCharacters(`ab${ch}cd`), JSON.stringify(ch)).toBe(true);
  });

  it("passes ordinary text in any script, emoji (a whole surrogate pair) and joiners", () => {
    for (const text of [
      "Asha Rao",
      "José Müller",
      "अनुष्का",
      "മലയാളം\u200D",
      "李小龍",
      "Ana 🌸",
      "O'Brien-Smith",
    ])
      expect(hasUnusualCharacters(text), text).toBe(false);
  });

  it("lets a multi-line field keep its line breaks, and nothing else", () => {
    expect(hasUnusualCharacters("line one\r\nline two", { lineBreaks: true })).toBe(false);
    expect(hasUnusualCharacters("line one\u0000", { lineBreaks: true })).toBe(true);
    expect(hasUnusualCharacters("a\tb", { lineBreaks: true })).toBe(true);
  });
});

describe("visibleLength", () => {
  it.each([
    ["\u200B\u200B", 0],
    ["\u2060", 0],
    [" \u00A0\u3000\uFEFF", 0],
    ["\u3164\u115F\u2800", 0],
    ["A\u200B", 1],
    ["Ana 🌸", 4],
    ["के", 2],
  ])("%j has %i", (text, n) => {
    expect(visibleLength(text)).toBe(n);
  });
});

describe("personNameSchema", () => {
  it("trims, and keeps a name as typed", () => {
    expect(schema.safeParse("\t Asha Rao \n")).toEqual({ success: true, data: "Asha Rao" });
  });

  it("names an unusual character before anything else, even in a name that is also too short", () => {
    expect(messageFor("A\u0000")).toBe("unusual");
    expect(messageFor("Asha\u0000Rao")).toBe("unusual");
  });

  it("takes invisible-only or one-visible-character input for too short", () => {
    for (const value of ["", "  ", "\u200B\u200B", "\u2060\u2060\u2060", "A\u200B\u200B", 42, null])
      expect(messageFor(value), JSON.stringify(value)).toBe("too short");
  });

  it("refuses a name past the maximum", () => {
    expect(messageFor("A".repeat(21))).toBe("too long");
  });

  it("any string: accepted exactly when it has no unusual character and two visible ones within the limit", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string({ unit: "grapheme", maxLength: 4 }),
            fc.constantFrom(...UNUSUAL, "\u200B", "\u200D", "\u2060", " ", "\u3164"),
          ),
          { maxLength: 6 },
        ),
        (parts) => {
          const value = parts.join("");
          const trimmed = value.trim();
          // zod counts a string's length in code points: an emoji or a rare script's letter is one.
          const ok =
            !hasUnusualCharacters(trimmed) && visibleLength(trimmed) >= 2 && [...trimmed].length <= 20;
          const parsed = schema.safeParse(value);
          expect(parsed.success).toBe(ok);
          if (parsed.success) expect(parsed.data).toBe(trimmed);
        },
      ),
    );
  });
});
