import {
  consoleAction,
  eraseSchema,
  idParam,
  runErasureRequest,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST (admins) {"confirm":"ERASE"}: runs an erasure request and closes it with only the counts. */
export const action = consoleAction({ schema: eraseSchema, role: "admin" }, ({ db, user, params, ip }) =>
  runErasureRequest(db, user, idParam(params, "requestId", "request"), ip),
);
