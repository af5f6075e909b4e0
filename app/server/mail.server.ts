import nodemailer from "nodemailer";
import { getConfig, type Config } from "./config.server";
import { logger } from "./logger.server";
import type { OutboxJob } from "./outbox.server";

/**
 * The e-mail port. Default: the message is written to the log. With SMTP_URL, nodemailer sends it.
 * Staff notifications go through the outbox ("mail.send" jobs) so a visitor never waits on SMTP.
 */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Made when the message is sent (e.g. a voucher PDF), never stored in the outbox. */
  attachments?: MailAttachment[];
};

export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<{ messageId?: string }>;
}

/**
 * Prints the whole message in the log line itself: showing it is this sender's job, and the logger
 * censors fields such as `to` and `text` wherever they are logged as data.
 */
export const logMailSender: MailSender = {
  name: "log",
  async send(message) {
    const files = (message.attachments ?? []).map((a) => `${a.filename} (${a.content.length} bytes)`);
    logger.info(
      `mail to=${message.to} subject="${message.subject}"${files.length ? ` attachments=${files.join(", ")}` : ""}\n${message.text}`,
    );
    return {};
  },
};

/**
 * Whether the connection must be encrypted before anything is sent: when SMTP_URL carries a user
 * name or password and is not TLS from the start (smtps://, or ?secure=true). Otherwise a server, or
 * anyone between, that does not offer STARTTLS would be sent the password, and the staff's sign-in
 * codes, in clear. (An smtp:// URL is plain at first whatever its port: nodemailer reads it so.)
 */
export function smtpRequiresTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  if (!url.username && !url.password) return false;
  const secure = url.searchParams.get("secure");
  return !(secure === null ? url.protocol === "smtps:" : secure === "true");
}

export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  // nodemailer waits up to 10 minutes on a silent socket by default; a mail server that hangs would
  // hold the outbox worker that long. Query parameters of SMTP_URL (e.g. ?socketTimeout=5000) win.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    requireTLS: smtpRequiresTls(smtpUrl),
  });
  return {
    name: "smtp",
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}

const globalForMail = globalThis as unknown as { __mailSender?: MailSender; __mailOverride?: MailSender };

export function getMailSender(config: Config = getConfig()): MailSender {
  if (globalForMail.__mailOverride) return globalForMail.__mailOverride;
  globalForMail.__mailSender ??= config.SMTP_URL
    ? createSmtpMailSender(config.SMTP_URL, config.MAIL_FROM)
    : logMailSender;
  return globalForMail.__mailSender;
}

export function setMailSenderForTests(sender: MailSender | undefined) {
  globalForMail.__mailOverride = sender;
}

export function describeMailProvider(config: Config = getConfig()) {
  return config.SMTP_URL
    ? `mail: SMTP ${new URL(config.SMTP_URL).host}`
    : "mail: log — e-mails are printed here";
}

const mailPayload = (p: Record<string, unknown>): MailMessage => {
  if (typeof p.to !== "string" || typeof p.subject !== "string" || typeof p.text !== "string") {
    throw new Error("mail.send payload needs to, subject and text");
  }
  return {
    to: p.to,
    subject: p.subject,
    text: p.text,
    html: typeof p.html === "string" ? p.html : undefined,
  };
};

/** Sends a queued e-mail (staff notifications, vouchers, alerts). */
export const MAIL_SEND_JOB: OutboxJob = {
  kind: "mail.send",
  handler: async (payload) => {
    await getMailSender().send(mailPayload(payload));
  },
};
