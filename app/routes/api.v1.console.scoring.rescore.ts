import { z } from "~/lib/zod";
import { consoleAction, startRescoring, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST (admins): applies the current scoring rules to every open lead, in the background; 409 while a run is going. */
export const action = consoleAction({ role: "admin", schema: z.object({}) }, ({ db, user }) =>
  startRescoring(db, { id: user.id, name: user.name }),
);
