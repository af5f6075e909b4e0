import { getConfig, type Config } from "./config.server";
import { logger } from "./logger.server";
import { createMsg91Sender, createTwilioSender, createWebhookSender } from "./sms-providers.server";
import { maskCode, type SmsSender } from "./sms-sender.server";

/**
 * The SMS port. Verification codes are sent inline through it (the visitor is waiting). SMS_PROVIDER
 * picks the sender from a fixed table: the default writes the message to the log, the real providers
 * live in sms-providers.server.ts.
 */
export {
  MASKED_CODE,
  maskCode,
  SmsSendError,
  type SmsMessage,
  type SmsResult,
  type SmsSender,
} from "./sms-sender.server";

/**
 * The embedded default: one log line per message, exactly `sms to=+91XXXXXXXXXX text="..."` with the
 * code in it (printing it is this sender's job: it is how a developer reads the code), plus a history
 * row (written by the caller) whose text has the code masked, since no table may hold a code.
 */
export const logSmsSender: SmsSender = {
  name: "log",
  async send({ to, text, code }) {
    logger.info(`sms to=${to} text="${text.replace(/"/g, '\\"')}"`);
    return {
      provider: "log",
      history: { kind: "sms.sent", payload: { provider: "log", to, text: maskCode(text, code) } },
    };
  },
};

// Keyed by the config's own list of providers, so adding a name there without a sender here is a type error.
const smsSenders: Record<Config["SMS_PROVIDER"], (config: Config) => SmsSender> = {
  log: () => logSmsSender,
  msg91: createMsg91Sender,
  twilio: createTwilioSender,
  webhook: createWebhookSender,
};

/** The sender chosen by SMS_PROVIDER. */
export function getSmsSender(config: Config = getConfig()): SmsSender {
  return smsSenders[config.SMS_PROVIDER](config);
}

export function describeSmsProvider(config: Config = getConfig()) {
  return config.SMS_PROVIDER === "log" ? "SMS: log — codes are printed here" : `SMS: ${config.SMS_PROVIDER}`;
}
