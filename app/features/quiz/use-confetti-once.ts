import { useEffect, useRef } from "react";

/**
 * One burst of 200 pieces, once and with no recycling, when `active` first becomes true, drawn on
 * the canvas the returned ref is given. The page renders that canvas itself: left to the library,
 * it would append its own to the body, outside React, for as long as the burst lasts (seconds on a
 * slow phone). Loaded on demand so the library is not in the page's first bundle; skipped for
 * visitors who prefer reduced motion. Runs on the main thread: the worker mode needs a blob: URL
 * that our CSP does not allow.
 */
export const CONFETTI_PIECES = 200;

export function useConfettiOnce(active: boolean) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fired = useRef(false);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!active || fired.current || !canvas) return;
    fired.current = true;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let reset: (() => void) | undefined;
    import("canvas-confetti")
      .then(({ default: confetti }) => {
        const fire = confetti.create(canvas, {
          resize: true,
          useWorker: false,
          disableForReducedMotion: true,
        });
        reset = () => fire.reset();
        return fire({
          particleCount: CONFETTI_PIECES,
          spread: 100,
          startVelocity: 45,
          ticks: 260,
          origin: { y: 0.55 },
          colors: ["#c29b57", "#e5cf9f", "#d7b877", "#0e1a2b", "#faf7f2"],
          disableForReducedMotion: true,
        });
      })
      .catch(() => {
        // decoration only
      });
    return () => reset?.();
  }, [active]);
  return canvasRef;
}
