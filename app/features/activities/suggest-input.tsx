import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { fieldClasses } from "~/components/ui/input";

/**
 * A free-text box with suggestions (the WAI-ARIA combobox pattern with a listbox): typing shows at
 * most a handful of matches; Arrow keys move through them, Enter or a tap takes one, Escape closes
 * the list and keeps what was typed. Focus stays in the box; the highlighted option is announced
 * through aria-activedescendant.
 */
export function SuggestInput({
  id,
  value,
  onValueChange,
  onPick,
  suggest,
  placeholder,
  icon,
  label,
  testId,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (search at once). */
  onPick: (value: string) => void;
  suggest: (input: string) => string[];
  placeholder: string;
  icon: ReactNode;
  label: string;
  testId: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = open ? suggest(value).filter((o) => o.toLowerCase() !== value.trim().toLowerCase()) : [];
  const expanded = options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const pick = (option: string) => {
    onValueChange(option);
    setOpen(false);
    setActive(-1);
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      >
        {icon}
      </span>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={80}
        value={value}
        placeholder={placeholder}
        data-testid={testId}
        className={cn(fieldClasses, "h-12 pr-4 pl-10")}
        onChange={(e) => {
          onValueChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-xl border border-sand-200 bg-white py-1 shadow-lift"
      >
        {options.map((option, i) => (
          <li
            key={option}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            data-testid={`${testId}-option`}
            // Chosen on mouse down, before the box's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option);
            }}
            className={cn(
              "flex min-h-11 cursor-pointer items-center px-4 text-sm text-ink-800",
              i === active ? "bg-sand-100 text-ink-950" : "hover:bg-sand-50",
            )}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
