/**
 * What a line typed into a form may hold. A person's name or a note is read by staff, printed in
 * e-mails and stored in PostgreSQL, which refuses a NUL byte in text outright; so characters nobody
 * types on purpose are refused with a message rather than stored, and input that shows nothing at all
 * (only zero-width or other invisible characters) is not taken for a value.
 */

/**
 * True when the text holds a character no form field needs: a control character (C0 such as NUL,
 * tab and line breaks, DEL, C1), a line or paragraph separator, a bidirectional override or isolate
 * (they reorder what staff read), or half of a surrogate pair. `lineBreaks` lets a multi-line field
 * keep "\n" and "\r".
 */
export function hasUnusualCharacters(value: string, { lineBreaks = false } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (lineBreaks && (c === 0x0a || c === 0x0d)) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
    if (c === 0x2028 || c === 0x2029) return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

// Shows nothing by itself: format characters (zero-width space and joiners, word joiner, soft hyphen,
// BOM, tags), every kind of space, controls, and the blank marks and "letters" that pass for text
// (combining grapheme joiner, variation selectors, Mongolian ones, Hangul fillers, braille blank).
// Joiners inside a name are fine (Indic scripts need them); they only do not count as characters.
const INVISIBLE_CLASS = /^[\p{Cf}\p{Z}\p{Cc}]$/u;
const INVISIBLE_RANGES: readonly [number, number][] = [
  [0x034f, 0x034f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xffa0, 0xffa0],
  [0xe0100, 0xe01ef],
];

function isInvisible(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return INVISIBLE_RANGES.some(([from, to]) => cp >= from && cp <= to) || INVISIBLE_CLASS.test(ch);
}

/** How many characters of the text can be seen (code points, invisible ones left out). */
export function visibleLength(value: string): number {
  let n = 0;
  for (const ch of value) if (!isInvisible(ch)) n++;
  return n;
}
