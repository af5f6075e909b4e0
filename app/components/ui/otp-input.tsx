import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from "input-otp";
import type { AriaAttributes, ClipboardEvent, KeyboardEvent } from "react";
import { cn } from "~/lib/cn";

export { REGEXP_ONLY_DIGITS };

export type OtpInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Number of boxes and the most characters kept. */
  maxLength?: number;
  /** Regex source every value must match; digits only by default. Input or paste that fails it is rejected. */
  pattern?: string;
  /** Fires once each time the value grows to `maxLength`. */
  onComplete?: (code: string) => void;
  /** Enter pressed in the box (with the current value); the caller decides whether it may submit. */
  onEnter?: (code: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  name?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: AriaAttributes["aria-invalid"];
  className?: string;
};

// SMS apps and people often copy "123 456" or "123-456"; drop the separators before the pattern check.
const stripSeparators = (pasted: string) => pasted.replace(/[\s-]/g, "");

/**
 * One large box per character (six by default) over one real <input> (input-otp), so SMS autofill,
 * paste and screen readers see a single text field.
 */
export function OtpInput({
  value,
  onChange,
  maxLength = 6,
  pattern = REGEXP_ONLY_DIGITS,
  onComplete,
  onEnter,
  disabled,
  autoFocus,
  id,
  name,
  "aria-label": ariaLabel = "One-time code",
  "aria-describedby": ariaDescribedBy,
  "aria-invalid": ariaInvalid,
  className,
}: OtpInputProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && onEnter) {
      event.preventDefault();
      onEnter(value);
    }
  }

  // Pastes are vetted here, before input-otp sees them: it would splice the text in at the caret and
  // test only the truncated result, so "12ab56" pasted at the last box would slip "1" through.
  function handlePasteCapture(event: ClipboardEvent<HTMLDivElement>) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    const pasted = stripSeparators(event.clipboardData.getData("text/plain"));
    if (!new RegExp(pattern).test(pasted)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    // A whole code replaces what is there rather than being inserted at the caret.
    if (pasted.length >= maxLength) input.setSelectionRange(0, input.value.length);
  }

  return (
    <div
      data-slot="otp-input"
      className={cn("w-full min-w-0", className)}
      onPasteCapture={handlePasteCapture}
    >
      <OTPInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        maxLength={maxLength}
        pattern={pattern}
        pasteTransformer={stripSeparators}
        onComplete={onComplete}
        onKeyDown={handleKeyDown}
        disabled={disabled}
        autoFocus={autoFocus}
        inputMode="numeric"
        autoComplete="one-time-code"
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
        containerClassName="flex w-full max-w-fit items-center has-[:disabled]:opacity-50"
        className="disabled:cursor-not-allowed"
        render={({ slots }) => (
          <div className="flex w-full gap-2" aria-hidden="true">
            {slots.map((slot, index) => (
              <OtpSlot key={index} {...slot} invalid={Boolean(ariaInvalid) && ariaInvalid !== "false"} />
            ))}
          </div>
        )}
      />
    </div>
  );
}

function OtpSlot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid: boolean }) {
  return (
    <div
      data-active={isActive || undefined}
      className={cn(
        // Boxes shrink a little on the narrowest phones rather than overflow the dialog.
        "relative flex h-12 w-12 min-w-0 shrink items-center justify-center rounded-xl border bg-white",
        "font-sans text-xl font-medium text-ink-900 tabular-nums transition-[border-color,box-shadow] duration-150",
        invalid ? "border-danger-600" : "border-sand-300",
        isActive && "z-10 border-gold-600 ring-[3px] ring-gold-500/35",
      )}
    >
      {char}
      {hasFakeCaret ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <div className="h-6 w-px bg-ink-900 motion-safe:animate-pulse" />
        </div>
      ) : null}
    </div>
  );
}
