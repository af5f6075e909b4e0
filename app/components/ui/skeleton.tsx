import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Placeholder block; decorative, so hidden from assistive tech (announce loading elsewhere, e.g. aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("rounded-xl bg-sand-200 motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
