import { useId, useState, type FormEvent } from "react";
import { proposalDeclineSchema, DECLINE_REASON_MAX } from "~/features/quotes";
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
import { consoleRequest } from "../../shared/console-request";

/**
 * Records that the traveller said no to the sent proposal, with their reason for the timeline; the
 * link then refuses an acceptance. The server checks the role and that there is a sent version.
 */
export function DeclineDialog({
  quoteId,
  quoteNumber,
  onCancel,
  onDeclined,
}: {
  quoteId: string;
  quoteNumber: string;
  onCancel: () => void;
  onDeclined: (version: number) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = proposalDeclineSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setPending(true);
    try {
      const result = await consoleRequest<{ version: number }>(
        "POST",
        `/api/v1/console/quotes/${quoteId}/decline`,
        parsed.data,
      );
      if (!result.ok) setError(`${result.title}. ${result.description}`);
      else onDeclined(result.data.version);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onCancel())}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Mark {quoteNumber} declined</DialogTitle>
            <DialogDescription>
              The traveller&apos;s link can then no longer be accepted. The reason goes on the timeline.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              autoFocus
              maxLength={DECLINE_REASON_MAX}
              value={reason}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              placeholder="Chose another agency, dates changed, over budget…"
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-danger-600">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Saving…" : "Mark declined"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
