import { z } from "~/lib/zod";
import { codeDeliveryOfSubmission } from "~/features/verification/index.server";
import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed } from "~/server/http.server";
import type { Route } from "./+types/api.v1.sms-deliveries.$submissionId";

const submissionId = z.uuid();

/**
 * GET: what the SMS provider has said of the code sent for this form fill — "pending" until it
 * reports, then "delivered" or "failed". The code step asks while it waits, and offers a call or
 * WhatsApp at once on "failed"; for a code sent by WhatsApp, `smsFallback` says SMS may be sent
 * now (WhatsApp failed or said nothing in time). Only the outcome is told: no number, no reason.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = submissionId.safeParse(params.submissionId);
  if (!id.success)
    return errorResponse(400, {
      title: "Unknown form",
      description: "This address does not name a form you sent. Reload the page and try again.",
    });
  const found = await codeDeliveryOfSubmission(await getDb(), id.data);
  if (!found)
    return errorResponse(404, {
      title: "Unknown form",
      description: "No code was sent for this form. Reload the page and send it again.",
    });
  const { delivery, channel, smsFallback } = found;
  return jsonResponse({ delivery, channel, smsFallback });
}
export const action = () => methodNotAllowed("GET");
