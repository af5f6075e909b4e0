import type { Config } from "./config.server";
import { maskCode, SmsSendError, type SmsMessage, type SmsSender } from "./sms-sender.server";

/**
 * The real SMS providers behind the `sms` port (sms.server.ts picks one; the log default lives there).
 * Each speaks its provider's documented wire format and is tested against a fake server in
 * tests/fakes/. No provider ever logs the code or the request URL (MSG91 carries the code in it), and
 * what a provider answers is masked before it becomes an error message, in case it echoes the code.
 */

/** Where Twilio posts a message's status (app/features/verification/sms-delivery.server.ts). */
export const TWILIO_STATUS_CALLBACK_PATH = "/api/v1/sms/reports/twilio";

type FetchTimeoutOptions = { provider: string; timeoutMs: number };

/** fetch with the SMS timeout; network failures and timeouts become SmsSendError (retryable). */
async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  { provider, timeoutMs }: FetchTimeoutOptions,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "TimeoutError" || name === "AbortError")
      throw new SmsSendError(`${provider}: no answer within ${timeoutMs} ms`, provider, true);
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : "";
    throw new SmsSendError(`${provider}: request failed${cause}`, provider, true);
  }
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text().catch(() => "");
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);
const retryableStatus = (status: number) => status === 429 || status >= 500;

/**
 * MSG91 SendOTP v5 (India; the DLT-registered template carries the text, we pass our own code):
 *   POST {MSG91_BASE_URL}/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=123456&otp_length=6&otp_expiry=5
 *   header `authkey: …`, JSON body (template variables; none needed)
 * → 200 {"type":"success","request_id":"…"}; errors are {"type":"error","message":"…"}, sometimes with HTTP 200.
 */
export function createMsg91Sender(
  config: Pick<
    Config,
    | "MSG91_AUTH_KEY"
    | "MSG91_TEMPLATE_ID"
    | "MSG91_BASE_URL"
    | "SMS_TIMEOUT_MS"
    | "VERIFICATION_CODE_TTL_SECONDS"
  >,
): SmsSender {
  const provider = "msg91";
  return {
    name: provider,
    async send({ to, code }: SmsMessage) {
      if (!code)
        throw new SmsSendError(
          "msg91: the OTP API needs the code (MSG91 sends only DLT templates)",
          provider,
          false,
        );
      const url = new URL("/api/v5/otp", config.MSG91_BASE_URL);
      url.searchParams.set("template_id", config.MSG91_TEMPLATE_ID ?? "");
      url.searchParams.set("mobile", to.replace(/^\+/, ""));
      url.searchParams.set("otp", code);
      // MSG91 takes an OTP to be 4 digits unless told otherwise; ours are always six and may start
      // with zeros, so the length is said outright rather than left to the service's reading.
      url.searchParams.set("otp_length", String(code.length));
      url.searchParams.set(
        "otp_expiry",
        String(Math.max(1, Math.round(config.VERIFICATION_CODE_TTL_SECONDS / 60))),
      );
      const response = await fetchWithTimeout(
        url.toString(),
        {
          method: "POST",
          headers: {
            authkey: config.MSG91_AUTH_KEY ?? "",
            "content-type": "application/json",
            accept: "application/json",
          },
          body: "{}",
        },
        { provider, timeoutMs: config.SMS_TIMEOUT_MS },
      );
      const body = await readJson(response);
      if (!response.ok || body?.type !== "success") {
        const message = maskCode(str(body?.message) ?? `HTTP ${response.status}`, code);
        throw new SmsSendError(
          `msg91: ${message} (HTTP ${response.status})`,
          provider,
          retryableStatus(response.status),
        );
      }
      return { provider, providerMessageId: str(body.request_id) ?? str(body.message) };
    },
  };
}

/**
 * Twilio Programmable Messaging, sending our own text:
 *   POST {TWILIO_BASE_URL}/2010-04-01/Accounts/{AccountSid}/Messages.json
 *   Basic auth AccountSid:AuthToken, form-encoded To, From (or MessagingServiceSid for MG…), Body,
 *   StatusCallback (our delivery-report URL)
 * → 201 {"sid":"SM…","status":"queued",…}; errors {"code":21211,"message":"…","more_info":"…","status":400}.
 */
export function createTwilioSender(
  config: Pick<
    Config,
    "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM" | "TWILIO_BASE_URL" | "SMS_TIMEOUT_MS"
  > &
    Partial<Pick<Config, "SITE_URL">>,
): SmsSender {
  const provider = "twilio";
  const sid = config.TWILIO_ACCOUNT_SID ?? "";
  const from = config.TWILIO_FROM ?? "";
  return {
    name: provider,
    async send({ to, text, code }: SmsMessage) {
      const url = new URL(
        `/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
        config.TWILIO_BASE_URL,
      );
      const form = new URLSearchParams({ To: to, Body: text });
      form.set(/^MG[0-9a-f]{32}$/i.test(from) ? "MessagingServiceSid" : "From", from);
      // Twilio reports the message's fate there (signed), which tells the visitor at once when the
      // code will not arrive. Only with a public SITE_URL: Twilio cannot call a local address.
      if (config.SITE_URL)
        form.set("StatusCallback", `${config.SITE_URL.replace(/\/+$/, "")}${TWILIO_STATUS_CALLBACK_PATH}`);
      const auth = Buffer.from(`${sid}:${config.TWILIO_AUTH_TOKEN ?? ""}`).toString("base64");
      const response = await fetchWithTimeout(
        url.toString(),
        {
          method: "POST",
          headers: {
            authorization: `Basic ${auth}`,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: form.toString(),
        },
        { provider, timeoutMs: config.SMS_TIMEOUT_MS },
      );
      const body = await readJson(response);
      if (!response.ok) {
        const errorCode = str(body?.code);
        const message = maskCode(str(body?.message) ?? `HTTP ${response.status}`, code);
        throw new SmsSendError(
          `twilio: ${errorCode ? `error ${errorCode}: ` : ""}${message} (HTTP ${response.status})`,
          provider,
          retryableStatus(response.status),
        );
      }
      return { provider, providerMessageId: str(body?.sid) };
    },
  };
}

/**
 * A generic JSON webhook (an in-house gateway, or the fake gateway of the browser tests):
 *   POST SMS_WEBHOOK_URL {"to":"+91…","text":"…","code":"123456"} with an optional Bearer token
 * → any 2xx is success ({"id":"…"} is kept when present).
 */
export function createWebhookSender(
  config: Pick<Config, "SMS_WEBHOOK_URL" | "SMS_WEBHOOK_TOKEN" | "SMS_TIMEOUT_MS">,
): SmsSender {
  const provider = "webhook";
  return {
    name: provider,
    async send({ to, text, code }: SmsMessage) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        accept: "application/json",
      };
      if (config.SMS_WEBHOOK_TOKEN) headers.authorization = `Bearer ${config.SMS_WEBHOOK_TOKEN}`;
      const response = await fetchWithTimeout(
        config.SMS_WEBHOOK_URL ?? "",
        { method: "POST", headers, body: JSON.stringify({ to, text, code }) },
        { provider, timeoutMs: config.SMS_TIMEOUT_MS },
      );
      const body = await readJson(response);
      if (!response.ok) {
        const message = maskCode(str(body?.error) ?? str(body?.message) ?? `HTTP ${response.status}`, code);
        throw new SmsSendError(
          `webhook: ${message} (HTTP ${response.status})`,
          provider,
          retryableStatus(response.status),
        );
      }
      return { provider, providerMessageId: str(body?.id) };
    },
  };
}
