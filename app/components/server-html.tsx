import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";

// Hydration leaves the children of an element with inner HTML alone (React only fills it in when
// the value changes), so the server's markup stays as it was sent.
const KEEP_SERVER_MARKUP = { __html: "" };

/**
 * Content with nothing to run in the browser, whose code the page need not ship: when `children` is
 * null (the browser does not have their code) the markup the server rendered for them stays as it is,
 * hydrated as one element. Pass the children whenever their code is at hand (the server, or a later
 * client navigation that fetched it); the markup is then React's as usual.
 *
 * A click on a same-site link inside kept markup navigates in the page, as React Router's `Link`
 * would, instead of loading a new document. `onKept` runs once after hydration on kept markup, for
 * what the children would have written in the browser (a visitor's date); `onLost` runs instead
 * when there was no server markup under it. The wrapper is
 * `display: contents`, so the layout is that of the children alone.
 */
export function ServerHtml({
  children,
  onKept,
  onLost,
}: {
  children: ReactNode | null;
  onKept?: (markup: HTMLElement) => void;
  /** There was no server markup to keep (the browser rendered this part itself): fetch the code. */
  onLost?: () => void;
}) {
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  // Markup kept at hydration stays kept when the code arrives later (a revalidation after a form
  // was sent): it is the same content, and swapping it would drop focus and redraw images.
  const [kept, setKept] = useState(children === null);
  const callbacks = useRef({ onKept, onLost });
  useEffect(() => {
    if (!kept || !ref.current) return;
    // Empty: React rendered this part in the browser instead of hydrating it (after a hydration
    // error nearby), so there is nothing to keep and the children's code has to come after all.
    if (ref.current.childNodes.length === 0) {
      setKept(false);
      callbacks.current.onLost?.();
    } else callbacks.current.onKept?.(ref.current);
  }, [kept]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const link = (event.target as Element).closest("a");
    if (!link || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return kept ? (
    <div
      ref={ref}
      className="contents"
      data-server-html=""
      onClick={onClick}
      dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      suppressHydrationWarning
    />
  ) : (
    <div className="contents" data-server-html="" onClick={onClick}>
      {children}
    </div>
  );
}
