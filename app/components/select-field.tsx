import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type ComponentType } from "react";
import { Label } from "~/components/ui/label";
import { selectTriggerClasses } from "~/components/ui/select-trigger-classes";
import { cn } from "~/lib/cn";
import type { SelectFieldMenuProps, SelectFieldOption } from "./select-field-types";

export type { SelectFieldOption };

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly SelectFieldOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
  /** Set on the trigger, the part a person (and a browser test) clicks. */
  "data-testid"?: string;
};

// Radix Select and floating-ui (~17 KB gz) are fetched when a visitor first comes to a box (hover,
// focus, press), not with the page: the box renders as Radix renders its closed trigger.
const loadMenu = () => import("./select-field-menu");
let LoadedMenu: ComponentType<SelectFieldMenuProps> | null = null;
const OPENING_KEYS = new Set([" ", "Enter", "ArrowDown", "ArrowUp"]);

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
  const [Menu, setMenu] = useState(() => LoadedMenu);
  const opening = useRef(false);
  const focused = useRef(false);
  const loading = useRef(false);
  const valueLabel = options.find((o) => o.value === value)?.label ?? "";

  const load = () => {
    if (Menu || loading.current) return;
    loading.current = true;
    void loadMenu().then((m) => {
      LoadedMenu = m.default;
      setMenu(() => m.default);
    });
  };
  const open = () => {
    opening.current = true;
    load();
  };

  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {Menu ? (
        <Menu
          id={id}
          testId={testId}
          value={value}
          valueLabel={valueLabel}
          options={options}
          // Radix hands back one of the items' values, and every item comes from options.
          onValueChange={(next) => onValueChange(next as T)}
          defaultOpen={opening.current}
          takeFocus={focused.current}
        />
      ) : (
        <button
          type="button"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          dir="ltr"
          data-state="closed"
          data-slot="select-trigger"
          data-size="default"
          className={selectTriggerClasses}
          id={id}
          data-testid={testId}
          onPointerEnter={load}
          onFocus={() => {
            focused.current = true;
            load();
          }}
          onBlur={() => (focused.current = false)}
          onPointerDown={open}
          onClick={open}
          onKeyDown={(e) => {
            if (!OPENING_KEYS.has(e.key)) return;
            e.preventDefault();
            open();
          }}
        >
          <span data-slot="select-value" style={{ pointerEvents: "none" }}>
            {valueLabel}
          </span>
          <ChevronDown className="size-4 text-ink-500" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
