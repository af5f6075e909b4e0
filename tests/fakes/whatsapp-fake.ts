import crypto from "node:crypto";
import { startFakeHttpServer, type FakeReply, type FakeRequest, type FakeServer } from "./fake-http-server";

/**
 * A fake WhatsApp Business Cloud API (Graph API) on 127.0.0.1, speaking Meta's wire format:
 *   POST /{version}/{phone-number-id}/messages with `Authorization: Bearer <token>` and
 *   { messaging_product: "whatsapp", to, type: "template" | "text", … }
 *   → { messaging_product: "whatsapp", contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] };
 *   a wrong token → 401 { error: { message, type: "OAuthException", code: 190, fbtrace_id } };
 *   another phone number id → 400 (code 100); a number set with failNumber → 400 code 131026; a
 *   template named with unapprove → 404 code 132001, as Meta answers a template it has not approved.
 * After each accepted message it makes the webhook events Meta would: statuses "sent", then
 * "delivered" (or "failed" with errors[], or nothing more when the outcome is "delayed"), as
 * { object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value: {
 * messaging_product, metadata, statuses | messages, contacts } }] }] }, signed X-Hub-Signature-256 =
 * "sha256=" + HMAC-SHA256 hex of the raw body with the app secret. A send's
 * biz_opaque_callback_data (at most 512 characters) is echoed in each of its statuses, as Meta does.
 * Events are kept in `events`; with `webhookUrl` and autoDeliver they are POSTed at once, so a test
 * may also deliver, repeat or forge them itself. `inbound()` makes a traveller's message.
 * For a test in another process (a browser test; the fake then listens on a given `port`):
 *   GET  /__messages?to=<phone> → { messages } accepted so far (all of them without `to`);
 *   POST /__inbound { from, text, name? } → makes the traveller's message, posts it to webhookUrl
 *        and answers { delivered: <the app's HTTP status> };
 *   POST /__outcome { to, outcome } → what happens after "sent" to the next messages to that number
 *        only (setOutcome for one number), so tests running at once keep their own outcomes.
 */
export type FakeWhatsAppMessage = {
  id: string;
  to: string;
  type: string;
  body: Record<string, unknown>;
  /** The code an authentication template carried (its body parameter), as a phone shows it. */
  code: string | null;
};

export type FakeWhatsAppEvent = { body: string; headers: Record<string, string> };
export type FakeWhatsAppOutcome = "delivered" | "failed" | "delayed";

export type FakeWhatsApp = FakeServer & {
  messages: FakeWhatsAppMessage[];
  events: FakeWhatsAppEvent[];
  /** What happens to the next messages after "sent". */
  setOutcome(outcome: FakeWhatsAppOutcome): void;
  /** Messages to this number are refused as Meta refuses a number not on WhatsApp. */
  failNumber(waNumber: string): void;
  /** This template name is refused as Meta refuses one it has not approved (in that language). */
  unapprove(templateName: string): void;
  /** The latest code sent to this number (E.164 or WhatsApp digits). */
  lastCode(phone: string): string | null;
  /** A status event for a message sent earlier (e.g. a late "delivered"). */
  status(messageId: string, status: "sent" | "delivered" | "read" | "failed"): FakeWhatsAppEvent;
  /**
   * Runs before the fake answers each accepted message (null to stop): a test reports on the message
   * there, as Meta may before the app has stored the id it is about to receive.
   */
  beforeAnswer(hook: ((message: FakeWhatsAppMessage) => Promise<void>) | null): void;
  /**
   * Names the next accepted messages' ids (null: random again), e.g. an id that happens to hold the
   * code it carries, as one of Meta's base64 ids now and then does.
   */
  idFor(make: ((message: Omit<FakeWhatsAppMessage, "id">) => string) | null): void;
  /** A traveller's text message from this number. */
  inbound(from: string, text: string, options?: { id?: string; name?: string }): FakeWhatsAppEvent;
  /** Signs a raw body as Meta does (a test may sign with another secret to forge one). */
  sign(body: string, secret?: string): string;
  /** POSTs one event to webhookUrl; the HTTP status the app answered. */
  deliver(event: FakeWhatsAppEvent, url?: string): Promise<number>;
  setAutoDeliver(on: boolean): void;
};

const digits = (phone: string) => phone.replace(/\D/g, "");
const wamid = () => `wamid.${crypto.randomBytes(24).toString("base64url")}`;

const graphError = (status: number, message: string, code: number, type = "OAuthException"): FakeReply => ({
  status,
  body: { error: { message, type, code, fbtrace_id: crypto.randomBytes(8).toString("hex") } },
});

export async function startFakeWhatsApp(options: {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  webhookUrl?: string;
  businessAccountId?: string;
  displayNumber?: string;
  port?: number;
}): Promise<FakeWhatsApp> {
  const messages: FakeWhatsAppMessage[] = [];
  const events: FakeWhatsAppEvent[] = [];
  const failing = new Set<string>();
  const unapproved = new Set<string>();
  let outcome: FakeWhatsAppOutcome = "delivered";
  const outcomeFor = new Map<string, FakeWhatsAppOutcome>();
  let autoDeliver = Boolean(options.webhookUrl);
  let beforeAnswerHook: ((message: FakeWhatsAppMessage) => Promise<void>) | null = null;
  let idMaker: ((message: Omit<FakeWhatsAppMessage, "id">) => string) | null = null;
  const wabaId = options.businessAccountId ?? "102290129340398";
  const metadata = {
    display_phone_number: options.displayNumber ?? "911244558800",
    phone_number_id: options.phoneNumberId,
  };
  const sign = (body: string, secret = options.appSecret) =>
    `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
  const deliver = async (event: FakeWhatsAppEvent, url = options.webhookUrl) => {
    if (!url) throw new Error("no webhook URL to deliver to");
    const response = await fetch(url, { method: "POST", headers: event.headers, body: event.body });
    await response.arrayBuffer();
    return response.status;
  };
  const make = (value: Record<string, unknown>): FakeWhatsAppEvent => {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: wabaId,
          changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata, ...value } }],
        },
      ],
    });
    const event = {
      body,
      headers: { "content-type": "application/json", "x-hub-signature-256": sign(body) },
    };
    events.push(event);
    return event;
  };
  const statusEvent = (message: FakeWhatsAppMessage, status: "sent" | "delivered" | "read" | "failed") =>
    make({
      statuses: [
        {
          id: message.id,
          status,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.to,
          // Meta echoes what the send carried in every status of the message (at most 512 characters).
          ...(typeof message.body.biz_opaque_callback_data === "string"
            ? { biz_opaque_callback_data: message.body.biz_opaque_callback_data }
            : {}),
          ...(status === "failed"
            ? {
                errors: [
                  {
                    code: 131026,
                    title: "Message undeliverable",
                    message: "Message undeliverable",
                    error_data: { details: "Message Undeliverable." },
                  },
                ],
              }
            : {
                conversation: {
                  id: crypto.randomBytes(16).toString("hex"),
                  origin: { type: message.type === "template" ? "authentication" : "service" },
                },
                pricing: { billable: true, pricing_model: "CBP", category: "authentication" },
              }),
        },
      ],
    });
  const inbound = (from: string, text: string, extra: { id?: string; name?: string } = {}) => {
    const wa = digits(from);
    return make({
      contacts: [{ profile: { name: extra.name ?? "Traveller" }, wa_id: wa }],
      messages: [
        {
          from: wa,
          id: extra.id ?? wamid(),
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: "text",
          text: { body: text },
        },
      ],
    });
  };
  // In the order Meta sends them, each delivered only after the one before it was answered.
  const queue: FakeWhatsAppEvent[][] = [];
  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    while (queue.length) {
      for (const event of queue.shift()!) await deliver(event).catch(() => 0);
    }
    draining = false;
  };

  // Each answer closes its connection: a test that keeps the event loop busy (a quote's PDF) past
  // the server's keep-alive would otherwise have its next send reuse a socket the fake just closed.
  const answer = async (req: FakeRequest): Promise<FakeReply> => {
    // Read-back for browser tests, which run in another process: what reached this number, as a
    // phone shows it.
    if (req.method === "GET" && req.url.pathname === "/__messages") {
      const to = digits(req.url.searchParams.get("to") ?? "");
      return { status: 200, body: { messages: messages.filter((m) => !to || m.to === to) } };
    }
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(req.url.pathname);
    if (req.method !== "POST" || !match)
      return graphError(400, "Unsupported request", 100, "GraphMethodException");
    if (req.headers.authorization !== `Bearer ${options.accessToken}`)
      return graphError(401, "Invalid OAuth access token - Cannot parse access token", 190);
    if (match[1] !== options.phoneNumberId)
      return graphError(
        400,
        `Unsupported post request. Object with ID '${match[1]}' does not exist`,
        100,
        "GraphMethodException",
      );
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body) as Record<string, unknown>;
    } catch {
      return graphError(400, "(#100) Invalid parameter", 100);
    }
    if (body.messaging_product !== "whatsapp" || typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to))
      return graphError(400, "(#100) Invalid parameter", 100);
    let code: string | null = null;
    if (body.type === "template") {
      const template = body.template as {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type: string; sub_type?: string; index?: string; parameters?: { text?: string }[] }[];
      };
      if (typeof template?.name !== "string" || typeof template.language?.code !== "string")
        return graphError(
          400,
          "(#132000) Number of parameters does not match the expected number of params",
          132000,
        );
      if (unapproved.has(template.name))
        return {
          status: 404,
          body: {
            error: {
              message: "(#132001) Template name does not exist in the translation",
              type: "OAuthException",
              code: 132001,
              error_data: {
                messaging_product: "whatsapp",
                details: `template name (${template.name}) does not exist in ${template.language.code}`,
              },
              fbtrace_id: crypto.randomBytes(8).toString("hex"),
            },
          },
        };
      code = template.components?.find((c) => c.type === "body")?.parameters?.[0]?.text ?? null;
    } else if (body.type === "text") {
      const text = body.text as { body?: unknown };
      if (typeof text?.body !== "string" || !text.body)
        return graphError(400, "(#100) Invalid parameter", 100);
    } else return graphError(400, "(#100) Invalid parameter", 100);
    if (
      body.biz_opaque_callback_data !== undefined &&
      (typeof body.biz_opaque_callback_data !== "string" || body.biz_opaque_callback_data.length > 512)
    )
      return graphError(400, "(#100) Param biz_opaque_callback_data must be at most 512 characters", 100);
    if (failing.has(body.to)) return graphError(400, "(#131026) Message undeliverable", 131026);
    const unnamed = { to: body.to, type: String(body.type), body, code };
    const message: FakeWhatsAppMessage = { id: idMaker ? idMaker(unnamed) : wamid(), ...unnamed };
    messages.push(message);
    const made = [statusEvent(message, "sent")];
    const then = outcomeFor.get(message.to) ?? outcome;
    if (then === "delivered") made.push(statusEvent(message, "delivered"));
    if (then === "failed") made.push(statusEvent(message, "failed"));
    if (autoDeliver) {
      queue.push(made);
      void drain();
    }
    if (beforeAnswerHook) await beforeAnswerHook(message);
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: message.id, ...(body.type === "template" ? { message_status: "accepted" } : {}) }],
      },
    };
  };
  // A traveller's reply on a test's word, from a browser test in another process: the fake makes
  // the signed inbound event and posts it to the app, answering with the status the app gave.
  const inboundOnRequest = async (req: FakeRequest): Promise<FakeReply> => {
    let asked: { from?: unknown; text?: unknown; name?: unknown };
    try {
      asked = JSON.parse(req.body) as typeof asked;
    } catch {
      return { status: 400, body: { error: "send JSON: { from, text, name? }" } };
    }
    if (typeof asked.from !== "string" || typeof asked.text !== "string" || !asked.text)
      return { status: 400, body: { error: "send JSON: { from, text, name? }" } };
    if (!options.webhookUrl)
      return { status: 409, body: { error: "this fake has no webhookUrl to post to" } };
    const event = inbound(asked.from, asked.text, {
      name: typeof asked.name === "string" ? asked.name : undefined,
    });
    return { status: 200, body: { delivered: await deliver(event) } };
  };
  // One number's outcome on a test's word, from a browser test in another process.
  const outcomeOnRequest = (req: FakeRequest): FakeReply => {
    const usage = {
      status: 400,
      body: { error: 'send JSON: { to, outcome: "delivered" | "failed" | "delayed" }' },
    };
    let asked: { to?: unknown; outcome?: unknown };
    try {
      asked = JSON.parse(req.body) as typeof asked;
    } catch {
      return usage;
    }
    const to = typeof asked.to === "string" ? digits(asked.to) : "";
    if (!to || !["delivered", "failed", "delayed"].includes(asked.outcome as string)) return usage;
    outcomeFor.set(to, asked.outcome as FakeWhatsAppOutcome);
    return { status: 200, body: { to, outcome: asked.outcome } };
  };
  const server = await startFakeHttpServer(
    async (req) => {
      const reply =
        req.method === "POST" && req.url.pathname === "/__inbound"
          ? await inboundOnRequest(req)
          : req.method === "POST" && req.url.pathname === "/__outcome"
            ? outcomeOnRequest(req)
            : await answer(req);
      return { ...reply, headers: { connection: "close", ...reply.headers } };
    },
    { port: options.port },
  );

  return Object.assign(server, {
    messages,
    events,
    setOutcome(next: FakeWhatsAppOutcome) {
      outcome = next;
    },
    failNumber(waNumber: string) {
      failing.add(digits(waNumber));
    },
    unapprove(templateName: string) {
      unapproved.add(templateName);
    },
    beforeAnswer(hook: ((message: FakeWhatsAppMessage) => Promise<void>) | null) {
      beforeAnswerHook = hook;
    },
    idFor(make: ((message: Omit<FakeWhatsAppMessage, "id">) => string) | null) {
      idMaker = make;
    },
    lastCode(phone: string) {
      const to = digits(phone);
      return messages.findLast((m) => m.to === to && m.code)?.code ?? null;
    },
    status(messageId: string, status: "sent" | "delivered" | "read" | "failed") {
      const message = messages.find((m) => m.id === messageId);
      if (!message) throw new Error(`no message ${messageId}`);
      return statusEvent(message, status);
    },
    inbound,
    sign,
    deliver,
    setAutoDeliver(on: boolean) {
      autoDeliver = on;
    },
  });
}
