import { useLayoutEffect, useRef } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import type { SelectFieldMenuProps } from "./select-field-types";

/** SelectField's Radix Select, fetched when the visitor first comes to the box. */
export default function SelectFieldMenu({
  id,
  testId,
  value,
  valueLabel,
  options,
  onValueChange,
  defaultOpen,
  takeFocus,
}: SelectFieldMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (takeFocus && (!active || active === document.body || !active.isConnected)) trigger.current?.focus();
    // Only as it replaces the box; later focus is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger ref={trigger} id={id} data-testid={testId}>
        {/* The label as children: Radix would otherwise fill it in only after mounting its items. */}
        <SelectValue>{valueLabel}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
