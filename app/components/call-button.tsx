import { Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { SiteSettings } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";

/** The agency's phone lines, by the settings that hold each number. */
const LINES = {
  main: { e164: "phoneE164", display: "phoneDisplay" },
  wedding: { e164: "weddingPhoneE164", display: "weddingPhoneDisplay" },
  emergency: { e164: "emergencyPhoneE164", display: "emergencyPhoneDisplay" },
} as const satisfies Record<string, { e164: keyof SiteSettings; display: keyof SiteSettings }>;

export type PhoneLine = keyof typeof LINES;

type CallButtonProps = Omit<ButtonProps, "asChild" | "children"> & {
  /** Which number it dials: the travel desk (default), the wedding desk or the emergency line. */
  line?: PhoneLine;
  icon?: LucideIcon;
  /** The button's words, or a function of the number as displayed; the number itself when absent. */
  children?: ReactNode | ((phoneDisplay: string) => ReactNode);
};

/** A button that calls one of the agency's lines (a tel: link), its number taken from site settings. */
export function CallButton({ line = "main", icon: Icon = Phone, children, ...props }: CallButtonProps) {
  const settings = useSiteSettings();
  const { e164, display } = LINES[line];
  const label =
    typeof children === "function" ? children(settings[display]) : (children ?? settings[display]);
  return (
    <Button asChild {...props}>
      <a href={`tel:${settings[e164]}`}>
        <Icon aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
