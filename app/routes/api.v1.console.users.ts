import type { Route } from "./+types/api.v1.console.users";
import {
  createStaffUser,
  generatePassword,
  newStaffUserSchema,
  requireStaffApi,
  StaffUserError,
} from "~/features/auth/index.server";
import { unstorableText } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed, readJsonObject } from "~/server/http.server";

export const loader = () => methodNotAllowed();

/**
 * POST (admins): adds a staff member. Without a password one is generated and returned once, for
 * the admin to hand over; they sign in with it and the code e-mailed to them, and can change it.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireStaffApi(request, "admin");
  const read = await readJsonObject(request, {
    title: "Invalid request",
    description: "Send the new staff member as a JSON object.",
  });
  if (!read.ok) return read.response;
  const unstorable = unstorableText(read.body);
  if (unstorable) return unstorable;
  const given = typeof read.body.password === "string" && read.body.password ? read.body.password : undefined;
  const password = given ?? generatePassword();
  const parsed = newStaffUserSchema.safeParse({ ...read.body, password });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return errorResponse(
      400,
      { title: "Invalid request", description: issue.message },
      { field: issue.path.join(".") },
    );
  }
  try {
    const user = await createStaffUser(await getDb(), parsed.data, admin);
    return jsonResponse({ user, ...(given ? {} : { password }) }, { status: 201 });
  } catch (err) {
    if (err instanceof StaffUserError) {
      const taken = /already a staff account/.test(err.message);
      return errorResponse(
        taken ? 409 : 400,
        { title: taken ? "Already exists" : "Invalid request", description: err.message },
        { reasons: err.reasons, field: taken ? "email" : "password" },
      );
    }
    throw err;
  }
}
