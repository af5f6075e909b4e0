import { X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
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
import { cn } from "~/lib/cn";
import { useConsoleForm } from "../shared/console-form";
import { formatPhone } from "~/lib/format";
import { newTaskSchema, TASK_PRIORITIES, TASK_TYPE_LABELS, TASK_TYPES, taskPatchSchema } from "./task-schema";

export type TaskFormValues = {
  type: string;
  title: string;
  priority: string;
  dueAt: string;
  assigneeId: string;
  notes: string;
  /** The linked contact's id, "" for none. */
  contactId: string;
};

type PickedContact = { id: string; name: string | null };
type ContactMatch = { id: string; name: string | null; phone: string | null; email: string | null };
type ContactMatches =
  { status: "idle" | "loading" | "failed" } | { status: "done"; contacts: ContactMatch[] };

/** Fewer letters than this match too much to be worth a request. */
const CONTACT_SEARCH_MIN_CHARS = 2;

/**
 * Contacts matching what is typed (name, mobile typed any way, e-mail), from the console's search
 * endpoint once typing pauses; a newer query cancels the older request, so answers never arrive out
 * of order. (The command menu has its own copy in the console feature, which this one cannot import
 * without the console's shell coming along.)
 */
function useContactMatches(query: string): ContactMatches {
  const q = query.trim();
  const [state, setState] = useState<ContactMatches>({ status: "idle" });
  useEffect(() => {
    if (q.length < CONTACT_SEARCH_MIN_CHARS) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/console/contacts/search?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
          credentials: "same-origin",
          headers: { Accept: "application/json" },
        });
        const body = response.ok ? ((await response.json()) as { contacts?: ContactMatch[] }) : null;
        if (!controller.signal.aborted)
          setState(
            Array.isArray(body?.contacts)
              ? { status: "done", contacts: body.contacts }
              : { status: "failed" },
          );
      } catch {
        if (!controller.signal.aborted) setState({ status: "failed" });
      }
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  return state;
}

/**
 * Links the task to a contact: type a name, mobile or e-mail, pick from the matches (the server
 * searches only the contacts this person may see), or remove the link.
 */
function ContactPicker({
  id,
  picked,
  onPick,
  invalid,
}: {
  id: string;
  picked: PickedContact | null;
  onPick: (contact: PickedContact | null) => void;
  invalid: boolean;
}) {
  const [query, setQuery] = useState("");
  const search = useContactMatches(query);
  if (picked) {
    return (
      <div className="flex h-11 items-center justify-between gap-2 rounded-xl border border-sand-300 bg-sand-50 pr-1 pl-4 text-sm">
        <span id={id} className="truncate text-ink-900">
          {picked.name ?? "Unnamed contact"}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-9"
          aria-label={`Remove the link to ${picked.name ?? "this contact"}`}
          onClick={() => onPick(null)}
        >
          <X aria-hidden /> Remove
        </Button>
      </div>
    );
  }
  const listId = `${id}-matches`;
  return (
    <div>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        placeholder="Name, mobile or e-mail (optional)"
        aria-invalid={invalid || undefined}
        aria-controls={listId}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div id={listId} aria-live="polite" className="text-sm">
        {search.status === "loading" ? <p className="mt-1.5 text-ink-500">Searching…</p> : null}
        {search.status === "failed" ? (
          <p className="mt-1.5 text-danger-600">The search did not answer. Try again.</p>
        ) : null}
        {search.status === "done" && search.contacts.length === 0 ? (
          <p className="mt-1.5 text-ink-500">No contact matches “{query.trim()}”.</p>
        ) : null}
        {search.status === "done" && search.contacts.length > 0 ? (
          <ul
            aria-label="Matching contacts"
            className="mt-1.5 max-h-44 divide-y divide-sand-100 overflow-y-auto rounded-xl border border-sand-200 bg-white"
          >
            {search.contacts.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-sand-50 focus-visible:bg-sand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500"
                  onClick={() => onPick({ id: c.id, name: c.name })}
                >
                  <span className="truncate text-ink-900">{c.name ?? "Unnamed contact"}</span>
                  <span className="shrink-0 text-xs text-ink-500 tabular-nums">
                    {c.phone ? formatPhone(c.phone) : (c.email ?? "")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {search.status === "idle" &&
        query.trim().length > 0 &&
        query.trim().length < CONTACT_SEARCH_MIN_CHARS ? (
          <p className="mt-1.5 text-ink-500">Type at least {CONTACT_SEARCH_MIN_CHARS} characters.</p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Adds or edits a task. The due time is typed in India time (the agency's clock, whatever the
 * browser's zone); the browser checks with the server's schema first so the sentence is the same.
 */
export function TaskFormDialog({
  onOpenChange,
  owners,
  me,
  taskId,
  initial,
  initialContact,
  contact,
}: {
  onOpenChange: (open: boolean) => void;
  owners: { id: string; name: string }[];
  me: string;
  taskId?: string;
  initial?: TaskFormValues;
  /** Editing: the contact the task is linked to now. */
  initialContact?: PickedContact | null;
  /** Adding from a contact's page: the task is linked to them (no contact field). */
  contact?: { id: string; name: string | null };
}) {
  const form = useConsoleForm<TaskFormValues>(
    initial ?? {
      type: "follow_up",
      title: "",
      priority: "normal",
      dueAt: "",
      assigneeId: me,
      notes: "",
      contactId: contact?.id ?? "",
    },
  );
  const { values, set, field, common } = form;
  const [picked, setPicked] = useState<PickedContact | null>(initialContact ?? null);
  const editing = Boolean(taskId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = editing
      ? Object.fromEntries(
          Object.entries(values).filter(([k, v]) => v !== initial?.[k as keyof TaskFormValues]),
        )
      : values;
    void form.send({
      method: editing ? "PATCH" : "POST",
      url: editing ? `/api/v1/console/tasks/${taskId}` : "/api/v1/console/tasks",
      body,
      schema: editing ? taskPatchSchema : newTaskSchema,
      sendParsed: true,
      success: editing ? "Task saved" : "Task added",
      done: () => onOpenChange(false),
    });
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit task" : "New task"}</DialogTitle>
          <DialogDescription>
            {contact ? `For ${contact.name ?? "this contact"}. ` : ""}Due times are India time.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          {field(
            "title",
            "What to do",
            <Input
              {...common("title")}
              maxLength={200}
              value={values.title}
              onChange={(e) => set("title", e.target.value)}
            />,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field(
              "type",
              "Type",
              <select
                {...common("type")}
                className={cn(fieldClasses, "h-11 px-3")}
                value={values.type}
                onChange={(e) => set("type", e.target.value)}
              >
                {TASK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TASK_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>,
            )}
            {field(
              "priority",
              "Priority",
              <select
                {...common("priority")}
                className={cn(fieldClasses, "h-11 px-3 capitalize")}
                value={values.priority}
                onChange={(e) => set("priority", e.target.value)}
              >
                {TASK_PRIORITIES.map((p) => (
                  <option key={p} value={p}>
                    {p[0]!.toUpperCase() + p.slice(1)}
                  </option>
                ))}
              </select>,
            )}
            {field(
              "dueAt",
              "Due",
              <Input
                {...common("dueAt")}
                type="datetime-local"
                value={values.dueAt}
                onChange={(e) => set("dueAt", e.target.value)}
              />,
            )}
            {field(
              "assigneeId",
              "Assignee",
              <select
                {...common("assigneeId")}
                className={cn(fieldClasses, "h-11 px-3")}
                value={values.assigneeId}
                onChange={(e) => set("assigneeId", e.target.value)}
              >
                {owners.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.id === me ? `${o.name} (me)` : o.name}
                  </option>
                ))}
              </select>,
            )}
          </div>
          {contact
            ? null
            : field(
                "contactId",
                "Contact",
                <ContactPicker
                  id={common("contactId").id}
                  picked={picked}
                  invalid={common("contactId")["aria-invalid"] === true}
                  onPick={(next) => {
                    setPicked(next);
                    set("contactId", next?.id ?? "");
                  }}
                />,
              )}
          {field(
            "notes",
            "Notes",
            <Textarea
              {...common("notes")}
              rows={3}
              maxLength={2000}
              value={values.notes}
              onChange={(e) => set("notes", e.target.value)}
            />,
          )}
          {form.formError()}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="ink" disabled={form.pending}>
              {form.pending ? "Saving…" : editing ? "Save" : "Add task"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
