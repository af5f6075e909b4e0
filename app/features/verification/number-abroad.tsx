import { Button } from "~/components/ui/button";
import { dismissErrorToasts } from "~/components/ui/toast";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { indianMobileDigits } from "~/lib/phone";

/**
 * "I have a number outside India": the switch and the e-mail box every lead form with a code step
 * shows the same way. Our text messages reach Indian numbers only, so such a number's code is
 * e-mailed to the address given here.
 */

const CODE_BY_EMAIL_HINT =
  "Our text messages reach Indian numbers only, so we e-mail your 6-digit code here.";
const CODE_BY_SMS_HINT = "This is an Indian number: we text its code, so no e-mail is needed.";

/**
 * Whether the number typed needs an e-mail for its code. An Indian mobile typed into the box for
 * numbers abroad still gets its code by SMS, so Send does not wait for an address it will not use.
 */
export function numberNeedsCodeEmail(phone: string): boolean {
  return indianMobileDigits(phone) === null;
}

/** The id of the e-mail box's wrapper, for the switch's `aria-controls`. */
export const codeEmailBoxId = (inputId: string) => `${inputId}-box`;

export function NumberAbroadSwitch({
  abroad,
  phoneInputId,
  emailInputId,
  onToggle,
}: {
  abroad: boolean;
  phoneInputId: string;
  /** The e-mail box it opens; null when the form has its own e-mail field, always on screen. */
  emailInputId: string | null;
  onToggle: () => void;
}) {
  // It controls the phone box (its kind changes) and, while it is shown, the e-mail box: never an
  // id that is not on the page.
  const controls = [phoneInputId, abroad && emailInputId ? codeEmailBoxId(emailInputId) : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto justify-self-start px-0 py-1"
      aria-expanded={abroad}
      aria-controls={controls}
      onClick={() => {
        // An error about the number typed in the other kind of box no longer applies.
        dismissErrorToasts();
        onToggle();
        document.getElementById(phoneInputId)?.focus();
      }}
    >
      {abroad ? "I have an Indian mobile number" : "I have a number outside India"}
    </Button>
  );
}

/** The hint under an e-mail box a code may go to; `phone` decides which of the two it says. */
export function CodeEmailHint({ id, phone }: { id: string; phone: string }) {
  return (
    <p id={id} className="text-sm text-ink-600">
      {numberNeedsCodeEmail(phone) ? CODE_BY_EMAIL_HINT : CODE_BY_SMS_HINT}
    </p>
  );
}

export function CodeEmailBox({
  id,
  value,
  error,
  phone,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  /** The number typed beside it, so the hint says where the code really goes. */
  phone: string;
  onChange: (value: string) => void;
}) {
  return (
    <div id={codeEmailBoxId(id)} className="grid gap-2">
      <Label htmlFor={id}>E-mail for your code</Label>
      <Input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        placeholder="you@example.com"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <CodeEmailHint id={`${id}-hint`} phone={phone} />
    </div>
  );
}
