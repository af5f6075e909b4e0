import crypto from "node:crypto";
import { and, eq, not } from "drizzle-orm";
import nodemailer from "nodemailer";
import { INDIA_OFFSET_MS } from "~/lib/india-time";
import { defaultSiteSettings } from "~/lib/site-settings";
import { getConfig, type Config } from "./config.server";
import { getDb, type Database } from "./db/db.server";
import { authUser, leads } from "./db/schema.server";
import { logger } from "./logger.server";
import { renderBrandedMailHtml } from "./mail-template.server";
import type { OutboxJob } from "./outbox.server";
import { countInWindows, type CounterWindow } from "./rate-limit-counters.server";

/**
 * The e-mail port. Default: the message is written to the log. With SMTP_URL, nodemailer sends it.
 * Staff notifications go through the outbox ("mail.send" jobs) so a visitor never waits on SMTP.
 */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/**
 * Whom a message is for, which decides its recipient's daily cap (see withRecipientCap):
 * - "visitor": anyone outside the agency — a booking's voucher, an e-mail code. A visitor's form can
 *   make the site write to any address, so these are capped tightly (MAIL_MAX_PER_RECIPIENT_DAY).
 * - "staff": the agency's own inboxes and people — lead notifications, assignments, digests, alerts,
 *   invitations. One inbox gets one of these per lead, so the cap is generous
 *   (MAIL_MAX_PER_STAFF_RECIPIENT_DAY); counted apart from "visitor" mail, so mail a visitor makes
 *   the site send to a staff address can never use up what staff mail needs.
 * - "staff_sign_in": a staff member's sign-in code, never capped: it goes only to a registered staff
 *   address after that person's password was right (and the sign-in has its own limits per address),
 *   and a code held back by a cap would lock them out of the console for the rest of the day.
 */
export type MailAudience = "visitor" | "staff" | "staff_sign_in";

export type MailMessage = {
  /** One address, or several separated by commas (each is counted against its cap). */
  to: string;
  audience: MailAudience;
  subject: string;
  text: string;
  /** Made from `text` in the brand's layout when not given (withHouseStyle). */
  html?: string;
  /** Where a reply goes: a lead's owner (leadReplyTo), else the agency's sales address. */
  replyTo?: string;
  /** Made when the message is sent (e.g. a voucher PDF), never stored in the outbox. */
  attachments?: MailAttachment[];
};

/** `refused`: not sent, because a recipient already had the day's share of mail (nothing to retry today). */
export type MailSendResult = { messageId?: string; refused?: "recipient_daily_cap" };

export interface MailSender {
  readonly name: string;
  send(message: MailMessage): Promise<MailSendResult>;
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

/** What nodemailer says when it must not go on without STARTTLS and the server does not offer it. */
const isMissingStartTls = (err: unknown) =>
  err instanceof Error && /STARTTLS/i.test(err.message) && !/certificate/i.test(err.message);

/**
 * `allowPlaintextAuth` (SMTP_ALLOW_PLAINTEXT_AUTH) is for a relay on the same machine or network
 * only: it lets the credentials in SMTP_URL go unencrypted to a server that offers no STARTTLS.
 */
export function createSmtpMailSender(
  smtpUrl: string,
  from: string,
  options: { allowPlaintextAuth?: boolean } = {},
): MailSender {
  const requireTLS = smtpRequiresTls(smtpUrl) && !options.allowPlaintextAuth;
  // nodemailer waits up to 10 minutes on a silent socket by default; a mail server that hangs would
  // hold the outbox worker that long. Query parameters of SMTP_URL (e.g. ?socketTimeout=5000) win.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    requireTLS,
  });
  const host = new URL(smtpUrl).host;
  return {
    name: "smtp",
    async send({ audience: _audience, ...message }) {
      try {
        const info = await transport.sendMail({ from, ...message });
        return { messageId: info.messageId };
      } catch (err) {
        if (requireTLS && isMissingStartTls(err)) {
          // Nothing was sent, not even the user name: the error goes on to the outbox, which retries
          // and in the end fails the job as it does for any server that cannot take the message.
          logger.error(
            { host },
            "mail not sent: SMTP_URL carries credentials and the server offers no STARTTLS, so they would go in clear text. Use smtps://, a server with STARTTLS, or (for a relay on this machine only) SMTP_ALLOW_PLAINTEXT_AUTH=true",
          );
        }
        throw err;
      }
    },
  };
}

/** The agency's sales address: where a reply goes when no one person owns what the mail is about. */
export function salesReplyTo(config: Config = getConfig()): string {
  return config.SITE_SALES_EMAIL ?? defaultSiteSettings.salesEmail;
}

/**
 * The Reply-To for a mail about a lead: its owner's address while the owner may still sign in,
 * otherwise the sales address, so a guest's reply always reaches a person.
 */
export async function leadReplyTo(
  db: Database,
  leadId: string | null | undefined,
  config: Config = getConfig(),
): Promise<string> {
  if (leadId) {
    const [owner] = await db
      .select({ email: authUser.email })
      .from(leads)
      .innerJoin(authUser, eq(authUser.id, leads.ownerId))
      .where(and(eq(leads.id, leadId), not(eq(authUser.banned, true))));
    if (owner) return owner.email;
  }
  return salesReplyTo(config);
}

/**
 * Every message leaves with an HTML part in the brand's layout beside its text part, and with a
 * Reply-To (the sales address unless the caller named a person), whoever composed it.
 */
export function withHouseStyle(sender: MailSender, config: Config): MailSender {
  return {
    name: sender.name,
    send(message) {
      const replyTo = message.replyTo ?? salesReplyTo(config);
      const html =
        message.html ??
        renderBrandedMailHtml({
          subject: message.subject,
          text: message.text,
          brandName: config.SITE_BRAND_NAME ?? defaultSiteSettings.brandName,
          footer: `To reach us, reply to this e-mail or write to ${replyTo}.`,
        });
      return sender.send({ ...message, html, replyTo });
    },
  };
}

const DAY_MS = 24 * 3600_000;

/**
 * The address a cap counts: lower case, without a "+tag" (one inbox, however it is spelt), and
 * hashed, so the counters table holds no address.
 */
export function recipientKey(address: string): string {
  const [local = "", domain = ""] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const inbox = `${local.split("+")[0]}@${domain}`;
  return crypto.createHash("sha256").update(inbox).digest("base64url").slice(0, 32);
}

/**
 * The daily windows a message is counted in, one per recipient; none for an uncapped message. A
 * recipient's day is India's, as the SMS caps count it.
 */
export function recipientCaps(
  message: Pick<MailMessage, "to" | "audience">,
  config: Config,
): CounterWindow[] {
  if (message.audience === "staff_sign_in" || config.rateLimitsDisabled) return [];
  const limit =
    message.audience === "staff"
      ? config.MAIL_MAX_PER_STAFF_RECIPIENT_DAY
      : config.MAIL_MAX_PER_RECIPIENT_DAY;
  const keys = new Set(
    message.to
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean)
      .map((a) => `mail:${message.audience}:${recipientKey(a)}`),
  );
  return [...keys].map((key) => ({ key, windowMs: DAY_MS, alignOffsetMs: INDIA_OFFSET_MS, limit }));
}

/**
 * Every message the site sends passes here (getMailSender wraps whichever sender is in use): each
 * recipient is counted for the day in the database, so every process shares the count, and a
 * message to a recipient already at the cap is not sent — logged, and answered `refused` so a caller
 * that sends inline (an e-mail code) can say so. A queued message refused this way is settled, not
 * retried: the cap holds until the day ends.
 */
export function withRecipientCap(
  sender: MailSender,
  options: { config?: () => Config; db?: () => Promise<Database> } = {},
): MailSender {
  return {
    name: sender.name,
    async send(message) {
      const caps = recipientCaps(message, (options.config ?? getConfig)());
      if (caps.length) {
        const db = await (options.db ?? getDb)();
        const refused = await countInWindows(db, caps, new Date());
        if (refused.length) {
          logger.warn(
            { audience: message.audience, recipients: caps.length, refused: refused.length },
            "mail not sent: a recipient already had the day's share of mail",
          );
          return { refused: "recipient_daily_cap" };
        }
      }
      return sender.send(message);
    },
  };
}

const globalForMail = globalThis as unknown as { __mailSender?: MailSender; __mailOverride?: MailSender };

export function getMailSender(config: Config = getConfig()): MailSender {
  const base =
    globalForMail.__mailOverride ??
    (globalForMail.__mailSender ??= config.SMTP_URL
      ? createSmtpMailSender(config.SMTP_URL, config.MAIL_FROM, {
          allowPlaintextAuth: config.SMTP_ALLOW_PLAINTEXT_AUTH,
        })
      : logMailSender);
  return withRecipientCap(withHouseStyle(base, config), { config: () => config });
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
    // A queued message names its audience; one that does not is taken for a visitor's (the tight cap).
    // A sign-in code is never queued, so no payload can claim to be one.
    audience: p.audience === "staff" ? "staff" : "visitor",
    subject: p.subject,
    text: p.text,
    html: typeof p.html === "string" ? p.html : undefined,
    replyTo: typeof p.replyTo === "string" ? p.replyTo : undefined,
  };
};

/** Sends a queued e-mail (staff notifications, vouchers, alerts). */
export const MAIL_SEND_JOB: OutboxJob = {
  kind: "mail.send",
  handler: async (payload) => {
    await getMailSender().send(mailPayload(payload));
  },
};
