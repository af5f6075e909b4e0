import { consoleAction, idParam, snoozeSchema, snoozeTask, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST {"preset":"1h"|"tomorrow"|"next_week"} or {"until": ISO time}: moves an open task's due time later. */
export const action = consoleAction({ schema: snoozeSchema }, ({ db, user, input, params }) =>
  snoozeTask(db, user, idParam(params, "taskId", "task"), input),
);
