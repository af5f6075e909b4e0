import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type ShellState = { dealsOpen: boolean; openDeals: () => void; setDealsOpen: (open: boolean) => void };

const ShellContext = createContext<ShellState | null>(null);

/** Shell-wide UI state: the deals story viewer is opened from the header and the mobile menu. */
export function ShellProvider({ children }: { children: ReactNode }) {
  const [dealsOpen, setDealsOpen] = useState(false);
  const openDeals = useCallback(() => setDealsOpen(true), []);
  const value = useMemo(() => ({ dealsOpen, openDeals, setDealsOpen }), [dealsOpen, openDeals]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell() {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error("useShell must be used inside ShellProvider");
  return ctx;
}
