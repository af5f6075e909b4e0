import crypto from "node:crypto";
import { getConfig } from "~/server/config.server";
import { verificationOf, type VerifiedPurpose } from "~/features/leads";

/**
 * The server's proof that a phone was verified for a purpose: a signed, HttpOnly cookie per purpose,
 * valid for its purpose's proof lifetime (24 hours). The browser's verification cache is only a UX mirror; any "skip the code" path and
 * any gated content (e.g. itinerary daily plans) checks this proof, never the browser's word.
 */
const cookieName = (purpose: string) => `vp_${purpose.replace(/[^a-z0-9_]/gi, "")}`;

function sign(value: string, secret = getConfig().sessionSecret) {
  return crypto.createHmac("sha256", secret).update(value).digest("base64url");
}

/** A Set-Cookie header value proving (purpose, phone) for the purpose's proof lifetime (24 h). */
export function createProofCookie(purpose: VerifiedPurpose, phoneE164: string, now = Date.now()) {
  const ttl = verificationOf(purpose).proofTtlSeconds;
  const exp = Math.floor(now / 1000) + ttl;
  const value = Buffer.from(JSON.stringify({ p: purpose, ph: phoneE164, exp })).toString("base64url");
  const signed = `${value}.${sign(`${purpose}|${value}`)}`;
  // Secure whenever the site is served over TLS: an https SITE_URL, or FORCE_HTTPS behind a proxy
  // that ends TLS (as the staff session cookies and HSTS decide).
  const config = getConfig();
  const secure = config.siteUrl.startsWith("https://") || config.FORCE_HTTPS ? "; Secure" : "";
  return `${cookieName(purpose)}=${signed}; Path=/; Max-Age=${ttl}; HttpOnly; SameSite=Lax${secure}`;
}

function parseCookies(header: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0) map.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  return map;
}

/** The verified phone for a purpose, or null when the proof is missing, forged or expired. */
export function readProof(
  request: Request,
  purpose: VerifiedPurpose,
  now = Date.now(),
): { phone: string; expiresAt: Date } | null {
  const raw = parseCookies(request.headers.get("cookie")).get(cookieName(purpose));
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(`${purpose}|${value}`));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as {
      p: string;
      ph: string;
      exp: number;
    };
    if (body.p !== purpose || typeof body.ph !== "string" || body.exp * 1000 <= now) return null;
    return { phone: body.ph, expiresAt: new Date(body.exp * 1000) };
  } catch {
    return null;
  }
}

/** The first verified phone among the purposes (e.g. an itinerary unlocks for itinerary_unlock or booking proofs). */
export function getVerifiedPhone(
  request: Request,
  purposes: VerifiedPurpose[],
  now = Date.now(),
): string | null {
  for (const purpose of purposes) {
    const proof = readProof(request, purpose, now);
    if (proof) return proof.phone;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// An e-mail address proven with an e-mailed code (a form whose phone is optional, e.g. an activity
// booking without one): the same signature under its own cookie, and signed under another label, so
// neither proof can be passed off as the other.

const emailCookieName = (purpose: string) => `ve_${purpose.replace(/[^a-z0-9_]/gi, "")}`;
const emailLabel = (purpose: string, value: string) => `email|${purpose}|${value}`;

/** A Set-Cookie header value proving (purpose, address) for the purpose's proof lifetime (24 h). */
export function createEmailProofCookie(purpose: VerifiedPurpose, email: string, now = Date.now()) {
  const ttl = verificationOf(purpose).proofTtlSeconds;
  const exp = Math.floor(now / 1000) + ttl;
  const value = Buffer.from(JSON.stringify({ p: purpose, em: email.toLowerCase(), exp })).toString(
    "base64url",
  );
  const signed = `${value}.${sign(emailLabel(purpose, value))}`;
  const config = getConfig();
  const secure = config.siteUrl.startsWith("https://") || config.FORCE_HTTPS ? "; Secure" : "";
  return `${emailCookieName(purpose)}=${signed}; Path=/; Max-Age=${ttl}; HttpOnly; SameSite=Lax${secure}`;
}

/** The proven address for a purpose, or null when the proof is missing, forged or expired. */
export function readEmailProof(
  request: Request,
  purpose: VerifiedPurpose,
  now = Date.now(),
): { email: string; expiresAt: Date } | null {
  const raw = parseCookies(request.headers.get("cookie")).get(emailCookieName(purpose));
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const value = raw.slice(0, dot);
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(sign(emailLabel(purpose, value)));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as {
      p: string;
      em: string;
      exp: number;
    };
    if (body.p !== purpose || typeof body.em !== "string" || body.exp * 1000 <= now) return null;
    return { email: body.em, expiresAt: new Date(body.exp * 1000) };
  } catch {
    return null;
  }
}

/** Whether the request carries this server's proof for exactly this purpose and address. */
export function hasEmailProof(request: Request, purpose: VerifiedPurpose, email: string, now = Date.now()) {
  return readEmailProof(request, purpose, now)?.email === email.trim().toLowerCase();
}
