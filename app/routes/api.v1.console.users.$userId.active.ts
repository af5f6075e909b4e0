import { z } from "~/lib/zod";
import { setStaffActive } from "~/features/auth/index.server";
import { consoleAction, idParam, staffAdminAction, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"active": false} deactivates an account (its sessions end at once, it leaves the
 * new-lead rota); {"active": true} reactivates it. Nobody deactivates themselves or the last admin.
 */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({ active: z.boolean({ error: "Say active: true or false." }) }),
  },
  ({ db, user, input, params, ip }) =>
    staffAdminAction(() =>
      setStaffActive(db, idParam(params, "userId", "staff account"), input.active, {
        id: user.id,
        email: user.email,
        name: user.name,
        ip,
      }),
    ),
);
