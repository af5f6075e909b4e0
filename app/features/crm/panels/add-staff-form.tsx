import { UserPlusIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

type Failure = { description: string; reasons?: string[] };

/**
 * Adds a staff member (admins). Leave the password empty to have one generated: it is shown here
 * once, to hand over; they sign in with it and the code e-mailed to them.
 */
export function AddStaffForm() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<{ email: string; role: string; password?: string } | null>(null);
  const revalidator = useRevalidator();
  const ids = { name: useId(), email: useId(), role: useId(), password: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setBusy(true);
    setFailure(null);
    setCreated(null);
    try {
      const response = await fetch("/api/v1/console/users", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(Object.fromEntries(form)),
      });
      const body = (await response.json().catch(() => null)) as {
        user?: { email: string; role: string };
        password?: string;
        error?: Failure;
      } | null;
      if (response.ok && body?.user) {
        setCreated({ ...body.user, password: body.password });
        formElement.reset();
        void revalidator.revalidate();
      } else {
        setFailure(body?.error ?? { description: "The staff member could not be added. Please try again." });
      }
    } catch {
      setFailure({ description: "The console could not reach the server. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserPlusIcon aria-hidden="true" />
        Add staff member
      </Button>
    );
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add a staff member"
      className="mb-4 grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <div className="space-y-1">
        <Label htmlFor={ids.name}>Name</Label>
        <Input id={ids.name} name="name" required maxLength={80} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.email}>Work e-mail</Label>
        <Input id={ids.email} name="email" type="email" required maxLength={200} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.role}>Role</Label>
        <select id={ids.role} name="role" defaultValue="partner" className={cn(fieldClasses, "h-11 px-3")}>
          <option value="partner">Partner</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor={ids.password}>Password (optional)</Label>
        <Input
          id={ids.password}
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="Leave empty to generate"
        />
      </div>
      <Button type="submit" variant="ink" disabled={busy}>
        Add
      </Button>
      {failure ? (
        <div role="alert" className="text-sm text-danger-600 sm:col-span-2 lg:col-span-5">
          <p>{failure.description}</p>
          {failure.reasons?.length ? (
            <ul className="mt-1 list-disc pl-5">
              {failure.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {created ? (
        <div
          role="status"
          className="rounded-lg bg-sand-100 p-3 text-sm text-ink-800 sm:col-span-2 lg:col-span-5"
        >
          Added {created.email} as {created.role}.
          {created.password ? (
            <>
              {" "}
              Their password, shown only now:{" "}
              <code className="font-mono font-semibold">{created.password}</code>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
