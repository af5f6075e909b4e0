import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string };

/**
 * How the server treats the next connections: accept; refuse the message with a temporary (451) or
 * a permanent-looking (554) failure; accept the connection but never greet (a hung server); or not
 * listen at all (connection refused).
 */
export type SmtpMode = "ok" | "4xx" | "5xx" | "hang" | "refuse";

/**
 * A header of a raw message as a person reads it: a long header is folded over several lines, and
 * one that is not ASCII is sent as RFC 2047 encoded words (=?UTF-8?B?…?= or =?UTF-8?Q?…?=).
 */
export function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1] ?? "";
  return line
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

/**
 * A real SMTP server on 127.0.0.1 that accepts every message and keeps it, for tests of the mail
 * port. `failNext(n)` makes the next n messages fail with a 451 (temporary failure); `setMode` switches
 * its behaviour for every message until switched back; `bounce(pattern)` rejects recipients that
 * match for good (550), as a mailbox that does not exist.
 */
export async function startFakeSmtpServer(options: { port?: number; plainAuth?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  /** The user names of every AUTH the server was sent, as anyone on the wire would read them. */
  const signIns: string[] = [];
  let failures = 0;
  let mode: SmtpMode = "ok";
  let bouncing: RegExp | null = null;
  let delayMs = 0;
  let dataStarted = 0;
  const hung = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // A server that takes a password over the unencrypted connection (as a careless or hostile one
    // would): it offers AUTH without offering STARTTLS.
    allowInsecureAuth: options.plainAuth ?? false,
    onAuth(auth, _session, callback) {
      signIns.push(auth.username ?? "");
      callback(null, { user: auth.username });
    },
    logger: false,
    onConnect(_session, callback) {
      // The greeting is sent only once this calls back: a hung server never does.
      if (mode === "hang") return void hung.add(() => callback(new Error("closing")));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (bouncing?.test(address.address)) {
        const err = Object.assign(new Error("No such mailbox"), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      dataStarted += 1;
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => setTimeout(finish, delayMs));
      const finish = () => {
        if (failures > 0 || mode === "4xx") {
          if (failures > 0) failures--;
          const err = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
          return callback(err);
        }
        if (mode === "5xx") {
          const err = Object.assign(new Error("Transaction failed"), { responseCode: 554 });
          return callback(err);
        }
        const subject = headerValue(raw, "Subject");
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
        });
        callback();
      };
    },
  });
  // A client that drops mid-message (an app killed while sending, a timed-out send) is reported as
  // an 'error' event; with no listener Node would end the test run over what the test caused.
  const connectionErrors: Error[] = [];
  server.on("error", (err: Error) => connectionErrors.push(err));
  let listening = false;
  const listen = (port: number) =>
    new Promise<void>((resolve) =>
      server.listen(port, "127.0.0.1", () => {
        listening = true;
        resolve();
      }),
    );
  const closeListener = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.server.close(() => resolve());
    });
  await listen(options.port ?? 0);
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    signIns,
    /** Connections that ended in an error (reset by the client mid-message, say). */
    connectionErrors,
    /** Messages whose content has started to arrive (accepted or not). */
    get dataStarted() {
      return dataStarted;
    },
    /** Connections held without a greeting while the server hangs. */
    get hanging() {
      return hung.size;
    },
    failNext(n = 1) {
      failures = n;
    },
    /** Takes this long to accept each message, as a slow relay does. */
    slow(ms: number) {
      delayMs = ms;
    },
    bounce(pattern: RegExp | null) {
      bouncing = pattern;
    },
    async setMode(next: SmtpMode) {
      if (mode === "hang" && next !== "hang") {
        for (const release of hung) release();
        hung.clear();
      }
      mode = next;
      if (next === "refuse") await closeListener();
      else if (!listening) await listen(port);
    },
    close: async () => {
      for (const release of hung) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
