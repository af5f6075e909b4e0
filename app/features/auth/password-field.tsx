import { useId, useState } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { passwordWeaknesses } from "./password-policy";

/**
 * A new password with its rules shown as the person types (the server checks the same rules and
 * says the same things).
 */
export function NewPasswordField({
  name = "newPassword",
  label = "New password",
  context,
  value,
  onChange,
}: {
  name?: string;
  label?: string;
  context: { email?: string; name?: string };
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  const [touched, setTouched] = useState(false);
  const reasons = value ? passwordWeaknesses(value, context) : [];
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setTouched(true)}
        aria-describedby={hintId}
        aria-invalid={touched && reasons.length > 0}
      />
      <div id={hintId} className="text-xs leading-relaxed text-ink-600">
        {reasons.length && (touched || value.length >= 12) ? (
          <ul className="list-disc space-y-0.5 pl-4 text-danger-600">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          <p>At least 12 characters; a few unrelated words make a strong one.</p>
        )}
      </div>
    </div>
  );
}
