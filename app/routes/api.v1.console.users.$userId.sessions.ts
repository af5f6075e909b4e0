import { z } from "~/lib/zod";
import { revokeStaffSessions } from "~/features/auth/index.server";
import { consoleAction, idParam, staffAdminAction, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("DELETE");

/** DELETE (admins) ends one session ({"sessionId"}) of a staff member, or all of them (no body). */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["DELETE"],
    schema: z.object({
      sessionId: z.string({ error: "Name the session to end." }).min(1).max(100).optional(),
    }),
  },
  ({ db, user, input, params, ip }) =>
    staffAdminAction(() =>
      revokeStaffSessions(db, idParam(params, "userId", "staff account"), input.sessionId, {
        id: user.id,
        email: user.email,
        name: user.name,
        ip,
      }),
    ),
);
