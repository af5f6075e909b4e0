import { z } from "~/lib/zod";
import { resetStaffPassword } from "~/features/auth/index.server";
import { consoleAction, idParam, staffAdminAction, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST (admins): resets the person's password, ends their sessions and e-mails them a link to choose a new one. */
export const action = consoleAction({ role: "admin", schema: z.object({}) }, ({ db, user, params, ip }) =>
  staffAdminAction(() =>
    resetStaffPassword(db, idParam(params, "userId", "staff account"), {
      id: user.id,
      email: user.email,
      name: user.name,
      ip,
    }),
  ),
);
