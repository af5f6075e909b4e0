import { countOf } from "~/lib/format";
import { Tags, X } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useConsoleAction } from "../shared/console-request";
import type { TagView } from "./tag-chip";

type Mode = "add" | "remove";
const plural = (n: number) => countOf(n, "contact");

/**
 * What to do with the ticked rows: put a tag on them or take it off, in one request. When every row
 * on the page is ticked and the filters match more, it offers all of them: the server then finds
 * the filter's contacts again and tags them all or none, after the person confirms the number.
 */
export function BulkTagBar({
  ids,
  tags,
  onDone,
  matching,
}: {
  ids: ReadonlySet<string>;
  tags: TagView[];
  onDone: () => void;
  /** Offered when the whole page is ticked: how many contacts the filters match, and the filters. */
  matching?: { total: number; filters: string };
}) {
  const [tagId, setTagId] = useState(tags[0]?.id ?? "");
  const [allMatching, setAllMatching] = useState(false);
  const [confirming, setConfirming] = useState<Mode | null>(null);
  const { run, pending } = useConsoleAction();
  const revalidator = useRevalidator();
  const selectId = useId();
  const wide = allMatching && matching ? matching : null;
  const count = wide ? wide.total : ids.size;
  // The chosen tag, or the first one when it was deleted meanwhile (or none existed when the bar opened).
  const tag = tags.find((t) => t.id === tagId) ?? tags[0];
  const people = plural(count);
  const success = (mode: Mode) =>
    mode === "add" ? `Tagged ${people} ${tag?.name}` : `${tag?.name} removed from ${people}`;

  const apply = async (mode: Mode) => {
    if (!tag) return;
    if (wide) {
      setConfirming(mode);
      return;
    }
    const result = await run(
      "POST",
      "/api/v1/console/contacts/tags",
      { contactIds: [...ids], [mode]: [tag.id] },
      { success: success(mode) },
    );
    if (result.ok) onDone();
  };

  const applyToMatching = async (mode: Mode) => {
    if (!tag || !wide) return;
    const result = await run(
      "POST",
      "/api/v1/console/contacts/tags/matching",
      { filters: wide.filters, count: wide.total, [mode]: [tag.id] },
      { success: success(mode) },
    );
    setConfirming(null);
    if (result.ok) onDone();
    else if (result.status === 409) {
      // The list changed under the person: show them the new number and let them choose again.
      setAllMatching(false);
      await revalidator.revalidate();
    }
  };

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-ink-900/15 bg-ink-900/[0.03] px-3 py-2 text-sm"
    >
      <span className="font-medium text-ink-900" aria-live="polite">
        {wide ? `All ${plural(wide.total)} matching selected` : `${count} selected`}
      </span>
      {matching && matching.total > ids.size ? (
        <Button size="sm" variant="link" className="px-1" onClick={() => setAllMatching(!allMatching)}>
          {allMatching
            ? `Select only the ${ids.size} on this page`
            : `Select all ${matching.total.toLocaleString("en-IN")} matching`}
        </Button>
      ) : null}
      {tags.length ? (
        <>
          <label htmlFor={selectId} className="sr-only">
            Tag for the selected contacts
          </label>
          <select
            id={selectId}
            value={tag?.id ?? ""}
            onChange={(e) => setTagId(e.target.value)}
            className={cn(fieldClasses, "h-9 w-40 px-2 sm:text-sm")}
          >
            {tags.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <Button size="sm" variant="ink" disabled={pending || !tag} onClick={() => void apply("add")}>
            <Tags aria-hidden /> Add tag
          </Button>
          <Button size="sm" variant="outline" disabled={pending || !tag} onClick={() => void apply("remove")}>
            Remove tag
          </Button>
        </>
      ) : (
        <span className="text-ink-600">No tags exist yet: an admin makes them on the Tags tab.</span>
      )}
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onDone}>
        <X aria-hidden /> Clear selection
      </Button>
      {confirming && wide && tag ? (
        <Dialog open onOpenChange={(open) => !open && setConfirming(null)}>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>
                {confirming === "add"
                  ? `Tag ${plural(wide.total)} ${tag.name}?`
                  : `Remove ${tag.name} from ${plural(wide.total)}?`}
              </DialogTitle>
              <DialogDescription>
                Every contact these filters match, not only the {ids.size} on this page. If the number has
                changed when you confirm, nothing is changed and the list shows the new number.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
              <Button variant="ink" disabled={pending} onClick={() => void applyToMatching(confirming)}>
                {confirming === "add" ? `Tag ${plural(wide.total)}` : `Remove from ${plural(wide.total)}`}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
