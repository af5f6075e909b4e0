import type { Route } from "./+types/api.v1.console.leads.export";
import { requireStaffApi } from "~/features/auth/index.server";
import { exportLeads, filterParams } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed } from "~/server/http.server";

/** GET (?owner=, ?type= as on the Pipeline tab): every lead the board shows, as a streamed CSV file. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  return exportLeads(await getDb(), user, filterParams(request), context.clientIp || null);
}

export const action = () => methodNotAllowed("GET");
