import { hasUnusualCharacters } from "~/lib/plain-text";

/**
 * The browser's side of the staff auth service: JSON in and out, errors as a code and a sentence a
 * person can act on. A gateway error (502/503/504: a proxy or the service restarting) is retried
 * once for calls that are safe to repeat (reads); a sign-in or a code check is never sent twice.
 */
export type AuthError = {
  status: number;
  code: string;
  message: string;
  /** Why a password was refused (WEAK_PASSWORD). */
  reasons?: string[];
  retryAfterSeconds?: number;
};

export type AuthResult<T> = { ok: true; data: T } | { ok: false; error: AuthError };

const GATEWAY = new Set([502, 503, 504]);
export const SERVICE_DOWN = "The sign-in service is not answering. Please try again in a minute.";
export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** Our own words for better-auth's error codes; its English is a developer's. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That e-mail and password do not match.",
  INVALID_EMAIL: "Enter your work e-mail address.",
  INVALID_CODE: "That code is not right. Check the latest e-mail and try again.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has timed out. Enter your e-mail and password again.",
  OTP_HAS_EXPIRED: "That code has expired. Ask for a new one.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Ask for a new one.",
  ACCOUNT_TEMPORARILY_LOCKED:
    "Too many wrong codes in a row: the code step is paused for 15 minutes. Try again later.",
  BANNED_USER: "This account has been deactivated. Ask an administrator.",
  SESSION_NOT_FOUND: SESSION_ENDED,
  INVALID_PASSWORD: "Your current password is not right.",
  INVALID_ORIGIN: "This page is out of date. Reload it and try again.",
};

function messageFor(status: number, code: string, serverMessage: string | undefined): string {
  if (MESSAGES[code]) return MESSAGES[code];
  // Our own server-side errors (lockout, weak password, mail failure) already speak to people.
  if (serverMessage && /^[A-Z][^{}<>]{10,300}$/.test(serverMessage) && code) return serverMessage;
  if (status === 429) return "Too many attempts from this network. Wait a minute and try again.";
  if (GATEWAY.has(status)) return SERVICE_DOWN;
  if (status === 401) return SESSION_ENDED;
  return "Something went wrong. Please try again.";
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    return (await response.json()) as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

export async function authRequest<T>(
  path: string,
  options: { body?: unknown; fetcher?: typeof fetch } = {},
): Promise<AuthResult<T>> {
  const fetcher = options.fetcher ?? fetch;
  const method = options.body === undefined ? "GET" : "POST";
  const idempotent = method === "GET";
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetcher(`/api/auth${path}`, {
        method,
        credentials: "same-origin",
        headers: options.body === undefined ? undefined : { "content-type": "application/json" },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch {
      return { ok: false, error: { status: 0, code: "NETWORK", message: SERVICE_DOWN } };
    }
    if (GATEWAY.has(response.status) && idempotent && attempt === 0) continue;
    const json = await readJson(response);
    if (response.ok) return { ok: true, data: json as T };
    const code = typeof json?.code === "string" ? json.code : "";
    const error: AuthError = {
      status: response.status,
      code,
      message: messageFor(
        response.status,
        code,
        typeof json?.message === "string" ? json.message : undefined,
      ),
    };
    if (Array.isArray(json?.reasons)) error.reasons = json.reasons.filter((r) => typeof r === "string");
    const retryAfter = Number(json?.retryAfterSeconds ?? response.headers.get("retry-after"));
    if (Number.isFinite(retryAfter) && retryAfter > 0) error.retryAfterSeconds = retryAfter;
    return { ok: false, error };
  }
}

// A stand-in origin to resolve a path against: only what stays on it is a path of this site.
const PATH_BASE = "https://this-site.invalid";

/**
 * Where to go after signing in: a path on this site only, as one clean spelling. Browsers drop tabs
 * and line breaks from a URL and read a backslash as a slash, so "/\t/host" or "/\\host" would
 * leave the site: any control character, whitespace or backslash refuses the value whole. What is
 * left must resolve to this origin, and the path it resolves to is what is returned (never the
 * value as given). The sign-in page itself, and its one-time link pages, are no destination.
 */
export function safeRedirect(value: string | null | undefined, fallback = "/vox"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return fallback;
  if (/[\s\\]/u.test(value) || hasUnusualCharacters(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PATH_BASE);
  } catch {
    return fallback;
  }
  // Dot segments resolve too: "/.//host" becomes "//host", so it is the resolved path that is checked.
  if (url.origin !== PATH_BASE || value.startsWith("//") || url.pathname.startsWith("//")) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (/^\/auth\/?(?:[?#]|$)|^\/auth\/(?:setup|set-password)\b/i.test(path)) return fallback;
  return path;
}

/** "asha.rao@agency.in" → "a•••@agency.in": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return domain ? `${local.slice(0, 1)}•••@${domain}` : email;
}
