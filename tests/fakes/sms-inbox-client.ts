import type { GatewayMessage } from "./sms-gateway";

/**
 * What a browser test uses to read its SMS "as a person reads their phone": the fake gateway's
 * inbox over HTTP (the gateway runs in Playwright's global setup, not in the test worker).
 */
export const smsGatewayUrl = () => `http://127.0.0.1:${process.env.E2E_SMS_PORT}`;

export async function smsMessagesFor(phoneE164: string): Promise<GatewayMessage[]> {
  const res = await fetch(`${smsGatewayUrl()}/messages?to=${encodeURIComponent(phoneE164)}`);
  if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  return ((await res.json()) as { messages: GatewayMessage[] }).messages;
}

/** Waits for message number `nth` (1-based) to `phoneE164` and returns its 6-digit code. */
export async function readSmsCode(phoneE164: string, nth = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await smsMessagesFor(phoneE164);
    const message = messages[nth - 1];
    const code = message?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no SMS #${nth} to ${phoneE164} within ${timeoutMs} ms (got ${messages.length})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Makes the gateway refuse every SMS to one number (the carrier fails). */
export async function failSmsFor(phoneE164: string) {
  await fetch(`${smsGatewayUrl()}/__fail`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ to: phoneE164 }),
  });
}
