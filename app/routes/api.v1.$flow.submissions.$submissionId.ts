import { flowFor } from "~/lead-flows.server";
import { errorResponse, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.$flow.submissions.$submissionId";

/** GET: whether the code sent for this form fill can still be used (a 200 either way for a known flow). */
export const loader = ({ params }: Route.LoaderArgs) =>
  flowFor(params.flow, (flow) =>
    flow.pending
      ? flow.pending(params.submissionId, {})
      : Promise.resolve(
          errorResponse(404, {
            title: "Not Found",
            description: "This form keeps no code to return to. Send the form again.",
          }),
        ),
  );
export const action = () => methodNotAllowed("GET");
