import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatIndianMobile,
  indianMobileDigits,
  isValidIndianMobile,
  maskIndianMobile,
  normalizeIndianMobile,
  normalizeInternationalMobile,
  normalizeLeadPhone,
  sanitizeMobileInput,
} from "./phone";

describe("normalizeIndianMobile", () => {
  it.each([
    ["9812345678", "+919812345678"],
    ["6000000000", "+916000000000"],
    ["7012345678", "+917012345678"],
    ["8123456789", "+918123456789"],
    ["+91 98123 45678", "+919812345678"],
    ["+91-98123-45678", "+919812345678"],
    ["91 9812345678", "+919812345678"],
    ["919812345678", "+919812345678"],
    ["(981) 234-5678", "+919812345678"],
    [" 98123 45678 ", "+919812345678"],
    ["09812345678", "+919812345678"],
    ["098123 45678", "+919812345678"],
    ["(+91) 98123 45678", "+919812345678"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    ["5812345678", "starts with 5"],
    ["0812345678", "starts with 0"],
    ["981234567", "9 digits"],
    ["98123456789", "11 digits not starting 0"],
    ["+91 98123 456", "+91 and only 8 digits"],
    ["+9198123456", "+91 and only 8 digits, no spaces"],
    ["+91 98123 456789", "+91 and 11 digits"],
    ["+919812345678 +91", "two plus signs"],
    ["98123+45678", "a plus inside the number"],
    ["+09812345678", "+ then 0"],
    ["+9812345678", "+ without 91"],
    ["0 91 98123 45678", "0 then 91"],
    ["+91 5812345678", "+91 then a 5"],
    ["929812345678", "12 digits not starting 91"],
    ["0919812345678", "13 digits"],
    ["+1 415 555 0100", "a US number"],
    ["", "empty"],
    ["abcdefghij", "letters"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
    expect(isValidIndianMobile(input)).toBe(false);
  });

  it("a 10-digit number that itself starts with 91 is not mistaken for a country code", () => {
    // 91xxxxxxxx with 10 digits starts with 9: a valid mobile, kept whole.
    expect(indianMobileDigits("9198765432")).toBe("9198765432");
  });
});

describe("sanitizeMobileInput", () => {
  it("keeps digits and the separators people type, dropping letters", () => {
    expect(sanitizeMobileInput("98a12-34 5")).toBe("9812-34 5");
    expect(sanitizeMobileInput("(981) 234-5678")).toBe("981 234-5678");
  });

  it("never cuts a number into a shorter valid one: too many digits stay too many", () => {
    // 11 digits not starting 0, and 0 + 91 + 10 digits: both invalid, and they stay invalid.
    expect(normalizeIndianMobile(sanitizeMobileInput("98123456789"))).toBeNull();
    expect(normalizeIndianMobile(sanitizeMobileInput("091 98123 45678"))).toBeNull();
    expect(sanitizeMobileInput("091 98123 45678")).toBe("091 98123 45678");
    // Past 13 digits (one more than any valid number has) the field stops taking digits.
    expect(sanitizeMobileInput("98123456789999999")).toBe("9812345678999");
  });

  it("typing key by key keeps the whole number (no cap cuts it into another valid number)", () => {
    const typed = (text: string) => [...text].reduce((value, key) => sanitizeMobileInput(value + key), "");
    expect(typed("+91 9876543210")).toBe("+91 9876543210");
    expect(normalizeIndianMobile(typed("+91 9876543210"))).toBe("+919876543210");
    expect(typed("09876543210")).toBe("09876543210");
    expect(normalizeIndianMobile(typed("09876543210"))).toBe("+919876543210");
    expect(normalizeIndianMobile(typed("919876543210"))).toBe("+919876543210");
  });

  it("gives the same value typed key by key as pasted whole (generated inputs)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789+- ()x"), maxLength: 24 }), (text) => {
        const typed = [...text].reduce((value, key) => sanitizeMobileInput(value + key), "");
        expect(typed).toBe(sanitizeMobileInput(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the rule never makes up a number", () => {
  const digitsOf = (s: string) => s.replace(/\D/g, "");

  it("a number it accepts is the typed digits, less at most a typed 91 or 0 in front", () => {
    const phoneLike = fc.string({ unit: fc.constantFrom(..."0123456789+- ()"), maxLength: 20 });
    const nearMiss = fc
      .tuple(
        fc.constantFrom("", "+91", "+91 ", "91", "0", "+", "+9", "+1"),
        fc.stringMatching(/^[0-9]{7,12}$/),
        fc.constantFrom("", " ", "-"),
      )
      .map(([prefix, body, tail]) => `${prefix}${body}${tail}`);
    fc.assert(
      fc.property(fc.oneof(phoneLike, nearMiss), (text) => {
        const e164 = normalizeIndianMobile(text);
        if (e164 === null) return;
        const national = e164.slice(3);
        const typed = digitsOf(text);
        expect(typed.endsWith(national)).toBe(true);
        expect(["", "0", "91"]).toContain(typed.slice(0, typed.length - national.length));
        expect(national).toMatch(/^[6-9]\d{9}$/);
        if (text.includes("+")) expect(typed).toBe(`91${national}`);
      }),
      { numRuns: 5000 },
    );
  });

  it("the field never turns what was typed into a valid number the rule itself would refuse", () => {
    const phoneLike = fc.string({ unit: fc.constantFrom(..."0123456789 -()"), maxLength: 24 });
    fc.assert(
      fc.property(phoneLike, (text) => {
        const fromField = normalizeIndianMobile(sanitizeMobileInput(text));
        if (fromField !== null) expect(normalizeIndianMobile(text)).toBe(fromField);
      }),
      { numRuns: 5000 },
    );
  });
});

describe("display helpers", () => {
  it("formats and masks", () => {
    expect(formatIndianMobile("+919812345678")).toBe("+91 98123 45678");
    expect(maskIndianMobile("+919812345678")).toBe("+91 ••••• •5678");
    expect(formatIndianMobile("12")).toBe("12");
  });
});

describe("a number outside India", () => {
  it("is E.164: a leading + and country code, 8 to 15 digits, typed with the usual separators", () => {
    expect(normalizeInternationalMobile("+44 7700 900123")).toBe("+447700900123");
    expect(normalizeInternationalMobile("+1 (415) 555-0100")).toBe("+14155550100");
    expect(normalizeInternationalMobile("+971-50-123-4567")).toBe("+971501234567");
    expect(normalizeInternationalMobile("+6591234567")).toBe("+6591234567");
    expect(normalizeInternationalMobile("+1234567")).toBeNull(); // 7 digits
    expect(normalizeInternationalMobile("+1234567890123456")).toBeNull(); // 16 digits
    expect(normalizeInternationalMobile("447700900123")).toBeNull(); // no +
    expect(normalizeInternationalMobile("+0 7700 900123")).toBeNull(); // no country code 0
    expect(normalizeInternationalMobile("+44 7700 9001x3")).toBeNull();
    expect(normalizeInternationalMobile("+44 +7700900123")).toBeNull();
  });

  it("is never +91: an Indian number follows the Indian rule, so a bad one stays bad", () => {
    expect(normalizeInternationalMobile("+91 98123 45678")).toBeNull();
    expect(normalizeInternationalMobile("+91 12345 67890")).toBeNull();
    expect(normalizeLeadPhone("+91 12345 67890")).toBeNull();
    expect(normalizeLeadPhone("98123 45678")).toBe("+919812345678");
    expect(normalizeLeadPhone("+44 7700 900123")).toBe("+447700900123");
  });

  it("keeps up to 16 digits while typed in the international box, and 13 in the Indian one", () => {
    expect(sanitizeMobileInput("+44 7700 900123 4567 89", { international: true })).toBe(
      "+44 7700 900123 4567 ",
    );
    expect(sanitizeMobileInput("+44 7700 900123 4567 89").replace(/\D/g, "")).toHaveLength(13);
  });
});
