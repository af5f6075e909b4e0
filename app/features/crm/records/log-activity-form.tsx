import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { useConsoleAction } from "../shared/console-request";
import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, logActivitySchema } from "./log-schema";

/** Logs a call (how it went, how long) or a note on a contact; it appears on their timeline at once. */
export function LogActivityForm({
  contactId,
  leads = [],
  onDone,
}: {
  contactId: string;
  leads?: { id: string; label: string }[];
  onDone?: () => void;
}) {
  const [kind, setKind] = useState<"call" | "note">("call");
  const [outcome, setOutcome] = useState<string>("connected");
  const [duration, setDuration] = useState("");
  const [body, setBody] = useState("");
  const [leadId, setLeadId] = useState(leads[0]?.id ?? "");
  const [error, setError] = useState<string | null>(null);
  const { run, pending } = useConsoleAction();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      contactId,
      leadId: leadId || null,
      kind,
      ...(kind === "call" ? { outcome, durationMinutes: duration } : {}),
      body,
    };
    const checked = logActivitySchema.safeParse(payload);
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    const result = await run("POST", "/api/v1/console/timeline", checked.data, {
      success: kind === "call" ? "Call logged" : "Note added",
    });
    if (result.ok) {
      setBody("");
      setDuration("");
      setError(null);
      onDone?.();
    } else setError(result.description);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Log a call or note"
      className="space-y-3 rounded-lg border border-sand-200 bg-white p-3"
    >
      <div role="radiogroup" aria-label="What to log" className="flex gap-2">
        {(["call", "note"] as const).map((k) => (
          <label
            key={k}
            className={cn(
              "cursor-pointer rounded-full border px-3 py-1 text-sm",
              kind === k ? "border-ink-900 bg-ink-900 text-ivory" : "border-sand-300 text-ink-700",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={`${id}-kind`}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {k === "call" ? "Call" : "Note"}
          </label>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3">
        {kind === "call" ? (
          <>
            <div className="space-y-1">
              <Label htmlFor={`${id}-outcome`} className="text-xs">
                Outcome
              </Label>
              <select
                id={`${id}-outcome`}
                className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
                value={outcome}
                onChange={(e) => setOutcome(e.target.value)}
              >
                {CALL_OUTCOMES.map((o) => (
                  <option key={o} value={o}>
                    {CALL_OUTCOME_LABELS[o]}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <Label htmlFor={`${id}-duration`} className="text-xs">
                Minutes
              </Label>
              <Input
                id={`${id}-duration`}
                className="h-9"
                inputMode="numeric"
                maxLength={3}
                value={duration}
                onChange={(e) => setDuration(e.target.value)}
              />
            </div>
          </>
        ) : null}
        {leads.length > 1 ? (
          <div className="col-span-2 space-y-1">
            <Label htmlFor={`${id}-lead`} className="text-xs">
              About
            </Label>
            <select
              id={`${id}-lead`}
              className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
              value={leadId}
              onChange={(e) => setLeadId(e.target.value)}
            >
              {leads.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-body`} className="text-xs">
          {kind === "call" ? "What was said" : "Note"}
        </Label>
        <Textarea
          id={`${id}-body`}
          rows={3}
          maxLength={4000}
          value={body}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p role="alert" className="text-sm text-danger-600">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        {onDone ? (
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" variant="ink" disabled={pending}>
          {pending ? "Saving…" : kind === "call" ? "Log call" : "Add note"}
        </Button>
      </div>
    </form>
  );
}
