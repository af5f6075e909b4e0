import { ChevronDown, Menu, MessageCircle, TrendingUp, X } from "lucide-react";
import { Dialog, NavigationMenu, VisuallyHidden } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { destinationIndex } from "~/lib/destination-index";
import { BrandMark, WhatsAppIcon } from "~/components/brand-icons";
import { useShell } from "./shell-context";

function NavBadge({ children, tone }: { children: string; tone: "popular" | "new" | "hot" }) {
  return (
    <span
      className={cn(
        "ml-1.5 rounded-full px-1.5 py-px text-[0.625rem] leading-4 font-semibold tracking-wider uppercase",
        tone === "popular" && "bg-gold-500 text-ink-950",
        tone === "new" && "bg-emerald-300 text-emerald-950",
        tone === "hot" && "bg-[#f26b5b] text-ink-950",
      )}
    >
      {children}
    </span>
  );
}

function TrendMarker() {
  return (
    <span className="inline-flex items-center text-emerald-300" title="Trending">
      <TrendingUp className="size-3.5 motion-safe:animate-trend" aria-hidden="true" />
      <span className="sr-only">(trending)</span>
    </span>
  );
}

const navItemClass =
  "inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-ivory/85 transition-colors hover:bg-white/8 hover:text-ivory focus-visible:bg-white/10";

/** The mark and the name, as the header shows them (and the phone menu repeats in place). */
function BrandWordmark({ name }: { name: string }) {
  return (
    <>
      <BrandMark className="size-7 text-gold-400" />
      <span className="font-display text-[1.6rem] leading-none font-semibold tracking-wide">{name}</span>
    </>
  );
}

export function SiteHeader() {
  const settings = useSiteSettings();
  const { openDeals } = useShell();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuValue, setMenuValue] = useState("");
  const hamburger = useRef<HTMLButtonElement>(null);
  const destinationsTrigger = useRef<HTMLButtonElement>(null);
  // Set when the mobile panel closes to open the deals viewer: focus then belongs to the viewer, and
  // returns to the hamburger only when the viewer closes.
  const closingForDeals = useRef(false);
  const location = useLocation();
  const chatHref = whatsappLink(settings.whatsappNumber, settings.whatsappGreeting);

  // Choosing anything (including navigating) closes the mobile panel.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  // While the Destinations panel is open, Radix puts an empty, aria-hidden focus guard after its
  // trigger: Tab lands on it and it passes focus straight on to the panel's first link. A focusable
  // element hidden from assistive technology is an axe violation (aria-hidden-focus); the guard has no
  // content to read, so it needs no hiding and keeps its place in the tab order.
  useEffect(() => {
    const guard = destinationsTrigger.current?.nextElementSibling;
    if (menuValue && guard?.getAttribute("aria-hidden") === "true" && guard.textContent === "") {
      guard.removeAttribute("aria-hidden");
    }
  }, [menuValue]);

  return (
    <header
      className="sticky top-0 z-40 border-b border-white/10 bg-ink-900 text-ivory"
      data-testid="site-header"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="flex items-center gap-2.5 rounded-md"
          aria-label={`${settings.brandName} — home`}
        >
          <BrandWordmark name={settings.brandName} />
        </Link>

        <NavigationMenu.Root
          className="relative hidden md:block"
          aria-label="Main"
          delayDuration={80}
          value={menuValue}
          onValueChange={setMenuValue}
        >
          <NavigationMenu.List className="flex items-center gap-0.5">
            <NavigationMenu.Item value="destinations">
              <NavigationMenu.Trigger
                ref={destinationsTrigger}
                className={cn(navItemClass, "group gap-1 data-[state=open]:bg-white/10")}
              >
                Destinations
                <ChevronDown
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[30rem] rounded-2xl border border-white/10 bg-ink-900 p-3 shadow-lift motion-safe:animate-fade-in">
                <p className="eyebrow px-3 pt-1 pb-2 text-gold-400">18 destinations</p>
                <ul className="grid grid-cols-2 gap-x-2" data-testid="destinations-menu">
                  {destinationIndex.map((d) => (
                    <li key={d.slug}>
                      <NavigationMenu.Link asChild>
                        <Link
                          to={`/destination/${d.slug}`}
                          className="flex h-10 items-center justify-between rounded-lg px-3 text-sm text-ivory/90 hover:bg-white/8 hover:text-ivory focus-visible:bg-white/10"
                        >
                          <span>{d.name}</span>
                          {d.trending ? <TrendMarker /> : null}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link asChild>
                <NavLink to="/quiz" className={navItemClass}>
                  Travel Persona <NavBadge tone="popular">Popular</NavBadge>
                </NavLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link
                href={settings.visaSiteUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={navItemClass}
              >
                Visa <NavBadge tone="new">New</NavBadge>
                <span className="sr-only">(opens in a new tab)</span>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <NavigationMenu.Link href={settings.miceSiteUrl} rel="noopener" className={navItemClass}>
                MICE
              </NavigationMenu.Link>
            </NavigationMenu.Item>
            <NavigationMenu.Item>
              <button
                type="button"
                className={navItemClass}
                onClick={(e) => openDeals(e.currentTarget)}
                aria-haspopup="dialog"
              >
                Deals <NavBadge tone="hot">Hot</NavBadge>
              </button>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className="flex items-center gap-1">
          <a
            href={chatHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-11 items-center justify-center rounded-full text-ivory/90 hover:bg-white/10 hover:text-ivory"
            aria-label="Chat with us on WhatsApp"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
          </a>
          <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
            <Dialog.Trigger
              ref={hamburger}
              className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-white/10 md:hidden"
              aria-label="Open menu"
            >
              <Menu className="size-6" aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Content
                id="mobile-menu"
                aria-describedby={undefined}
                className="fixed inset-0 z-50 flex flex-col bg-ink-900 text-ivory outline-none md:hidden"
                onCloseAutoFocus={(e) => {
                  if (!closingForDeals.current) return;
                  closingForDeals.current = false;
                  e.preventDefault();
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
                  onChoose={() => setMobileOpen(false)}
                  onDeals={() => {
                    closingForDeals.current = true;
                    setMobileOpen(false);
                    openDeals(hamburger.current);
                  }}
                />
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
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
        <li className="mt-2 px-1">
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
