import { z } from "~/lib/zod";
import type { Route } from "./+types/api.v1.console.activity";
import { requireStaffApi } from "~/features/auth/index.server";
import { errorResponse, methodNotAllowed, readJsonObject } from "~/server/http.server";

export const loader = () => methodNotAllowed();

/** The report says nothing but that it happened: an empty object. */
const activitySchema = z.object({}).strict();

/**
 * POST {}: the person at the console clicked or typed. The guard notes it on the session (a write is
 * a person's action), which keeps an attended console signed in; the answer tells whether the
 * session still stands.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request, "partner");
  const read = await readJsonObject(request, {
    title: "Invalid request",
    description: "Send an empty JSON object.",
  });
  if (!read.ok) return read.response;
  if (!activitySchema.safeParse(read.body).success) {
    return errorResponse(400, { title: "Invalid request", description: "Send an empty JSON object." });
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
