import type { Route } from "./+types/api.v1.console.screenshot-alerts";
import { requireStaffApi } from "~/features/auth/index.server";
import { unstorableText } from "~/features/crm/index.server";
import { recordScreenshotAlert, screenshotAlertSchema } from "~/features/screenshot-alerts/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed, readJsonObject } from "~/server/http.server";

export const loader = () => methodNotAllowed();

/**
 * POST: the console noticed a possible screenshot, capture or copy. Recorded for the signed-in staff
 * member (never for whoever the body names), and admins get one digest per person per hour.
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
  const result = await recordScreenshotAlert(await getDb(), user, parsed.data, {
    ip: context.clientIp || null,
  });
  return jsonResponse({ recorded: result.recorded }, { status: 202 });
}
