import { consoleAction, createTask, newTaskSchema, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST: a task (follow-up, call, e-mail, meeting, review) with its due time, priority, assignee and linked contact or lead. */
export const action = consoleAction({ schema: newTaskSchema }, ({ db, user, input }) =>
  createTask(db, user, input),
);
