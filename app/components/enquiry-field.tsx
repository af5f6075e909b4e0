import type { ReactNode, RefObject } from "react";
import { CharacterCount } from "~/components/character-count";
import { Label } from "~/components/ui/label";

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
  children,
}: {
  field: string;
  label: string;
  optional?: boolean;
  error?: string;
  /** A capped text box: how much is typed and the cap (the box's aria-describedby names the count). */
  count?: { length: number; max: number };
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
    </div>
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
