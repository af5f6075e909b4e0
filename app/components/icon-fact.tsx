import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

const LAYOUTS = {
  /** A small uppercase label over its value, the icon in the left margin. */
  stacked: {
    root: "relative pl-8",
    label: "text-xs font-semibold tracking-wide text-ink-600 uppercase",
    icon: "absolute top-0 left-0 size-5 text-gold-700",
    value: "mt-0.5 text-sm text-ink-900",
  },
  /** Icon and label on the left, the value on the right. */
  row: {
    root: "flex justify-between gap-4",
    label: "inline-flex items-center gap-2 text-ink-600",
    icon: "size-4",
    value: "font-medium",
  },
  /** The icon stands for the label (kept for screen readers), the value beside it. */
  inline: { root: "flex items-center gap-1.5", label: "", icon: "size-3.5 text-gold-700", value: "" },
} as const;

type IconFactProps = {
  /** Optional in the stacked layout only, where a list may mix facts with and without icons. */
  icon?: LucideIcon;
  label: ReactNode;
  /** The value. */
  children: ReactNode;
  layout?: keyof typeof LAYOUTS;
  /** The icon in a round sand badge (stacked), for facts set out as cards. */
  iconBadge?: boolean;
  className?: string;
  iconClassName?: string;
  valueProps?: ComponentProps<"dd"> & { "data-testid"?: string };
};

/**
 * One fact of a <dl>: an icon, a label and a value. The icon sits inside the <dt>, because a
 * <dl>'s group may hold only <dt> and <dd> (axe: dlitem).
 */
export function IconFact({
  icon: Icon,
  label,
  children,
  layout = "stacked",
  iconBadge = false,
  className,
  iconClassName,
  valueProps,
}: IconFactProps) {
  const classes = LAYOUTS[layout];
  const icon = !Icon ? null : iconBadge ? (
    <span
      className={cn(
        "absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-sand-100 text-gold-700",
        iconClassName,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  ) : (
    <Icon className={cn(classes.icon, iconClassName)} aria-hidden="true" />
  );
  return (
    <div className={cn(Icon || layout !== "stacked" ? classes.root : null, className) || undefined}>
      <dt className={classes.label || undefined}>
        {icon}
        {layout === "inline" ? <span className="sr-only">{label}</span> : label}
      </dt>
      <dd {...valueProps} className={cn(classes.value, valueProps?.className) || undefined}>
        {children}
      </dd>
    </div>
  );
}

type IconTextProps = ComponentProps<"span"> & { icon: LucideIcon; iconClassName?: string };

/** A value that its icon names (a place, a duration, a group size), where a label would be noise. */
export function IconText({ icon: Icon, iconClassName, className, children, ...props }: IconTextProps) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)} {...props}>
      <Icon className={cn("size-4", iconClassName)} aria-hidden="true" />
      {children}
    </span>
  );
}
