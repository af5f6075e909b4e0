import { requireStaffApi } from "~/features/auth/index.server";
import { idParam, paymentReceiptPdf } from "~/features/crm/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed, privatePdfResponse } from "~/server/http.server";
import type { Route } from "./+types/api.v1.console.payments.$requestId.payments.$paymentId.receipt";

/** GET a payment's receipt PDF (partners and admins; only-my-records applies), to download or print. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireStaffApi(request, "partner");
  return privatePdfResponse(
    async () =>
      paymentReceiptPdf(
        await getDb(),
        user,
        idParam(params, "requestId", "payment request"),
        idParam(params, "paymentId", "payment"),
      ),
    "attachment",
  );
}

export const action = () => methodNotAllowed("GET");
