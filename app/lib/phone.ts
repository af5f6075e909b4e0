/**
 * The one Indian-mobile rule, shared by every form and the server. A number typed with "+" must be
 * +91 and then exactly 10 digits. Otherwise non-digits are stripped; 12 digits starting 91 lose the
 * 91, 11 digits starting 0 lose the 0; then exactly 10 digits starting 6-9 remain, stored as
 * +91XXXXXXXXXX. So a number is only ever the visitor's own digits, in their order, less a prefix
 * they typed: never a different number made by cutting or padding. Each form keeps its own wording
 * for an invalid number.
 */

export const INDIA_COUNTRY_CODE = "+91";

const NATIONAL_MOBILE = /^[6-9]\d{9}$/;
// A "+" is a country code only at the start (after spaces or an opening bracket).
const LEADING_PLUS = /^[\s(]*\+/;

/** The 10 national digits the rule accepts, or null. */
export function indianMobileDigits(input: string): string | null {
  const digits = input.replace(/\D/g, "");
  let national: string;
  if (input.includes("+")) {
    if (!LEADING_PLUS.test(input) || input.indexOf("+") !== input.lastIndexOf("+")) return null;
    if (digits.length !== 12 || !digits.startsWith("91")) return null;
    national = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith("91")) {
    national = digits.slice(2);
  } else if (digits.length === 11 && digits.startsWith("0")) {
    national = digits.slice(1);
  } else {
    national = digits;
  }
  return NATIONAL_MOBILE.test(national) ? national : null;
}

/** E.164 (+91XXXXXXXXXX) for a valid Indian mobile, or null. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = indianMobileDigits(input);
  return digits ? `${INDIA_COUNTRY_CODE}${digits}` : null;
}

export function isValidIndianMobile(input: string): boolean {
  return indianMobileDigits(input) !== null;
}

// E.164: a country code that does not start with 0, then the subscriber's digits, 8 to 15 in all.
const INTERNATIONAL_DIGITS = /^[1-9]\d{7,14}$/;

/**
 * E.164 (+CCNNNN…) for a number outside India, or null. It must start with "+" and its country
 * code (nobody outside India dials it without one), may hold the separators people type, and is
 * never +91: an Indian number follows the Indian rule, so a mistyped Indian mobile cannot slip in
 * as an "international" one and skip the SMS check.
 */
export function normalizeInternationalMobile(input: string): string | null {
  if (!LEADING_PLUS.test(input) || input.indexOf("+") !== input.lastIndexOf("+")) return null;
  if (/[^\d\s()+-]/.test(input)) return null;
  const digits = input.replace(/\D/g, "");
  if (!INTERNATIONAL_DIGITS.test(digits) || digits.startsWith("91")) return null;
  return `+${digits}`;
}

/** A lead's number in E.164: an Indian mobile by the Indian rule, else an international one, else null. */
export function normalizeLeadPhone(input: string): string | null {
  return normalizeIndianMobile(input) ?? normalizeInternationalMobile(input);
}

/** True for a stored E.164 number outside India (SMS and the +91 rules do not apply to it). */
export function isInternationalNumber(e164: string): boolean {
  return normalizeIndianMobile(e164) === null && normalizeInternationalMobile(e164) !== null;
}

/** Room for "+91 98123 45678" and the like, typed with spaces, hyphens or brackets. */
export const MOBILE_INPUT_MAX_LENGTH = 20;
/** Room for the longest E.164 number (15 digits) with its "+" and separators. */
export const INTERNATIONAL_INPUT_MAX_LENGTH = 24;

/**
 * One digit more than any valid number has (12, with its 91): a field cut here can only hold an
 * invalid number, which the form then names, never a shorter valid one that is somebody else's.
 */
const MOBILE_INPUT_MAX_DIGITS = 13;

/**
 * What a mobile field keeps while someone types or pastes: digits and the separators people use
 * (a leading "+", spaces, hyphens, brackets as spaces). Nothing is ever cut to make a number valid:
 * typing key by key and pasting give the same value, and a number with too many digits stays too
 * long, so the form says so instead of texting a stranger.
 */
export function sanitizeMobileInput(raw: string, options: { international?: boolean } = {}): string {
  // An international number may have 15 digits: one more, so an over-long one still shows as invalid.
  const maxDigits = options.international ? 16 : MOBILE_INPUT_MAX_DIGITS;
  const maxLength = options.international ? INTERNATIONAL_INPUT_MAX_LENGTH : MOBILE_INPUT_MAX_LENGTH;
  let kept = "";
  let digits = 0;
  for (const ch of raw) {
    if (kept.length >= maxLength) break;
    if (ch >= "0" && ch <= "9") {
      if (digits >= maxDigits) continue;
      digits += 1;
      kept += ch;
    } else if (ch === "+") {
      if (digits === 0 && !kept.includes("+")) kept += ch;
    } else if (ch === " " || ch === "-" || ch === "(" || ch === ")") {
      // One separator at a time: a held-down space bar does not fill the field.
      if (kept.length > 0 && !/[\s-]$/.test(kept)) kept += ch === "-" ? "-" : " ";
    }
  }
  return kept;
}

/** "+91 98123 45678" for display (falls back to the input when it is not a valid Indian mobile). */
export function formatIndianMobile(input: string): string {
  const digits = indianMobileDigits(input);
  return digits ? `${INDIA_COUNTRY_CODE} ${digits.slice(0, 5)} ${digits.slice(5)}` : input;
}

/** "+91 ••••• •5678" for logs and places where the whole number need not be shown. */
export function maskIndianMobile(input: string): string {
  const digits = indianMobileDigits(input);
  return digits ? `${INDIA_COUNTRY_CODE} ••••• •${digits.slice(6)}` : "(invalid number)";
}
