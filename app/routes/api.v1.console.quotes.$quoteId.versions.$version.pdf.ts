import { requireStaffApi } from "~/features/auth/index.server";
import { staffProposalPdf } from "~/features/quotes/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed, privatePdfResponse } from "~/server/http.server";
import type { Route } from "./+types/api.v1.console.quotes.$quoteId.versions.$version.pdf";

/** GET the PDF kept with a sent version (the bytes the traveller was sent), for staff who may see the quote. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  return privatePdfResponse(
    async () => staffProposalPdf(await getDb(), user, params.quoteId, params.version),
    "inline",
  );
}

export const action = () => methodNotAllowed("GET");
