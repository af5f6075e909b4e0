import { proposalPdfRequest } from "~/features/quotes/index.server";
import type { Route } from "./+types/proposal.$token.pdf";

/** GET the PDF sent with a proposal, by the traveller's link. */
export const loader = ({ params }: Route.LoaderArgs) => proposalPdfRequest(params.token);
