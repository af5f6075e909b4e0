import { flowFor } from "~/lead-flows.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.$flow.submissions";

/** POST the flow's fields: the submission is stored and a code is sent to the phone. */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  flowFor(params.flow, (flow) => flow.start(request, { ip: context.clientIp }));
export const loader = () => methodNotAllowed();
