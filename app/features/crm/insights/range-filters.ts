import { z } from "~/lib/zod";
import { calendarDay, defineUrlFilters, optional } from "~/lib/url-filters";

/** The report periods offered as buttons; `month` is the India month so far. */
export const RANGE_PRESETS = [
  { id: "7d", label: "7 days", days: 7 },
  { id: "30d", label: "30 days", days: 30 },
  { id: "90d", label: "90 days", days: 90 },
  { id: "month", label: "This month", days: 0 },
] as const;

/**
 * The period a report covers as the URL carries it (Analytics and Revenue): a preset, or from/to.
 * Read by the loaders (readRange resolves it to two dates), written by the range picker. Choosing a
 * period leaves the rest of the query alone: these lists have no page to reset.
 */
export const rangeFilters = defineUrlFilters(
  {
    range: optional(z.enum(RANGE_PRESETS.map((preset) => preset.id))),
    from: optional(calendarDay),
    to: optional(calendarDay),
  },
  { resets: () => [] },
);
