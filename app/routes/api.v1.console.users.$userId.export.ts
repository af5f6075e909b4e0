import { z } from "~/lib/zod";
import { consoleAction, idParam, setExportPermission, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/**
 * PUT (admins) {"allowed": true|false}: whether this partner may download contacts and leads as CSV
 * (admins always may). Audited; takes effect on the partner's next export.
 */
export const action = consoleAction(
  {
    role: "admin",
    methods: ["PUT"],
    schema: z.object({ allowed: z.boolean({ error: "Say allowed: true or false." }) }),
  },
  ({ db, user, input, params, ip }) =>
    setExportPermission(db, idParam(params, "userId", "staff account"), input.allowed, {
      id: user.id,
      email: user.email,
      ip,
    }),
);
