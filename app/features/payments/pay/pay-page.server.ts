import { data } from "react-router";
import { money } from "~/lib/money";
import { apiRateLimits, checkApiRateLimit, clientKey } from "~/server/api-rate-limits.server";
import { getDb, type Database } from "~/server/db/db.server";
import { logger } from "~/server/logger.server";
import { reconcileLink } from "../payment-links.server";
import { getPaymentRequest, requestByToken } from "../payment-requests.server";
import { getPaymentSettings } from "../payment-settings.server";
import type { PaymentRequestView } from "../payment-views";
import { verifyCallback } from "../razorpay-events.server";
import type { PayBankDetails, PayPageData, PayReturn, PayView } from "./pay-view";

/**
 * The traveller's pay page (/pay/:token) and the page Razorpay sends them back to
 * (/pay/:token/return). The link is personal: never cached or indexed, and its token stays out of
 * the Referer of anything the page links to (Razorpay's page included). Every read is counted on
 * the visitor's read budget, the API's own, so the page cannot be used to try tokens at speed.
 */

export const PAY_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** A pay link's token as the request makes it: base64url, long enough to be unguessable. */
export const PAY_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

const OPEN = new Set<PayView["status"]>(["requested", "partly_paid"]);

function bankOf(settings: {
  bankAccountName: string;
  bankAccountNumber: string;
  bankIfsc: string;
  bankName: string;
  upiId: string;
}): PayBankDetails | null {
  const bank = {
    accountName: settings.bankAccountName.trim(),
    accountNumber: settings.bankAccountNumber.trim(),
    ifsc: settings.bankIfsc.trim(),
    bankName: settings.bankName.trim(),
    upiId: settings.upiId.trim(),
  };
  // An account number without its IFSC cannot be paid into; a UPI ID alone can.
  const hasAccount = bank.accountNumber !== "" && bank.ifsc !== "";
  return hasAccount || bank.upiId !== "" ? bank : null;
}

/** The request as the traveller may read it: each field picked by name. */
export function payViewOf(request: PaymentRequestView, bank: PayBankDetails | null): PayView {
  const status = request.status;
  const open = OPEN.has(status);
  // A link Razorpay ended takes no more money: what is left of a part-paid request goes the
  // embedded way (bank or UPI, confirmed by a person) rather than to a page that refuses it.
  const online = request.provider === "razorpay" && !request.linkEnded;
  return {
    reference: request.reference,
    label: request.label,
    amount: money(request.amount.minor, request.amount.currency),
    paid: money(request.paid.minor, request.paid.currency),
    balance: money(request.balance.minor, request.balance.currency),
    dueOn: request.dueOn,
    status,
    overdue: open && request.overdue,
    payOnlineUrl: open && online ? request.linkUrl : null,
    linkPending: open && online && !request.linkUrl,
    // Bank details only where a person confirms the money: never beside Razorpay's button.
    bank: open && !online ? bank : null,
  };
}

type PageContext = { clientIp: string; db?: Database; now?: Date };

async function counted(db: Database, clientIp: string, now?: Date): Promise<number | null> {
  const refusal = await checkApiRateLimit(
    db,
    { tier: "read", client: clientKey(clientIp) },
    apiRateLimits(),
    now,
  );
  if (!refusal) return null;
  return Number(refusal.headers.get("Retry-After") ?? "60") || 60;
}

async function readPage(
  token: string | undefined,
  context: PageContext,
  returned: (
    request: PaymentRequestView,
    db: Database,
  ) => Promise<PaymentRequestView & { returned?: PayReturn }>,
): Promise<PayPageData> {
  const db = context.db ?? (await getDb());
  if (!apiRateLimits().disabled) {
    const wait = await counted(db, context.clientIp, context.now);
    if (wait !== null) return { kind: "busy", retryAfterSeconds: wait };
  }
  if (!token || !PAY_TOKEN.test(token)) return { kind: "notFound" };
  const found = await requestByToken(db, token);
  if (!found) return { kind: "notFound" };
  const request = await returned(found, db);
  const settings = await getPaymentSettings(db);
  return { kind: "found", view: payViewOf(request, bankOf(settings)), returned: request.returned ?? null };
}

/** The pay page's data: the request, or why there is none (a bad link, too many reads). */
export function payPageData(token: string | undefined, context: PageContext): Promise<PayPageData> {
  return readPage(token, context, (request) => Promise.resolve(request));
}

/**
 * Razorpay's redirect after a payment: "Payment received" only when its signature is Razorpay's
 * (verifyCallback, with the key secret), it names this very request and says paid. Anything else is
 * "we are confirming": the webhook, not this redirect, records the money, so the page never says
 * paid on the strength of parameters a browser could have typed.
 */
export function payReturnData(
  token: string | undefined,
  query: URLSearchParams,
  context: PageContext,
): Promise<PayPageData> {
  return readPage(token, context, async (request, db) => {
    if (request.status === "paid") return { ...request, returned: "verified" };
    let checked: ReturnType<typeof verifyCallback>;
    try {
      checked = verifyCallback(query);
    } catch (err) {
      logger.warn({ err }, "payments: a return from Razorpay could not be checked");
      return { ...request, returned: "unverified" };
    }
    const verified = checked.ok && checked.referenceId === request.id && checked.status === "paid";
    if (!verified) return { ...request, returned: "unverified" };
    // Razorpay says paid: ask it now, so the page shows the money without waiting for the webhook
    // (which records it all the same, once). A slow or failed answer leaves the page as it was.
    try {
      await reconcileLink(request.id);
      const fresh = await getPaymentRequest(db, request.id);
      return { ...(fresh ?? request), returned: "verified" };
    } catch (err) {
      logger.warn({ err, requestId: request.id }, "payments: Razorpay not asked about a returned payment");
      return { ...request, returned: "verified" };
    }
  });
}

/**
 * The pay routes' answer: the page's data, or the brand's 429 (with Retry-After) or 404 thrown for
 * the route's error page; never cached.
 */
export function payPageResponse(page: PayPageData) {
  if (page.kind === "busy")
    throw data(
      { retryAfterSeconds: page.retryAfterSeconds },
      { status: 429, headers: { ...PAY_HEADERS, "Retry-After": String(page.retryAfterSeconds) } },
    );
  if (page.kind === "notFound") throw data(null, { status: 404, headers: PAY_HEADERS });
  return data(page, { headers: PAY_HEADERS });
}
