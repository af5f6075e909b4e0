import { Send, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useConsoleAction } from "../shared/console-request";

/**
 * Invites a staff member (admins): the account is made and the person is e-mailed a one-time link
 * to choose their own password, so no password ever passes through the admin.
 */
export function InviteStaffForm() {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<{ field?: string; description: string } | null>(null);
  const { run, pending } = useConsoleAction();
  const ids = { name: useId(), email: useId(), role: useId(), error: useId() };

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Invite staff
      </Button>
    );
  }
  const invalid = (field: string) =>
    error?.field === field ? { "aria-invalid": true, "aria-describedby": ids.error } : {};
  return (
    <form
      aria-label="Invite a staff member"
      className="max-w-3xl rounded-xl border border-sand-200 bg-white p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        const formElement = event.currentTarget;
        const values = Object.fromEntries(new FormData(formElement)) as Record<string, string>;
        setError(null);
        setSentTo(null);
        const result = await run("POST", "/api/v1/console/users/invite", values, {
          success: "Invitation sent",
          successDescription: `${values.email} will get a link to choose a password.`,
        });
        if (result.ok) {
          setSentTo(values.email!);
          formElement.reset();
        } else {
          setError({ field: result.field, description: result.description });
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_1.3fr_auto_auto] sm:items-end">
        <label htmlFor={ids.name} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Name
          <Input
            id={ids.name}
            name="name"
            required
            maxLength={80}
            autoComplete="off"
            className="h-9 sm:text-sm"
            {...invalid("name")}
          />
        </label>
        <label htmlFor={ids.email} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Work e-mail
          <Input
            id={ids.email}
            name="email"
            type="email"
            required
            maxLength={200}
            autoComplete="off"
            className="h-9 sm:text-sm"
            {...invalid("email")}
          />
        </label>
        <label htmlFor={ids.role} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
          Role
          <select
            id={ids.role}
            name="role"
            defaultValue="partner"
            className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
          >
            <option value="partner">Partner</option>
            <option value="admin">Admin</option>
          </select>
        </label>
        <div className="flex gap-2">
          <Button type="submit" size="sm" variant="ink" disabled={pending}>
            <Send aria-hidden /> Send invitation
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            Close
          </Button>
        </div>
      </div>
      <p className="mt-2 text-xs text-ink-500">
        Partners work leads; admins also manage tags, users, deletions and settings. The link works once, for
        72 hours.
      </p>
      {error ? (
        <p id={ids.error} role="alert" className="mt-2 text-sm text-danger-600">
          {error.description}
        </p>
      ) : null}
      {sentTo ? (
        <p role="status" className="mt-2 text-sm text-success-600">
          Invitation sent to {sentTo}.
        </p>
      ) : null}
    </form>
  );
}
