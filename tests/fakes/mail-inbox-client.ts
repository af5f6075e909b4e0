import type { InboxMessage } from "./mail-inbox";

/** The e2e mailbox's HTTP inbox (started by Playwright's global setup on E2E_MAIL_INBOX_PORT). */
const inboxUrl = () => `http://127.0.0.1:${process.env.E2E_MAIL_INBOX_PORT}`;

export async function mailFor(address: string): Promise<InboxMessage[]> {
  const res = await fetch(`${inboxUrl()}/messages?to=${encodeURIComponent(address)}`);
  if (!res.ok) throw new Error(`mail inbox answered ${res.status}`);
  return ((await res.json()) as { messages: InboxMessage[] }).messages;
}

/**
 * Waits for a sign-in code e-mailed to `address` after message number `after` (how many that
 * address had before the code was asked for) and returns it.
 */
export async function readSignInCode(address: string, after: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await mailFor(address)).slice(after);
    const code = messages
      .reverse()
      .map((m) => /\b(\d{6})\b/.exec(m.subject)?.[1])
      .find(Boolean);
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`no sign-in code e-mailed to ${address} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
