import type { ReactNode, RefObject } from "react";
import { Label } from "~/components/ui/label";

/** One field of an enquiry form: its label, the box, an optional hint and the message when it fails. */
export function EnquiryField({
  field,
  label,
  optional,
  error,
  children,
}: {
  field: string;
  label: string;
  optional?: boolean;
  error?: string;
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
        <p id={`enquiry-${field}-error`} className="text-sm text-danger-600" role="alert">
          {error}
        </p>
      ) : null}
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
