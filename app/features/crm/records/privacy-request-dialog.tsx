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
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { PRIVACY_REQUEST_LABELS } from "~/features/privacy";
import { cn } from "~/lib/cn";
import { indiaDay } from "~/lib/india-time";
import { useConsoleAction } from "../shared/console-request";

/** What a person can ask for by e-mail, letter or phone; nominations come only from their own page. */
const KINDS = ["access", "correction", "erasure", "grievance"] as const;

/**
 * A privacy request that reached the agency by e-mail, letter or phone, entered from the person's
 * contact page so it joins the same queue, with its deadline counted from the day it was received.
 */
export function PrivacyRequestDialog({
  contact,
  onClose,
}: {
  contact: { id: string; name: string | null };
  onClose: () => void;
}) {
  const { run, pending } = useConsoleAction();
  const today = indiaDay();
  const [kind, setKind] = useState<(typeof KINDS)[number]>("access");
  const [details, setDetails] = useState("");
  const [receivedOn, setReceivedOn] = useState(today);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const result = await run(
      "POST",
      "/api/v1/console/privacy-requests",
      {
        kind,
        contactId: contact.id,
        details,
        // The day is India's; the deadline counts from the start of it.
        receivedAt: receivedOn ? `${receivedOn}T00:00:00+05:30` : undefined,
      },
      { success: "Privacy request logged", successDescription: "It is in the Privacy tab's queue." },
    );
    if (result.ok) onClose();
    else setError({ field: result.field ?? "details", message: result.description });
  }

  const problem = (field: string) =>
    error?.field === field ? (
      <p role="alert" className="text-sm text-danger-600">
        {error.message}
      </p>
    ) : null;

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log a privacy request</DialogTitle>
          <DialogDescription>
            For {contact.name ?? "this contact"}: a request that came by e-mail, letter or phone.
          </DialogDescription>
        </DialogHeader>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-kind`}>What they asked for</Label>
            <select
              id={`${id}-kind`}
              className={cn(fieldClasses, "h-11")}
              value={kind}
              onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {PRIVACY_REQUEST_LABELS[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-details`}>In their words</Label>
            <Textarea
              id={`${id}-details`}
              rows={3}
              value={details}
              aria-invalid={error?.field === "details" || undefined}
              onChange={(e) => {
                setDetails(e.target.value);
                setError(null);
              }}
            />
            {problem("details")}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-received`}>Received on</Label>
            <Input
              id={`${id}-received`}
              type="date"
              max={today}
              value={receivedOn}
              aria-invalid={error?.field === "receivedAt" || undefined}
              onChange={(e) => {
                setReceivedOn(e.target.value);
                setError(null);
              }}
            />
            {problem("receivedAt")}
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Log the request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
