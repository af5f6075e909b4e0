import { voucherDownloadRequest } from "~/features/activities/index.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.activities.vouchers.$token";

/** GET a confirmed booking's voucher PDF by its signed link (from the confirmation view or the e-mail). */
export const loader = ({ params }: Route.LoaderArgs) => voucherDownloadRequest(params.token);
export const action = () => methodNotAllowed();
