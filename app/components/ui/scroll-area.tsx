import { ScrollArea as ScrollAreaPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export type ScrollAreaProps = ComponentProps<typeof ScrollAreaPrimitive.Root> & {
  /** Which scrollbars to render; the vertical one by default. */
  orientation?: "vertical" | "horizontal" | "both";
  /** Props for the scrolling viewport (e.g. `aria-label`, `tabIndex`, a ref). */
  viewportProps?: ComponentProps<typeof ScrollAreaPrimitive.Viewport>;
};

export function ScrollArea({
  className,
  children,
  orientation = "vertical",
  viewportProps,
  ...props
}: ScrollAreaProps) {
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      className={cn("relative overflow-hidden", className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        {...viewportProps}
        className={cn(
          "size-full rounded-[inherit] outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-gold-600",
          viewportProps?.className,
        )}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      {orientation !== "horizontal" ? <ScrollBar orientation="vertical" /> : null}
      {orientation !== "vertical" ? <ScrollBar orientation="horizontal" /> : null}
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  );
}

export function ScrollBar({
  className,
  orientation = "vertical",
  ...props
}: ComponentProps<typeof ScrollAreaPrimitive.Scrollbar>) {
  return (
    <ScrollAreaPrimitive.Scrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(
        "flex touch-none p-px transition-colors select-none",
        orientation === "vertical" && "h-full w-2.5 border-l border-l-transparent",
        orientation === "horizontal" && "h-2.5 flex-col border-t border-t-transparent",
        className,
      )}
      {...props}
    >
      <ScrollAreaPrimitive.Thumb
        data-slot="scroll-area-thumb"
        className={cn(
          "relative flex-1 rounded-full bg-ink-400/70 transition-colors hover:bg-ink-500",
          // The thumb is never shorter than 18 px along its axis (Radix computes the same floor).
          orientation === "vertical" ? "min-h-[18px]" : "min-w-[18px]",
          // A larger invisible hit area for fingers and imprecise pointers.
          "before:absolute before:top-1/2 before:left-1/2 before:size-full before:min-h-11 before:min-w-11 before:-translate-x-1/2 before:-translate-y-1/2",
        )}
      />
    </ScrollAreaPrimitive.Scrollbar>
  );
}
