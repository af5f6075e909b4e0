import crypto from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { sql, type SQL } from "drizzle-orm";
import * as z from "~/lib/zod-mini";
import type { PowChallenge } from "./lead-flow-types";

/**
 * The proof of work asked of a code send once the SMS budget is past its threshold (ADR 030):
 * ALTCHA challenges (altcha-lib), made and checked here, solved by the browser. A challenge is
 * deterministic — the server derives the key for a secret counter and signs it — so the browser must
 * try every counter up to it, while checking a solution is two HMACs. A challenge carries its own
 * expiry (signed), is bound to nothing else, and is spent by the send it paid for: its signature is
 * stored with that send, in the same statement, so it buys one code.
 */

const ALGORITHM = "PBKDF2/SHA-256";

/** What one proof costs: PBKDF2 iterations per try, and the range the secret counter is drawn from. */
export type PowDifficulty = { cost: number; minCounter: number; maxCounter: number };

/**
 * About 600 tries of 1,000 PBKDF2-SHA-256 iterations: 0.3 s of one server core (Xeon 2.5 GHz,
 * WebCrypto in Node), a second or less on a phone, with nothing on screen but "Checking…".
 */
export const POW_DIFFICULTY: PowDifficulty = { cost: 1_000, minCounter: 300, maxCounter: 900 };

/** Long enough to solve on a slow phone and send again; short so a stock of solved proofs goes stale. */
const POW_CHALLENGE_TTL_MS = 5 * 60_000;

/** A solved challenge whose signature and solution were checked: it may pay for one send until it expires. */
export type CheckedProof = { id: string; expiresAt: Date };

const keysOf = (secret: string) => ({
  hmacSignatureSecret: crypto.createHmac("sha256", secret).update("altcha challenge").digest("hex"),
  hmacKeySignatureSecret: crypto.createHmac("sha256", secret).update("altcha derived key").digest("hex"),
});

export async function createPowChallenge(
  secret: string,
  now: Date,
  difficulty: PowDifficulty = POW_DIFFICULTY,
): Promise<PowChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: difficulty.cost,
    counter: randomInt(difficulty.minCounter, difficulty.maxCounter),
    deriveKey,
    // Checked against the send's own clock (not altcha-lib's), so the whole send reads one time.
    data: { expires: Math.floor((now.getTime() + POW_CHALLENGE_TTL_MS) / 1000) },
    ...keysOf(secret),
  });
  return challenge as PowChallenge;
}

const hex = (max: number) => z.string().check(z.regex(/^[0-9a-f]+$/), z.maxLength(max));
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: hex(128),
      keySignature: hex(128),
      data: z.object({ expires: z.number() }),
    }),
    signature: hex(128),
  }),
  solution: z.object({ counter: z.number(), derivedKey: hex(128) }),
});

/**
 * The proof a request carries, if it is a solution of a challenge this server signed that has not
 * expired; null for anything else (missing, malformed, forged, wrong, expired). Spent or not is the
 * database's to say (spendPowSql).
 */
export async function checkPowSolution(
  payload: unknown,
  secret: string,
  now: Date,
): Promise<CheckedProof | null> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { challenge, solution } = parsed.data;
  const expiresAt = new Date(challenge.parameters.data.expires * 1000);
  if (!(expiresAt > now)) return null;
  // Every parameter is checked against the signature, so the raw one (extra fields and all) is what is verified.
  const raw = payload as { challenge: PowChallenge };
  try {
    const result = await verifySolution({ challenge: raw.challenge, solution, deriveKey, ...keysOf(secret) });
    return result.verified ? { id: challenge.signature, expiresAt } : null;
  } catch {
    return null;
  }
}

/**
 * The proof spent, as a CTE of the send's statement: a row keyed by the challenge's signature that
 * lives until the challenge expires. It returns a row only the first time, so a replayed proof buys
 * nothing; if the statement is refused and undone, the proof is not spent. With `onlyIf` (e.g. "a
 * code was written") it is spent only when that holds.
 */
export function spendPowSql(proof: CheckedProof, onlyIf?: SQL): SQL {
  return sql`INSERT INTO rate_limit_counters (key, window_start, count, expires_at)
    SELECT ${`pow:${proof.id}`}::text, ${proof.expiresAt}::timestamptz, 1, ${proof.expiresAt}::timestamptz
    ${onlyIf ? sql`WHERE ${onlyIf}` : sql``}
    ON CONFLICT (key, window_start) DO NOTHING
    RETURNING key`;
}
