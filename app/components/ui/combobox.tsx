import { ChevronDownIcon } from "lucide-react";
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
import type { ComboboxPopup as ComboboxPopupComponent } from "./combobox-popup";
import { cn } from "~/lib/cn";
import type { ComboboxOption, ComboboxOptionState } from "./combobox-types";
import { fieldClasses } from "./input";

export type { ComboboxOption, ComboboxOptionState };

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

// The list's positioned panel (Radix Popover + floating-ui, ~15 KB gz) loads when the box is first
// hovered or focused, not with the page, so the page's first load stays lighter; the box itself
// renders and types without it.
let popupModule: Promise<typeof import("./combobox-popup")> | undefined;
const loadPopup = () => (popupModule ??= import("./combobox-popup"));

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
  const [Popup, setPopup] = useState<typeof ComboboxPopupComponent | null>(null);
  const [open, setOpen] = useState(false);
  // null: not filtering (the input shows the selected label and every option is listed).
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);

  const selectedValue = value ?? uncontrolledValue;
  const selectedOption = options.find((option) => option.value === selectedValue);
  const filtered = useMemo(
    () =>
      query === null || query.trim() === "" ? options : options.filter((option) => matches(option, query)),
    [options, query],
  );
  const activeOption = open ? filtered[activeIndex] : undefined;
  const popupShown = open && !disabled && Popup !== null;
  const listVisible = popupShown && filtered.length > 0;

  function preparePopup() {
    if (Popup === null) void loadPopup().then((module) => setPopup(() => module.ComboboxPopup));
  }

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
    preparePopup();
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
    <div
      ref={anchorRef}
      data-slot="combobox"
      className={cn("relative w-full", className)}
      onPointerEnter={preparePopup}
    >
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
        onFocus={preparePopup}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
          preparePopup();
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
      {popupShown ? (
        <Popup
          anchorRef={anchorRef}
          onDismiss={closeList}
          listboxId={listboxId}
          optionId={optionId}
          options={filtered}
          activeIndex={activeIndex}
          onActiveIndexChange={setActiveIndex}
          selectedValue={selectedValue}
          onCommit={commit}
          renderOption={renderOption}
          emptyText={emptyText}
          className={contentClassName}
          aria-label={aria["aria-label"]}
          aria-labelledby={aria["aria-labelledby"]}
        />
      ) : null}
    </div>
  );
}
