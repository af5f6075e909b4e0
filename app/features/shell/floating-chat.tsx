import { MessageCircle, X } from "lucide-react";
import { useState } from "react";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { WhatsAppIcon } from "~/components/brand-icons";

/** Phone-only floating button that opens a WhatsApp shortcut asking about packages. */
export function FloatingChat() {
  const [open, setOpen] = useState(false);
  const settings = useSiteSettings();
  return (
    <div
      className="fixed right-4 bottom-20 z-40 flex flex-col items-end gap-3 md:hidden"
      data-testid="floating-chat"
    >
      {open ? (
        <a
          href={whatsappLink(settings.whatsappNumber, settings.whatsappPackagesMessage)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-full bg-whatsapp py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lift motion-safe:animate-slide-up"
        >
          <WhatsAppIcon className="size-5" />
          Ask about packages
        </a>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={open ? "Close chat shortcut" : "Open chat shortcut"}
        className="inline-flex size-14 items-center justify-center rounded-full bg-ink-900 text-gold-300 shadow-lift"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
