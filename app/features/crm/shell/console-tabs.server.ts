import { data } from "react-router";
import type { StaffUser } from "~/features/auth/index.server";
import { roleAllows } from "~/features/auth";
import type { Database } from "~/server/db/db.server";
import { contactsTab } from "../contacts/contacts.server";
import { analyticsTab, revenueTab } from "../insights/insights.server";
import { scoringTab } from "../scoring/scoring.server";
import { logsTab } from "../logs/logs.server";
import { pipelineTab } from "../pipeline/pipeline.server";
import { tagsTab } from "../tags/tags.server";
import { tasksTab } from "../tasks/tasks.server";
import { usersTab } from "../users/users.server";
import { exchangeRatesTab } from "../rates/exchange-rates-tab.server";
import { CONSOLE_TABS, type ConsoleTabId } from "./tabs";

export type ConsoleTabData =
  | Awaited<ReturnType<typeof contactsTab>>
  | Awaited<ReturnType<typeof pipelineTab>>
  | Awaited<ReturnType<typeof tasksTab>>
  | Awaited<ReturnType<typeof analyticsTab>>
  | Awaited<ReturnType<typeof revenueTab>>
  | Awaited<ReturnType<typeof scoringTab>>
  | Awaited<ReturnType<typeof logsTab>>
  | Awaited<ReturnType<typeof tagsTab>>
  | Awaited<ReturnType<typeof usersTab>>
  | Awaited<ReturnType<typeof exchangeRatesTab>>;

/**
 * Loads one console tab's data, and only that tab's. An admin's tab asked for by a partner is
 * refused here too (the page also falls back to contacts), so no caller can read it by mistake.
 */
export async function loadConsoleTab(
  db: Database,
  tab: ConsoleTabId,
  ctx: { user: StaffUser; searchParams: URLSearchParams },
): Promise<ConsoleTabData> {
  const definition = CONSOLE_TABS.find((t) => t.id === tab);
  if (!definition || !roleAllows(ctx.user.role, definition.role)) {
    throw data({ error: "You don't have permission to access this area." }, { status: 403 });
  }
  switch (tab) {
    case "contacts":
      return contactsTab(db, ctx.user, ctx.searchParams);
    case "pipeline":
      return pipelineTab(db, ctx.user, ctx.searchParams);
    case "tasks":
      return tasksTab(db, ctx.user, ctx.searchParams);
    case "analytics":
      return analyticsTab(db, ctx.user, ctx.searchParams);
    case "revenue":
      return revenueTab(db, ctx.user, ctx.searchParams);
    case "scoring":
      return scoringTab(db, ctx.user);
    case "logs":
      return logsTab(db, ctx.user, ctx.searchParams);
    case "tags":
      return tagsTab(db);
    case "users":
      return usersTab(db, ctx.user, ctx.searchParams);
    case "rates":
      return exchangeRatesTab(db);
  }
}
