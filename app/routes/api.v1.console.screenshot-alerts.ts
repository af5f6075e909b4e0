import type { Route } from "./+types/api.v1.console.screenshot-alerts";
import { requireStaffApi } from "~/features/auth/index.server";
import { getCrmSettings, unstorableText } from "~/features/crm/index.server";
import { recordScreenshotAlert, screenshotAlertSchema } from "~/features/screenshot-alerts/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed, readJsonObject } from "~/server/http.server";

export const loader = () => methodNotAllowed();

/**
 * POST: the console noticed a possible screenshot, capture or copy. Recorded for the signed-in staff
 * member (never for whoever the body names), as an alert or only a count as the admins' policy
 * says (never as the page says), and admins get one digest per person per hour for alerts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaffApi(request, "partner");
  const read = await readJsonObject(request, {
    title: "Invalid request",
    description: "Send the alert as a JSON object.",
  });
  if (!read.ok) return read.response;
  const unstorable = unstorableText(read.body);
  if (unstorable) return unstorable;
  const parsed = screenshotAlertSchema.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return errorResponse(
      400,
      { title: "Invalid request", description: issue.message },
      { field: issue.path.join(".") },
    );
  }
  const db = await getDb();
  const { screenshotPolicy } = await getCrmSettings(db);
  const result = await recordScreenshotAlert(db, user, parsed.data, {
    ip: context.clientIp || null,
    policy: screenshotPolicy,
  });
  return jsonResponse({ recorded: result.recorded, as: result.outcome }, { status: 202 });
}
