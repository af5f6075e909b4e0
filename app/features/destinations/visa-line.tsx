import { BadgeCheckIcon, StampIcon } from "lucide-react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import type { VisaStatus } from "./destination-schema";
import { addBusinessDays, cardVisaRule, formatShortDate } from "./visa-date";

/**
 * 'Get Visa by: {date}' from the visitor's today, or 'Visa-free ✓' / 'Visa on Arrival ✓'. The date is filled in after
 * hydration (prerendered HTML must not freeze the build day); its width is reserved so nothing shifts.
 */
export function VisaLine({ status, className }: { status: VisaStatus; className?: string }) {
  const hydrated = useHydrated();
  const rule = cardVisaRule(status);
  if (rule.kind === "visa-free") {
    return (
      <p
        className={cn("flex items-center gap-1.5 text-xs font-medium text-success-600", className)}
        data-testid="visa-line"
      >
        <BadgeCheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
        {rule.text}
      </p>
    );
  }
  const date = hydrated ? formatShortDate(addBusinessDays(new Date(), rule.days)) : null;
  return (
    <p
      className={cn("flex items-center gap-1.5 text-xs font-medium text-ink-700", className)}
      data-testid="visa-line"
    >
      <StampIcon className="size-3.5 shrink-0 text-gold-700" aria-hidden="true" />
      <span>Get Visa by:</span>
      <span
        className="inline-block min-w-[3.75rem] font-semibold text-ink-900 tabular-nums"
        data-testid="visa-date"
      >
        {date ?? (
          <span aria-hidden="true" className="inline-block h-2.5 w-11 rounded-sm bg-sand-200 align-middle" />
        )}
      </span>
    </p>
  );
}
