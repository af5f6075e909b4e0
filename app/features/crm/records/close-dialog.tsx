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
import { Textarea } from "~/components/ui/textarea";
import { formatInr } from "~/lib/format";
import type { PipelineStage } from "../shared/crm-constants";
import { stageMoveSchema } from "./lead-trip";

/** A lead as a stage move needs it. */
export type MovableLead = { id: string; name: string; valueInr: number | null };

/** Closed Won asks for the deal's value, Closed Lost for the reason, before the move is sent. */
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
  const won = to === "Closed Won";
  const [value, setValue] = useState(lead.valueInr ? String(lead.valueInr) : "");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = won
      ? { stage: to, valueInr: value.replace(/[,\s₹]/g, "") }
      : { stage: to, lostReason: reason };
    const parsed = stageMoveSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    onConfirm(won ? { valueInr: parsed.data.valueInr } : { lostReason: parsed.data.lostReason });
  }

  const digits = Number(value.replace(/[,\s₹]/g, ""));
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{won ? "Close as won" : "Close as lost"}</DialogTitle>
            <DialogDescription>
              {won
                ? `What is ${lead.name}'s booking worth? It counts towards revenue.`
                : `Why did ${lead.name} not go ahead? It helps the next proposal.`}
            </DialogDescription>
          </DialogHeader>
          {won ? (
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
          ) : (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-reason`}>Reason</Label>
              <Textarea
                id={`${id}-reason`}
                rows={3}
                autoFocus
                maxLength={500}
                value={reason}
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setError(null);
                }}
                placeholder="Chose another agency, dates changed, budget…"
              />
              {error ? (
                <p role="alert" className="text-sm text-danger-600">
                  {error}
                </p>
              ) : null}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="ink" disabled={pending}>
              {pending ? "Saving…" : won ? "Close as won" : "Close as lost"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
