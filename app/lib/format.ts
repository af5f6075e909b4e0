/*
 * Numbers and dates for Indian readers, written out by hand rather than through Intl: the first
 * Intl formatter a page creates loads the browser's ICU locale data, one of the longest tasks of a
 * page's hydration on a mid-range phone (bench/PERFORMANCE.md). The output is the same as en-IN's.
 *
 * Every date and time the app shows goes through the functions here. Times are India time on a
 * 24-hour clock that runs 00:00–23:59 (hourCycle "h23", timeZone "Asia/Kolkata"), whoever renders
 * them: the server runs in UTC and Node's ICU writes midnight as "24:36" for en-IN with hour12
 * false where browsers write "00:36", so an Intl formatter would print different text on each side
 * and React would throw the server's HTML away on hydration. Arithmetic on India's fixed offset
 * gives the same string in Node and in every browser.
 */
// India's wall clock at an instant: India has kept UTC+05:30, with no daylight saving, since 1945.
import { indiaWallClock as indiaClock, indiaWallIso, type Instant } from "./india-time";
import { formatIndianMobile } from "./phone";

/** Indian digit grouping of a whole number: 1234567 -> "12,34,567" (rounded to an integer). */
export function formatIndianNumber(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const sign = n < 0 && digits !== "0" ? "-" : "";
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${sign}${head},${digits.slice(-3)}`;
}

/** Rupees with Indian digit grouping: 125000 -> "₹1,25,000". */
export function formatInr(amount: number) {
  return `₹${formatIndianNumber(amount)}`;
}

/** "₹1,25,000 – ₹1,85,000" */
export function formatInrRange(min: number, max: number) {
  return `${formatInr(min)} – ${formatInr(max)}`;
}

/**
 * Lakh in prose: 120000 -> "₹1.2 lakh", 145000 -> "₹1.45 lakh", 400000 -> "₹4 lakh". Rounded up to
 * the nearest thousand, never down, because it mostly follows "from": ₹1,45,000 is never "₹1.4 lakh".
 */
export function formatLakh(amount: number) {
  const hundredths = Math.ceil(amount / 1000);
  const text = (hundredths / 100).toFixed(2).replace(/\.?0+$/, "");
  return `₹${text} lakh`;
}

/** "27 seconds", "2 minutes", "3 hours": rounded up, so the visitor never retries too early. */
export function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `${s} second${s === 1 ? "" : "s"}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * A count and its noun agreeing in number, with Indian digit grouping: (1, "answer") -> "1 answer",
 * (0 or 2, "answer") -> "0 answers", (1200, "lead") -> "1,200 leads". In English only exactly one
 * takes the singular; nouns whose plural is not "+s" pass it.
 */
export function countOf(n: number, one: string, many = `${one}s`) {
  return `${formatIndianNumber(n)} ${n === 1 ? one : many}`;
}

/** Compact counts for likes and views: 3499 -> "3.5K". */
export function formatCount(n: number) {
  return n >= 1000 ? `${(n / 1000).toFixed(1).replace(/\.0$/, "")}K` : String(n);
}

export const MONTHS_LONG = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

type FirstThree<T> = T extends `${infer A}${infer B}${infer C}${string}` ? `${A}${B}${C}` : never;
type FirstThreeOfEach<T extends readonly string[]> = { readonly [K in keyof T]: FirstThree<T[K]> };

/**
 * "Jan" … "Sep" … "Dec": each month's first three letters, the key data and parsers use (a
 * destination's weather by month, a CSV's "15 Mar 2024").
 */
export const MONTH_KEYS = MONTHS_LONG.map((m) => m.slice(0, 3)) as unknown as FirstThreeOfEach<
  typeof MONTHS_LONG
>;

/** Short months as en-IN writes them: the first three letters, but September is "Sept". */
export const MONTHS_SHORT: readonly string[] = MONTH_KEYS.map((m) => (m === "Sep" ? "Sept" : m));

const WEEKDAYS_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const WEEKDAYS_LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A calendar day "YYYY-MM-DD" (or month "YYYY-MM") as its parts; no time zone is involved. */
function calendarDay(day: string) {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number | undefined];
  return { year: y, month: m - 1, day: d ?? 1, weekday: new Date(Date.UTC(y, m - 1, d ?? 1)).getUTCDay() };
}

/** "27 Nov 2026": the India date of an instant. */
export function formatIndiaDate(at: Instant): string {
  const c = indiaClock(at);
  return `${c.day} ${MONTHS_SHORT[c.month]} ${c.year}`;
}

/** "00:36", "23:59": India time on the 24-hour clock, never "24:36". */
export function formatIndiaClock(at: Instant, { seconds = false } = {}): string {
  const c = indiaClock(at);
  return `${pad2(c.hour)}:${pad2(c.minute)}${seconds ? `:${pad2(c.second)}` : ""}`;
}

/** "27 Nov 2026, 00:36" */
export function formatIndiaDateTime(at: Instant, { seconds = false } = {}): string {
  return `${formatIndiaDate(at)}, ${formatIndiaClock(at, { seconds })}`;
}

/** "12:36 am", "11:45 am", "3:05 pm": India time as a visitor says it. */
export function formatIndiaClock12(at: Instant): string {
  const { hour, minute } = indiaClock(at);
  return `${hour % 12 || 12}:${pad2(minute)} ${hour < 12 ? "am" : "pm"}`;
}

/** "10 Mar 2025, 11:45 am" */
export function formatIndiaDateTime12(at: Instant): string {
  return `${formatIndiaDate(at)}, ${formatIndiaClock12(at)}`;
}

/** "10 Mar 2025, 11:45 am IST": a moment for staff, in messages that may be read outside India. */
export function formatIndiaTime(at: Instant): string {
  return `${formatIndiaDateTime12(at)} IST`;
}

/**
 * "2026-10-25 12:00:54": the form Excel and Google Sheets take as a date-time, so a pivot by day
 * gives the same India days the dashboard counts.
 */
export function formatIndiaStamp(at: Instant): string {
  return indiaWallIso(at).slice(0, 19).replace("T", " ");
}

/** "2026-11-24T15:30": India time as a datetime-local field shows it; "" for no moment. */
export function formatIndiaLocalInput(at: Instant | null): string {
  return at === null || at === "" ? "" : indiaWallIso(at).slice(0, 16);
}

/** "Tue 24 Nov": the India day of an instant, with its weekday. */
export function formatIndiaWeekdayDay(at: Instant): string {
  const c = indiaClock(at);
  return `${WEEKDAYS_SHORT[c.weekday]} ${c.day} ${MONTHS_SHORT[c.month]}`;
}

/** "Fri 1 Mar 2030": the India date of an instant, with its weekday. */
export function formatIndiaWeekdayDate(at: Instant): string {
  return `${WEEKDAYS_SHORT[indiaClock(at).weekday]} ${formatIndiaDate(at)}`;
}

/** "27 Nov" for a calendar day "2026-11-27". */
export function formatDayShort(day: string): string {
  const c = calendarDay(day);
  return `${c.day} ${MONTHS_SHORT[c.month]}`;
}

/** "14 March 2026" for a calendar day "2026-03-14". */
export function formatDayLong(day: string): string {
  const c = calendarDay(day);
  return `${c.day} ${MONTHS_LONG[c.month]} ${c.year}`;
}

/** "Saturday, 14 March 2026" for a calendar day "2026-03-14". */
export function formatDayWithWeekday(day: string): string {
  return `${WEEKDAYS_LONG[calendarDay(day).weekday]}, ${formatDayLong(day)}`;
}

/** "Nov 2026" for a month "2026-11". */
export function formatMonthShort(month: string): string {
  const c = calendarDay(month);
  return `${MONTHS_SHORT[c.month]} ${c.year}`;
}

/** A stored time as the console shows it: India date and time, or the date alone; none is a dash. */
export function formatWhen(value: string | null | undefined, withTime = true): string {
  if (!value) return "—";
  return withTime ? formatIndiaDateTime(value) : formatIndiaDate(value);
}

/** "+919876543210" → "+91 98765 43210"; no phone → a dash. */
export const formatPhone = (phone: string | null | undefined) => (phone ? formatIndianMobile(phone) : "—");
