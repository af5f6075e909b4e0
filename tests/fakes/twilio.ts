import crypto from "node:crypto";
import { startFakeHttpServer, type FakeServer } from "./fake-http-server";

/**
 * A fake Twilio Programmable Messaging endpoint:
 *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json  (Basic auth, form-encoded To, From|MessagingServiceSid, Body)
 *   → 201 {"sid":"SM…","status":"queued",…}
 * Errors are Twilio's {"code":…, "message":…, "more_info":…, "status":…}.
 */
export type TwilioMessage = {
  sid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
};

export type FakeTwilio = FakeServer & { sent: TwilioMessage[] };

const twilioError = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export async function startFakeTwilio(options: {
  accountSid: string;
  authToken: string;
  port?: number;
}): Promise<FakeTwilio> {
  const sent: TwilioMessage[] = [];
  const server = await startFakeHttpServer((req, behaviour) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url.pathname);
    if (req.method !== "POST" || !match)
      return twilioError(404, 20404, "The requested resource was not found");
    const expected = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
    if (req.headers.authorization !== expected || decodeURIComponent(match[1]!) !== options.accountSid) {
      return twilioError(401, 20003, "Authenticate");
    }
    if (behaviour.mode === "error")
      return twilioError(behaviour.status ?? 500, 20500, "Internal Server Error");
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")) {
      return twilioError(400, 20001, "Invalid content type");
    }
    const form = new URLSearchParams(req.body);
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? undefined;
    const messagingServiceSid = form.get("MessagingServiceSid") ?? undefined;
    const body = form.get("Body") ?? "";
    if (!/^\+[1-9]\d{7,14}$/.test(to))
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !messagingServiceSid)
      return twilioError(
        400,
        21603,
        "A 'From' or 'MessagingServiceSid' parameter is required to send a message",
      );
    if (!body) return twilioError(400, 21602, "Message body is required.");
    const sid = `SM${crypto.randomBytes(16).toString("hex")}`;
    sent.push({ sid, to, from, messagingServiceSid, body });
    return {
      status: 201,
      body: {
        sid,
        account_sid: options.accountSid,
        to,
        from: from ?? null,
        messaging_service_sid: messagingServiceSid ?? null,
        body,
        status: "queued",
        num_segments: "1",
        direction: "outbound-api",
        api_version: "2010-04-01",
        error_code: null,
        error_message: null,
      },
    };
  }, options);
  return Object.assign(server, { sent });
}
