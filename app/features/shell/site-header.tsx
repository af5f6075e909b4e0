import { ChevronDown, Menu, MessageCircle } from "lucide-react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { Link, useLocation } from "react-router";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { whatsappLink } from "~/lib/site-settings";
import { useSiteSettings } from "~/lib/use-site-settings";
import { mainNavLinks } from "./desktop-nav-links";
import type { DesktopNavMenuProps } from "./desktop-nav-menu";
import { BrandWordmark, destinationsTriggerClass } from "./nav-parts";
import { useShell } from "./shell-context";

// The header is on every public page and hydrates first, so the menus' code (Radix NavigationMenu and
// Dialog, ~20 KB gz) is not part of it: the bar and the hamburger are plain markup, and the code that
// opens them is fetched when the visitor comes to them.
const loadDesktopMenu = () => import("./desktop-nav-menu");
const loadMobileMenu = () => import("./mobile-menu-dialog");
const LazyMobileMenuDialog = lazyOnOpen(() => loadMobileMenu().then((m) => m.MobileMenuDialog));
let LoadedDesktopMenu: ComponentType<DesktopNavMenuProps> | null = null;

/**
 * The main navigation. It renders as the Radix menu renders while closed; its first hover or focus
 * fetches the menu, which takes its place with the same row. What the visitor did meanwhile carries
 * over: focus stays on the same item, and a hover or click on Destinations opens the panel.
 */
function DesktopNav({ value, onValueChange }: { value: string; onValueChange: (value: string) => void }) {
  const settings = useSiteSettings();
  const { openDeals } = useShell();
  const [NavMenu, setNavMenu] = useState(() => LoadedDesktopMenu);
  const focusKey = useRef<string | null>(null);
  // The panel the visitor pointed at or clicked before the menu's code arrived: it opens on arrival.
  const wanted = useRef<{ over: string | null; clicked: string | null }>({ over: null, clicked: null });
  const loading = useRef(false);

  const load = () => {
    if (NavMenu || loading.current) return;
    loading.current = true;
    void loadDesktopMenu().then((m) => {
      LoadedDesktopMenu = m.default;
      const panel = wanted.current.clicked ?? wanted.current.over;
      if (panel) onValueChange(panel);
      setNavMenu(() => m.default);
    });
  };

  if (NavMenu)
    return (
      <NavMenu
        settings={settings}
        onDeals={openDeals}
        value={value}
        onValueChange={onValueChange}
        focusKey={focusKey.current}
      />
    );
  return (
    <nav
      aria-label="Main"
      data-orientation="horizontal"
      dir="ltr"
      className="relative hidden md:block"
      onPointerEnter={load}
      onFocus={(e) => {
        focusKey.current =
          (e.target as HTMLElement).closest("[data-nav-key]")?.getAttribute("data-nav-key") ?? null;
        load();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) focusKey.current = null;
      }}
    >
      <div style={{ position: "relative" }}>
        <ul data-orientation="horizontal" className="flex items-center gap-0.5" dir="ltr">
          {(
            [
              ["destinations", "Destinations"],
              ["explore", "Explore"],
            ] as const
          ).map(([key, label]) => (
            <li key={key}>
              <button
                type="button"
                className={destinationsTriggerClass}
                data-nav-key={key}
                data-state="closed"
                aria-expanded={false}
                onPointerEnter={() => (wanted.current.over = key)}
                onPointerLeave={() => {
                  if (wanted.current.over === key) wanted.current.over = null;
                }}
                onClick={() => {
                  wanted.current.clicked = key;
                  load();
                }}
              >
                {label}
                <ChevronDown
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </button>
            </li>
          ))}
          {mainNavLinks({
            settings,
            onDeals: openDeals,
            item: (child, key) => <li key={key}>{child}</li>,
            link: (child) => child,
          })}
        </ul>
      </div>
    </nav>
  );
}

export function SiteHeader() {
  const settings = useSiteSettings();
  const { openDeals } = useShell();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuValue, setMenuValue] = useState("");
  const hamburger = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const chatHref = whatsappLink(settings.whatsappNumber, settings.whatsappGreeting);

  // Choosing anything (including navigating) closes the mobile panel.
  useEffect(() => setMobileOpen(false), [location.pathname]);

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

        <DesktopNav value={menuValue} onValueChange={setMenuValue} />

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
          <button
            ref={hamburger}
            type="button"
            aria-haspopup="dialog"
            aria-expanded={mobileOpen}
            aria-controls={mobileOpen ? "mobile-menu" : undefined}
            data-state={mobileOpen ? "open" : "closed"}
            className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-white/10 md:hidden"
            aria-label="Open menu"
            // The press starts the fetch a little before the click that opens the panel.
            onPointerDown={() => void loadMobileMenu()}
            onClick={() => setMobileOpen(true)}
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
          <LazyMobileMenuDialog
            open={mobileOpen}
            onOpenChange={setMobileOpen}
            chatHref={chatHref}
            returnFocusTo={() => hamburger.current}
            onDeals={() => {
              setMobileOpen(false);
              openDeals(hamburger.current);
            }}
          />
        </div>
      </div>
    </header>
  );
}
