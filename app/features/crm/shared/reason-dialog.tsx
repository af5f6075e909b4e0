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
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

/**
 * Asks for the reason a lead was lost or a proposal declined, the one form both use: the reason is
 * checked with the endpoint's own schema before anything is sent (`check` answers the sentence to
 * show, or null), and what the server refuses is shown in the same place. A `choice` adds one
 * unticked box (declining a proposal may also close the lead as lost).
 */
export function ReasonDialog({
  title,
  description,
  placeholder,
  maxLength,
  confirm,
  destructive = false,
  pending,
  refusal = null,
  check,
  choice,
  onCancel,
  onConfirm,
}: {
  title: string;
  description: string;
  placeholder: string;
  maxLength: number;
  confirm: string;
  destructive?: boolean;
  pending: boolean;
  refusal?: string | null;
  check: (reason: string) => string | null;
  choice?: string;
  onCancel: () => void;
  onConfirm: (reason: string, chosen: boolean) => void;
}) {
  const [reason, setReason] = useState("");
  const [chosen, setChosen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const shown = error ?? refusal;

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check(reason);
    if (problem) setError(problem);
    else onConfirm(reason.trim(), chosen);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              autoFocus
              maxLength={maxLength}
              value={reason}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              placeholder={placeholder}
            />
            {shown ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-danger-600">
                {shown}
              </p>
            ) : null}
          </div>
          {choice ? (
            <label className="flex items-center gap-2.5 text-sm text-ink-800">
              <input
                type="checkbox"
                className="size-4 accent-gold-600"
                checked={chosen}
                onChange={(e) => setChosen(e.target.checked)}
              />
              {choice}
            </label>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "ink"} disabled={pending}>
              {pending ? "Saving…" : confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
