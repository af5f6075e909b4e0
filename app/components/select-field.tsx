import { useId } from "react";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { cn } from "~/lib/cn";

export type SelectFieldOption<T extends string> = { value: T; label: string };

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly SelectFieldOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
  /** Set on the trigger, the part a person (and a browser test) clicks. */
  "data-testid"?: string;
};

/** A labelled select whose value is one of its options' values, typed as such. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onValueChange,
  className,
  "data-testid": testId,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {/* Radix hands back one of the items' values, and every item comes from options. */}
      <Select value={value} onValueChange={(next) => onValueChange(next as T)}>
        <SelectTrigger id={id} data-testid={testId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
