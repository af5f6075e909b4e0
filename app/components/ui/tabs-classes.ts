// The tabs' look, shared by the Radix tabs (tabs.tsx) and the page-owned ones (owned-tabs.tsx).

export const tabsRootClasses = "flex flex-col gap-6";

/** One row of tabs; on narrow screens it scrolls sideways (swipe) rather than wrapping. */
export const tabsListClasses = [
  "flex w-full items-stretch gap-6 overflow-x-auto overscroll-x-contain sm:gap-8",
  // The hairline is an inset shadow so the active underline can sit on top of it inside the scroller.
  "shadow-[inset_0_-1px_0_var(--color-sand-300)]",
  "[scrollbar-width:none] [&::-webkit-scrollbar]:hidden",
];

export const tabsTriggerClasses = [
  "relative inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-t-md px-2 pb-px",
  "text-sm font-medium tracking-wide whitespace-nowrap text-ink-600 transition-colors hover:text-ink-900",
  "after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent after:transition-colors",
  "data-[state=active]:text-ink-900 data-[state=active]:after:bg-gold-500",
  "disabled:pointer-events-none disabled:opacity-50",
  // Inset outline: the scrolling list would clip an outline drawn outside the trigger.
  "outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-gold-600",
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
];

export const tabsContentClasses =
  "flex-1 rounded-md outline-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-4 focus-visible:outline-gold-600";
