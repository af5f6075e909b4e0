import crypto from "node:crypto";
import { startFakeHttpServer, type FakeServer } from "./fake-http-server";

/**
 * A fake Twilio Programmable Messaging endpoint:
 *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json  (Basic auth, form-encoded To, From|MessagingServiceSid, Body)
 *   → 201 {"sid":"SM…","status":"queued",…}; then, when the request named a StatusCallback, the
 *   message's statuses are posted there, signed (X-Twilio-Signature)
 * Errors are Twilio's {"code":…, "message":…, "more_info":…, "status":…}.
 */
export type TwilioMessage = {
  sid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
};

/** A status callback the fake posted, and what the app answered. */
export type TwilioReportPost = { url: string; params: Record<string, string>; status: number };

export type FakeTwilio = FakeServer & {
  sent: TwilioMessage[];
  /** Every status callback posted, in order (as Twilio does: "sent", then the final status). */
  reports: TwilioReportPost[];
  /** What becomes of messages to this number: delivered (the default), or undelivered/failed with an error code. */
  deliverTo(to: string, outcome: "delivered" | "undelivered" | "failed", errorCode?: string): void;
};

/** Twilio's X-Twilio-Signature: base64 HMAC-SHA1 of the URL and the sorted POST parameters. */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>) {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((k) => k + params[k])
      .join("");
  return crypto.createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

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
  const reports: TwilioReportPost[] = [];
  const outcomes = new Map<string, { status: "delivered" | "undelivered" | "failed"; errorCode?: string }>();
  // Like Twilio: once the message is accepted, its StatusCallback is posted "sent" and then its
  // final status, form-encoded and signed with the account's auth token.
  const postStatuses = async (callback: string, message: TwilioMessage) => {
    const outcome = outcomes.get(message.to) ?? { status: "delivered" as const };
    for (const status of ["sent", outcome.status]) {
      const params: Record<string, string> = {
        AccountSid: options.accountSid,
        ApiVersion: "2010-04-01",
        From: message.from ?? "",
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...(status !== "delivered" && status !== "sent" && outcome.errorCode
          ? { ErrorCode: outcome.errorCode }
          : {}),
      };
      const response = await fetch(callback, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": signTwilioRequest(options.authToken, callback, params),
        },
        body: new URLSearchParams(params).toString(),
      }).catch(() => null);
      reports.push({ url: callback, params, status: response?.status ?? 0 });
    }
  };
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
    const message = { sid, to, from, messagingServiceSid, body };
    sent.push(message);
    const callback = form.get("StatusCallback");
    if (callback) setTimeout(() => void postStatuses(callback, message), 10);
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
  return Object.assign(server, {
    sent,
    reports,
    deliverTo(to: string, status: "delivered" | "undelivered" | "failed", errorCode?: string) {
      outcomes.set(to, { status, errorCode });
    },
  });
}
