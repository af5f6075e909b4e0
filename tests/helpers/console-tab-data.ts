import { data } from "react-router";
import type { StaffUser } from "~/features/auth/index.server";
import { roleAllows } from "~/features/auth";
import type { Database } from "~/server/db/db.server";
import { contactsTab } from "../../app/features/crm/contacts/contacts.server";
import { analyticsTab, revenueTab } from "../../app/features/crm/insights/insights.server";
import { scoringTab } from "../../app/features/crm/scoring/scoring.server";
import { logsTab } from "../../app/features/crm/logs/logs.server";
import { pipelineTab } from "../../app/features/crm/pipeline/pipeline.server";
import { tagsTab } from "../../app/features/crm/tags/tags.server";
import { tasksTab } from "../../app/features/crm/tasks/tasks.server";
import { usersTab } from "../../app/features/crm/users/users.server";
import { exchangeRatesTab } from "../../app/features/crm/rates/exchange-rates-tab.server";
import { quotesTab } from "../../app/features/crm/quotes/quotes.server";
import { paymentsTab } from "../../app/features/crm/payments/payments.server";
import { privacyTab } from "../../app/features/crm/privacy/privacy-tab.server";
import { CONSOLE_TABS, type ConsoleTabId } from "../../app/features/crm/shell/tabs";

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
  | Awaited<ReturnType<typeof exchangeRatesTab>>
  | Awaited<ReturnType<typeof quotesTab>>
  | Awaited<ReturnType<typeof paymentsTab>>
  | Awaited<ReturnType<typeof privacyTab>>;

/**
 * One console tab's data as its route's loader reads it, for database tests that call the tab
 * loaders directly (no session, no request). Refuses an admin's tab for a partner with 403, so a
 * test cannot read one by mistake; the routes themselves send a partner to the default tab.
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
    case "quotes":
      return quotesTab(db, ctx.user, ctx.searchParams);
    case "payments":
      return paymentsTab(db, ctx.user, ctx.searchParams);
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
    case "privacy":
      return privacyTab(db, ctx.user);
  }
}
