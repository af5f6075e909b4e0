import { z } from "~/lib/zod";
import { LEAD_TYPES } from "~/features/leads";
import { calendarDay, defineUrlFilters, optional } from "~/lib/url-filters";
import { PIPELINE_STAGES } from "../shared/crm-constants";

export const CONTACT_SORTS = ["activity", "created", "name", "leads"] as const;

/** The keys that narrow the list (its sort is not one): what "select all matching" and the export send. */
export const CONTACT_FILTER_KEYS = [
  "q",
  "stage",
  "type",
  "source",
  "owner",
  "tag",
  "verified",
  "from",
  "to",
  "duplicates",
] as const;

/**
 * The Contacts list's filters and sort as the URL carries them: read by its loader, written by its
 * panel. A value that is not one of the choices is dropped rather than refused: a hand-edited or
 * stale link still shows the list, just less filtered.
 */
export const contactFilters = defineUrlFilters(
  {
    q: z
      .string()
      .catch("")
      .transform((s) => s.trim().slice(0, 80)),
    stage: optional(z.enum(PIPELINE_STAGES)),
    type: optional(z.enum(LEAD_TYPES as [string, ...string[]])),
    source: optional(z.string().regex(/^[a-z][a-z_]{1,39}$/)),
    owner: optional(z.union([z.literal("me"), z.literal("none"), z.string().min(1).max(64)])),
    tag: optional(z.uuid()),
    verified: optional(z.enum(["yes", "no"])),
    from: optional(calendarDay),
    to: optional(calendarDay),
    duplicates: optional(z.literal("1")),
    sort: z.enum(CONTACT_SORTS).catch("activity"),
    dir: z.enum(["asc", "desc"]).catch("desc"),
  },
  {
    // A new filter starts at page 1 and closes the open contact; a new sort keeps the contact open.
    resets: (changed) =>
      changed.every((key) => key === "sort" || key === "dir") ? ["page"] : ["page", "contact"],
  },
);
export type ContactFilters = ReturnType<typeof contactFilters.parse>;
