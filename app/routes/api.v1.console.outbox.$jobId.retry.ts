import { z } from "~/lib/zod";
import { consoleAction, idParam, retryOutboxJob, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: sends a failed message or job again (a contact's e-mail: whoever sees the contact; anything else: admins). */
export const action = consoleAction({ schema: z.object({}) }, ({ db, user, params }) =>
  retryOutboxJob(db, user, idParam(params, "jobId", "message")),
);
