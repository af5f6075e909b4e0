import { newSubmissionId } from "./submission-id";
import { useCallback, useRef, useState } from "react";
import { dismissErrorToasts, showErrorToast } from "~/components/ui/toast";

/**
 * The browser half of a code-less enquiry form (contact, wedding consultation): its values, the
 * message beside each field, and one POST of JSON to the flow's endpoint. The form checks with the
 * same schema as the server first; a 4xx from the server is shown the same way (beside its field and
 * in a toast); a lost connection is said so, and what was typed stays. One id per form fill goes with
 * every try, so a double click or a retry after a lost answer makes one lead, not two.
 */

type Text = { title: string; description: string };
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
type Schema = { safeParse(input: unknown): { success: true } | { success: false; error: Issues } };

export const CONNECTION_LOST: Text = {
  title: "Connection Problem",
  description:
    "We couldn't reach our team. Please check your connection and try again — your details are kept.",
};

export type EnquiryFormOptions<Values extends Record<string, string>> = {
  endpoint: string;
  initial: Values;
  /** The schema, or a function that fetches it: then it is fetched when a field is first focused. */
  schema: Schema | (() => Promise<Schema>);
  /** The toast title for a field's message (the description is the message itself). */
  titleFor: (field: string) => string;
  /** Said when the server fails without its own words. */
  failed: Text;
  onReceived: (toast: Text) => void;
};

/** The caret goes to the first field to put right, once React has drawn its message. */
function focusField(field: string) {
  requestAnimationFrame(() => document.getElementById(`enquiry-${field}`)?.focus());
}

export function useEnquiryForm<Values extends Record<string, string>>(options: EnquiryFormOptions<Values>) {
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [sending, setSending] = useState(false);
  const submissionId = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const checking = useRef(false);

  const schema = useCallback(async () => {
    const s = optionsRef.current.schema;
    return typeof s === "function" ? s() : s;
  }, []);

  const setValue = useCallback((field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field as string] ? { ...e, [field]: undefined } : e));
  }, []);

  const reset = useCallback(() => {
    setValues(optionsRef.current.initial);
    setErrors({});
    submissionId.current = null;
  }, []);

  async function submit() {
    if (sending || checking.current) return;
    const { endpoint, titleFor, failed, onReceived } = optionsRef.current;
    checking.current = true;
    let parsed: ReturnType<Schema["safeParse"]>;
    try {
      parsed = (await schema()).safeParse(values);
    } catch {
      // The schema's code could not be fetched: the connection is gone.
      showErrorToast(CONNECTION_LOST.title, CONNECTION_LOST.description);
      return;
    } finally {
      checking.current = false;
    }
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = parsed.error.issues[0];
      if (first) {
        showErrorToast(titleFor(String(first.path[0] ?? "")), first.message);
        focusField(String(first.path[0] ?? ""));
      }
      return;
    }
    setErrors({});
    submissionId.current ??= newSubmissionId();
    setSending(true);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          ...values,
          website: honeypot.current?.value ?? "",
          submissionId: submissionId.current,
        }),
      });
    } catch {
      setSending(false);
      showErrorToast(CONNECTION_LOST.title, CONNECTION_LOST.description);
      return;
    }
    const body = (await response.json().catch(() => null)) as {
      toast?: Text;
      error?: Text & { field?: string };
    } | null;
    setSending(false);
    if (response.ok && body?.toast) {
      setValues(optionsRef.current.initial);
      submissionId.current = null;
      // What the error toasts complained about is put right: they go before the success says so.
      dismissErrorToasts();
      onReceived(body.toast);
      return;
    }
    const error = body?.error;
    if (error?.field) {
      setErrors({ [error.field]: error.description });
      focusField(error.field);
    }
    showErrorToast(error?.title ?? failed.title, error?.description ?? failed.description);
  }

  /** `counted`: the box shows a character count (EnquiryField's `count`), which describes it too. */
  const fieldProps = (field: keyof Values & string, { counted = false }: { counted?: boolean } = {}) => ({
    id: `enquiry-${field}`,
    name: field,
    value: values[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby":
      [errors[field] ? `enquiry-${field}-error` : "", counted ? `enquiry-${field}-count` : ""]
        .filter(Boolean)
        .join(" ") || undefined,
    onChange: (e: { target: { value: string } }) => setValue(field, e.target.value),
    // Fetches a lazily loaded schema while the visitor types, so Send answers at once.
    onFocus: () => void schema().catch(() => undefined),
  });

  return { values, errors, sending, setValue, reset, submit, fieldProps, honeypot };
}
