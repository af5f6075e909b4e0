import { ChevronDown, X } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { WhatsAppIcon } from "~/components/brand-icons";
import { cn } from "~/lib/cn";
import { destinationIndex } from "~/lib/destination-index";
import { useSiteSettings } from "~/lib/use-site-settings";
import { EXPLORE_LINKS } from "./explore-links";
import { BrandWordmark, NavBadge, TrendMarker } from "./nav-parts";

export type MobileMenuDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chatHref: string;
  /** The hamburger: focus goes back to it when the panel closes. */
  returnFocusTo: () => HTMLElement | null;
  /** Closes the panel and opens the deals viewer, which then owns focus. */
  onDeals: () => void;
};

/**
 * The phone menu: a full-screen panel over the header's row (Radix Dialog: focus kept inside,
 * Escape closes, the page behind is inert). Fetched the first time the hamburger opens it.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  chatHref,
  returnFocusTo,
  onDeals,
}: MobileMenuDialogProps) {
  const settings = useSiteSettings();
  // Set when the panel closes to open the deals viewer: focus then belongs to the viewer, and
  // returns to the hamburger only when the viewer closes.
  const closingForDeals = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-menu"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-ink-900 text-ivory outline-none md:hidden"
          onCloseAutoFocus={(e) => {
            // The hamburger is not a Radix trigger (the bar renders before this code loads), so
            // focus is given back to it here.
            e.preventDefault();
            if (closingForDeals.current) {
              closingForDeals.current = false;
              return;
            }
            returnFocusTo()?.focus();
          }}
        >
          <VisuallyHidden.Root>
            <Dialog.Title>Menu</Dialog.Title>
          </VisuallyHidden.Root>
          {/* The header's row again, so the panel opens in place with its close button where
              the hamburger was. */}
          <div className="container-page flex h-16 shrink-0 items-center justify-between gap-4 border-b border-white/10">
            <span className="flex items-center gap-2.5" aria-hidden="true">
              <BrandWordmark name={settings.brandName} />
            </span>
            <Dialog.Close
              className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-white/10"
              aria-label="Close menu"
            >
              <X className="size-6" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <MobileMenu
            chatHref={chatHref}
            onChoose={() => onOpenChange(false)}
            onDeals={() => {
              closingForDeals.current = true;
              onDeals();
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MobileMenu({
  chatHref,
  onChoose,
  onDeals,
}: {
  chatHref: string;
  onChoose: () => void;
  onDeals: () => void;
}) {
  const settings = useSiteSettings();
  const [destinationsOpen, setDestinationsOpen] = useState(false);
  const rowClass =
    "flex min-h-12 w-full items-center justify-between rounded-xl px-4 text-base text-ivory/90 hover:bg-white/8";
  return (
    <nav
      aria-label="Mobile"
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 pt-2 pb-[max(1.5rem,env(safe-area-inset-bottom))] motion-safe:animate-slide-up"
    >
      <ul className="flex flex-col gap-0.5">
        <li>
          <button
            type="button"
            className={rowClass}
            aria-expanded={destinationsOpen}
            onClick={() => setDestinationsOpen((o) => !o)}
          >
            Destinations
            <ChevronDown
              className={cn("size-5 transition-transform", destinationsOpen && "rotate-180")}
              aria-hidden="true"
            />
          </button>
          {destinationsOpen ? (
            <ul className="grid grid-cols-2 gap-0.5 px-2 pb-2">
              {destinationIndex.map((d) => (
                <li key={d.slug}>
                  <Link
                    to={`/destination/${d.slug}`}
                    onClick={onChoose}
                    className="flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm text-ivory/85 hover:bg-white/8"
                  >
                    {d.name} {d.trending ? <TrendMarker /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
        <li>
          <Link to="/quiz" onClick={onChoose} className={rowClass}>
            <span>
              Travel Persona <NavBadge tone="popular">Popular</NavBadge>
            </span>
          </Link>
        </li>
        <li>
          <a
            href={settings.visaSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onChoose}
            className={rowClass}
          >
            <span>
              Visa Services <NavBadge tone="new">New</NavBadge>
            </span>
          </a>
        </li>
        <li>
          <a href={settings.miceSiteUrl} rel="noopener" onClick={onChoose} className={rowClass}>
            MICE Events
          </a>
        </li>
        <li>
          <button type="button" onClick={onDeals} className={rowClass}>
            <span>
              Deals &amp; Offers <NavBadge tone="hot">Hot</NavBadge>
            </span>
          </button>
        </li>
        <li className="px-1 pt-4">
          <p className="eyebrow px-3 pb-2 text-gold-400" id="mobile-explore">
            Explore
          </p>
          <ul
            className="grid grid-cols-2 gap-2"
            aria-labelledby="mobile-explore"
            data-testid="mobile-explore"
          >
            {EXPLORE_LINKS.map(({ to, label, line, icon: Icon }, index) => (
              // Five tiles: the last spans the row, so the grid ends square rather than with a gap.
              <li key={to} className={index === EXPLORE_LINKS.length - 1 ? "col-span-2" : undefined}>
                <Link
                  to={to}
                  onClick={onChoose}
                  className="flex h-full min-h-20 flex-col justify-between gap-2 rounded-xl border border-white/10 bg-white/[0.04] p-3 hover:bg-white/8"
                >
                  <Icon className="size-5 text-gold-400" aria-hidden="true" />
                  <span className="grid">
                    <span className="text-sm font-semibold text-ivory">{label}</span>
                    <span className="text-xs leading-snug text-ivory/70">{line}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
        <li className="mt-4 px-1">
          <a
            href={chatHref}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onChoose}
            className="flex min-h-14 items-center gap-3 rounded-xl bg-whatsapp px-4 text-white"
          >
            <WhatsAppIcon className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="font-semibold">Chat on WhatsApp</span>
              {/* Full white: at 85 % it is under 4.5:1 on the WhatsApp green. */}
              <span className="text-sm text-white">Instant Support</span>
            </span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
