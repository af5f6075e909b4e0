import { useEffect, useState } from "react";

/** How often the code step asks; the first ask waits as long (a report takes seconds to arrive). */
const POLL_MS = 5_000;

/**
 * Whether the SMS provider has reported that the code could not be delivered, asked of the server
 * every few seconds while the code step waits (the provider's report reaches the server, not the
 * browser). Stops at the provider's answer, when the code dies, or when the step is left; starts
 * again for a resent code (`codeResets`). Any failure to ask is ignored: the step works without it.
 */
export function useSmsDeliveryFailed(
  submissionId: string | null,
  active: boolean,
  codeResets: number,
): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!submissionId || !active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const response = await fetch(`/api/v1/sms-deliveries/${encodeURIComponent(submissionId)}`, {
          headers: { accept: "application/json" },
        });
        if (stopped) return;
        if (!response.ok) return; // no SMS code for this form (an e-mailed one), or a limit: stop asking
        const { delivery } = (await response.json()) as { delivery?: string };
        if (stopped) return;
        if (delivery === "failed") return setFailed(true);
        if (delivery === "delivered") return;
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(() => void ask(), POLL_MS);
    };
    timer = setTimeout(() => void ask(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [submissionId, active, codeResets]);
  return failed;
}
