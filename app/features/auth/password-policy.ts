/**
 * The staff password rules, shared by the server (which enforces them) and the forms (which show
 * the reasons as the person types). A long passphrase is the goal; character classes are not
 * demanded, only obvious weaknesses refused.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const COMMON = [
  "password",
  "passw0rd",
  "qwerty",
  "letmein",
  "welcome",
  "admin",
  "iloveyou",
  "123456",
  "abc123",
  "luxevoyages",
  "changeme",
  "india",
];

/** The reasons a password is refused, in words a person can act on; empty when it is fine. */
export function passwordWeaknesses(password: string, context: { email?: string; name?: string } = {}) {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (password.length > PASSWORD_MAX_LENGTH) reasons.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  const lower = password.toLowerCase();
  if (password.length > 0 && new Set(lower).size < 5)
    reasons.push("Use more different characters: it repeats too few.");
  if (/^\d+$/.test(password)) reasons.push("Do not use only digits.");
  if (COMMON.some((word) => lower.includes(word)))
    reasons.push("Avoid common words such as 'password', 'welcome' or the agency's name.");
  const local = context.email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 3 && lower.includes(local))
    reasons.push("Do not include your e-mail address.");
  const names = (context.name ?? "")
    .toLowerCase()
    .split(/\s+/)
    .filter((part) => part.length >= 3);
  if (names.some((part) => lower.includes(part))) reasons.push("Do not include your name.");
  return reasons;
}
