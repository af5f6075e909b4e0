import { useEffect, useId, useState, type ComponentProps, type ReactNode } from "react";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/** The builder's field: small, labelled above, as dense as a console row. */
export const smallField = cn(fieldClasses, "h-8 rounded-md px-2 text-sm sm:text-sm");

export function Field({
  label,
  children,
  className,
  hint,
}: {
  label: string;
  children: (id: string) => ReactNode;
  className?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-ink-600">
        {label}
      </label>
      {children(id)}
      {hint ? <span className="text-xs text-ink-500">{hint}</span> : null}
    </div>
  );
}

/**
 * A figure typed as text and handed over only when it reads (an amount, a percentage, a count):
 * what is typed stays on screen while it is wrong, marked, and the document keeps the last good one.
 */
export function ParsedInput<T>({
  value,
  format,
  parse,
  onValue,
  invalidText,
  className,
  ...rest
}: {
  value: T;
  format: (value: T) => string;
  parse: (text: string) => T | null;
  onValue: (value: T) => void;
  invalidText: string;
} & Omit<ComponentProps<"input">, "value" | "onChange">) {
  const shown = format(value);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  // A change from outside (another field, a reload) replaces the text unless it already reads the same.
  useEffect(() => {
    setText((t) => {
      const parsed = parse(t);
      return parsed !== null && format(parsed) === shown ? t : shown;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parse and format are pure helpers
  }, [shown]);
  const errorId = useId();
  return (
    <>
      <input
        {...rest}
        value={text}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? errorId : undefined}
        className={cn(smallField, "tabular-nums", className)}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parse(e.target.value);
          setBad(parsed === null);
          if (parsed !== null) onValue(parsed);
        }}
      />
      {bad ? (
        <span id={errorId} className="text-xs text-danger-600">
          {invalidText}
        </span>
      ) : null}
    </>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-ink-800">
      <input
        type="checkbox"
        className="size-4 accent-ink-900"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A builder section: a heading an agent can jump to, and its actions on the same line. */
export function BuilderSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="scroll-mt-32 rounded-xl border border-sand-200 bg-white p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}
