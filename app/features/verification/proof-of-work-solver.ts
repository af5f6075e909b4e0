import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import type { PowChallenge, PowPayload } from "./lead-flow-types";

/**
 * The browser's half of the proof of work (ADR 030): fetched only when the server asks for one,
 * so no page carries it up front. altcha-lib's solver with the browser's own PBKDF2 (WebCrypto),
 * which runs off the main thread: the page stays responsive while it counts.
 */

// Far beyond a slow phone's second or two; past it the visitor sees the server's words instead.
const SOLVE_TIMEOUT_MS = 30_000;

/** The challenge solved, as the server wants it back; null when it could not be (unsupported, timed out). */
export async function solveProofOfWork(challenge: PowChallenge): Promise<PowPayload | null> {
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
    return solution
      ? { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
      : null;
  } catch {
    return null;
  }
}
