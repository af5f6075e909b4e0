import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Shared by Input, Textarea, SelectTrigger and Combobox so every field looks and focuses alike. */
export const fieldClasses = [
  "w-full min-w-0 rounded-xl border border-sand-300 bg-white text-base text-ink-900 shadow-xs sm:text-sm",
  "placeholder:text-ink-500 transition-[border-color,box-shadow] duration-200",
  "outline-hidden focus-visible:border-gold-600 focus-visible:ring-[3px] focus-visible:ring-gold-500/35",
  "disabled:cursor-not-allowed disabled:bg-sand-50 disabled:opacity-60",
  "aria-invalid:border-danger-600 aria-invalid:focus-visible:ring-danger-600/25",
].join(" ");

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClasses,
        "h-11 px-4 py-2",
        "file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-ink-900",
        className,
      )}
      {...props}
    />
  );
}
