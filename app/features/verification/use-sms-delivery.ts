import { useEffect, useState } from "react";

/** How often the code step asks; the first ask waits as long (a report takes seconds to arrive). */
const POLL_MS = 5_000;

export type CodeDeliveryState = {
  /** The provider said the code will not arrive. */
  failed: boolean;
  /** The code went by WhatsApp and failed or was not delivered in time: SMS may be sent at once. */
  smsFallback: boolean;
};

const NOTHING_YET: CodeDeliveryState = { failed: false, smsFallback: false };

/**
 * What the provider has said of the code, asked of the server every few seconds while the code
 * step waits (the provider's report reaches the server, not the browser). Stops at the provider's
 * final answer (or, for WhatsApp, once SMS is offered), when the code dies, or when the step is left;
 * starts again for a resent code (`codeResets`). Any failure to ask is ignored: the step works without it.
 */
export function useCodeDelivery(
  submissionId: string | null,
  active: boolean,
  codeResets: number,
): CodeDeliveryState {
  const [state, setState] = useState<CodeDeliveryState>(NOTHING_YET);
  useEffect(() => {
    setState(NOTHING_YET);
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
        const { delivery, smsFallback } = (await response.json()) as {
          delivery?: string;
          smsFallback?: boolean;
        };
        if (stopped) return;
        if (smsFallback === true) return setState({ failed: delivery === "failed", smsFallback: true });
        if (delivery === "failed") return setState({ failed: true, smsFallback: false });
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
  return state;
}
