import crypto from "node:crypto";

/** Hotelbeds' X-Signature: SHA-256 (hex) of the API key, the secret and the Unix time in seconds. */
export function hotelbedsSignature(apiKey: string, secret: string, unixSeconds: number): string {
  return crypto.createHash("sha256").update(`${apiKey}${secret}${unixSeconds}`).digest("hex");
}
