import { z } from "~/lib/zod";
import { defineUrlFilters, optional } from "~/lib/url-filters";
import { TASK_PRIORITIES, TASK_TYPES } from "../records/task-schema";

/**
 * The Tasks tab's filters as the URL carries them: read by its loader, written by its panel. A value
 * that is not one of the choices is ignored (the whole list shows), never an error.
 */
export const taskFilters = defineUrlFilters({
  view: z.enum(["all", "mine"]).catch("all"),
  status: z.enum(["open", "done"]).catch("open"),
  type: optional(z.enum(TASK_TYPES)),
  priority: optional(z.enum(TASK_PRIORITIES)),
  /** A staff member's id, or "unassigned" for the tasks nobody has taken (new leads' calls). */
  assignee: optional(z.string().min(1).max(64)),
});
export type TaskFilters = ReturnType<typeof taskFilters.parse>;
