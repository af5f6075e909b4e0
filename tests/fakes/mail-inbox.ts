import { startFakeHttpServer } from "./fake-http-server";
import { startFakeSmtpServer, type ReceivedMail } from "./smtp-server";

/**
 * The e2e mailbox: a real SMTP server the app sends to (SMTP_URL), and an HTTP inbox on another port
 * so browser tests in other processes can read their e-mail "as a person reads it":
 *   GET /messages?to=a@b.c   → {"messages": [{to, subject, text, receivedAt, attachments}]}, oldest first
 */
export type InboxMessage = {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
  /** Attached files by name and type, as a mail client lists them. */
  attachments: { filename: string; contentType: string }[];
};

function attachmentsOf(raw: string): InboxMessage["attachments"] {
  return [...raw.matchAll(/Content-Type: ([\w/.+-]+); name="?([^";\r\n]+)"?/g)].map((m) => ({
    contentType: m[1]!,
    filename: m[2]!,
  }));
}

/** The body of a plain-text message, quoted-printable decoded (what nodemailer sends). */
function bodyOf(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const body = split >= 0 ? raw.slice(split + 4) : raw;
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startMailInbox(options: { smtpPort: number; httpPort: number }) {
  const smtp = await startFakeSmtpServer({ port: options.smtpPort });
  const arrivedAt = new WeakMap<ReceivedMail, string>();
  const stamp = (mail: ReceivedMail) => {
    if (!arrivedAt.has(mail)) arrivedAt.set(mail, new Date().toISOString());
    return arrivedAt.get(mail)!;
  };
  const http = await startFakeHttpServer(
    (req) => {
      if (req.method === "GET" && req.url.pathname === "/messages") {
        const to = req.url.searchParams.get("to")?.toLowerCase();
        const messages: InboxMessage[] = smtp.received
          .filter((m) => !to || m.to.some((address) => address.toLowerCase() === to))
          .map((m) => ({
            to: m.to,
            subject: m.subject,
            text: bodyOf(m.raw),
            receivedAt: stamp(m),
            attachments: attachmentsOf(m.raw),
          }));
        return { status: 200, body: { messages } };
      }
      return { status: 404, body: { error: "not found" } };
    },
    { port: options.httpPort },
  );
  // Stamp each message as it arrives (the inbox is read later).
  const timer = setInterval(() => smtp.received.forEach(stamp), 50);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([smtp.close(), http.stop()]);
    },
  };
}
