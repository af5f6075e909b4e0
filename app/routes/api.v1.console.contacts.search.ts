import { z } from "~/lib/zod";
import type { Route } from "./+types/api.v1.console.contacts.search";
import { requireStaffApi } from "~/features/auth/index.server";
import { searchContacts } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed } from "~/server/http.server";

const query = z
  .string({ error: "Add q: a name, phone number or e-mail to look for." })
  .trim()
  .min(1, "Add q: a name, phone number or e-mail to look for.")
  .max(80, "q must be at most 80 characters.")
  // PostgreSQL refuses a NUL in a comparison: it would fail the search.
  .refine((q) => !q.includes("\0"), "q must not contain a NUL character.");

/** GET ?q=: contacts by name, phone (typed any way) or e-mail, for the console's command menu. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  const parsed = query.safeParse(new URL(request.url).searchParams.get("q") ?? undefined);
  if (!parsed.success) {
    return errorResponse(
      400,
      { title: "Invalid request", description: parsed.error.issues[0]!.message },
      { field: "q" },
    );
  }
  const found = await searchContacts(await getDb(), user, parsed.data);
  return jsonResponse({ contacts: found });
}

export const action = () => methodNotAllowed("GET");
