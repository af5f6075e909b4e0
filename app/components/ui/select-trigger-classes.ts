import { fieldClasses } from "./input";

/**
 * The select box's look, apart from Radix Select: a field can draw its box on first load and fetch
 * the select's code only when the visitor comes to it (components/select-field.tsx).
 */
export const selectTriggerClasses = [
  fieldClasses,
  "flex cursor-pointer items-center justify-between gap-2 px-4 text-left whitespace-nowrap data-[size=default]:h-11 data-[size=sm]:h-9",
  "data-[placeholder]:text-ink-500 *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2",
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
].join(" ");
