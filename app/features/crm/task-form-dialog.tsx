import { useId, useState, type FormEvent, type ReactNode } from "react";
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
import { useConsoleAction } from "./console-request";
import { newTaskSchema, TASK_PRIORITIES, TASK_TYPE_LABELS, TASK_TYPES, taskPatchSchema } from "./task-schema";

export type TaskFormValues = {
  type: string;
  title: string;
  priority: string;
  dueAt: string;
  assigneeId: string;
  notes: string;
};

/** "2026-11-24T15:30" in India time, as a datetime-local field shows it. */
export function toIndiaLocal(iso: string | null): string {
  if (!iso) return "";
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);
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
  contact,
}: {
  onOpenChange: (open: boolean) => void;
  owners: { id: string; name: string }[];
  me: string;
  taskId?: string;
  initial?: TaskFormValues;
  /** Adding from a contact's page: the task is linked to them. */
  contact?: { id: string; name: string | null };
}) {
  const [values, setValues] = useState<TaskFormValues>(
    initial ?? { type: "follow_up", title: "", priority: "normal", dueAt: "", assigneeId: me, notes: "" },
  );
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const { run, pending } = useConsoleAction();
  const id = useId();
  const editing = Boolean(taskId);

  const set = (field: keyof TaskFormValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = editing
      ? Object.fromEntries(
          Object.entries(values).filter(([k, v]) => v !== initial?.[k as keyof TaskFormValues]),
        )
      : { ...values, ...(contact ? { contactId: contact.id } : {}) };
    const checked = (editing ? taskPatchSchema : newTaskSchema).safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? "title"), message: issue.message });
      return;
    }
    const result = await run(
      editing ? "PATCH" : "POST",
      editing ? `/api/v1/console/tasks/${taskId}` : "/api/v1/console/tasks",
      checked.data,
      { success: editing ? "Task saved" : "Task added" },
    );
    if (result.ok) onOpenChange(false);
    else if (result.field) setError({ field: result.field, message: result.description });
  }

  const field = (name: keyof TaskFormValues, label: string, control: ReactNode) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {error?.field === name ? (
        <p role="alert" className="text-sm text-danger-600">
          {error.message}
        </p>
      ) : null}
    </div>
  );
  const common = (name: keyof TaskFormValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": error?.field === name ? true : undefined,
  });

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
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="ink" disabled={pending}>
              {pending ? "Saving…" : editing ? "Save" : "Add task"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
