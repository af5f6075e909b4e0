import type { Route } from "./+types/api.v1.console.contacts.$contactId.export";
import { requireStaffApi } from "~/features/auth/index.server";
import { CrmError, exportContact, idParam } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed } from "~/server/http.server";

/**
 * GET (admins), for a data-protection request of access: everything held about the person as one
 * JSON file, downloaded. Recorded in the audit log by id and counts only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "admin");
  try {
    const id = idParam(params, "contactId", "contact");
    const data = await exportContact(await getDb(), user, id, context.clientIp || null);
    return jsonResponse(data, {
      headers: { "Content-Disposition": `attachment; filename="personal-data-${id}.json"` },
    });
  } catch (err) {
    if (err instanceof CrmError)
      return errorResponse(err.status, { title: err.title, description: err.message });
    throw err;
  }
}

export const action = () => methodNotAllowed("GET");
