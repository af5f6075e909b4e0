import { createContext, useContext } from "react";

/** Placeholder written into prerendered HTML; the server swaps in the request's nonce when it sends the file. */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/**
 * The per-request CSP nonce. The client never knows it, so it defaults to "": what both server and
 * client render (`<Links nonce="">`) must not carry it, or hydration would not match.
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);

/**
 * Prerendered pages are built before the public origin is known for sure, so they are rendered with
 * this origin (canonical, Open Graph, JSON-LD) and the server writes SITE_URL in its place when it
 * sends the file.
 */
export const PRERENDER_ORIGIN = "https://prerender-origin.invalid";
