import { proposalChangesRequest } from "~/features/quotes/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.proposals.$token.changes";

/** POST {message}: the traveller asks for changes to a proposal (no code needed; the owner is told). */
export const action = ({ request, params }: Route.ActionArgs) =>
  proposalChangesRequest(request, params.token);
export const loader = () => methodNotAllowed("POST");
