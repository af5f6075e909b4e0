import { handleTwilioReport } from "~/features/verification/index.server";
import { getDb } from "~/server/db/db.server";
import { methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.sms.reports.twilio";

/** POST from Twilio: a sent code's delivery status (signed with X-Twilio-Signature). */
export const action = ({ request }: Route.ActionArgs) => handleTwilioReport(request, { db: getDb });
export const loader = () => methodNotAllowed();
