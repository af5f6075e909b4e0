import { lazy, Suspense, useState } from "react";
import { useConsoleAction } from "../shared/console-request";
import type { PipelineStage } from "../shared/crm-constants";
import type { MovableLead } from "./close-dialog";

// The dialog (with its form controls, the schema and zod) is fetched the first time a lead is
// closed: the board and the contact sheet paint without it.
const CloseDialog = lazy(() => import("./close-dialog"));

export type { MovableLead };
type Pending = { lead: MovableLead; to: PipelineStage; resolve: (moved: boolean) => void };

/**
 * Moving a lead, wherever it is done (a drag on the board, the card's menu, the contact page): a
 * plain move is sent at once; Closed Won first asks for the deal's value and Closed Lost for the
 * reason. `move` resolves true once the server has it, false when refused or cancelled.
 */
export function useStageMove() {
  const { run, pending } = useConsoleAction();
  const [asking, setAsking] = useState<Pending | null>(null);

  const send = async (
    lead: MovableLead,
    to: PipelineStage,
    extra: { valueInr?: number; lostReason?: string },
  ) => {
    const result = await run(
      "POST",
      `/api/v1/console/leads/${lead.id}/stage`,
      { stage: to, ...extra },
      {
        success: to === "Closed Won" ? "Closed Won" : to === "Closed Lost" ? "Closed Lost" : `Moved to ${to}`,
        successDescription: lead.name,
      },
    );
    return result.ok;
  };

  function move(lead: MovableLead, to: PipelineStage): Promise<boolean> {
    if (to === "Closed Won" || to === "Closed Lost") {
      return new Promise((resolve) => setAsking({ lead, to, resolve }));
    }
    return send(lead, to, {});
  }

  const dialog = asking ? (
    <Suspense fallback={null}>
      <CloseDialog
        key={`${asking.lead.id}-${asking.to}`}
        pending={pending}
        lead={asking.lead}
        to={asking.to}
        onCancel={() => {
          asking.resolve(false);
          setAsking(null);
        }}
        onConfirm={async (extra) => {
          const ok = await send(asking.lead, asking.to, extra);
          if (ok) {
            asking.resolve(true);
            setAsking(null);
          }
        }}
      />
    </Suspense>
  ) : null;

  return { move, dialog, pending };
}
