import { describe, expect, it } from "vitest";
import {
  formatIndianMobile,
  indianMobileDigits,
  isValidIndianMobile,
  maskIndianMobile,
  normalizeIndianMobile,
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
  ])("accepts %j as %s", (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    ["5812345678", "starts with 5"],
    ["0812345678", "starts with 0"],
    ["981234567", "9 digits"],
    ["98123456789", "11 digits"],
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
  it("keeps digits only and caps at 10", () => {
    expect(sanitizeMobileInput("98a12-34 5")).toBe("9812345");
    expect(sanitizeMobileInput("98123456789999")).toBe("9812345678");
  });

  it("reduces a pasted +91 number to its national digits", () => {
    expect(sanitizeMobileInput("+91 98123 45678")).toBe("9812345678");
    expect(sanitizeMobileInput("919812345678")).toBe("9812345678");
  });
});

describe("display helpers", () => {
  it("formats and masks", () => {
    expect(formatIndianMobile("+919812345678")).toBe("+91 98123 45678");
    expect(maskIndianMobile("+919812345678")).toBe("+91 ••••• •5678");
    expect(formatIndianMobile("12")).toBe("12");
  });
});
