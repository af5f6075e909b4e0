import { useId, useState, type ReactNode } from "react";
import type { z } from "zod";
import { Label } from "~/components/ui/label";
import { useConsoleAction } from "./console-request";

type FieldError = { field: string; message: string } | null;

/**
 * The state a console dialog's form needs: the values as typed, the first thing wrong and the call.
 * A schema given to `send` is the server's own, checked before sending so the sentence is the same;
 * a refusal naming a field shows under that field and keeps everything typed (one without a field
 * is the error toast the call shows anyway, and `formError` for the dialog's foot).
 */
export function useConsoleForm<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<FieldError>(null);
  const { run, pending } = useConsoleAction();
  const id = useId();
  const set = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };
  async function send(request: {
    method?: "POST" | "PATCH" | "PUT";
    url: string;
    body: Record<string, unknown>;
    schema?: z.ZodType;
    /** Send what the schema made of the body (trimmed, dropped keys) rather than the body as typed. */
    sendParsed?: boolean;
    success: string;
    successDescription?: string;
    done: () => void;
  }) {
    let body: unknown = request.body;
    if (request.schema) {
      const checked = request.schema.safeParse(request.body);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        setError({ field: String(issue.path[0] ?? ""), message: issue.message });
        return;
      }
      if (request.sendParsed) body = checked.data;
    }
    const result = await run(request.method ?? "POST", request.url, body, {
      success: request.success,
      successDescription: request.successDescription,
    });
    if (result.ok) request.done();
    else if (result.field) setError({ field: result.field, message: result.description });
  }
  // The fields this render shows: a refusal naming one that is not shown (a lead chosen for the
  // agent because there is only one) goes to the form's foot rather than nowhere.
  const shown = new Set<string>();
  const field = (name: keyof Values & string, label: string, control: ReactNode, hint?: string) => {
    shown.add(name);
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        {control}
        {hint && error?.field !== name ? <p className="text-xs text-ink-500">{hint}</p> : null}
        {error?.field === name ? (
          <p role="alert" className="text-sm text-danger-600">
            {error.message}
          </p>
        ) : null}
      </div>
    );
  };
  /** What a field's control needs to be labelled and marked invalid. */
  const common = (name: keyof Values & string) => {
    shown.add(name);
    return { id: `${id}-${name}`, "aria-invalid": error?.field === name ? true : undefined };
  };
  /** The refusal no shown field carries; call it after the fields, at the form's foot. */
  const formError = () =>
    error && !shown.has(error.field) ? (
      <p role="alert" className="text-sm text-danger-600">
        {error.message}
      </p>
    ) : null;
  return { values, set, send, pending, field, common, formError };
}
