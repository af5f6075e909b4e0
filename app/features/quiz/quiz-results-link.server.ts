import crypto from "node:crypto";
import { getConfig } from "~/server/config.server";

/**
 * The link that opens a verified quiz's results again, on any device, for a day after the phone was
 * verified: /quiz/results/<submission id>.<signature>. The signature is an HMAC of the id and the
 * moment of verification under the server's secret, so the link cannot be guessed or made for
 * another submission, and nothing is stored for it; the day is counted from the stored verification.
 */
const QUIZ_RESULTS_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const PREFIX = "/quiz/results/";

const signature = (id: string, verifiedAt: Date, secret: string) =>
  crypto
    .createHmac("sha256", secret)
    .update(`quiz-results\n${id}\n${verifiedAt.getTime()}`)
    .digest("base64url");

type QuizResultsLink = { path: string; expiresAt: string };

export function quizResultsLink(
  submission: { id: string; verifiedAt: Date },
  secret = getConfig().sessionSecret,
): QuizResultsLink {
  return {
    path: `${PREFIX}${submission.id}.${signature(submission.id, submission.verifiedAt, secret)}`,
    expiresAt: new Date(submission.verifiedAt.getTime() + QUIZ_RESULTS_LINK_TTL_MS).toISOString(),
  };
}

/** The submission id a link's token names (its signature still to be checked against the row). */
export function submissionIdOfToken(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/.exec(token);
  return match ? match[1]! : null;
}

/** Whether the token is this submission's link and its day is not over. */
export function isLiveResultsToken(
  token: string,
  submission: { id: string; verifiedAt: Date | null },
  now = Date.now(),
  secret = getConfig().sessionSecret,
): boolean {
  if (!submission.verifiedAt) return false;
  if (now >= submission.verifiedAt.getTime() + QUIZ_RESULTS_LINK_TTL_MS) return false;
  const expected = Buffer.from(`${submission.id}.${signature(submission.id, submission.verifiedAt, secret)}`);
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
