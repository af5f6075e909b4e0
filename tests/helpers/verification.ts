import { createEmailProofCookie, createProofCookie } from "~/features/verification/index.server";
import { normalizeIndianMobile } from "~/lib/phone";
import { parseConfig, setConfigForTests, type Config } from "~/server/config.server";
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
