import { consoleAction, idParam, taskPatchSchema, updateTask, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PATCH");

/** PATCH: edits a task's fields; only what is sent changes. */
export const action = consoleAction(
  { schema: taskPatchSchema, methods: ["PATCH"] },
  ({ db, user, input, params }) => updateTask(db, user, idParam(params, "taskId", "task"), input),
);
