import { proposalViewRequest } from "~/features/quotes/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.proposals.$token.views";

/** POST: the proposal page was shown in a browser, so the traveller's view is counted. */
export const action = ({ request, params }: Route.ActionArgs) => proposalViewRequest(request, params.token);
export const loader = () => methodNotAllowed("POST");
