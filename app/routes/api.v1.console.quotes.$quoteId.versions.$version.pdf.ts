import { requireStaffApi } from "~/features/auth/index.server";
import { staffProposalPdf } from "~/features/quotes/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, HttpRefusal, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.console.quotes.$quoteId.versions.$version.pdf";

/** GET the PDF kept with a sent version (the bytes the traveller was sent), for staff who may see the quote. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  try {
    const { pdf, filename } = await staffProposalPdf(await getDb(), user, params.quoteId, params.version);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (err) {
    if (err instanceof HttpRefusal)
      return errorResponse(err.status, { title: err.title, description: err.message });
    throw err;
  }
}

export const action = () => methodNotAllowed("GET");
