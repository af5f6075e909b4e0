import { cn } from "~/lib/cn";
import { TAG_COLORS, type TagColor } from "../shared/crm-constants";

export type TagView = { id: string; name: string; color: string };

const colorOf = (color: string) => TAG_COLORS[color as TagColor] ?? TAG_COLORS.gold;

/** A tag as it reads everywhere in the console: its name on its colour. */
export function TagChip({ tag, className }: { tag: Pick<TagView, "name" | "color">; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        colorOf(tag.color).className,
        className,
      )}
    >
      {tag.name}
    </span>
  );
}
