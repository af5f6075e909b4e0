import { describe, expect, it } from "vitest";
import {
  countOf,
  formatDayLong,
  formatDayShort,
  formatDayWithWeekday,
  formatIndiaClock,
  formatIndiaClock12,
  formatIndiaDate,
  formatPhone,
  formatWhen,
  formatIndiaDateTime,
  formatIndiaDateTime12,
  formatIndiaLocalInput,
  formatIndiaStamp,
  formatIndiaTime,
  formatIndianNumber,
  formatIndiaWeekdayDate,
  formatIndiaWeekdayDay,
  formatInr,
  formatInrRange,
  formatMonthShort,
  MONTH_KEYS,
  MONTHS_SHORT,
} from "./format";

describe("formatIndianNumber", () => {
  it("groups like en-IN: thousands, then pairs of digits", () => {
    for (const n of [0, 7, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, 1000000000]) {
      expect(formatIndianNumber(n)).toBe(n.toLocaleString("en-IN"));
    }
    expect(formatIndianNumber(1234567)).toBe("12,34,567");
  });

  it("rounds to whole numbers and keeps the sign", () => {
    expect(formatIndianNumber(124999.6)).toBe("1,25,000");
    expect(formatIndianNumber(-125000)).toBe("-1,25,000");
    expect(formatIndianNumber(-0.2)).toBe("0");
  });
});

describe("formatInr", () => {
  it("writes rupees with Indian grouping", () => {
    expect(formatInr(125000)).toBe("₹1,25,000");
    expect(formatInrRange(125000, 185000)).toBe("₹1,25,000 – ₹1,85,000");
  });
});

describe("MONTHS_SHORT", () => {
  it("matches en-IN's short months", () => {
    MONTHS_SHORT.forEach((m, i) => {
      expect(
        new Date(Date.UTC(2026, i, 3)).toLocaleDateString("en-IN", { month: "short", timeZone: "UTC" }),
      ).toBe(m);
    });
  });
});

describe("MONTH_KEYS", () => {
  it("is each month's first three letters, as the destinations' weather and CSV dates write them", () => {
    expect(MONTH_KEYS.join(" ")).toBe("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec");
  });
});

describe("countOf", () => {
  it("says one thing in the singular and every other count in the plural, as English plural rules do", () => {
    const rules = new Intl.PluralRules("en-IN");
    for (const n of [0, 1, 2, 11, 21, 101, 1200]) {
      expect(countOf(n, "answer")).toBe(
        `${n.toLocaleString("en-IN")} ${rules.select(n) === "one" ? "answer" : "answers"}`,
      );
    }
    expect(countOf(1, "answer")).toBe("1 answer");
    expect(countOf(1, "match", "matches")).toBe("1 match");
    expect(countOf(125000, "deal")).toBe("1,25,000 deals");
  });
});

describe("India dates and times", () => {
  // 00:36 in India is 19:06 UTC the day before: the server (in UTC) and a browser in India must
  // both write it the same way.
  const justAfterMidnight = "2026-11-26T19:06:05.000Z";

  it("writes the minutes after midnight as 00, never 24", () => {
    expect(formatIndiaDateTime(justAfterMidnight)).toBe("27 Nov 2026, 00:36");
    expect(formatIndiaDateTime(new Date(justAfterMidnight))).toBe("27 Nov 2026, 00:36");
    expect(formatIndiaDateTime(Date.parse(justAfterMidnight))).toBe("27 Nov 2026, 00:36");
    expect(formatIndiaClock(justAfterMidnight, { seconds: true })).toBe("00:36:05");
    expect(formatIndiaDateTime12(justAfterMidnight)).toBe("27 Nov 2026, 12:36 am");
    expect(formatIndiaClock12(justAfterMidnight)).toBe("12:36 am");
  });

  it("uses India time whatever the process's own time zone", () => {
    // This test process runs in UTC, like the server: the UTC date is still 26 Nov.
    expect(new Date(justAfterMidnight).getUTCDate()).toBe(26);
    expect(formatIndiaDate(justAfterMidnight)).toBe("27 Nov 2026");
    expect(formatIndiaWeekdayDay(justAfterMidnight)).toBe("Fri 27 Nov");
  });

  it("reads as en-IN does on a 00–23 clock in India, every hour of a year", () => {
    const intl = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Kolkata",
    });
    const start = Date.UTC(2026, 0, 1, 0, 7);
    for (let at = start; at < start + 366 * 86_400_000; at += 60 * 60_000) {
      const mine = formatIndiaDateTime(at);
      expect(mine).not.toMatch(/ 24:/);
      expect(mine).toBe(intl.format(at));
    }
  });

  it("writes calendar days and months without shifting them", () => {
    expect(formatDayShort("2026-11-27")).toBe("27 Nov");
    expect(formatDayLong("2026-03-14")).toBe("14 March 2026");
    expect(formatDayWithWeekday("2026-03-14")).toBe("Saturday, 14 March 2026");
    expect(formatMonthShort("2026-09")).toBe("Sept 2026");
  });

  it("writes the moments staff, spreadsheets and form fields read in India time", () => {
    expect(formatIndiaTime(justAfterMidnight)).toBe("27 Nov 2026, 12:36 am IST");
    expect(formatIndiaWeekdayDate(justAfterMidnight)).toBe("Fri 27 Nov 2026");
    expect(formatIndiaStamp(justAfterMidnight)).toBe("2026-11-27 00:36:05");
    expect(formatIndiaLocalInput(justAfterMidnight)).toBe("2026-11-27T00:36");
    expect(formatIndiaLocalInput(null)).toBe("");
  });
});

describe("formatWhen", () => {
  // The server runs in UTC and renders the console first; the browser in India hydrates it. Both
  // must write 00:36 India time the same way, or React discards the server's HTML.
  it("writes the half hour after midnight in India as 00:36, not 24:36", () => {
    expect(formatWhen("2026-11-26T19:06:00.000Z")).toBe("27 Nov 2026, 00:36");
  });

  it("writes the India date, with or without the time", () => {
    expect(formatWhen("2026-11-27T18:29:00.000Z")).toBe("27 Nov 2026, 23:59");
    expect(formatWhen("2026-11-26T19:06:00.000Z", false)).toBe("27 Nov 2026");
    expect(formatWhen(null)).toBe("—");
  });
});

describe("formatPhone", () => {
  it("groups a stored mobile as it is read aloud, and shows a dash for none", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone(null)).toBe("—");
    expect(formatPhone("")).toBe("—");
  });
});
