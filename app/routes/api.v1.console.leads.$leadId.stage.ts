import {
  consoleAction,
  idParam,
  moveLeadStage,
  stageMoveSchema,
  writeOnly,
} from "~/features/crm/index.server";

export const loader = writeOnly("POST");

/** POST {stage, valueInr?, lostReason?}: moves a lead through the pipeline; Closed Won needs the value, Closed Lost a reason. */
export const action = consoleAction({ schema: stageMoveSchema }, ({ db, user, input, params }) =>
  moveLeadStage(db, user, idParam(params, "leadId", "lead"), input),
);
