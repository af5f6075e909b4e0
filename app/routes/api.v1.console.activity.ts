import type { Route } from "./+types/api.v1.console.activity";
import { requireStaffApi } from "~/features/auth/index.server";
import { methodNotAllowed } from "~/server/http.server";

export const loader = () => methodNotAllowed();

/**
 * POST: the person at the console clicked or typed. The guard notes it on the session (a write is a
 * person's action), which keeps an attended console signed in; its answer tells whether the session
 * still stands.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request, "partner");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
