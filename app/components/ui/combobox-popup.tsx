import { CheckIcon } from "lucide-react";
import { Popover as PopoverPrimitive } from "radix-ui";
import type { ReactNode, RefObject } from "react";
import { cn } from "~/lib/cn";
import type { ComboboxOption, ComboboxOptionState } from "./combobox-types";

export type ComboboxPopupProps = {
  /** The box the panel lines up with (and whose width it takes). */
  anchorRef: RefObject<HTMLDivElement | null>;
  /** Called when the panel asks to close (a press outside it). */
  onDismiss: () => void;
  listboxId: string;
  optionId: (index: number) => string;
  /** The options to list, already filtered. */
  options: ComboboxOption[];
  activeIndex: number;
  onActiveIndexChange: (index: number) => void;
  selectedValue: string;
  onCommit: (option: ComboboxOption) => void;
  renderOption?: (option: ComboboxOption, state: ComboboxOptionState) => ReactNode;
  emptyText: ReactNode;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
};

/**
 * The open list of a `Combobox`, in a positioned panel. Loaded on first use (see combobox.tsx); the
 * combobox keeps the state, the keyboard and the focus.
 */
export function ComboboxPopup({
  anchorRef,
  onDismiss,
  listboxId,
  optionId,
  options,
  activeIndex,
  onActiveIndexChange,
  selectedValue,
  onCommit,
  renderOption,
  emptyText,
  className,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
}: ComboboxPopupProps) {
  return (
    <PopoverPrimitive.Root open onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <PopoverPrimitive.Anchor virtualRef={anchorRef} />
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
            className,
          )}
        >
          {options.length > 0 ? (
            <ul
              id={listboxId}
              role="listbox"
              aria-label={ariaLabel}
              aria-labelledby={ariaLabel ? undefined : ariaLabelledBy}
              className="max-h-[min(20rem,calc(var(--radix-popover-content-available-height)-1rem))] overflow-y-auto overscroll-contain p-1.5"
            >
              {options.map((option, index) => {
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
                      if (!active) onActiveIndexChange(index);
                    }}
                    onClick={() => onCommit(option)}
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
                        {selected ? (
                          <CheckIcon className="size-4 shrink-0 text-gold-700" aria-hidden="true" />
                        ) : null}
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
