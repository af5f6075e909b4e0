import { expect } from "vitest";
import {
  createEmailProofCookie,
  createProofCookie,
  type LeadFlowHandlers,
} from "~/features/verification/index.server";
import { normalizeIndianMobile } from "~/lib/phone";
import { parseConfig, setConfigForTests, type Config } from "~/server/config.server";
import type { MailMessage, MailSender } from "~/server/mail.server";
import { SmsSendError, type SmsMessage, type SmsSender } from "~/server/sms.server";

/** A test configuration with fixed secrets (no files written) and the given overrides. */
export function useTestConfig(env: Record<string, string> = {}): Config {
  const config = parseConfig({
    NODE_ENV: "test",
    SESSION_SECRET: "s".repeat(40),
    CODE_HMAC_KEY: "k".repeat(40),
    SITE_URL: "http://127.0.0.1:3000",
    LEADS_NOTIFY_EMAIL: "leads@example.test",
    ...env,
  });
  setConfigForTests(config);
  return config;
}

/** An SMS sender that keeps messages in memory, like a phone; it can be told to fail. */
/**
 * A mail sender that keeps what it was given: a code e-mailed for a number outside India is read
 * from `mailed` (its subject starts with the code).
 */
export function createTestMailSender(): MailSender & {
  mailed: MailMessage[];
  lastCodeTo(address: string): string | undefined;
} {
  const mailed: MailMessage[] = [];
  return {
    name: "test-mail",
    mailed,
    lastCodeTo: (address) => mailed.findLast((m) => m.to === address)?.subject.slice(0, 6),
    send: async (message) => {
      mailed.push(message);
      return { messageId: `m${mailed.length}` };
    },
  };
}

export function createTestSmsSender() {
  const sent: SmsMessage[] = [];
  const state = { failWith: undefined as string | undefined };
  const sender: SmsSender & {
    sent: SmsMessage[];
    failNext(message?: string): void;
    lastCodeFor(to: string): string | undefined;
  } = {
    name: "test",
    sent,
    async send(message) {
      if (state.failWith) {
        const error = state.failWith;
        state.failWith = undefined;
        throw new SmsSendError(error, "test");
      }
      sent.push(message);
      return { provider: "test", providerMessageId: `t-${sent.length}` };
    },
    failNext(message = "test: provider down (HTTP 500)") {
      state.failWith = message;
    },
    lastCodeFor(to) {
      return sent.filter((m) => m.to === to).at(-1)?.code;
    },
  };
  return sender;
}

/**
 * The Cookie header of a browser that proved, with a code, who books an activity: the phone when the
 * booking gives one, else the e-mail address (the booking endpoint asks for exactly that proof).
 * Signed with the configuration in force, so call it after useTestConfig.
 */
export function activityBookingProofCookie(fields: { email: string; phone?: string | null }): string {
  const phone = fields.phone ? normalizeIndianMobile(fields.phone) : null;
  const setCookie = phone
    ? createProofCookie("activity_booking", phone)
    : createEmailProofCookie("activity_booking", fields.email.trim().toLowerCase());
  return setCookie.split(";")[0]!;
}

type FlowContext = Parameters<LeadFlowHandlers["start"]>[1];

/**
 * A visitor on a lead flow's form, as the flow's database tests drive it: `post` is the JSON request
 * the page sends to the flow's submissions URL (with this browser's cookie, if any), and
 * `startAndVerify` sends the form, reads the code from the SMS the phone received and sends it back.
 * `context` is a function where each request should come from its own address.
 */
export function flowVisitor(
  flow: Pick<LeadFlowHandlers, "start" | "verify">,
  options: {
    submissionsUrl: string;
    sms: { lastCodeFor(to: string): string | undefined };
    context: FlowContext | (() => FlowContext);
  },
) {
  const context = () => (typeof options.context === "function" ? options.context() : options.context);
  const post = (path: string, body: unknown, cookie?: string) =>
    new Request(`${options.submissionsUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  /** The form sent (it must be accepted), then the phone's newest code: the verification's answer. */
  async function startAndVerify(body: Record<string, unknown>) {
    const started = await flow.start(post("", body), context());
    expect(started.status, await started.clone().text()).toBe(201);
    const sent = (await started.json()) as { submissionId: string; phone: string; toast: unknown };
    const code = options.sms.lastCodeFor(sent.phone);
    if (!code) throw new Error(`no code was sent to ${sent.phone}`);
    const { submissionId, phone } = sent;
    const verified = await flow.verify(post(`/${submissionId}/verify`, { code }), submissionId, context());
    expect(verified.status, await verified.clone().text()).toBe(200);
    const cookie = verified.headers.get("set-cookie")!.split(";")[0]!;
    return { sent, submissionId, phone, code, verified, cookie };
  }

  return { post, startAndVerify };
}
