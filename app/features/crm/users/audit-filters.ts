import { z } from "~/lib/zod";
import { AUDIT_ACTIONS } from "~/lib/audit-actions";
import { calendarDay, defineUrlFilters, optional } from "~/lib/url-filters";

/** The audit log's filters (Users tab) as the URL carries them: read by its loader, written by its panel. */
export const auditFilters = defineUrlFilters({
  action: optional(z.enum(AUDIT_ACTIONS)),
  actor: optional(z.string().min(1).max(100)),
  from: optional(calendarDay),
  to: optional(calendarDay),
});
