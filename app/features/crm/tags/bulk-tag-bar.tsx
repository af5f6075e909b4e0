import { Tags, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useConsoleAction } from "../console-request";
import type { TagView } from "./tag-chip";

/** What to do with the ticked rows: put a tag on them or take it off, in one request. */
export function BulkTagBar({
  ids,
  tags,
  onDone,
}: {
  ids: ReadonlySet<string>;
  tags: TagView[];
  onDone: () => void;
}) {
  const [tagId, setTagId] = useState(tags[0]?.id ?? "");
  const { run, pending } = useConsoleAction();
  const selectId = useId();
  const count = ids.size;
  // The chosen tag, or the first one when it was deleted meanwhile (or none existed when the bar opened).
  const tag = tags.find((t) => t.id === tagId) ?? tags[0];
  const people = `${count} ${count === 1 ? "contact" : "contacts"}`;

  const apply = async (mode: "add" | "remove") => {
    if (!tag) return;
    const result = await run(
      "POST",
      "/api/v1/console/contacts/tags",
      { contactIds: [...ids], [mode]: [tag.id] },
      { success: mode === "add" ? `Tagged ${people} ${tag.name}` : `${tag.name} removed from ${people}` },
    );
    if (result.ok) onDone();
  };

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-ink-900/15 bg-ink-900/[0.03] px-3 py-2 text-sm"
    >
      <span className="font-medium text-ink-900" aria-live="polite">
        {count} selected
      </span>
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
    </div>
  );
}
