import { describe, expect, it } from "vitest";
import { money } from "~/lib/money";
import { amountInWords } from "./amount-in-words";

/** Receipts write the amount as Indian cheques do: thousands, lakhs and crores, then paise. */
describe("amountInWords", () => {
  it.each([
    [0, "Rupees Zero only"],
    [50, "Fifty Paise only"],
    [1_00, "Rupees One only"],
    [11_00, "Rupees Eleven only"],
    [21_00, "Rupees Twenty-One only"],
    [100_00, "Rupees One Hundred only"],
    [101_50, "Rupees One Hundred One and Fifty Paise only"],
    [999_99, "Rupees Nine Hundred Ninety-Nine and Ninety-Nine Paise only"],
    [1_000_00, "Rupees One Thousand only"],
    [10_001_00, "Rupees Ten Thousand One only"],
    [25_000_00, "Rupees Twenty-Five Thousand only"],
    [99_999_00, "Rupees Ninety-Nine Thousand Nine Hundred Ninety-Nine only"],
    [1_00_000_00, "Rupees One Lakh only"],
    [1_24_999_00, "Rupees One Lakh Twenty-Four Thousand Nine Hundred Ninety-Nine only"],
    [12_50_000_05, "Rupees Twelve Lakh Fifty Thousand and Five Paise only"],
    [99_99_999_00, "Rupees Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only"],
    [1_00_00_000_00, "Rupees One Crore only"],
    [1_20_00_000_00, "Rupees One Crore Twenty Lakh only"],
    [3_05_07_019_10, "Rupees Three Crore Five Lakh Seven Thousand Nineteen and Ten Paise only"],
    [1_000_00_00_000_00, "Rupees One Thousand Crore only"],
    [
      12_34_56_78_901_23,
      "Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred One and Twenty-Three Paise only",
    ],
  ])("%i paise → %s", (minor, words) => {
    expect(amountInWords(money(minor, "INR"))).toBe(words);
  });

  it("writes rupees only", () => {
    expect(() => amountInWords(money(100, "USD"))).toThrow(/rupees/);
  });
});
