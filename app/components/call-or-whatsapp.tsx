import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { WhatsAppIcon } from "./brand-icons";
import { CallButton } from "./call-button";

/**
 * The travel desk's two direct lines — a call and a prefilled WhatsApp message — as a pair of large
 * buttons.
 */
export function CallOrWhatsApp({
  whatsappMessage,
  className,
}: {
  whatsappMessage: string;
  className?: string;
}) {
  const s = useSiteSettings();
  return (
    <div className={cn("grid gap-3", className)}>
      <CallButton variant="ink" size="lg">
        {(number) => `Call ${number}`}
      </CallButton>
      <Button asChild variant="whatsapp" size="lg">
        <a href={whatsappLink(s.whatsappNumber, whatsappMessage)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon className="size-5" />
          WhatsApp us
        </a>
      </Button>
    </div>
  );
}
