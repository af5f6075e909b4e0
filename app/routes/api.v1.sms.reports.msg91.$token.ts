import { handleMsg91Report } from "~/features/verification/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.sms.reports.msg91.$token";

/** POST from MSG91: delivery reports, to the URL with SMS_DELIVERY_REPORT_TOKEN in it. */
export const action = ({ request, params }: Route.ActionArgs) =>
  handleMsg91Report(request, params.token, { db: getDb });
export const loader = () => methodNotAllowed();
