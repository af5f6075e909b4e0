import { describe, expect, it } from "vitest";
import { keepNationalDigits } from "./itinerary-unlock-config";

describe("the unlock form's phone box", () => {
  it("keeps digits only, ten at most, dropping a pasted +91 or 0 rather than the last digits", () => {
    expect(keepNationalDigits("98123 45678")).toBe("9812345678");
    expect(keepNationalDigits("+91 98123-45678")).toBe("9812345678");
    expect(keepNationalDigits("919812345678")).toBe("9812345678");
    expect(keepNationalDigits("098123 45678")).toBe("9812345678");
    expect(keepNationalDigits("581234567890")).toBe("5812345678");
    expect(keepNationalDigits("+91 98-7654")).toBe("91987654");
    expect(keepNationalDigits("abc")).toBe("");
  });
});
