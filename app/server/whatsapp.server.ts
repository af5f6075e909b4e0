import type { Config } from "./config.server";
import { maskCode, SmsSendError, type SmsMessage, type SmsSender } from "./sms-sender.server";

/**
 * Meta's WhatsApp Business Cloud API (the Graph API), as the verification layer and the staff's
 * messages use it:
 *   POST {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages, `Authorization: Bearer <token>`,
 *   JSON { messaging_product: "whatsapp", recipient_type: "individual", to, type, template | text }
 * → 200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] };
 *   errors are { error: { message, type, code, error_subcode?, error_data?: { details }, fbtrace_id } }.
 * Delivery comes later, by webhook (app/features/whatsapp). Nothing here logs the code, and what
 * Meta answers is masked before it becomes an error message, in case it echoes the code.
 */

export type WhatsAppConfig = Pick<
  Config,
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_ACCESS_TOKEN"
  | "WHATSAPP_AUTH_TEMPLATE"
  | "WHATSAPP_AUTH_TEMPLATE_LANGUAGE"
  | "WHATSAPP_API_URL"
  | "WHATSAPP_API_VERSION"
  | "WHATSAPP_TIMEOUT_MS"
>;

/** The provider name codes sent this way carry (verification_codes.provider, delivery reports). */
export const WHATSAPP_PROVIDER = "whatsapp";

export type TemplateComponent =
  | { type: "header" | "body"; parameters: { type: "text"; text: string }[] }
  | {
      type: "button";
      sub_type: "url" | "quick_reply";
      index: string;
      parameters: { type: "text"; text: string }[];
    };

export type WhatsAppOutgoing =
  | {
      type: "template";
      template: { name: string; language: { code: string }; components: TemplateComponent[] };
    }
  | { type: "text"; text: { body: string; preview_url?: boolean } };

/** Meta's error, kept whole for the log and the staff; a visitor never sees it. */
export class WhatsAppApiError extends SmsSendError {
  override name = "WhatsAppApiError";
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    retryable: boolean,
  ) {
    super(message, WHATSAPP_PROVIDER, retryable);
  }
}

/** The authentication template: the code in its body and again in its copy-code button's URL parameter. */
export function authenticationTemplate(config: WhatsAppConfig, code: string): WhatsAppOutgoing {
  return {
    type: "template",
    template: {
      name: config.WHATSAPP_AUTH_TEMPLATE ?? "",
      language: { code: config.WHATSAPP_AUTH_TEMPLATE_LANGUAGE },
      components: [
        { type: "body", parameters: [{ type: "text", text: code }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
      ],
    },
  };
}

/** WhatsApp numbers are written without "+" (an E.164 number's digits). */
const waNumber = (e164: string) => e164.replace(/\D/g, "");

/** Meta's limit on `biz_opaque_callback_data`, the string its status webhooks echo back. */
const MAX_CALLBACK_DATA = 512;

/**
 * Sends one message and returns Meta's message id (wamid…). Throws WhatsAppApiError with Meta's
 * message, code and whether a retry may help (throttling, Meta's side failing, the network).
 * `callbackData` goes as `biz_opaque_callback_data`: Meta echoes it in the message's status
 * webhooks, so a status names our record even when we never stored the id Meta answered with.
 */
export async function sendWhatsApp(
  config: WhatsAppConfig,
  to: string,
  message: WhatsAppOutgoing,
  mask?: string,
  callbackData?: string,
): Promise<{ messageId: string; waId: string | undefined }> {
  if (callbackData !== undefined && callbackData.length > MAX_CALLBACK_DATA)
    throw new WhatsAppApiError(
      "whatsapp: biz_opaque_callback_data is over 512 characters",
      0,
      undefined,
      false,
    );
  const url = `${config.WHATSAPP_API_URL.replace(/\/+$/, "")}/${config.WHATSAPP_API_VERSION}/${config.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${config.WHATSAPP_ACCESS_TOKEN ?? ""}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: waNumber(to),
        ...message,
        ...(callbackData === undefined ? {} : { biz_opaque_callback_data: callbackData }),
      }),
      signal: AbortSignal.timeout(config.WHATSAPP_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    const why =
      name === "TimeoutError" || name === "AbortError"
        ? `no answer within ${config.WHATSAPP_TIMEOUT_MS} ms`
        : "request failed";
    throw new WhatsAppApiError(`whatsapp: ${why}`, 0, undefined, true);
  }
  const text = await response.text().catch(() => "");
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    body = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = (body?.error ?? {}) as {
      message?: unknown;
      code?: unknown;
      error_data?: { details?: unknown };
    };
    const code = typeof error.code === "number" ? error.code : undefined;
    const details = typeof error.error_data?.details === "string" ? ` (${error.error_data.details})` : "";
    const said = typeof error.message === "string" ? error.message : `HTTP ${response.status}`;
    // 4 / 80007 / 130429 / 131056: Meta's rate limits; 131000 / 131016: Meta's side failing.
    const retryable =
      response.status === 429 ||
      response.status >= 500 ||
      [4, 80007, 130429, 131000, 131016, 131056].includes(code ?? -1);
    throw new WhatsAppApiError(
      maskCode(`whatsapp: ${said}${code === undefined ? "" : ` [${code}]`}${details}`, mask),
      response.status,
      code,
      retryable,
    );
  }
  const messages = body?.messages;
  const first = Array.isArray(messages) ? (messages[0] as { id?: unknown } | undefined) : undefined;
  if (!first || typeof first.id !== "string")
    throw new WhatsAppApiError("whatsapp: the answer names no message id", response.status, undefined, true);
  const contacts = body?.contacts;
  const contact = Array.isArray(contacts) ? (contacts[0] as { wa_id?: unknown } | undefined) : undefined;
  return { messageId: first.id, waId: typeof contact?.wa_id === "string" ? contact.wa_id : undefined };
}

/**
 * The verification layer's sender for the WhatsApp channel: the same port as SMS, so a code by
 * WhatsApp goes through the one send path (claim, caps, budget, timeline) and only the delivery differs.
 */
export function createWhatsAppCodeSender(config: WhatsAppConfig): SmsSender {
  return {
    name: WHATSAPP_PROVIDER,
    async send({ to, code }: SmsMessage) {
      if (!code)
        throw new WhatsAppApiError(
          "whatsapp: the authentication template needs the code",
          0,
          undefined,
          false,
        );
      const { messageId } = await sendWhatsApp(config, to, authenticationTemplate(config, code), code);
      return { provider: WHATSAPP_PROVIDER, providerMessageId: messageId };
    },
  };
}
