import { flowFor } from "~/lead-flows.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.$flow.submissions.$submissionId.resend";

/** POST: a new code for the submission (the old one dies). */
export const action = ({ request, params, context }: Route.ActionArgs) =>
  flowFor(params.flow, (flow) => flow.resend(request, params.submissionId, { ip: context.clientIp }));
export const loader = () => methodNotAllowed();
