import { useCallback, useRef } from "react";

/**
 * For a dialog opened by a plain button (no Radix DialogTrigger, e.g. one loaded on first open):
 * Radix hands focus back only to its own trigger, so keyboard users would land at the top of the
 * page. This puts focus back on the button once the dialog has gone (after its exit animation and
 * focus trap), unless the visitor has already moved it somewhere else.
 */
export function useReturnFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const returnFocus = useCallback(() => {
    const started = performance.now();
    const settle = () => {
      const target = ref.current;
      if (!target?.isConnected) return;
      const dialogOpen = document.querySelector('[role="dialog"]');
      if (dialogOpen && performance.now() - started < 1500) {
        requestAnimationFrame(settle);
        return;
      }
      const active = document.activeElement;
      if (!active || active === document.body) target.focus();
    };
    requestAnimationFrame(settle);
  }, []);
  return { ref, returnFocus };
}
