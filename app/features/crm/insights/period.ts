import { formatDayShort } from "~/lib/format";

const day = (date: string, withYear: boolean) =>
  withYear ? `${formatDayShort(date)} ${date.slice(0, 4)}` : formatDayShort(date);

/**
 * A report's period in words: "28 Oct to 27 Nov" within the current year, and with the years
 * ("28 Nov 2025 to 27 Nov 2026") when the period crosses a new year or lies in another year, so a
 * year's range never reads as a day-long one. Dates are India dates (YYYY-MM-DD); `today` too.
 */
export function periodLabel(from: string, to: string, today: string) {
  const thisYear = today.slice(0, 4);
  const withYear = from.slice(0, 4) !== thisYear || to.slice(0, 4) !== thisYear;
  return `${day(from, withYear)} to ${day(to, withYear)}`;
}
