import { getConfig, type Config } from "~/server/config.server";

/*
 * Razorpay's REST API as documented (https://razorpay.com/docs/api/payments/payment-links/ and
 * …/refunds/): JSON over HTTPS with HTTP Basic auth (key id : key secret), amounts in paise.
 * RAZORPAY_API_URL points tests at the loopback fake in tests/fakes/razorpay.ts.
 */

export type RazorpayKeys = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  timeoutMs: number;
};

/** The keys when Razorpay is switched on; null means the embedded default (bank/UPI details, staff record). */
export function razorpayKeys(config: Config = getConfig()): RazorpayKeys | null {
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET || !config.RAZORPAY_WEBHOOK_SECRET) return null;
  return {
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    apiUrl: config.RAZORPAY_API_URL.replace(/\/+$/, ""),
    timeoutMs: config.RAZORPAY_TIMEOUT_MS,
  };
}

/** A Payment Link entity, the fields we read. */
export type RazorpayLink = {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string | null;
  /** created, partially_paid, expired, cancelled or paid */
  status: string;
  short_url: string;
  expire_by?: number | null;
  /** On a fetched link: the payments made through it. */
  payments?: RazorpayLinkPayment[] | null;
};

/** A payment as a fetched link lists it. */
export type RazorpayLinkPayment = {
  payment_id: string;
  amount: number;
  method?: string | null;
  status: string;
  created_at?: number;
};

/** A Payment entity (in webhooks' payload.payment.entity). */
export type RazorpayPayment = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  method?: string | null;
  created_at?: number;
};

export type RazorpayRefund = {
  id: string;
  amount: number;
  payment_id: string;
  status: string;
  receipt?: string | null;
  notes?: Record<string, unknown> | unknown[] | null;
};

export type CreateLinkBody = {
  amount: number;
  currency: string;
  accept_partial: boolean;
  first_min_partial_amount?: number;
  expire_by: number;
  reference_id: string;
  description: string;
  customer: { name?: string; contact?: string; email?: string };
  notify: { sms: boolean; email: boolean };
  reminder_enable: boolean;
  notes: Record<string, string>;
  callback_url: string;
  callback_method: "get";
};

/**
 * Razorpay answered with an error: `status` is the HTTP status, `code`/`description` Razorpay's
 * error object. A 4xx means the request was refused (nothing was made); a 5xx may or may not have.
 */
export class RazorpayError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`Razorpay answered ${status} ${code}: ${description}`);
  }
  get refused() {
    return this.status >= 400 && this.status < 500;
  }
}

/** No answer (a timeout, a cut connection, a page that is not Razorpay's): the call may or may not have acted. */
export class RazorpayUnreachableError extends Error {}

async function call<T>(keys: RazorpayKeys, method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const auth = Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64");
  let res: Response;
  try {
    res = await fetch(`${keys.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(keys.timeoutMs),
    });
  } catch (err) {
    throw new RazorpayUnreachableError(`Razorpay did not answer ${method} ${path}: ${String(err)}`);
  }
  const text = await res.text().catch(() => "");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RazorpayUnreachableError(`Razorpay's answer to ${method} ${path} was not JSON (${res.status})`);
  }
  if (!res.ok) {
    const error = (json as { error?: { code?: string; description?: string } }).error ?? {};
    throw new RazorpayError(res.status, error.code ?? "UNKNOWN", error.description ?? text.slice(0, 200));
  }
  return json as T;
}

export const createPaymentLink = (keys: RazorpayKeys, body: CreateLinkBody) =>
  call<RazorpayLink>(keys, "POST", "/v1/payment_links", body);

export const fetchPaymentLink = (keys: RazorpayKeys, linkId: string) =>
  call<RazorpayLink>(keys, "GET", `/v1/payment_links/${encodeURIComponent(linkId)}`);

/** The links made with our reference_id (at most one: Razorpay refuses a second with the same id). */
export const paymentLinksByReference = async (keys: RazorpayKeys, referenceId: string) =>
  (
    await call<{ payment_links?: RazorpayLink[] }>(
      keys,
      "GET",
      `/v1/payment_links?reference_id=${encodeURIComponent(referenceId)}`,
    )
  ).payment_links ?? [];

export const cancelPaymentLink = (keys: RazorpayKeys, linkId: string) =>
  call<RazorpayLink>(keys, "POST", `/v1/payment_links/${encodeURIComponent(linkId)}/cancel`);

/** A refund of (part of) a captured payment; `receipt` carries our refund id so it can be found again. */
export const createRefund = (
  keys: RazorpayKeys,
  paymentId: string,
  body: { amount: number; receipt: string; notes: Record<string, string>; speed: "normal" },
) => call<RazorpayRefund>(keys, "POST", `/v1/payments/${encodeURIComponent(paymentId)}/refund`, body);

export const refundsOfPayment = async (keys: RazorpayKeys, paymentId: string) =>
  (
    await call<{ items?: RazorpayRefund[] }>(
      keys,
      "GET",
      `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
    )
  ).items ?? [];
