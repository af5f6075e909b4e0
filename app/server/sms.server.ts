import { getConfig, type Config } from "./config.server";
import { logger } from "./logger.server";

/**
 * The SMS port. Verification codes are sent inline through it (the visitor is waiting); see
 * ARCHITECTURE.md. Real providers (MSG91, Twilio, a webhook) are added by the verification feature
 * with `registerSmsProvider`; the default writes the message to the log.
 */
export type SmsMessage = {
  /** E.164, e.g. +919812345678 */
  to: string;
  text: string;
  /** The one-time code when the message carries one (providers with OTP templates need it separately). */
  code?: string;
};

export type SmsResult = {
  provider: string;
  providerMessageId?: string;
  /**
   * A sender with no delivery record of its own (the log default) returns the history row to keep:
   * the caller writes it to the outbox as done, in the same statement as its timeline row
   * (app/features/verification/verification.server.ts), so it costs no round trip of its own.
   */
  history?: { kind: string; payload: Record<string, unknown> };
};

export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

export class SmsSendError extends Error {
  override name = "SmsSendError";
  constructor(
    message: string,
    readonly provider: string,
    readonly retryable = true,
  ) {
    super(message);
  }
}

/** The embedded default: one log line per message, exactly `sms to=+91XXXXXXXXXX text="..."`, plus a history row (written by the caller). */
export const logSmsSender: SmsSender = {
  name: "log",
  async send({ to, text }) {
    logger.info(`sms to=${to} text="${text.replace(/"/g, '\\"')}"`);
    return { provider: "log", history: { kind: "sms.sent", payload: { provider: "log", to, text } } };
  },
};

type SmsFactory = (config: Config) => SmsSender;
const globalForSms = globalThis as unknown as {
  __smsFactories?: Map<string, SmsFactory>;
  __smsOverride?: SmsSender;
};
const factories: Map<string, SmsFactory> = (globalForSms.__smsFactories ??= new Map([["log", () => logSmsSender]]));

export function registerSmsProvider(name: string, factory: SmsFactory) {
  factories.set(name, factory);
}

/** The sender chosen by SMS_PROVIDER. */
export function getSmsSender(config: Config = getConfig()): SmsSender {
  if (globalForSms.__smsOverride) return globalForSms.__smsOverride;
  const factory = factories.get(config.SMS_PROVIDER);
  if (!factory) throw new Error(`SMS_PROVIDER=${config.SMS_PROVIDER} is not available in this build`);
  return factory(config);
}

export function setSmsSenderForTests(sender: SmsSender | undefined) {
  globalForSms.__smsOverride = sender;
}

export function describeSmsProvider(config: Config = getConfig()) {
  return config.SMS_PROVIDER === "log" ? "SMS: log — codes are printed here" : `SMS: ${config.SMS_PROVIDER}`;
}
