import crypto from "node:crypto";
import { getConfig } from "~/server/config.server";

/**
 * A voucher's download link: the booking's id with an HMAC of it under the server's session secret,
 * so a link cannot be guessed or walked from another (an id alone, or a reference, opens nothing).
 * The link works for as long as the booking is confirmed; every process shares the secret.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (bookingId: string) =>
  crypto.createHmac("sha256", getConfig().sessionSecret).update(`voucher|${bookingId}`).digest("base64url");

export function voucherToken(bookingId: string): string {
  return `${bookingId}.${mac(bookingId)}`;
}

/** The site-relative download path; e-mails put the site's address in front. */
export function voucherUrl(bookingId: string): string {
  return `/api/v1/activities/vouchers/${voucherToken(bookingId)}`;
}

/** The booking id a token was made for, or null for anything not made by this server. */
export function bookingIdOfVoucherToken(token: string): string | null {
  const [id, given, ...rest] = token.split(".");
  if (!id || !given || rest.length || !UUID.test(id)) return null;
  const expected = Buffer.from(mac(id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected) ? id : null;
}
