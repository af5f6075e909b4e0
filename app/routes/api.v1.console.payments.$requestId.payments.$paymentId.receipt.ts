import { requireStaffApi } from "~/features/auth/index.server";
import { idParam, paymentReceiptPdf } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, HttpRefusal, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.console.payments.$requestId.payments.$paymentId.receipt";

/** GET a payment's receipt PDF (partners and admins; only-my-records applies), to download or print. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  try {
    const { pdf, filename } = await paymentReceiptPdf(
      await getDb(),
      user,
      idParam(params, "requestId", "payment request"),
      idParam(params, "paymentId", "payment"),
    );
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
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
