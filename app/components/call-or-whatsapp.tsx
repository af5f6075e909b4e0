import { Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { WhatsAppIcon } from "./brand-icons";

/**
 * The travel desk's two direct lines — a call and a prefilled WhatsApp message — as a pair of large
 * buttons. The phone defaults to the main line from site settings.
 */
export function CallOrWhatsApp({
  whatsappMessage,
  phoneE164,
  phoneDisplay,
  className,
}: {
  whatsappMessage: string;
  phoneE164?: string;
  phoneDisplay?: string;
  className?: string;
}) {
  const s = useSiteSettings();
  return (
    <div className={cn("grid gap-3", className)}>
      <Button asChild variant="ink" size="lg">
        <a href={`tel:${phoneE164 ?? s.phoneE164}`}>
          <Phone aria-hidden="true" />
          Call {phoneDisplay ?? s.phoneDisplay}
        </a>
      </Button>
      <Button asChild variant="whatsapp" size="lg">
        <a href={whatsappLink(s.whatsappNumber, whatsappMessage)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon className="size-5" />
          WhatsApp us
        </a>
      </Button>
    </div>
  );
}
