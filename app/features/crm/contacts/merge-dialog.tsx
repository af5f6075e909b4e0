import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { cn } from "~/lib/cn";
import { formatPhone } from "../shared/console-table";
import { useConsoleAction } from "../shared/console-request";
import { MERGE_FIELDS, type MergeField } from "../records/contact-schema";

export type MergeSide = {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  city: string | null;
  notes: string | null;
  ownerId: string | null;
  ownerName?: string | null;
  leadCount?: number;
};

const LABELS: Record<MergeField, string> = {
  name: "Name",
  phone: "Mobile",
  email: "E-mail",
  city: "City",
  notes: "Notes",
  ownerId: "Owner",
};

function shown(side: MergeSide, field: MergeField): string {
  if (field === "phone") return formatPhone(side.phone);
  if (field === "ownerId") return side.ownerName ?? (side.ownerId ? "Another staff member" : "—");
  return side[field] ?? "—";
}

/**
 * The two records side by side: for each field the agent picks which value survives (the kept
 * record's by default, the other's where the kept one is empty). Leads, tasks and the timeline of
 * both are always kept.
 */
export function MergeDialog({
  open,
  onOpenChange,
  keep,
  merge,
  onMerged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keep: MergeSide;
  merge: MergeSide;
  onMerged: () => void;
}) {
  const initial = Object.fromEntries(
    MERGE_FIELDS.map((f) => [f, keep[f] == null && merge[f] != null ? "merge" : "keep"]),
  ) as Record<MergeField, "keep" | "merge">;
  const [choose, setChoose] = useState(initial);
  const { run, pending } = useConsoleAction();

  async function submit() {
    const result = await run(
      "POST",
      "/api/v1/console/contacts/merge",
      { keepId: keep.id, mergeId: merge.id, choose },
      {
        success: "Contacts merged",
        successDescription: "Every lead, task and timeline line is now on one contact.",
      },
    );
    if (result.ok) {
      onOpenChange(false);
      onMerged();
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Merge duplicates</DialogTitle>
          <DialogDescription>
            Choose the value to keep for each field. Both records' leads, tasks and timeline stay on the
            merged contact; the duplicate is then removed.
          </DialogDescription>
        </DialogHeader>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">The two contacts, field by field</caption>
          <thead className="text-xs tracking-wide text-ink-600 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold">
                Field
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                This contact
              </th>
              <th scope="col" className="px-2 py-2 font-semibold">
                Duplicate
              </th>
            </tr>
          </thead>
          <tbody>
            {MERGE_FIELDS.map((field) => (
              <tr key={field} className="border-t border-sand-200">
                <th scope="row" className="py-2 pr-2 align-top font-medium text-ink-700">
                  {LABELS[field]}
                </th>
                {(["keep", "merge"] as const).map((side) => {
                  const record = side === "keep" ? keep : merge;
                  const checked = choose[field] === side;
                  return (
                    <td key={side} className="px-2 py-2 align-top">
                      <label
                        className={cn(
                          "flex cursor-pointer items-start gap-2 rounded-lg border p-2",
                          checked ? "border-gold-500 bg-gold-300/20" : "border-sand-200",
                        )}
                      >
                        <input
                          type="radio"
                          className="mt-0.5 accent-gold-600"
                          name={`merge-${field}`}
                          checked={checked}
                          onChange={() => setChoose((c) => ({ ...c, [field]: side }))}
                          aria-label={`${LABELS[field]}: ${shown(record, field)} (${side === "keep" ? "this contact" : "duplicate"})`}
                        />
                        <span className="min-w-0 break-words">{shown(record, field)}</span>
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" variant="ink" disabled={pending} onClick={submit}>
            {pending ? "Merging…" : "Merge into this contact"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
