import { useEffect, useRef, useState, type PointerEvent } from "react";

/*
 * The first load's "Activities loaded" toast, drawn by the page instead of sonner. Every other toast
 * follows something the visitor did and fetches sonner then (components/ui/toast.tsx); this one would
 * have fetched and mounted sonner (≈ 10 KB gz, and a stylesheet that restyles the whole page) while
 * the page was still settling (ADR 024). It looks and moves like the toaster's success toast
 * (components/ui/sonner.tsx, sonner's top-center placement): it slides in from the top, stays its
 * duration while not hovered, pressed or in a hidden tab, slides out, and a swipe up dismisses it.
 * The live region is in the page from the start, so screen readers announce the toast like sonner's.
 */

export type LoadedToastContent = { title: string; description: string; duration: number };

/** Sonner's values: the slide, and a swipe that dismisses (by distance or by speed). */
const SLIDE_MS = 400;
const SWIPE_DISMISS_PX = 45;
const SWIPE_DISMISS_VELOCITY = 0.11;

function useDocumentHidden() {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return hidden;
}

function Toast({ title, description, duration, onGone }: LoadedToastContent & { onGone: () => void }) {
  const [phase, setPhase] = useState<"before" | "shown" | "leaving">("before");
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [swipeY, setSwipeY] = useState(0);
  const hidden = useDocumentHidden();
  const remaining = useRef(duration);
  const swipe = useRef<{ y: number; at: number } | null>(null);

  // Drawn off screen first, then moved in, so the slide runs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPhase((p) => (p === "before" ? "shown" : p)));
    return () => cancelAnimationFrame(frame);
  }, []);

  const running = phase === "shown" && !hovered && !pressed && !hidden;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = window.setTimeout(() => setPhase("leaving"), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [running]);

  useEffect(() => {
    if (phase !== "leaving") return;
    const timer = window.setTimeout(onGone, SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [phase, onGone]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if (e.button === 2 || phase !== "shown") return;
    e.currentTarget.setPointerCapture(e.pointerId);
    swipe.current = { y: e.clientY, at: Date.now() };
    setPressed(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (!swipe.current || (window.getSelection()?.toString().length ?? 0) > 0) return;
    const dy = e.clientY - swipe.current.y;
    // Up follows the finger; down is held back, as sonner does.
    setSwipeY(dy < 0 ? dy : dy / (1.5 + Math.abs(dy) / 20));
  };
  const onPointerUp = () => {
    const start = swipe.current;
    swipe.current = null;
    setPressed(false);
    if (!start) return;
    const velocity = Math.abs(swipeY) / Math.max(1, Date.now() - start.at);
    if (swipeY < 0 && (-swipeY >= SWIPE_DISMISS_PX || velocity > SWIPE_DISMISS_VELOCITY)) {
      setPhase("leaving");
    } else setSwipeY(0);
  };

  const visible = phase === "shown";
  return (
    <ol className="fixed inset-x-4 top-4 z-[999999999] m-0 list-none p-0 min-[601px]:top-6 min-[601px]:right-auto min-[601px]:left-1/2 min-[601px]:w-[356px] min-[601px]:-translate-x-1/2">
      <li
        tabIndex={0}
        data-testid="activities-loaded-toast"
        data-state={phase}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        style={{
          transform: `translateY(${visible ? `${swipeY}px` : "-100%"})`,
          opacity: visible ? 1 : 0,
          // While a finger holds it, it follows without easing.
          transition: pressed ? "none" : `transform ${SLIDE_MS}ms, opacity ${SLIDE_MS}ms`,
        }}
        className="absolute top-0 flex w-full touch-none items-start gap-3 rounded-xl border border-l-4 border-sand-200 border-l-success-600 bg-white p-4 font-sans text-ink-900 shadow-lift outline-none [overflow-wrap:anywhere] motion-reduce:!transition-none"
      >
        <div className="mt-px flex shrink-0 items-center">
          {/* Lucide's circle-check, as the toaster draws a success (inline: one request fewer). */}
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-5 text-success-600"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="10" />
            <path d="m16 9-5.5 5.5L8 12" />
          </svg>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="text-sm leading-snug font-semibold text-ink-900">{title}</div>
          <div className="text-sm leading-snug text-ink-700">{description}</div>
        </div>
      </li>
    </ol>
  );
}

/**
 * The page's live region, empty in the server's HTML; `toast` shows in it until its time is up (then
 * `onGone`) or until the page sets it back to null (a search's toast from sonner takes its place).
 */
export function LoadedToastRegion({
  toast,
  onGone,
}: {
  toast: LoadedToastContent | null;
  onGone: () => void;
}) {
  return (
    <div aria-live="polite" aria-relevant="additions text" aria-atomic="false">
      {toast ? <Toast key={toast.title + toast.description} {...toast} onGone={onGone} /> : null}
    </div>
  );
}
