import { cva, type VariantProps } from "class-variance-authority";
import { CheckIcon, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const checkListItemVariants = cva("flex", {
  variants: {
    variant: {
      plain: "gap-2",
      /** Each item on its own sand tile, for a page's headline points. */
      tile: "gap-3 rounded-xl bg-sand-50 p-4 text-ink-800",
    },
  },
  defaultVariants: { variant: "plain" },
});

type CheckListProps = ComponentProps<"ul"> &
  VariantProps<typeof checkListItemVariants> & {
    items: readonly string[];
    /** A tick unless told otherwise (a cross for exclusions, sparkles for features). */
    icon?: LucideIcon;
    itemClassName?: string;
    /** The icon's size, colour and offset from the first line. */
    iconClassName?: string;
  };

/** A list with an icon before each item: highlights, inclusions, amenities. Extra rows (a "+2 more") come as children. */
export function CheckList({
  items,
  icon: Icon = CheckIcon,
  variant,
  className,
  itemClassName,
  iconClassName,
  children,
  ...props
}: CheckListProps) {
  return (
    <ul className={cn("grid gap-2", className)} {...props}>
      {items.map((item) => (
        <li key={item} className={cn(checkListItemVariants({ variant }), itemClassName)}>
          <Icon
            className={cn(
              "mt-0.5 size-4 shrink-0 text-gold-600",
              variant === "tile" && "size-5",
              iconClassName,
            )}
            aria-hidden="true"
          />
          <span>{item}</span>
        </li>
      ))}
      {children}
    </ul>
  );
}
