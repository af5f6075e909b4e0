import crypto from "node:crypto";
import { startFakeHttpServer, type FakeServer } from "./fake-http-server";

/**
 * A fake MSG91 SendOTP v5 endpoint:
 *   POST /api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…&otp_length=…  header authkey
 *   → 200 {"type":"success","request_id":"…"}
 * Errors are MSG91's {"type":"error","message":"…"}; like the real service, some come with HTTP 200,
 * so a client must read `type`, not only the status.
 */
export type Msg91Otp = {
  mobile: string;
  otp: string;
  templateId: string;
  otpExpiry?: string;
  otpLength?: string;
  requestId: string;
};

/** A delivery report the fake posted to the webhook URL, and what the app answered. */
export type Msg91ReportPost = { url: string; data: unknown; status: number };

export type FakeMsg91 = FakeServer & {
  sent: Msg91Otp[];
  reports: Msg91ReportPost[];
  /** MSG91's report status for messages to this mobile (91XXXXXXXXXX): "1" delivered (default), "2" failed, "17" blocked… */
  deliverTo(mobile: string, status: string, desc?: string): void;
};

export async function startFakeMsg91(options: {
  authKey: string;
  templateId: string;
  port?: number;
  /** The webhook URL set in the MSG91 panel: every message's delivery report is posted there. */
  reportUrl?: string;
}): Promise<FakeMsg91> {
  const sent: Msg91Otp[] = [];
  const reports: Msg91ReportPost[] = [];
  const outcomes = new Map<string, { status: string; desc: string }>();
  // MSG91's webhook v2: form-encoded, `data` holding a JSON array of requests with their reports.
  const postReport = async (url: string, otp: Msg91Otp) => {
    const outcome = outcomes.get(otp.mobile) ?? { status: "1", desc: "DELIVERED" };
    const data = [
      {
        senderId: "LUXEVY",
        requestId: otp.requestId,
        report: [
          {
            date: new Date().toISOString().slice(0, 19).replace("T", " "),
            number: otp.mobile,
            status: outcome.status,
            desc: outcome.desc,
          },
        ],
        userId: "123456",
        campaignName: "OTP",
      },
    ];
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
    }).catch(() => null);
    reports.push({ url, data, status: response?.status ?? 0 });
  };
  const server = await startFakeHttpServer((req, behaviour) => {
    if (req.method !== "POST" || req.url.pathname !== "/api/v5/otp")
      return { status: 404, body: { type: "error", message: "Not Found" } };
    if (req.headers.authkey !== options.authKey)
      return { status: 401, body: { type: "error", message: "Authentication failure", code: "401" } };
    if (behaviour.mode === "error") {
      // The shape MSG91 uses for account problems: HTTP 200 unless a status was asked for.
      return { status: behaviour.status ?? 200, body: { type: "error", message: "Insufficient balance" } };
    }
    const q = req.url.searchParams;
    const templateId = q.get("template_id") ?? "";
    const mobile = q.get("mobile") ?? "";
    const otp = q.get("otp") ?? "";
    if (templateId !== options.templateId)
      return { status: 400, body: { type: "error", message: "Invalid template id" } };
    if (!/^91[6-9]\d{9}$/.test(mobile))
      return { status: 400, body: { type: "error", message: "Mobile no. not found" } };
    if (!/^\d{4,9}$/.test(otp)) return { status: 400, body: { type: "error", message: "Invalid otp" } };
    // The service's OTP length is 4 unless otp_length says otherwise, and an OTP must have that length.
    const otpLength = q.get("otp_length") ?? undefined;
    if (otp.length !== Number(otpLength ?? 4))
      return { status: 400, body: { type: "error", message: "OTP length does not match otp_length" } };
    const requestId = crypto.randomBytes(12).toString("hex");
    const message = {
      mobile,
      otp,
      templateId,
      otpExpiry: q.get("otp_expiry") ?? undefined,
      otpLength,
      requestId,
    };
    sent.push(message);
    const reportUrl = options.reportUrl;
    if (reportUrl) setTimeout(() => void postReport(reportUrl, message), 10);
    return { status: 200, body: { type: "success", request_id: requestId } };
  }, options);
  return Object.assign(server, {
    sent,
    reports,
    deliverTo(mobile: string, status: string, desc = status === "1" ? "DELIVERED" : "FAILED") {
      outcomes.set(mobile, { status, desc });
    },
  });
}
