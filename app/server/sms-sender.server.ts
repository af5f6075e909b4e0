/**
 * What every SMS sender speaks: the log default and the providers alike. A module of its own so the
 * providers and the port (sms.server.ts, which picks among them) do not import each other.
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
   * (app/features/verification/verification.server.ts), so it costs no round trip of its own. It
   * never holds the code (`maskCode`): a code is stored only as its HMAC.
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

/** What stands for a code wherever a message is kept or shown in place of being sent. */
export const MASKED_CODE = "••••••";

/** The text with every occurrence of the code masked, e.g. "•••••• is your … code …". */
export function maskCode(text: string, code: string | undefined): string {
  return code ? text.split(code).join(MASKED_CODE) : text;
}
