import type { FormEvent } from "react";
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
import { Textarea } from "~/components/ui/textarea";
import { PRIVACY_REQUEST_LABELS } from "~/features/privacy";
import { cn } from "~/lib/cn";
import { indiaDay } from "~/lib/india-time";
import { useConsoleForm } from "../shared/console-form";

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
  const today = indiaDay();
  const form = useConsoleForm({ kind: "access", details: "", receivedAt: today });

  function submit(e: FormEvent) {
    e.preventDefault();
    void form.send({
      url: "/api/v1/console/privacy-requests",
      body: {
        kind: form.values.kind,
        contactId: contact.id,
        details: form.values.details,
        // The day is India's; the deadline counts from the start of it.
        receivedAt: form.values.receivedAt ? `${form.values.receivedAt}T00:00:00+05:30` : undefined,
      },
      success: "Privacy request logged",
      successDescription: "It is in the Privacy tab's queue.",
      done: onClose,
    });
  }

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
          {form.field(
            "kind",
            "What they asked for",
            <select
              {...form.common("kind")}
              className={cn(fieldClasses, "h-11")}
              value={form.values.kind}
              onChange={(e) => form.set("kind", e.target.value)}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {PRIVACY_REQUEST_LABELS[k]}
                </option>
              ))}
            </select>,
          )}
          {form.field(
            "details",
            "In their words",
            <Textarea
              {...form.common("details")}
              rows={3}
              value={form.values.details}
              onChange={(e) => form.set("details", e.target.value)}
            />,
          )}
          {form.field(
            "receivedAt",
            "Received on",
            <Input
              {...form.common("receivedAt")}
              type="date"
              max={today}
              value={form.values.receivedAt}
              onChange={(e) => form.set("receivedAt", e.target.value)}
            />,
          )}
          {form.formError()}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.pending}>
              Log the request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
