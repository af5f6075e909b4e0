/**
 * Every console response is personal: no shared cache may keep it, no search engine may list it,
 * and a cache that does store it must key it on the session cookie.
 */
export const CONSOLE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  Vary: "Cookie",
} as const;
