/**
 * The one Indian-mobile rule (ARCHITECTURE.md), shared by every form and the server: strip
 * non-digits; if 12 digits remain and they start with 91, drop the 91; then exactly 10 digits
 * starting 6-9, stored as +91XXXXXXXXXX. Each form keeps its own wording for an invalid number.
 */

export const INDIA_COUNTRY_CODE = "+91";
export const INDIAN_MOBILE_DIGITS = 10;

const NATIONAL_MOBILE = /^[6-9]\d{9}$/;

/** The 10 national digits the rule accepts, or null. */
export function indianMobileDigits(input: string): string | null {
  let digits = input.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  return NATIONAL_MOBILE.test(digits) ? digits : null;
}

/** E.164 (+91XXXXXXXXXX) for a valid Indian mobile, or null. */
export function normalizeIndianMobile(input: string): string | null {
  const digits = indianMobileDigits(input);
  return digits ? `${INDIA_COUNTRY_CODE}${digits}` : null;
}

export function isValidIndianMobile(input: string): boolean {
  return indianMobileDigits(input) !== null;
}

/**
 * What a 10-digit mobile field keeps while someone types or pastes: digits only, a pasted
 * "+91 98123 45678" reduced to its national part, never more than 10 characters.
 */
export function sanitizeMobileInput(raw: string): string {
  let digits = raw.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  return digits.slice(0, INDIAN_MOBILE_DIGITS);
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
