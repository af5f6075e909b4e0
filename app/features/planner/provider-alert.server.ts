import { sql } from "drizzle-orm";
import { getConfig } from "~/server/config.server";
import type { Database } from "~/server/db/db.server";
import { insertOutboxSql } from "~/server/outbox.server";
import { countInWindowsSql, windowSpans } from "~/server/rate-limit-counters.server";
import type { ProviderDetail } from "./planner-model.server";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Failures a person has to act on: the key is wrong or revoked, the account is out of credit, or
 * the request is one the provider will never accept (e.g. a parameter the model refuses). A rate
 * limit or a server error passes by itself, and is worth an e-mail only when it rests the provider.
 */
export function needsAPerson(detail: ProviderDetail): boolean {
  if (detail.type === "insufficient_quota" || detail.code === "insufficient_quota") return true;
  return detail.status !== undefined && detail.status >= 400 && detail.status < 500 && detail.status !== 429;
}

/**
 * Tells the admins (ADMIN_ALERT_EMAIL, else LEADS_NOTIFY_EMAIL) what the provider said, through the
 * outbox, at most once a clock hour across every process: one statement counts the hour's alert and
 * writes the e-mail only if it was the first, so a storm of failures sends one message.
 */
export async function alertAdminsOfProvider(
  db: Database,
  input: { detail: ProviderDetail; model: string; resting: boolean; now: Date },
) {
  const config = getConfig();
  const { detail } = input;
  const told = countInWindowsSql(
    windowSpans([{ key: "planner:provider-alert", windowMs: HOUR_MS, limit: 1 }], input.now),
  );
  const said = [detail.status ?? "no answer", detail.code ?? detail.type].filter(Boolean).join(" ");
  const mail = insertOutboxSql({
    kind: "mail.send",
    payload: {
      to: config.ADMIN_ALERT_EMAIL ?? config.LEADS_NOTIFY_EMAIL,
      audience: "staff",
      subject: `The planner's model provider is failing (${said})`,
      text: [
        `The AI planner's provider (${config.LLM_BASE_URL ?? "not configured"}, model ${input.model}) failed:`,
        "",
        `  HTTP status: ${detail.status ?? "no answer"}`,
        `  Error type:  ${detail.type ?? "—"}`,
        `  Error code:  ${detail.code ?? "—"}`,
        `  Message:     ${detail.message ?? "—"}`,
        ...(detail.retryAfterMs ? [`  Retry after: ${Math.ceil(detail.retryAfterMs / 1000)} s`] : []),
        "",
        "Visitors are not shown this: the built-in planner answers them instead, with a short note.",
        input.resting
          ? "The provider is rested for a while after repeated failures and then tried again."
          : "Check the key, the account's plan and billing, and LLM_MODEL / LLM_TOKEN_PARAM / LLM_SEND_TEMPERATURE.",
        "This e-mail is sent at most once an hour; the server log has every failure.",
      ].join("\n"),
    },
    onlyIf: sql`EXISTS (SELECT 1 FROM told)`,
  });
  await db.execute(sql`WITH told AS (${told}) ${mail}`);
}
