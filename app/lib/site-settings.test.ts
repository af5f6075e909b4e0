import { describe, expect, it } from "vitest";
import { defaultSiteSettings, PHONE_LINES, weddingWhatsappNumber } from "./site-settings";

/** How many of the last ten digits two numbers differ in. */
function differingDigits(a: string, b: string) {
  const x = a.replace(/\D/g, "").slice(-10);
  const y = b.replace(/\D/g, "").slice(-10);
  return [...x].filter((digit, i) => digit !== y[i]).length;
}

describe("the agency's phone lines", () => {
  const lines = Object.entries(PHONE_LINES).map(
    ([name, line]) => [name, line.digits(defaultSiteSettings)] as const,
  );

  it("are all different and none reads as a typo of another", () => {
    for (const [i, [a, x]] of lines.entries()) {
      for (const [b, y] of lines.slice(i + 1)) {
        expect(differingDigits(x, y), `${a} ${x} beside ${b} ${y}`).toBeGreaterThan(2);
      }
    }
  });

  it("show each number as it is dialled", () => {
    const s = defaultSiteSettings;
    for (const [display, e164] of [
      [s.phoneDisplay, s.phoneE164],
      [s.weddingPhoneDisplay, s.weddingPhoneE164],
      [s.emergencyPhoneDisplay, s.emergencyPhoneE164],
    ]) {
      expect(`+${display.replace(/\D/g, "")}`).toBe(e164);
    }
  });

  it("send a couple on WhatsApp to the wedding desk's own mobile", () => {
    expect(weddingWhatsappNumber(defaultSiteSettings)).toBe(defaultSiteSettings.weddingPhoneE164.slice(1));
  });
});
