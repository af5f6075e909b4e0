import { CheckIcon, ChevronDownIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import {
  type AriaAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "~/lib/cn";
import { fieldClasses } from "./input";

export type ComboboxOption = {
  value: string;
  label: string;
  description?: ReactNode;
  /** Extra words that should also match when typing (synonyms, country, region...). */
  keywords?: string;
};

export type ComboboxOptionState = { active: boolean; selected: boolean };

export type ComboboxProps = {
  options: ComboboxOption[];
  /** Selected option value; "" (or undefined with no defaultValue) means nothing selected. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Custom row content; the row itself (role, id, hover, selection) stays ours. */
  renderOption?: (option: ComboboxOption, state: ComboboxOptionState) => ReactNode;
  emptyText?: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: AriaAttributes["aria-invalid"];
  /** id of the text input, for `<Label htmlFor>`. */
  id?: string;
  /** When set, a hidden input carries the selected value in native form posts. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  /** Classes for the popup panel. */
  contentClassName?: string;
};

/** Every whitespace-separated term must appear in the label or the keywords (case-insensitive). */
function matches(option: ComboboxOption, query: string) {
  const haystack = `${option.label} ${option.keywords ?? ""}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => haystack.includes(term));
}

/**
 * A text box that filters a list (WAI-ARIA combobox with a listbox popup). Focus stays in the input;
 * the highlighted option is conveyed with aria-activedescendant.
 */
export function Combobox({
  options,
  value,
  defaultValue = "",
  onValueChange,
  placeholder,
  renderOption,
  emptyText = "No matches",
  id,
  name,
  required,
  disabled,
  autoFocus,
  className,
  contentClassName,
  ...aria
}: ComboboxProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const anchorRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // null: not filtering (the input shows the selected label and every option is listed).
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);

  const selectedValue = value ?? uncontrolledValue;
  const selectedOption = options.find((option) => option.value === selectedValue);
  const filtered = useMemo(
    () => (query === null || query.trim() === "" ? options : options.filter((option) => matches(option, query))),
    [options, query],
  );
  const activeOption = open ? filtered[activeIndex] : undefined;
  const listVisible = open && filtered.length > 0;

  // Keep the highlighted option in view while arrowing through a long list.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    document.getElementById(`${baseId}-option-${activeIndex}`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, activeIndex, baseId]);

  function openList(preferLast = false) {
    if (disabled) return;
    const selectedIndex = filtered.findIndex((option) => option.value === selectedValue);
    setActiveIndex(selectedIndex >= 0 ? selectedIndex : preferLast ? filtered.length - 1 : 0);
    setOpen(true);
  }

  function closeList() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function commit(option: ComboboxOption) {
    if (value === undefined) setUncontrolledValue(option.value);
    onValueChange?.(option.value);
    closeList();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const count = filtered.length;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) openList();
        else if (count > 0) setActiveIndex((index) => (index + 1) % count);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openList(true);
        else if (count > 0) setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case "Enter":
        if (activeOption) {
          // Choosing an option must not also submit the surrounding form.
          event.preventDefault();
          commit(activeOption);
        }
        break;
      case "Escape":
        if (open || query !== null) {
          // Close only the list, not an enclosing dialog.
          event.preventDefault();
          event.stopPropagation();
          closeList();
        }
        break;
      case "Tab":
        if (open) closeList();
        break;
    }
  }

  return (
    <PopoverPrimitive.Root open={open && !disabled} onOpenChange={(next) => (next ? openList() : closeList())}>
      <PopoverPrimitive.Anchor asChild>
        <div ref={anchorRef} data-slot="combobox" className={cn("relative w-full", className)}>
          <input
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listVisible}
            aria-controls={listVisible ? listboxId : undefined}
            aria-activedescendant={listVisible && activeOption ? optionId(activeIndex) : undefined}
            aria-label={aria["aria-label"]}
            aria-labelledby={aria["aria-labelledby"]}
            aria-describedby={aria["aria-describedby"]}
            aria-invalid={aria["aria-invalid"]}
            aria-required={required || undefined}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            autoFocus={autoFocus}
            disabled={disabled}
            placeholder={placeholder}
            value={query ?? selectedOption?.label ?? ""}
            onChange={(event) => {
              setQuery(event.target.value);
              setActiveIndex(0);
              setOpen(true);
            }}
            onClick={() => {
              if (!open) openList();
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => {
              if (open || query !== null) closeList();
            }}
            className={cn(fieldClasses, "h-11 pr-10 pl-4 text-ellipsis")}
          />
          <ChevronDownIcon
            aria-hidden="true"
            className={cn(
              "pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-500 transition-transform",
              open && "rotate-180",
            )}
          />
          {name ? <input type="hidden" name={name} value={selectedValue} /> : null}
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="combobox-content"
          // The panel is only a positioned box for the listbox; the input keeps focus throughout.
          role="presentation"
          align="start"
          sideOffset={6}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          // Keep focus (and the on-screen keyboard) on the input when the list is pressed.
          onMouseDown={(event) => event.preventDefault()}
          className={cn(
            "z-50 w-(--radix-popover-trigger-width) min-w-56 overflow-hidden rounded-xl border border-sand-200 bg-white text-ink-900 shadow-lift",
            "motion-safe:animate-fade-in",
            contentClassName,
          )}
        >
          {filtered.length > 0 ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={aria["aria-label"]}
              aria-labelledby={aria["aria-label"] ? undefined : aria["aria-labelledby"]}
              className="max-h-[min(20rem,calc(var(--radix-popover-content-available-height)-1rem))] overflow-y-auto overscroll-contain p-1.5"
            >
              {filtered.map((option, index) => {
                const active = index === activeIndex;
                const selected = option.value === selectedValue;
                return (
                  <li
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    data-active={active || undefined}
                    onPointerMove={() => {
                      if (!active) setActiveIndex(index);
                    }}
                    onClick={() => commit(option)}
                    className={cn(
                      "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm select-none",
                      active && "bg-sand-100",
                    )}
                  >
                    {renderOption ? (
                      renderOption(option, { active, selected })
                    ) : (
                      <>
                        <span className="flex min-w-0 flex-1 flex-col">
                          <span className={cn("truncate", selected && "font-medium")}>{option.label}</span>
                          {option.description ? (
                            <span className="truncate text-xs text-ink-600">{option.description}</span>
                          ) : null}
                        </span>
                        {selected ? <CheckIcon className="size-4 shrink-0 text-gold-700" aria-hidden="true" /> : null}
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="px-4 py-3 text-sm text-ink-600">{emptyText}</p>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
