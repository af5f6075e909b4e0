import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
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
import { cn } from "~/lib/cn";
import { MOBILE_INPUT_MAX_LENGTH, sanitizeMobileInput } from "~/lib/phone";
import { contactPatchSchema, newContactSchema } from "../records/contact-schema";
import { useConsoleAction } from "../shared/console-request";

export type ContactFormValues = {
  name: string;
  phone: string;
  email: string;
  city: string;
  notes: string;
  ownerId: string;
};

const FIELDS = ["name", "phone", "email", "city", "notes", "ownerId"] as const;

/**
 * Adds a contact, or edits one (only what changed is sent). The browser checks with the server's own
 * schema first, so the sentence under a field is the one the server would give; the server's answer
 * (a number already on file, an owner who left) is shown under its field too.
 */
export function ContactFormDialog({
  open,
  onOpenChange,
  owners,
  initial,
  contactId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  owners: { id: string; name: string }[];
  initial?: ContactFormValues;
  /** Editing this contact; absent when adding one. */
  contactId?: string;
}) {
  const blank: ContactFormValues = { name: "", phone: "", email: "", city: "", notes: "", ownerId: "" };
  const [values, setValues] = useState<ContactFormValues>(initial ?? blank);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFormValues, string>>>({});
  const [existingId, setExistingId] = useState<string | null>(null);
  const { run, pending } = useConsoleAction();
  const navigate = useNavigate();
  const id = useId();
  const editing = Boolean(contactId);

  function change(field: keyof ContactFormValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setExistingId(null);
    const body: Partial<ContactFormValues> = editing
      ? Object.fromEntries(
          FIELDS.filter((f) => values[f] !== (initial?.[f] ?? "")).map((f) => [f, values[f]]),
        )
      : values;
    const checked = (editing ? contactPatchSchema : newContactSchema).safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = (issue.path[0] as keyof ContactFormValues | undefined) ?? "name";
      setErrors({ [field]: issue.message });
      return;
    }
    const result = await run<{ id: string }>(
      editing ? "PATCH" : "POST",
      editing ? `/api/v1/console/contacts/${contactId}` : "/api/v1/console/contacts",
      body,
      { success: editing ? "Contact saved" : "Contact added" },
    );
    if (result.ok) {
      onOpenChange(false);
      if (!editing) {
        setValues(blank);
        void navigate(`/vox?tab=contacts&contact=${result.data.id}`);
      }
    } else if (result.field && (FIELDS as readonly string[]).includes(result.field)) {
      setErrors({ [result.field]: result.description });
      // The server names the contact that already has this number.
      const existing = result.extra?.existingId;
      setExistingId(typeof existing === "string" ? existing : null);
    }
  }

  const field = (name: keyof ContactFormValues, label: string, control: ReactNode, hint?: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-danger-600" role="alert">
          {errors[name]}
        </p>
      ) : hint ? (
        <p className="text-xs text-ink-500">{hint}</p>
      ) : null}
    </div>
  );
  const aria = (name: keyof ContactFormValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit contact" : "New contact"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Changing the mobile number marks it unverified until the person confirms a code."
              : "A mobile number or an e-mail address is needed so the agency can reach them."}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          {field(
            "name",
            "Name",
            <Input
              {...aria("name")}
              autoComplete="off"
              maxLength={80}
              value={values.name}
              onChange={(e) => change("name", e.target.value)}
            />,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "phone",
              "Mobile",
              <Input
                {...aria("phone")}
                inputMode="tel"
                autoComplete="off"
                maxLength={MOBILE_INPUT_MAX_LENGTH}
                placeholder="98765 43210"
                value={values.phone}
                onChange={(e) => change("phone", sanitizeMobileInput(e.target.value))}
              />,
            )}
            {field(
              "email",
              "E-mail",
              <Input
                {...aria("email")}
                type="email"
                autoComplete="off"
                maxLength={120}
                value={values.email}
                onChange={(e) => change("email", e.target.value)}
              />,
            )}
            {field(
              "city",
              "City",
              <Input
                {...aria("city")}
                maxLength={60}
                value={values.city}
                onChange={(e) => change("city", e.target.value)}
              />,
            )}
            {field(
              "ownerId",
              "Owner",
              <select
                {...aria("ownerId")}
                className={cn(fieldClasses, "h-11 px-3")}
                value={values.ownerId}
                onChange={(e) => change("ownerId", e.target.value)}
              >
                <option value="">{editing ? "Nobody" : "Me"}</option>
                {owners.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>,
            )}
          </div>
          {field(
            "notes",
            "Notes",
            <Textarea
              {...aria("notes")}
              rows={3}
              maxLength={2000}
              value={values.notes}
              onChange={(e) => change("notes", e.target.value)}
            />,
            "Standing notes about the person. Calls and dated notes go on the timeline.",
          )}
          {existingId ? (
            <Button
              type="button"
              variant="link"
              className="px-0"
              onClick={() => {
                onOpenChange(false);
                void navigate(`/vox?tab=contacts&contact=${existingId}`);
              }}
            >
              Open the contact who has this number
            </Button>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="ink" disabled={pending}>
              {pending ? "Saving…" : editing ? "Save" : "Add contact"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
