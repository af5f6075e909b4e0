import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { PHONE_CONSENT } from "./phone-consent";

/**
 * The consent line under every phone field; its text is stored with the lead (PHONE_CONSENT). It
 * links to the full notice (what is collected per purpose, how to withdraw, how to complain).
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
      {PHONE_CONSENT.text}{" "}
      <Link
        to="/privacy/notice"
        className={cn(
          "underline underline-offset-2",
          tone === "dark" ? "hover:text-ivory" : "hover:text-ink-900",
        )}
      >
        Privacy notice
      </Link>
    </p>
  );
}
