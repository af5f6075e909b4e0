import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

type ShellState = {
  dealsOpen: boolean;
  /** Opens the deals viewer; focus goes back to `returnFocusTo` when it closes. */
  openDeals: (returnFocusTo: HTMLElement | null) => void;
  setDealsOpen: (open: boolean) => void;
  /** The element that opened the deals viewer, if it is still on the page. */
  dealsTrigger: () => HTMLElement | null;
};

const ShellContext = createContext<ShellState | null>(null);

/** Shell-wide UI state: the deals story viewer is opened from the header and the mobile menu. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [dealsOpen, setDealsOpen] = useState(false);
  // The viewer has no Radix trigger of its own (it is opened from two places), so the opener is
  // remembered here for focus to return to it.
  const trigger = useRef<HTMLElement | null>(null);
  const openDeals = useCallback((returnFocusTo: HTMLElement | null) => {
    trigger.current = returnFocusTo;
    setDealsOpen(true);
  }, []);
  const dealsTrigger = useCallback(() => (trigger.current?.isConnected ? trigger.current : null), []);
  const value = useMemo(
    () => ({ dealsOpen, openDeals, setDealsOpen, dealsTrigger }),
    [dealsOpen, openDeals, dealsTrigger],
  );
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell() {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error("useShell must be used inside ShellProvider");
  return ctx;
}
