import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string };

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and keeps it, for tests of the mail
 * port. `failNext(n)` makes the next n messages fail with a 451 (temporary failure).
 */
export async function startFakeSmtpServer(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          const err = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(err);
        }
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "";
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n = 1) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
