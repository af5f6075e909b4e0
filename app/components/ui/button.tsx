import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Focus ring shared by interactive primitives. gold-600 keeps ≥ 3:1 against both ivory and ink-900,
 * which gold-500 does not on ivory.
 */
export const focusRing =
  "outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-gold-600";

export const buttonVariants = cva(
  [
    "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full text-sm font-medium tracking-wide whitespace-nowrap select-none",
    "transition-[color,background-color,border-color,box-shadow] duration-200",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    focusRing,
  ],
  {
    variants: {
      variant: {
        default: "bg-gold-500 text-ink-950 shadow-sm hover:bg-gold-400 active:bg-gold-600",
        ink: "bg-ink-900 text-ivory shadow-sm hover:bg-ink-800 active:bg-ink-950",
        outline:
          "border border-ink-900/20 bg-transparent text-ink-900 hover:border-ink-900/40 hover:bg-ink-900/5",
        ghost: "text-ink-900 hover:bg-ink-900/5",
        link: "rounded-md text-gold-700 underline-offset-4 hover:underline",
        destructive: "bg-danger-600 text-white shadow-sm hover:bg-danger-600/90",
        whatsapp: "bg-whatsapp text-white shadow-sm hover:bg-whatsapp/90",
      },
      size: {
        sm: "h-9 px-4 text-[0.8125rem] has-[>svg]:px-3",
        default: "h-11 px-6 has-[>svg]:px-5",
        lg: "h-12 px-8 text-base has-[>svg]:px-7",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a React Router `<Link>`) with the button's styles. */
    asChild?: boolean;
    /**
     * The button submits a form the server answers by itself (a `<Form method="post">` with an
     * action, a GET search), so it works before the page's code has run and is never held back.
     */
    worksWithoutScript?: boolean;
  };

/**
 * A button is disabled until its component has hydrated: until then its click handler does not
 * exist and a click (or a submit of a form the code sends itself) would be lost, so the person sees
 * it is not ready rather than tapping twice. A disabled button keeps its size, so nothing moves
 * when it turns on. Links styled as buttons (`asChild`) and `worksWithoutScript` submits work
 * without the code and are never held back.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  worksWithoutScript = false,
  disabled,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const Comp = asChild ? Slot.Root : "button";
  const waiting = !hydrated && !asChild && !worksWithoutScript;
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || waiting || undefined}
      {...(waiting ? { "data-awaiting-script": "" } : {})}
      {...props}
    />
  );
}
