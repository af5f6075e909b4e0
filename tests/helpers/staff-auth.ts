import { getConfig } from "~/server/config.server";
import type { Database } from "~/server/db/db.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { CLIENT_IP_HEADER, createStaffUser, getAuth, withAuthRequest } from "~/features/auth/index.server";
import type { StaffRole } from "~/features/auth";
import { CookieJar } from "./cookie-jar";

export { CookieJar };

/** Every e-mail the app sends while a test captures them. */
export function captureMail() {
  const sent: MailMessage[] = [];
  setMailSenderForTests({
    name: "test",
    async send(message) {
      sent.push(message);
      return {};
    },
  });
  return {
    sent,
    /** The newest 6-digit sign-in code e-mailed to `to`. */
    codeFor(to: string) {
      const mail = [...sent].reverse().find((m) => m.to === to && /sign-in code/.test(m.subject));
      const code = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no sign-in code was e-mailed to ${to}`);
      return code;
    },
    stop: () => setMailSenderForTests(undefined),
  };
}

let ipCounter = 0;
/** A different documentation address each call, so tests do not share one client's limits. */
export const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

export type AuthCall = { status: number; body: Record<string, unknown>; response: Response };

/** Calls the auth service as the Express entry does, from `ip`, with the jar's cookies. */
export async function authCall(
  path: string,
  options: { body?: unknown; jar?: CookieJar; ip?: string; origin?: string | null; method?: string } = {},
): Promise<AuthCall> {
  const auth = await getAuth();
  const site = getConfig().siteUrl;
  const ip = options.ip ?? "203.0.113.10";
  const headers = new Headers({ [CLIENT_IP_HEADER]: ip });
  if (options.origin !== null) headers.set("origin", options.origin ?? site);
  if (options.jar) headers.set("cookie", options.jar.header());
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const response = await withAuthRequest({ ip }, () =>
    auth.handler(
      new Request(`${site}/api/auth${path}`, {
        method: options.method ?? (options.body === undefined ? "GET" : "POST"),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }),
    ),
  );
  options.jar?.store(response.headers);
  const text = await response.clone().text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, response };
}

export const STRONG_PASSWORD = "sandalwood-monsoon-72-harbour";

export async function createTestStaff(
  db: Database,
  role: StaffRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@agency.test`,
) {
  return createStaffUser(db, { name: `Test ${role}`, email, role, password: STRONG_PASSWORD });
}

/** Password, then the e-mailed code: returns a jar holding a signed-in session. */
export async function signIn(
  mail: ReturnType<typeof captureMail>,
  email: string,
  password = STRONG_PASSWORD,
  ip = nextIp(),
) {
  const jar = new CookieJar();
  const first = await authCall("/sign-in/email", { body: { email, password }, jar, ip });
  if (first.status !== 200 || !first.body.twoFactorRedirect) {
    throw new Error(`password step: ${first.status} ${JSON.stringify(first.body)}`);
  }
  const sent = await authCall("/two-factor/send-otp", { body: {}, jar, ip });
  if (sent.status !== 200) throw new Error(`send code: ${sent.status} ${JSON.stringify(sent.body)}`);
  const verified = await authCall("/two-factor/verify-otp", { body: { code: mail.codeFor(email) }, jar, ip });
  if (verified.status !== 200)
    throw new Error(`code step: ${verified.status} ${JSON.stringify(verified.body)}`);
  return jar;
}
