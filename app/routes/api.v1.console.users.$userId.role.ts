import { roleSchema, setStaffRole } from "~/features/auth/index.server";
import { consoleAction, idParam, staffAdminAction, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/** PUT (admins) {"role": "admin"|"partner"}: the last active admin cannot be made a partner. */
export const action = consoleAction(
  { role: "admin", schema: roleSchema, methods: ["PUT"] },
  ({ db, user, input, params, ip }) =>
    staffAdminAction(() =>
      setStaffRole(db, idParam(params, "userId", "staff account"), input.role, {
        id: user.id,
        email: user.email,
        name: user.name,
        ip,
      }),
    ),
);
