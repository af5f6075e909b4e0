import { formatDayLong } from "~/lib/format";

/** "14 March 2027 – 21 March 2027", the start alone for a one-day trip, or null with no start date. */
export function tripDatesTextOf(startDate: string | null, endDate: string | null): string | null {
  if (!startDate) return null;
  if (!endDate || endDate === startDate) return formatDayLong(startDate);
  return `${formatDayLong(startDate)} – ${formatDayLong(endDate)}`;
}
