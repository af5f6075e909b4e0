import { Check, Tags } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useConsoleAction } from "../shared/console-request";
import { TagChip, type TagView } from "./tag-chip";

/**
 * A contact's tags, and a way to change them: each tag is a toggle that saves at once, so there is
 * no form to forget to submit.
 */
export function ContactTags({
  contactId,
  tagIds,
  tags,
  canManage,
}: {
  contactId: string;
  tagIds: string[];
  tags: TagView[];
  canManage: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const { run, pending } = useConsoleAction();
  const on = new Set(tagIds);
  const current = tags.filter((t) => on.has(t.id));

  const toggle = (tag: TagView) => {
    const adding = !on.has(tag.id);
    void run(
      "POST",
      "/api/v1/console/contacts/tags",
      { contactIds: [contactId], [adding ? "add" : "remove"]: [tag.id] },
      { success: adding ? `Tagged ${tag.name}` : `${tag.name} removed`, quiet: true },
    );
  };

  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-1.5">
        {current.length ? (
          current.map((t) => <TagChip key={t.id} tag={t} />)
        ) : (
          <span className="text-xs text-ink-500">No tags</span>
        )}
        <Button
          size="sm"
          variant="link"
          className="h-auto px-1 text-xs"
          aria-expanded={editing}
          onClick={() => setEditing((e) => !e)}
        >
          <Tags aria-hidden /> {editing ? "Done" : "Edit tags"}
        </Button>
      </div>
      {editing ? (
        <div role="group" aria-label="Tags of this contact" className="mt-2 flex flex-wrap gap-1.5">
          {tags.length === 0 ? (
            <p className="text-xs text-ink-600">
              No tags exist yet.{" "}
              {canManage ? (
                <Link to="/vox/tags" className="underline underline-offset-4">
                  Make one on the Tags tab
                </Link>
              ) : (
                "An admin makes them on the Tags tab."
              )}
            </p>
          ) : (
            tags.map((t) => {
              const active = on.has(t.id);
              return (
                <button
                  key={t.id}
                  type="button"
                  aria-pressed={active}
                  disabled={pending}
                  onClick={() => toggle(t)}
                  className={cn(
                    "inline-flex items-center gap-1 rounded-full border px-2 py-1 text-xs transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-gold-500 disabled:opacity-60",
                    active
                      ? "border-ink-900/40 bg-ink-900/5"
                      : "border-sand-300 bg-white hover:border-ink-900/30",
                  )}
                >
                  {active ? <Check aria-hidden className="size-3" /> : null}
                  <TagChip tag={t} className="px-1.5" />
                </button>
              );
            })
          )}
        </div>
      ) : null}
    </div>
  );
}
