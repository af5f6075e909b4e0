import type { ComponentProps, ReactNode, RefObject } from "react";
import { CharacterCount } from "~/components/character-count";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { INTERNATIONAL_INPUT_MAX_LENGTH, MOBILE_INPUT_MAX_LENGTH, sanitizeMobileInput } from "~/lib/phone";

/**
 * One field of an enquiry form: its label, the box, the message when it fails and, for a capped text,
 * its character count. The message is the box's description, not a live region: the error toast is
 * the one announcement, and focus moving to the box reads the message with it.
 */
export function EnquiryField({
  field,
  label,
  optional,
  error,
  count,
  after,
  children,
}: {
  field: string;
  label: string;
  optional?: boolean;
  error?: string;
  /** A capped text box: how much is typed and the cap (the box's aria-describedby names the count). */
  count?: { length: number; max: number };
  /** Shown below the message, e.g. the phone box's "I have a number outside India". */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`enquiry-${field}`} className="text-sm font-medium text-ink-800">
        {label}
        {optional ? <span className="ml-1 font-normal text-ink-500">(optional)</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`enquiry-${field}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      {count ? <CharacterCount id={`enquiry-${field}-count`} length={count.length} max={count.max} /> : null}
      {after}
    </div>
  );
}

/**
 * The mobile box of a code-less enquiry form. An Indian mobile as always; "I have a number outside
 * India" (the verification dialog's switch) turns it into a whole number with its country code,
 * which the form's `leadPhoneSchema` stores in E.164. No code is sent, so no e-mail box comes with it.
 * `note` is the line shown under the box (the phone consent notice), given the id the box names in
 * its aria-describedby, so a screen reader reads it with the box.
 */
export function EnquiryPhoneField({
  box,
  error,
  abroad,
  onAbroadChange,
  onValue,
  note,
}: {
  /** The box's own props (the form's `fieldProps("phone")`, `required`…). */
  box: Omit<ComponentProps<typeof Input>, "onChange">;
  error?: string;
  abroad: boolean;
  onAbroadChange: (abroad: boolean) => void;
  onValue: (value: string) => void;
  note?: (id: string) => ReactNode;
}) {
  const noteId = "enquiry-phone-note";
  const describedBy = [box["aria-describedby"], note ? noteId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <EnquiryField
      field="phone"
      label={abroad ? "Mobile number with country code" : "Mobile number"}
      error={error}
      after={
        <>
          {note?.(noteId)}
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-auto justify-self-start px-0 py-1"
            aria-expanded={abroad}
            aria-controls="enquiry-phone"
            onClick={() => {
              onAbroadChange(!abroad);
              onValue("");
              document.getElementById("enquiry-phone")?.focus();
            }}
          >
            {abroad ? "I have an Indian mobile number" : "I have a number outside India"}
          </Button>
        </>
      }
    >
      <Input
        {...box}
        aria-describedby={describedBy}
        type="tel"
        inputMode="tel"
        autoComplete={abroad ? "tel" : "tel-national"}
        placeholder={abroad ? "+44 7911 123456" : "98123 45678"}
        maxLength={abroad ? INTERNATIONAL_INPUT_MAX_LENGTH : MOBILE_INPUT_MAX_LENGTH}
        onChange={(e) => onValue(sanitizeMobileInput(e.target.value, { international: abroad }))}
      />
    </EnquiryField>
  );
}

/**
 * The robots' field: off-screen and out of the tab order, so a person never fills it; a script that
 * fills every box does, and its request is answered as usual but stored nowhere.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
