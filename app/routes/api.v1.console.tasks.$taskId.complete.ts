import { z } from "~/lib/zod";
import { completeTask, consoleAction, idParam, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: marks an open task done (on its contact's timeline); a task already closed is a 409. */
export const action = consoleAction({ schema: z.object({}) }, ({ db, user, params }) =>
  completeTask(db, user, idParam(params, "taskId", "task")),
);
