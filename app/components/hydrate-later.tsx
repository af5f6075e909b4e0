import { Suspense, type ReactNode } from "react";

/**
 * Server HTML inside this boundary hydrates after the page's first hydration pass, in React's
 * interruptible background work, instead of inside the one long task that hydrates the document
 * (which would lengthen the time a slow phone cannot respond). A click or key press inside it
 * before then makes React hydrate it first, so nothing is lost. It renders no element and no
 * fallback of its own; `entry.server.tsx` keeps such boundaries in document order
 * (`progressiveChunkSize`), so the HTML is the same as without it.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
