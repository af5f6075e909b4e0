import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
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
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFrame,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { cn } from "~/lib/cn";
import { countOf } from "~/lib/format";
import { useConsoleAction } from "../shared/console-request";
import { TAG_COLOR_IDS, TAG_COLORS, type TagColor } from "../shared/crm-constants";
import { TAG_NAME_MAX } from "../records/tag-schema";
import { TagChip } from "../records/tag-chip";
import { PanelHeading } from "../shared/panel-heading";

type Tag = { id: string; name: string; color: TagColor; contacts: number; createdAt: string };
type Data = { tab: "tags"; tags: Tag[] };

function ColorSelect({
  value,
  onChange,
  label,
  disabled,
}: {
  value: string;
  onChange: (color: TagColor) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as TagColor)}
      className={cn(fieldClasses, "h-9 w-28 px-2 sm:text-sm")}
    >
      {TAG_COLOR_IDS.map((c) => (
        <option key={c} value={c}>
          {TAG_COLORS[c].label}
        </option>
      ))}
    </select>
  );
}

function NewTagForm() {
  const [name, setName] = useState("");
  const [color, setColor] = useState<TagColor>("gold");
  const { run, pending } = useConsoleAction();
  const inputId = useId();
  return (
    <form
      className="mb-5 flex flex-wrap items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const result = await run(
          "POST",
          "/api/v1/console/tags",
          { name, color },
          {
            success: "Tag created",
            successDescription: name.trim(),
          },
        );
        if (result.ok) setName("");
      }}
    >
      <label htmlFor={inputId} className="flex flex-col gap-1 text-xs font-medium text-ink-600">
        New tag
        <Input
          id={inputId}
          value={name}
          maxLength={TAG_NAME_MAX}
          required
          placeholder="e.g. Honeymoon, Corporate, VIP"
          onChange={(e) => setName(e.target.value)}
          className="h-9 w-60 sm:text-sm"
        />
      </label>
      <ColorSelect value={color} onChange={setColor} label="Colour of the new tag" />
      <Button type="submit" size="sm" variant="ink" disabled={pending || !name.trim()}>
        <Plus aria-hidden /> Add tag
      </Button>
      <span className="basis-full text-xs text-ink-500 sm:basis-auto sm:pl-2">
        Preview: <TagChip tag={{ name: name.trim() || "New tag", color }} />
      </span>
    </form>
  );
}

function TagRow({ tag, onDelete }: { tag: Tag; onDelete: (tag: Tag) => void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(tag.name);
  const { run, pending } = useConsoleAction();
  const rename = async () => {
    if (name.trim() === tag.name) return setRenaming(false);
    const result = await run("PATCH", `/api/v1/console/tags/${tag.id}`, { name }, { success: "Tag renamed" });
    if (result.ok) setRenaming(false);
  };
  return (
    <TableRow>
      <TableCell>
        {renaming ? (
          <form
            className="flex items-center gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              void rename();
            }}
          >
            <Input
              aria-label={`New name for ${tag.name}`}
              value={name}
              maxLength={TAG_NAME_MAX}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Escape") {
                  setName(tag.name);
                  setRenaming(false);
                }
              }}
              className="h-8 w-44 sm:text-sm"
            />
            <Button type="submit" size="sm" variant="outline" className="h-8" disabled={pending}>
              Save
            </Button>
          </form>
        ) : (
          <TagChip tag={tag} />
        )}
      </TableCell>
      <TableCell numeric>
        {tag.contacts ? (
          <Link
            to={`/vox/contacts?tag=${tag.id}`}
            className="underline-offset-4 hover:underline"
            aria-label={`${countOf(tag.contacts, "contact")} tagged ${tag.name}`}
          >
            {tag.contacts.toLocaleString("en-IN")}
          </Link>
        ) : (
          <span className="text-ink-400">0</span>
        )}
      </TableCell>
      <TableCell>
        <ColorSelect
          value={tag.color}
          label={`Colour of ${tag.name}`}
          disabled={pending}
          onChange={(color) =>
            void run(
              "PATCH",
              `/api/v1/console/tags/${tag.id}`,
              { color },
              { success: "Colour changed", quiet: true },
            )
          }
        />
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">
        <Button
          size="sm"
          variant="ghost"
          className="h-8 px-2"
          aria-label={`Rename ${tag.name}`}
          onClick={() => setRenaming(true)}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="h-8 px-2 text-danger-600"
          aria-label={`Delete ${tag.name}`}
          onClick={() => onDelete(tag)}
        >
          <Trash2 aria-hidden />
        </Button>
      </TableCell>
    </TableRow>
  );
}

function DeleteTagDialog({ tag, onClose }: { tag: Tag; onClose: () => void }) {
  const { run, pending } = useConsoleAction();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete “{tag.name}”?</DialogTitle>
          <DialogDescription>
            {tag.contacts
              ? `It comes off ${tag.contacts.toLocaleString("en-IN")} ${tag.contacts === 1 ? "contact" : "contacts"}; the contacts themselves stay.`
              : "No contact carries it."}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={async () => {
              const result = await run("DELETE", `/api/v1/console/tags/${tag.id}`, undefined, {
                success: "Tag deleted",
                successDescription: tag.name,
              });
              if (result.ok) onClose();
            }}
          >
            Delete tag
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export default function TagsPanel({ data }: { data: Data }) {
  const [deleting, setDeleting] = useState<Tag | null>(null);
  return (
    <section aria-label="Tags">
      <PanelHeading title="Tags">
        <span>
          {data.tags.length} {data.tags.length === 1 ? "tag" : "tags"}
        </span>
      </PanelHeading>
      <NewTagForm />
      {data.tags.length === 0 ? (
        <div className="rounded-xl border border-dashed border-sand-300 bg-white p-8 text-center text-sm text-ink-600">
          <p className="font-medium text-ink-900">No tags yet</p>
          <p className="mt-1">
            Tags group contacts (honeymooners, corporate, repeat travellers). Make one above, then apply it
            from a contact or to a selection on the Contacts tab.
          </p>
        </div>
      ) : (
        <TableFrame>
          <Table>
            <TableCaption>Tags</TableCaption>
            <TableHeader>
              <tr>
                <TableHead>Tag</TableHead>
                <TableHead numeric>Contacts</TableHead>
                <TableHead>Colour</TableHead>
                <TableHead numeric>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </tr>
            </TableHeader>
            <TableBody>
              {data.tags.map((tag) => (
                <TagRow key={`${tag.id}:${tag.name}`} tag={tag} onDelete={setDeleting} />
              ))}
            </TableBody>
          </Table>
        </TableFrame>
      )}
      {deleting ? <DeleteTagDialog tag={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
