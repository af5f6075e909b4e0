import { flowFor } from "~/lead-flows.server";
import { errorResponse, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.$flow.proof";

/** GET: whether this browser's signed proof covers the flow's purpose (always 200 for a known flow). */
export const loader = ({ request, params }: Route.LoaderArgs) =>
  flowFor(params.flow, (flow) =>
    Promise.resolve(
      flow.proof
        ? flow.proof(request)
        : errorResponse(404, { title: "Not Found", description: "This form needs no phone verification." }),
    ),
  );
export const action = () => methodNotAllowed();
