import type { Route } from "./+types/api.v1.console.contacts.export";
import { requireStaffApi } from "~/features/auth/index.server";
import { exportContacts, filterParams } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed } from "~/server/http.server";

/**
 * GET (the Contacts tab's filters as query parameters): every contact the list shows, as a CSV file
 * streamed in batches, whatever its size; what only-my-records hides stays hidden.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  return exportContacts(await getDb(), user, filterParams(request), context.clientIp || null);
}

export const action = () => methodNotAllowed("GET");
