import crypto from "node:crypto";
import { getConfig } from "~/server/config.server";

/**
 * The traveller's link to a sent version: /proposal/<token>. The token is made by the quote's send
 * from the version's id under a key derived from the server's session secret, and only its hash is
 * stored: a copy of the database alone cannot rebuild a link, but the server can, to send the same
 * link again by WhatsApp without closing the one in the e-mail. The e-mail carrying it
 * leaves through the outbox, whose payload is stored: there the link travels sealed (AES-256-GCM
 * under a key derived from the server's session secret), so a copy of the outbox is not a copy of
 * every traveller's link.
 */

export const proposalPath = (token: string) => `/proposal/${encodeURIComponent(token)}`;
export const proposalUrl = (token: string) => `${getConfig().siteUrl}${proposalPath(token)}`;

/** The token of a version's link: the same every time for one version, unguessable without the secret. */
export const proposalToken = (versionId: string) =>
  crypto
    .createHmac("sha256", `proposal-token|${getConfig().sessionSecret}`)
    .update(versionId)
    .digest("base64url");

const key = () => crypto.createHash("sha256").update(`proposal-link|${getConfig().sessionSecret}`).digest();

export function sealText(text: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

export function unsealText(sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((p) => Buffer.from(p, "base64url"));
  if (!iv || !tag || !body) throw new Error("sealed text is malformed");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
