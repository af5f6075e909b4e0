import type { z } from "zod";
import { requireStaffApi, type StaffUser } from "~/features/auth/index.server";
import type { StaffRole } from "~/features/auth";
import { getDb, type Database } from "~/server/db/db.server";
import { errorResponse, HttpRefusal, jsonResponse } from "~/server/http.server";

/**
 * One shape for the quotes' console reads: the staff session and role checked first, the query
 * string read by a zod schema (a refusal names the parameter in a sentence), a refusal from the
 * service answered with its status and sentence.
 */
export function quoteRead<Schema extends z.ZodType, Result>(
  options: { role?: StaffRole; query: Schema },
  run: (ctx: {
    db: Database;
    user: StaffUser;
    query: z.infer<Schema>;
    params: Record<string, string | undefined>;
  }) => Promise<Result>,
) {
  return async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    const user = await requireStaffApi(request, options.role ?? "partner");
    const raw = Object.fromEntries(
      [...new URL(request.url).searchParams.entries()].filter(([, v]) => v !== ""),
    );
    const parsed = options.query.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return errorResponse(
        400,
        { title: "Invalid request", description: issue.message },
        { field: issue.path.join(".") },
      );
    }
    try {
      return jsonResponse(await run({ db: await getDb(), user, query: parsed.data, params }));
    } catch (err) {
      if (err instanceof HttpRefusal)
        return errorResponse(err.status, { title: err.title, description: err.message }, err.extra);
      throw err;
    }
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The quote id of a route, or a 404 (a malformed id is as absent as a deleted quote). */
export function quoteIdParam(params: Record<string, string | undefined>): string {
  const value = params.quoteId;
  if (!value || !UUID.test(value))
    throw new HttpRefusal(404, "Not found", "That quote does not exist any more, or is not yours to see.");
  return value;
}
