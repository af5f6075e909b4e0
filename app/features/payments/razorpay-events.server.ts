import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/db.server";
import { paymentEvents, paymentRequests } from "~/server/db/schema.server";
import { logger } from "~/server/logger.server";
import { applyLinkSnapshot, enqueueLinkReconcile, requestIdOfReference } from "./payment-links.server";
import {
  razorpayKeys,
  type RazorpayLink,
  type RazorpayPayment,
  type RazorpayRefund,
} from "./razorpay.server";
import { applyProcessedRefund } from "./refunds.server";

/** Equal strings in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

const hmacHex = (secret: string, text: string | Buffer) =>
  crypto.createHmac("sha256", secret).update(text).digest("hex");

export type CallbackResult =
  { ok: true; linkId: string; paymentId: string; status: string; referenceId: string } | { ok: false };

/**
 * The query Razorpay adds to callback_url when the traveller comes back from its page, checked as
 * Razorpay documents: razorpay_signature is HMAC-SHA256 (key secret) of
 * "payment_link_id|payment_link_reference_id|payment_link_status|razorpay_payment_id". A valid one
 * lets the page say "paid"; the money itself is recorded from the webhook or the reconciliation.
 */
export function verifyCallback(query: URLSearchParams): CallbackResult {
  const keys = razorpayKeys();
  const linkId = query.get("razorpay_payment_link_id");
  const referenceId = query.get("razorpay_payment_link_reference_id") ?? "";
  const status = query.get("razorpay_payment_link_status");
  const paymentId = query.get("razorpay_payment_id");
  const signature = query.get("razorpay_signature");
  if (!keys || !linkId || !status || !paymentId || !signature) return { ok: false };
  const expected = hmacHex(keys.keySecret, `${linkId}|${referenceId}|${status}|${paymentId}`);
  if (!sameSecret(signature, expected)) return { ok: false };
  return { ok: true, linkId, paymentId, status, referenceId };
}

export type WebhookOutcome = "applied" | "duplicate" | "ignored" | "forged";

type RazorpayEvent = {
  event?: string;
  payload?: {
    payment_link?: { entity?: RazorpayLink };
    payment?: { entity?: RazorpayPayment };
    refund?: { entity?: RazorpayRefund };
  };
};

/**
 * A webhook from Razorpay: its X-Razorpay-Signature (HMAC-SHA256 hex of the raw body with the
 * webhook secret) checked in constant time before anything is read; then applied once per event id
 * (X-Razorpay-Event-Id; the body's hash when absent) in the transaction that records it, so a
 * replay changes nothing. Unknown events and links that are not ours are acknowledged and ignored.
 */
export async function applyRazorpayEvent(
  db: Database,
  rawBody: Buffer,
  signature: string | undefined | null,
  eventId?: string | null,
  now = new Date(),
): Promise<WebhookOutcome> {
  const keys = razorpayKeys();
  if (!keys || !signature || !sameSecret(signature, hmacHex(keys.webhookSecret, rawBody))) return "forged";
  let event: RazorpayEvent;
  try {
    event = JSON.parse(rawBody.toString("utf8")) as RazorpayEvent;
  } catch {
    return "ignored";
  }
  const kind = typeof event.event === "string" ? event.event : "";
  const id = eventId?.trim() || `sha256:${crypto.createHash("sha256").update(rawBody).digest("hex")}`;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider: "razorpay", eventId: id.slice(0, 200), kind: kind.slice(0, 100), receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return "duplicate";

    if (kind.startsWith("payment_link.")) {
      const link = event.payload?.payment_link?.entity;
      if (!link?.id) return "ignored";
      let [row] = await tx
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.linkId, link.id))
        .for("update");
      // Not the current link: the request named by its reference_id (any of the request's links,
      // "<request id>" for the first, "<request id>.<n>" for a fresh one after it).
      const named = row ? null : requestIdOfReference(link.reference_id);
      if (named)
        [row] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, named)).for("update");
      if (!row || row.provider !== "razorpay") {
        logger.info({ linkId: link.id, event: kind }, "Razorpay event for a link that is not ours; ignored");
        return "ignored";
      }
      const payment = event.payload?.payment?.entity;
      const seen =
        payment?.id && payment.status === "captured"
          ? [
              {
                id: payment.id,
                amount: payment.amount,
                method: payment.method,
                createdAt: payment.created_at,
              },
            ]
          : [];
      const { missingMoney } = await applyLinkSnapshot(tx, row, link, seen, now);
      // An earlier partial payment's webhook never came: fetch the link's whole list (that link's,
      // when a fresh link has replaced it).
      if (missingMoney) await enqueueLinkReconcile(tx, row.id, link.id === row.linkId ? undefined : link.id);
      return "applied";
    }
    if (kind === "refund.processed") {
      const refund = event.payload?.refund?.entity;
      if (!refund?.id) return "ignored";
      return (await applyProcessedRefund(tx, refund, now)) ? "applied" : "ignored";
    }
    return "ignored";
  });
}
