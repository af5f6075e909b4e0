import { flowFor } from "~/lead-flows.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.$flow.submissions.$submissionId.verify";

/** POST {code}: checks the code; the flow's result comes back only once the phone is verified. */
export const action = ({ request, params }: Route.ActionArgs) =>
  flowFor(params.flow, (flow) => flow.verify(request, params.submissionId, {}));
export const loader = () => methodNotAllowed();
