import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";

/** Seconds left until `until` (epoch ms), ticking once a second; 0 when passed or unset. */
export function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Always take the time now: a deadline set in the past must read 0 at once, not the last tick.
    setNow(Date.now());
    if (!until || until <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/**
 * The code step's resend control: disabled with a visible countdown during the cooldown, then a
 * link-style button. The label the flow wants (e.g. 'Resend OTP') is passed in.
 */
export function ResendCountdown({
  availableAt,
  onResend,
  busy,
  checking,
  label = "Resend OTP",
  disabled,
}: {
  availableAt: number | null;
  onResend: () => void;
  busy?: boolean;
  /** Solving the proof of work the server asked for before it sends. */
  checking?: boolean;
  label?: string;
  disabled?: boolean;
}) {
  const secondsLeft = useCountdown(availableAt);
  const waiting = secondsLeft > 0;
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-11 px-2"
      onClick={onResend}
      disabled={disabled || busy || waiting}
    >
      {checking ? "Checking…" : busy ? "Sending…" : label}
      {waiting ? <span className="text-ink-600 tabular-nums">in {mmss(secondsLeft)}</span> : null}
    </Button>
  );
}
