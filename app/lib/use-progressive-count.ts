import { startTransition, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "./use-hydrated";

/*
 * Long card lists draw a screenful first. The server's HTML and the hydration hold the first
 * `first` items; the rest follow `step` at a time, one frame each, once React has the page. A browser
 * then lays out a short document before its first paint, and again when the web fonts arrive,
 * instead of the whole list twice (ADR 026). Each later step is a short task of its own.
 *
 * The whole list is drawn at once when the page is drawn in the browser (a client navigation, Back
 * to the list included), when the list changes (a search or a filter), and when the document opens
 * at a saved scroll position (a reload) or at a #fragment: React Router restores the position as the
 * page is drawn, and the place it restores to must exist by then.
 */

/** The longest the rest waits for `beforeRest` (fonts on a slow link, say). */
const BEFORE_REST_MAX_MS = 3000;

/** Where <ScrollRestoration> (its default storage key) keeps each history entry's position, by entry key. */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/** The position React Router will restore for this history entry, when it is below the top. */
function savedScrollY(): number | null {
  try {
    const key = (window.history.state as { key?: unknown } | null)?.key;
    if (typeof key !== "string") return null;
    const y = (JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? "{}") as Record<string, unknown>)[
      key
    ];
    return typeof y === "number" && y > 0 ? y : null;
  } catch {
    return null;
  }
}

/**
 * How many of a list's `total` items to draw now. `listKey` names the list's contents (the search or
 * the filters): when it changes, everything is drawn. `beforeRest` runs once after hydration, and
 * the rest waits for it (at most a few seconds): e.g. fetching the font files the later items' text
 * needs, while the page is still short.
 */
export function useProgressiveCount(
  total: number,
  listKey: string,
  { first, step, beforeRest }: { first: number; step: number; beforeRest?: () => Promise<unknown> },
): number {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(() => (hydrated ? Infinity : first));
  const [firstKey] = useState(listKey);
  if (listKey !== firstKey && shown !== Infinity) setShown(Infinity);

  // What the document opened at, to go back to once the whole list is there.
  const restore = useRef<{ y: number | null; hash: string } | null>(null);
  useLayoutEffect(() => {
    if (shown === Infinity) return;
    const y = savedScrollY();
    const hash = window.location.hash;
    if (y === null && !hash) return;
    restore.current = { y, hash };
    setShown(Infinity);
    // Only as the list is hydrated: later the count only grows, and a change of list draws it whole.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    const target = restore.current;
    if (shown !== Infinity || !target) return;
    restore.current = null;
    if (target.y !== null) {
      window.scrollTo(0, target.y);
      return;
    }
    try {
      document.getElementById(decodeURIComponent(target.hash.slice(1)))?.scrollIntoView();
    } catch {}
  }, [shown]);

  const prepare = useRef(beforeRest);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || shown >= total) return;
    let waiting = true;
    const go = () => {
      if (waiting) setReady(true);
      waiting = false;
    };
    const timer = window.setTimeout(go, BEFORE_REST_MAX_MS);
    new Promise((resolve) => resolve(prepare.current?.())).catch(() => {}).then(go);
    return () => {
      waiting = false;
      window.clearTimeout(timer);
    };
  }, [ready, shown, total]);

  // The rest, a step per frame: each step is drawn after the previous one has been painted, in a
  // transition that gives way to the visitor's clicks and keys.
  useEffect(() => {
    if (!ready || shown >= total) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, shown, total, step]);

  return Math.min(shown, total);
}
