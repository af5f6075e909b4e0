import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const badgeVariants = cva(
  [
    "inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full whitespace-nowrap",
    "[&>svg]:pointer-events-none [&>svg]:size-3",
  ],
  {
    variants: {
      variant: {
        default: "bg-gold-500 text-ink-950",
        ink: "bg-ink-900 text-ivory",
        outline: "border border-ink-900/20 bg-transparent text-ink-800",
        hot: "bg-danger-600 text-white",
        new: "bg-success-600 text-white",
        popular: "bg-gold-300 text-gold-800",
        // The console's tones: pale, so a list of many stays calm.
        muted: "bg-ink-100 text-ink-700",
        "soft-gold": "bg-gold-300/40 text-gold-800",
        "soft-success": "bg-success-600/10 text-success-600",
        "soft-danger": "bg-danger-600/10 text-danger-600",
      },
      size: {
        /** A label on a page: small capitals, spaced. */
        default: "px-2.5 py-1 text-[0.6875rem] leading-none font-semibold tracking-[0.14em] uppercase",
        /** A status in a console row or sheet: sentence case, as dense as the row. */
        status: "px-2 py-0.5 text-xs font-medium",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}

export const cardImageBadgeVariants = cva("absolute top-4 left-4 rounded-full text-xs font-semibold", {
  variants: {
    tone: {
      /** An offer: a saving or a discount. */
      gold: "bg-gold-500 px-3 py-1.5 text-ink-950 shadow-sm",
      /** What the card is (a hotel's category, a venue's type), readable over any picture. */
      ink: "bg-ink-900/85 px-3 py-1 tracking-[0.14em] text-ivory uppercase backdrop-blur",
    },
  },
  defaultVariants: { tone: "gold" },
});

export type CardImageBadgeProps = ComponentProps<"span"> & VariantProps<typeof cardImageBadgeVariants>;

/** The label in the top-left corner of a card's image; the image's box must be `relative`. */
export function CardImageBadge({ className, tone, ...props }: CardImageBadgeProps) {
  return (
    <span
      data-slot="card-image-badge"
      className={cn(cardImageBadgeVariants({ tone }), className)}
      {...props}
    />
  );
}
