import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { focusRing } from "./button";

export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
  return (
    <SheetPrimitive.Overlay
      data-slot="sheet-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-ink-950/60 motion-safe:data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

// Entry motion uses @starting-style transitions (Tailwind `starting:`), so no animation plugin is needed;
// browsers without it simply show the panel. Closing is instant.
const sheetVariants = cva(
  [
    "fixed z-50 flex flex-col gap-4 overflow-y-auto overscroll-contain bg-ivory text-ink-900 shadow-lift outline-hidden",
    "motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out",
  ],
  {
    variants: {
      side: {
        right:
          "inset-y-0 right-0 h-full w-[88%] max-w-sm border-l border-sand-200 motion-safe:starting:translate-x-full",
        left: "inset-y-0 left-0 h-full w-[88%] max-w-sm border-r border-sand-200 motion-safe:starting:-translate-x-full",
        top: "inset-x-0 top-0 max-h-[85dvh] border-b border-sand-200 motion-safe:starting:-translate-y-full",
        bottom:
          "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t border-sand-200 pb-[env(safe-area-inset-bottom)] motion-safe:starting:translate-y-full",
      },
    },
    defaultVariants: { side: "right" },
  },
);

export type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { showCloseButton?: boolean };

export function SheetContent({
  className,
  children,
  side,
  showCloseButton = true,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal data-slot="sheet-portal">
      <SheetOverlay />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <SheetPrimitive.Close
            aria-label="Close"
            className={cn(
              "absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-600",
              "transition-colors hover:bg-ink-900/5 hover:text-ink-900",
              focusRing,
            )}
          >
            <XIcon className="size-5" aria-hidden="true" />
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-6 pr-16", className)} {...props} />
  );
}

export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="sheet-footer" className={cn("mt-auto flex flex-col gap-3 p-6", className)} {...props} />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn("font-display text-2xl leading-tight font-medium text-ink-900", className)}
      {...props}
    />
  );
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm leading-relaxed text-ink-600", className)}
      {...props}
    />
  );
}
