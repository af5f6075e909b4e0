import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * The filter controls the console's lists share (Quotes, Payments): a choice that may be "any", and
 * a range of days. Each change is handed back as the URL parameter's new value (null clears it).
 */

export function ChoiceFilter({
  label,
  anyLabel,
  value,
  options,
  onChange,
  disabled,
  className = "w-36",
}: {
  label: string;
  anyLabel: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <select
      aria-label={label}
      disabled={disabled}
      className={cn(fieldClasses, "h-9 px-2 sm:text-sm", className)}
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value || null)}
    >
      <option value="">{anyLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function DayRangeFilter({
  fromLabel,
  from,
  to,
  onChange,
  disabled,
}: {
  /** What the range is of, e.g. "Created from", "Due from". */
  fromLabel: string;
  from: string | null | undefined;
  to: string | null | undefined;
  onChange: (change: { from: string | null } | { to: string | null }) => void;
  disabled: boolean;
}) {
  const day = (value: string | null | undefined, set: (v: string | null) => void) => (
    <input
      type="date"
      disabled={disabled}
      className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
      value={value ?? ""}
      onChange={(e) => set(e.target.value || null)}
    />
  );
  return (
    <>
      <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
        {fromLabel}
        {day(from, (v) => onChange({ from: v }))}
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium text-ink-600">
        to
        {day(to, (v) => onChange({ to: v }))}
      </label>
    </>
  );
}
