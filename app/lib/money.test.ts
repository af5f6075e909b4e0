import { describe, expect, it } from "vitest";
import {
  MoneyError,
  addMoney,
  approxInrText,
  formatRate,
  inrMicrosFromText,
  formatMoney,
  fromMajor,
  money,
  rupees,
  sumMoney,
  timesMoney,
  toInr,
  toMajorString,
} from "./money";

describe("money", () => {
  it("reads a supplier's decimal figures exactly, in the currency's minor unit", () => {
    expect(fromMajor("50.00", "EUR")).toEqual({ minor: 5000, currency: "EUR" });
    expect(fromMajor("0.29", "USD").minor).toBe(29);
    expect(fromMajor(0.29, "USD").minor).toBe(29);
    expect(fromMajor("12.345", "EUR").minor).toBe(1235);
    expect(fromMajor("-12.345", "EUR").minor).toBe(-1235);
    expect(fromMajor("1500", "JPY").minor).toBe(1500);
    expect(fromMajor("1.5", "KWD").minor).toBe(1500);
    expect(() => fromMajor("12,00", "EUR")).toThrow(MoneyError);
  });

  it("refuses fractions of a minor unit and made-up currencies", () => {
    expect(() => money(1.5, "INR")).toThrow(MoneyError);
    expect(() => money(100, "euro")).toThrow(MoneyError);
  });

  it("never adds two currencies together", () => {
    expect(addMoney(money(5000, "EUR"), money(2500, "EUR"))).toEqual(money(7500, "EUR"));
    expect(() => addMoney(money(5000, "EUR"), money(5000, "USD"))).toThrow(MoneyError);
    expect(sumMoney([money(5000, "EUR"), timesMoney(money(2500, "EUR"), 3)], "EUR").minor).toBe(12_500);
  });

  it("writes each currency the way an Indian reader expects", () => {
    expect(formatMoney(rupees(125_000))).toBe("₹1,25,000");
    expect(formatMoney(money(12_345_050, "INR"))).toBe("₹1,23,450.50");
    expect(formatMoney(money(13_500, "USD"))).toBe("US$135.00");
    expect(formatMoney(money(12_500, "EUR"))).toBe("€125.00");
    expect(formatMoney(money(123_456_789, "EUR"))).toBe("€1,234,567.89");
    expect(formatMoney(money(12_550, "EUR"), { whole: true })).toBe("€126");
    expect(formatMoney(money(150_000, "AED"))).toBe("AED 1,500.00");
    expect(formatMoney(money(1500, "JPY"))).toBe("¥1,500");
    expect(formatMoney(money(-500, "CAD"))).toBe("-CAD 5.00");
    expect(toMajorString(money(5, "EUR"))).toBe("0.05");
    expect(toMajorString(money(1500, "JPY"))).toBe("1500");
  });

  it("converts to rupees only at a rate for that currency", () => {
    const eur = { currency: "EUR", inrPerUnitMicros: 90_500_000, asOf: "2026-11-20" };
    expect(toInr(money(12_500, "EUR"), eur)).toEqual(money(1_131_250, "INR"));
    expect(formatMoney(toInr(money(12_500, "EUR"), eur), { whole: true })).toBe("₹11,313");
    expect(() => toInr(money(100, "USD"), eur)).toThrow(MoneyError);
    expect(toInr(rupees(10), eur)).toEqual(rupees(10));
  });
});

describe("rupee approximations", () => {
  const eur = { currency: "EUR", inrPerUnitMicros: 90_500_000, asOf: "2026-11-20" };

  it("say they are approximate and name the rate and its day", () => {
    expect(approxInrText(fromMajor("125", "EUR"), eur)).toBe("≈ ₹11,313 at €1 = ₹90.50 on 20 Nov 2026");
    expect(formatRate({ currency: "USD", inrPerUnitMicros: 84_000_000, asOf: "2026-09-01" })).toBe(
      "US$1 = ₹84.00",
    );
    expect(formatRate({ currency: "JPY", inrPerUnitMicros: 557_500, asOf: "2026-09-01" })).toBe(
      "¥1 = ₹0.5575",
    );
  });

  it("are never made from another currency's rate, or without one", () => {
    expect(approxInrText(fromMajor("135", "USD"), eur)).toBeNull();
    expect(approxInrText(fromMajor("135", "GBP"), null)).toBeNull();
    expect(approxInrText(fromMajor("135", "INR"), eur)).toBeNull();
  });

  it("read an admin's typed rate exactly, refusing anything else", () => {
    expect(inrMicrosFromText("90.50")).toBe(90_500_000);
    expect(inrMicrosFromText(" 0.557500 ")).toBe(557_500);
    for (const bad of ["", "0", "-1", "90,50", "1e3", "1.1234567", "abc"])
      expect(inrMicrosFromText(bad)).toBeNull();
  });
});
