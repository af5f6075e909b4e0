import { z } from "~/lib/zod";
import { calendarDay, defineUrlFilters, optional } from "~/lib/url-filters";

/** The Logs tab's filters as the URL carries them: read by its loader, written by its panel. */
export const logFilters = defineUrlFilters({
  channel: optional(z.enum(["sms", "email", "call", "note"])),
  status: optional(z.literal("failed")),
  from: optional(calendarDay),
  to: optional(calendarDay),
  view: z.enum(["log", "jobs"]).catch("log"),
});
