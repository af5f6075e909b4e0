import crypto from "node:crypto";
import { startFakeHttpServer, type FakeRequest, type FakeReply, type FakeServer } from "./fake-http-server";

/**
 * A fake Razorpay on 127.0.0.1 speaking the documented REST API (HTTP Basic auth key_id:key_secret,
 * amounts in paise, errors as { error: { code, description, source, step, reason, field } }):
 *   POST /v1/payment_links  {amount, currency, accept_partial, first_min_partial_amount?, expire_by,
 *        reference_id, description, customer:{name, contact, email}, notify, reminder_enable, notes,
 *        callback_url, callback_method}
 *        → the link { id: "plink_…", short_url, status: "created", amount_paid: 0, reference_id, … };
 *          400 when reference_id was used before ("… already exists"), like Razorpay
 *   GET  /v1/payment_links/:id → the link with payments: [{ payment_id, amount, method, status, created_at, plink_id }]
 *   GET  /v1/payment_links?reference_id=… → { payment_links: [ … ] }
 *   POST /v1/payment_links/:id/cancel → the link, cancelled; 400 once it is paid, expired or cancelled
 *   POST /v1/payments/:id/refund {amount, receipt, notes, speed} → { id: "rfnd_…", entity: "refund", status, … }
 *   GET  /v1/payments/:id/refunds → { entity: "collection", count, items }
 * The hosted page GET /i/:code shows the amount and a Pay button; paying (POST /i/:code/pay, or
 * pay() from a test) captures a payment and redirects to callback_url with razorpay_payment_id,
 * razorpay_payment_link_id, razorpay_payment_link_reference_id, razorpay_payment_link_status and
 * razorpay_signature = HMAC-SHA256(key_secret, "link_id|reference_id|status|payment_id").
 * Each change makes a webhook event as Razorpay signs it: X-Razorpay-Signature = HMAC-SHA256 hex of
 * the raw body with the webhook secret, X-Razorpay-Event-Id. Events are kept in `events`; with
 * `webhookUrl` they are also POSTed there at once (autoDeliver), so a test can deliver, repeat,
 * reorder, withhold or forge them itself.
 * A browser test, in another process, drives one link by its hosted page's code (the `/i/:code` of
 * its short_url) through control endpoints that only tests call:
 *   POST /__hold-webhooks {code}    its events are kept back, and the API answers 503 about it (Razorpay
 *                                   slow to tell), so nothing but a release can record its money
 *   POST /__release-webhooks {code} delivers what was kept back, in order → { statuses }
 *   POST /__redeliver {code}        delivers every event of the link once more → { statuses }
 */
export type FakeRazorpayLink = {
  id: string;
  entity?: "payment_link";
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  first_min_partial_amount: number;
  reference_id: string;
  description: string;
  customer: Record<string, string>;
  notes: Record<string, string>;
  callback_url: string;
  callback_method: string;
  expire_by: number;
  status: "created" | "partially_paid" | "paid" | "expired" | "cancelled";
  short_url: string;
  created_at: number;
  updated_at: number;
  cancelled_at: number;
  expired_at: number;
  payments: {
    payment_id: string;
    amount: number;
    method: string;
    status: "captured";
    created_at: number;
    updated_at: number;
    plink_id: string;
  }[];
};

export type FakeRazorpayRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
};

export type FakeRazorpayEvent = { id: string; event: string; body: string; headers: Record<string, string> };

export type FakeRazorpay = FakeServer & {
  links: Map<string, FakeRazorpayLink>;
  refunds: FakeRazorpayRefund[];
  /** Every webhook event made, in order (delivered or not). */
  events: FakeRazorpayEvent[];
  /** The traveller pays (all that is due, or `amount` of it); returns the callback URL Razorpay redirects to. */
  pay(
    linkId: string,
    options?: { amount?: number; method?: string },
  ): { paymentId: string; callbackUrl: string };
  /** Razorpay expires the link (its expire_by passed). */
  expire(linkId: string): void;
  /** Sends one event (again) to webhookUrl; returns the HTTP status the app answered. */
  deliver(event: FakeRazorpayEvent, url?: string): Promise<number>;
  /** The next create makes the link, then cuts the connection (an answer lost on the way). */
  cutNextCreate(): void;
  /** The next refund is made, then the connection is cut (its answer lost on the way). */
  cutNextRefund(): void;
  /** Refunds are answered pending and processed only by processRefund() (its refund.processed event). */
  setRefundsPending(pending: boolean): void;
  processRefund(refundId: string): void;
  /** Whether made events are POSTed to webhookUrl as they happen. */
  setAutoDeliver(on: boolean): void;
  /** Keeps back one link's events, and answers 503 about it, until releaseWebhooks. */
  holdWebhooks(linkId: string): void;
  /** Delivers what was kept back for the link, in order; returns the statuses the app answered. */
  releaseWebhooks(linkId: string): Promise<number[]>;
};

const now = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) =>
  `${prefix}_${crypto.randomBytes(7).toString("base64url").replace(/[-_]/g, "X")}`;
const hmac = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text).digest("hex");

const error = (status: number, description: string, field?: string): FakeReply => ({
  status,
  body: {
    error: {
      code: status === 401 ? "BAD_REQUEST_ERROR" : status >= 500 ? "SERVER_ERROR" : "BAD_REQUEST_ERROR",
      description,
      source: "business",
      step: "payment_initiation",
      reason: "input_validation_failed",
      metadata: {},
      field: field ?? null,
    },
  },
});

export async function startFakeRazorpay(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  webhookUrl?: string;
  autoDeliver?: boolean;
  port?: number;
}): Promise<FakeRazorpay> {
  const links = new Map<string, FakeRazorpayLink>();
  const byCode = new Map<string, string>();
  const refunds: FakeRazorpayRefund[] = [];
  const events: FakeRazorpayEvent[] = [];
  const paymentsById = new Map<
    string,
    { linkId: string; amount: number; method: string; created_at: number }
  >();
  const state = {
    cutNextCreate: false,
    cutNextRefund: false,
    refundsPending: false,
    autoDeliver: options.autoDeliver ?? !!options.webhookUrl,
  };
  const pendingDeliveries = new Set<Promise<unknown>>();
  // Links whose events are kept back (with the events kept), and every event's link.
  const held = new Map<string, FakeRazorpayEvent[]>();
  const linkOfEvent = new Map<string, string>();
  // The server's own address, known once it listens (links' short_url point at its hosted page).
  const self = { url: "" };

  const publicLink = (link: FakeRazorpayLink, withPayments: boolean) => {
    const { payments, ...rest } = link;
    return {
      ...rest,
      entity: undefined,
      payments: withPayments ? (payments.length ? payments : null) : undefined,
    };
  };

  async function deliver(event: FakeRazorpayEvent, url = options.webhookUrl): Promise<number> {
    if (!url) throw new Error("the fake Razorpay has no webhookUrl to deliver to");
    const res = await fetch(url, { method: "POST", headers: event.headers, body: event.body });
    await res.arrayBuffer();
    return res.status;
  }

  function emit(name: string, payload: Record<string, { entity: unknown }>) {
    const id = randomId("evt");
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeAccount01",
      event: name,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    const event: FakeRazorpayEvent = {
      id,
      event: name,
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmac(options.webhookSecret, body),
        "x-razorpay-event-id": id,
      },
    };
    events.push(event);
    const linkId = (payload.payment_link?.entity as { id?: string } | undefined)?.id;
    if (linkId) linkOfEvent.set(id, linkId);
    const keptBack = linkId ? held.get(linkId) : undefined;
    if (keptBack) {
      keptBack.push(event);
      return event;
    }
    if (state.autoDeliver && options.webhookUrl) {
      const p = deliver(event).catch(() => 0);
      pendingDeliveries.add(p);
      void p.finally(() => pendingDeliveries.delete(p));
    }
    return event;
  }

  function pay(linkId: string, opts: { amount?: number; method?: string } = {}) {
    const link = links.get(linkId);
    if (!link) throw new Error(`no link ${linkId}`);
    if (link.status !== "created" && link.status !== "partially_paid")
      throw new Error(`link ${linkId} is ${link.status}`);
    const due = link.amount - link.amount_paid;
    const amount = opts.amount ?? due;
    if (amount > due || amount <= 0) throw new Error(`cannot pay ${amount} of ${due}`);
    if (amount < due && !link.accept_partial) throw new Error("this link takes the whole amount");
    const paymentId = randomId("pay");
    const at = now();
    const method = opts.method ?? "upi";
    link.payments.push({
      payment_id: paymentId,
      amount,
      method,
      status: "captured",
      created_at: at,
      updated_at: at,
      plink_id: link.id,
    });
    paymentsById.set(paymentId, { linkId, amount, method, created_at: at });
    link.amount_paid += amount;
    link.status = link.amount_paid >= link.amount ? "paid" : "partially_paid";
    link.updated_at = at;
    const orderId = randomId("order");
    emit(link.status === "paid" ? "payment_link.paid" : "payment_link.partially_paid", {
      payment_link: { entity: { ...publicLink(link, false), entity: "payment_link", order_id: orderId } },
      order: {
        entity: {
          id: orderId,
          entity: "order",
          amount: link.amount,
          amount_paid: link.amount_paid,
          amount_due: link.amount - link.amount_paid,
          currency: link.currency,
          receipt: link.reference_id,
          status: link.status === "paid" ? "paid" : "attempted",
          created_at: at,
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: "payment",
          amount,
          currency: link.currency,
          status: "captured",
          order_id: orderId,
          method,
          captured: true,
          amount_refunded: 0,
          email: link.customer.email ?? null,
          contact: link.customer.contact ?? null,
          created_at: at,
        },
      },
    });
    const params = new URLSearchParams({
      razorpay_payment_id: paymentId,
      razorpay_payment_link_id: link.id,
      razorpay_payment_link_reference_id: link.reference_id,
      razorpay_payment_link_status: link.status,
      razorpay_signature: hmac(
        options.keySecret,
        `${link.id}|${link.reference_id}|${link.status}|${paymentId}`,
      ),
    });
    return {
      paymentId,
      callbackUrl: `${link.callback_url}${link.callback_url.includes("?") ? "&" : "?"}${params}`,
    };
  }

  function end(link: FakeRazorpayLink, status: "expired" | "cancelled") {
    const at = now();
    link.status = status;
    link.updated_at = at;
    if (status === "expired") link.expired_at = at;
    else link.cancelled_at = at;
    emit(`payment_link.${status}`, {
      payment_link: { entity: { ...publicLink(link, false), entity: "payment_link" } },
    });
  }

  function processRefund(refundId: string) {
    const refund = refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = "processed";
    const payment = paymentsById.get(refund.payment_id)!;
    emit("refund.processed", {
      refund: { entity: refund },
      payment: {
        entity: {
          id: refund.payment_id,
          entity: "payment",
          amount: payment.amount,
          currency: "INR",
          status: "refunded",
          method: payment.method,
        },
      },
    });
  }

  function holdWebhooks(linkId: string) {
    if (!held.has(linkId)) held.set(linkId, []);
  }

  async function releaseWebhooks(linkId: string): Promise<number[]> {
    const kept = held.get(linkId) ?? [];
    held.delete(linkId);
    const statuses: number[] = [];
    for (const event of kept) statuses.push(await deliver(event));
    return statuses;
  }

  /** The control endpoints' link: named by its hosted page's code. */
  function linkOfCode(body: string): string | null {
    try {
      const code = (JSON.parse(body) as { code?: unknown }).code;
      return typeof code === "string" ? (byCode.get(code) ?? null) : null;
    } catch {
      return null;
    }
  }

  async function control(req: FakeRequest): Promise<FakeReply> {
    const linkId = linkOfCode(req.body);
    if (!linkId) return { status: 404, body: { error: "no link has that hosted page code" } };
    const path = req.url.pathname;
    if (path === "/__hold-webhooks") {
      holdWebhooks(linkId);
      return { status: 200, body: { held: linkId } };
    }
    if (path === "/__release-webhooks")
      return { status: 200, body: { statuses: await releaseWebhooks(linkId) } };
    const statuses: number[] = [];
    for (const event of events.filter((e) => linkOfEvent.get(e.id) === linkId))
      statuses.push(await deliver(event));
    return { status: 200, body: { statuses } };
  }

  const authorised = (req: FakeRequest) =>
    req.headers.authorization ===
    `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;

  const page = (html: string): FakeReply => ({
    status: 200,
    body: html,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

  async function handle(req: FakeRequest): Promise<FakeReply> {
    const path = req.url.pathname;
    // The hosted payment page: the traveller's side, no API keys.
    const hosted = /^\/i\/([A-Za-z0-9]+)(\/pay)?$/.exec(path);
    if (hosted) {
      const link = links.get(byCode.get(hosted[1]!) ?? "");
      if (!link) return page("<h1>Payment link not found</h1>");
      if (req.method === "POST" && hosted[2]) {
        if (link.status !== "created" && link.status !== "partially_paid")
          return page(`<h1>This payment link is ${link.status}</h1>`);
        const { callbackUrl } = pay(link.id);
        return { status: 303, body: "", headers: { location: callbackUrl, "content-type": "text/plain" } };
      }
      const due = ((link.amount - link.amount_paid) / 100).toFixed(2);
      return page(
        `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Razorpay (fake)</title></head><body><h1>Pay ₹${due}</h1><p>${link.description}</p>` +
          (link.status === "created" || link.status === "partially_paid"
            ? `<form method="post" action="/i/${hosted[1]}/pay"><button type="submit">Pay ₹${due}</button></form>`
            : `<p>This payment link is ${link.status}.</p>`) +
          "</body></html>",
      );
    }
    if (req.method === "POST" && /^\/__(hold-webhooks|release-webhooks|redeliver)$/.test(path))
      return control(req);
    if (!authorised(req)) return error(401, "The api key provided is invalid");
    let body: Record<string, unknown> = {};
    if (req.body) {
      try {
        body = JSON.parse(req.body) as Record<string, unknown>;
      } catch {
        return error(400, "The request body is not valid JSON");
      }
    }

    if (req.method === "POST" && path === "/v1/payment_links") {
      const amount = body.amount;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100)
        return error(400, "The amount must be atleast INR 1.00", "amount");
      if (body.currency !== "INR") return error(400, "Currency is not supported", "currency");
      const reference = typeof body.reference_id === "string" ? body.reference_id : "";
      if (reference.length > 40)
        return error(400, "The reference id may not be greater than 40 characters.", "reference_id");
      if (reference && [...links.values()].some((l) => l.reference_id === reference))
        return error(400, `Payment Link with reference id ${reference} already exists`, "reference_id");
      const expireBy = typeof body.expire_by === "number" ? body.expire_by : 0;
      if (expireBy && expireBy < now() + 15 * 60)
        return error(400, "expire_by should be at least 15 minutes after current time", "expire_by");
      const at = now();
      const code = crypto.randomBytes(6).toString("hex");
      const link: FakeRazorpayLink = {
        id: randomId("plink"),
        amount,
        amount_paid: 0,
        currency: "INR",
        accept_partial: body.accept_partial === true,
        first_min_partial_amount:
          typeof body.first_min_partial_amount === "number" ? body.first_min_partial_amount : 0,
        reference_id: reference,
        description: String(body.description ?? ""),
        customer: (body.customer as Record<string, string>) ?? {},
        notes: (body.notes as Record<string, string>) ?? {},
        callback_url: String(body.callback_url ?? ""),
        callback_method: String(body.callback_method ?? "get"),
        expire_by: expireBy,
        status: "created",
        short_url: `${self.url}/i/${code}`,
        created_at: at,
        updated_at: at,
        cancelled_at: 0,
        expired_at: 0,
        payments: [],
      };
      links.set(link.id, link);
      byCode.set(code, link.id);
      if (state.cutNextCreate) {
        state.cutNextCreate = false;
        return { status: 200, body: {}, cut: true };
      }
      return { status: 200, body: publicLink(link, false) };
    }
    if (req.method === "GET" && path === "/v1/payment_links") {
      const reference = req.url.searchParams.get("reference_id");
      const found = [...links.values()].filter((l) => !reference || l.reference_id === reference);
      if (found.some((l) => held.has(l.id))) return error(503, "Service is temporarily unavailable");
      return { status: 200, body: { payment_links: found.map((l) => publicLink(l, true)) } };
    }
    const one = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    if (one) {
      const link = links.get(one[1]!);
      if (!link) return error(400, "The id provided does not exist", "id");
      if (held.has(link.id)) return error(503, "Service is temporarily unavailable");
      if (req.method === "GET" && !one[2]) return { status: 200, body: publicLink(link, true) };
      if (req.method === "POST" && one[2]) {
        if (link.status !== "created" && link.status !== "partially_paid")
          return error(400, `Payment Link cannot be cancelled in ${link.status} state`);
        end(link, "cancelled");
        return { status: 200, body: publicLink(link, false) };
      }
    }
    const refund = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(path);
    if (refund) {
      const payment = paymentsById.get(refund[1]!);
      if (!payment) return error(400, "The id provided does not exist", "id");
      const ofPayment = refunds.filter((r) => r.payment_id === refund[1] && r.status !== "failed");
      if (req.method === "GET" && refund[2] === "refunds")
        return { status: 200, body: { entity: "collection", count: ofPayment.length, items: ofPayment } };
      if (req.method === "POST" && refund[2] === "refund") {
        const amount = typeof body.amount === "number" ? body.amount : payment.amount;
        const left = payment.amount - ofPayment.reduce((s, r) => s + r.amount, 0);
        if (!Number.isInteger(amount) || amount < 100 || amount > left)
          return error(400, "The refund amount provided is greater than amount captured", "amount");
        const made: FakeRazorpayRefund = {
          id: randomId("rfnd"),
          entity: "refund",
          amount,
          currency: "INR",
          payment_id: refund[1]!,
          receipt: typeof body.receipt === "string" ? body.receipt : null,
          notes: (body.notes as Record<string, string>) ?? {},
          status: state.refundsPending ? "pending" : "processed",
          speed_requested: String(body.speed ?? "normal"),
          created_at: now(),
        };
        refunds.push(made);
        if (!state.refundsPending) processRefund(made.id);
        if (state.cutNextRefund) {
          state.cutNextRefund = false;
          return { status: 200, body: {}, cut: true };
        }
        return { status: 200, body: made };
      }
    }
    return error(400, "The requested URL was not found on the server.");
  }

  const server = await startFakeHttpServer((req) => handle(req), { port: options.port });
  self.url = server.url;
  const stop = server.stop.bind(server);
  return Object.assign(server, {
    links,
    refunds,
    events,
    pay,
    expire: (linkId: string) => end(links.get(linkId)!, "expired"),
    deliver,
    cutNextCreate: () => {
      state.cutNextCreate = true;
    },
    cutNextRefund: () => {
      state.cutNextRefund = true;
    },
    setRefundsPending: (pending: boolean) => {
      state.refundsPending = pending;
    },
    processRefund,
    setAutoDeliver: (on: boolean) => {
      state.autoDeliver = on;
    },
    holdWebhooks,
    releaseWebhooks,
    async stop() {
      await Promise.all(pendingDeliveries);
      await stop();
    },
  });
}
