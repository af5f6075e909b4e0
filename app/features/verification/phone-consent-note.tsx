import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { PHONE_CONSENT_PARTS } from "./phone-consent";

/**
 * The consent line under every phone field; its words are stored with the lead (PHONE_CONSENT).
 * It says in itself what is collected and why, how to withdraw (the person's own page) and how to
 * complain (the grievance officer, on the notice).
 */
export function PhoneConsentNote({
  id,
  className,
  tone = "light",
}: {
  id?: string;
  className?: string;
  tone?: "light" | "dark";
}) {
  return (
    <p
      id={id}
      className={cn("text-xs leading-relaxed", tone === "dark" ? "text-ivory/70" : "text-ink-600", className)}
    >
      {PHONE_CONSENT_PARTS.map((part) =>
        typeof part === "string" ? (
          part
        ) : (
          <Link
            key={part.to}
            to={part.to}
            className={cn(
              "underline underline-offset-2",
              tone === "dark" ? "hover:text-ivory" : "hover:text-ink-900",
            )}
          >
            {part.label}
          </Link>
        ),
      )}
    </p>
  );
}
