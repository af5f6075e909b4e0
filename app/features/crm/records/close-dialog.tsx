import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatInr } from "~/lib/format";
import type { PipelineStage } from "../shared/crm-constants";
import { ReasonDialog } from "../shared/reason-dialog";
import { stageMoveSchema } from "./lead-trip";

/** A lead as a stage move needs it. */
export type MovableLead = { id: string; name: string; valueInr: number | null };

/**
 * Closed Won asks for the deal's value, Closed Lost for the reason (the form a declined proposal
 * asks too), before the move is sent.
 */
export default function CloseDialog({
  lead,
  to,
  pending,
  onCancel,
  onConfirm,
}: {
  lead: MovableLead;
  to: PipelineStage;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (extra: { valueInr?: number; lostReason?: string }) => void;
}) {
  if (to !== "Closed Won")
    return (
      <ReasonDialog
        title="Close as lost"
        description={`Why did ${lead.name} not go ahead? It helps the next proposal.`}
        placeholder="Chose another agency, dates changed, budget…"
        maxLength={500}
        confirm="Close as lost"
        pending={pending}
        check={(lostReason) =>
          stageMoveSchema.safeParse({ stage: to, lostReason }).error?.issues[0]?.message ?? null
        }
        onCancel={onCancel}
        onConfirm={(lostReason) => onConfirm({ lostReason })}
      />
    );
  return <WonDialog lead={lead} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />;
}

/** Closed Won asks for the deal's value, which counts towards revenue. */
function WonDialog({
  lead,
  pending,
  onCancel,
  onConfirm,
}: {
  lead: MovableLead;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (extra: { valueInr?: number }) => void;
}) {
  const [value, setValue] = useState(lead.valueInr ? String(lead.valueInr) : "");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = stageMoveSchema.safeParse({ stage: "Closed Won", valueInr: value.replace(/[,\s₹]/g, "") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    onConfirm({ valueInr: parsed.data.valueInr });
  }

  const digits = Number(value.replace(/[,\s₹]/g, ""));
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Close as won</DialogTitle>
            <DialogDescription>{`What is ${lead.name}'s booking worth? It counts towards revenue.`}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-value`}>Deal value (₹)</Label>
            <Input
              id={`${id}-value`}
              inputMode="numeric"
              autoFocus
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                setValue(e.target.value.replace(/[^\d,\s₹]/g, ""));
                setError(null);
              }}
            />
            <p id={`${id}-hint`} className="text-xs text-ink-500">
              {error ? (
                <span role="alert" className="text-danger-600">
                  {error}
                </span>
              ) : Number.isFinite(digits) && digits > 0 ? (
                formatInr(digits)
              ) : (
                "Whole rupees"
              )}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="ink" disabled={pending}>
              {pending ? "Saving…" : "Close as won"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
