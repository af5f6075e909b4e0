import { z } from "~/lib/zod";
import type { Route } from "./+types/api.v1.console.leads.live";
import { requireStaffApi } from "~/features/auth/index.server";
import { leadsSince } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed } from "~/server/http.server";

const SINCE_TEXT = "Add since: the time of the last poll, as an ISO date and time.";
// Year 0000 is valid ISO text, but PostgreSQL has no year 0: compared with it, the query would fail.
const since = z.iso
  .datetime({ offset: true, error: SINCE_TEXT })
  .refine((v) => new Date(v).getUTCFullYear() >= 1, SINCE_TEXT);

/**
 * GET ?since=: the leads made since the console's last poll (with a short look-back the console
 * de-duplicates), for showing new leads without a reload. Partners see only what they may see.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  const parsed = since.safeParse(new URL(request.url).searchParams.get("since") ?? undefined);
  if (!parsed.success) {
    return errorResponse(
      400,
      { title: "Invalid request", description: parsed.error.issues[0]!.message },
      { field: "since" },
    );
  }
  const result = await leadsSince(await getDb(), user, new Date(parsed.data));
  return jsonResponse(result);
}

export const action = () => methodNotAllowed("GET");
