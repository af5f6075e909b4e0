import { getDb } from "~/server/db/db.server";
import { errorResponse, jsonResponse, methodNotAllowed, readBodyBytes } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { applyRazorpayEvent } from "./razorpay-events.server";

/** Razorpay's events are a few kilobytes; anything far larger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * Razorpay's webhook endpoint. The raw bytes are what the signature covers, so the body is read as
 * bytes and never re-serialised. A forged or unsigned event is refused (400) and changes nothing; a
 * repeat of an applied event is acknowledged (200) so Razorpay stops retrying it.
 */
export async function paymentWebhookRequest(request: Request): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  const bytes = await readBodyBytes(request, MAX_WEBHOOK_BYTES);
  if (!bytes)
    return errorResponse(413, {
      title: "Error",
      description: "The event is larger than any Razorpay event.",
    });
  const outcome = await applyRazorpayEvent(
    await getDb(),
    Buffer.from(bytes),
    request.headers.get("x-razorpay-signature"),
    request.headers.get("x-razorpay-event-id"),
  );
  if (outcome === "forged") {
    logger.warn("Razorpay webhook refused: the signature does not match the webhook secret");
    return errorResponse(400, {
      title: "Error",
      description:
        "The X-Razorpay-Signature header does not match this body and the configured webhook secret.",
    });
  }
  return jsonResponse({ status: outcome });
}
