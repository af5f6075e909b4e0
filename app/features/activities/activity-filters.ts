import type { Activity } from "./activity-types";
import { ACTIVITY_TYPES } from "./activity-types";

/**
 * The search and its filters as the URL carries them, so a search is shareable and Back works:
 * q (activity text), dest (destination), date, min and max (USD), len (duration band), rating
 * (minimum stars) and cat (category). Anything unreadable in the URL is dropped, never an error.
 */
export const DURATION_BANDS = {
  short: { label: "Up to 3 hours", test: (h: number) => h <= 3 },
  half: { label: "3 to 6 hours", test: (h: number) => h > 3 && h <= 6 },
  full: { label: "Full day (over 6 hours)", test: (h: number) => h > 6 },
} as const;
export type DurationBand = keyof typeof DURATION_BANDS;

export const RATING_STEPS = [4.5, 4] as const;

export type ActivityFilters = {
  q: string;
  dest: string;
  date: string | null;
  min: number | null;
  max: number | null;
  len: DurationBand | null;
  rating: number | null;
  cat: string | null;
};

const TEXT_MAX = 80;
const clean = (v: string | null) => (v ?? "").replace(/\s+/g, " ").trim().slice(0, TEXT_MAX);
const money = (v: string | null) => {
  if (v === null || !/^\d{1,5}$/.test(v.trim())) return null;
  return Number(v);
};

export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const date = params.get("date");
  const len = params.get("len");
  const rating = Number(params.get("rating"));
  const cat = params.get("cat");
  let min = money(params.get("min"));
  let max = money(params.get("max"));
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    q: clean(params.get("q")),
    dest: clean(params.get("dest")),
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null,
    min,
    max,
    len: len && Object.hasOwn(DURATION_BANDS, len) ? (len as DurationBand) : null,
    rating: (RATING_STEPS as readonly number[]).includes(rating) ? rating : null,
    cat: cat && (ACTIVITY_TYPES as readonly string[]).includes(cat) ? cat : null,
  };
}

/** The filters that narrow results (not the search itself), counted for the Filter button's badge. */
export function activeFilterCount(f: ActivityFilters): number {
  return [f.min !== null || f.max !== null, f.len, f.rating, f.cat].filter(Boolean).length;
}

export function applyActivityFilters(list: readonly Activity[], f: ActivityFilters): Activity[] {
  return list.filter((a) => {
    if (f.min !== null && a.price.minor < f.min * 100) return false;
    if (f.max !== null && a.price.minor > f.max * 100) return false;
    if (f.len && (a.durationHours === null || !DURATION_BANDS[f.len].test(a.durationHours))) return false;
    if (f.rating !== null && a.rating < f.rating) return false;
    if (f.cat && a.category.toLowerCase() !== f.cat.toLowerCase()) return false;
    return true;
  });
}

/** The search term the providers receive: the activity text and destination, or the generic term. */
export function searchTermOf(f: Pick<ActivityFilters, "q" | "dest">): string {
  return [f.q, f.dest].filter(Boolean).join(" ") || "travel activities";
}
