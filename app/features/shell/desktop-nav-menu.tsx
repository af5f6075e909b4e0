import { ChevronDown } from "lucide-react";
import { NavigationMenu } from "radix-ui";
import { useEffect, useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { destinationIndex } from "~/lib/destination-index";
import type { SiteSettings } from "~/lib/site-settings";
import { mainNavLinks } from "./desktop-nav-links";
import { EXPLORE_LINKS } from "./explore-links";
import { destinationsTriggerClass, TrendMarker } from "./nav-parts";

export type DesktopNavMenuProps = {
  settings: Pick<SiteSettings, "visaSiteUrl" | "miceSiteUrl">;
  onDeals: (trigger: HTMLElement) => void;
  value: string;
  onValueChange: (value: string) => void;
  /** The item (data-nav-key) that had focus in the server-rendered bar this menu replaces. */
  focusKey: string | null;
};

/**
 * The main navigation with its Destinations panel (Radix NavigationMenu: hover and keyboard opening,
 * arrow keys between items, Tab into the panel, Escape back to the trigger). Fetched on the bar's
 * first hover or focus; it draws the same row as the bar it replaces.
 */
export default function DesktopNavMenu({
  settings,
  onDeals,
  value,
  onValueChange,
  focusKey,
}: DesktopNavMenuProps) {
  const root = useRef<HTMLElement>(null);
  const destinationsTrigger = useRef<HTMLButtonElement>(null);
  const exploreTrigger = useRef<HTMLButtonElement>(null);

  // The bar this replaces took its focused element with it: focus goes to the same item here.
  useLayoutEffect(() => {
    if (!focusKey) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    root.current?.querySelector<HTMLElement>(`[data-nav-key="${focusKey}"]`)?.focus();
    // Only on mount: later focus belongs to the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While the Destinations panel is open, Radix puts an empty, aria-hidden focus guard after its
  // trigger: Tab lands on it and it passes focus straight on to the panel's first link. A focusable
  // element hidden from assistive technology is an axe violation (aria-hidden-focus); the guard has no
  // content to read, so it needs no hiding and keeps its place in the tab order.
  useEffect(() => {
    for (const trigger of [destinationsTrigger, exploreTrigger]) {
      const guard = trigger.current?.nextElementSibling;
      if (value && guard?.getAttribute("aria-hidden") === "true" && guard.textContent === "") {
        guard.removeAttribute("aria-hidden");
      }
    }
  }, [value]);

  return (
    <NavigationMenu.Root
      ref={root}
      className="relative hidden md:block"
      aria-label="Main"
      delayDuration={80}
      value={value}
      onValueChange={onValueChange}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        <NavigationMenu.Item value="destinations">
          <NavigationMenu.Trigger
            ref={destinationsTrigger}
            className={destinationsTriggerClass}
            data-nav-key="destinations"
          >
            Destinations
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[30rem] rounded-2xl border border-white/10 bg-ink-900 p-3 shadow-lift motion-safe:animate-fade-in">
            <p className="eyebrow px-3 pt-1 pb-2 text-gold-400">{destinationIndex.length} destinations</p>
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
        <NavigationMenu.Item value="explore">
          <NavigationMenu.Trigger
            ref={exploreTrigger}
            className={destinationsTriggerClass}
            data-nav-key="explore"
          >
            Explore
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[22rem] rounded-2xl border border-white/10 bg-ink-900 p-3 shadow-lift motion-safe:animate-fade-in">
            <ul className="grid gap-0.5" data-testid="explore-menu">
              {EXPLORE_LINKS.map(({ to, label, line, icon: Icon }) => (
                <li key={to}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={to}
                      className="flex items-start gap-3 rounded-xl px-3 py-2.5 text-ivory/90 hover:bg-white/8 hover:text-ivory focus-visible:bg-white/10"
                    >
                      <Icon className="mt-0.5 size-5 shrink-0 text-gold-400" aria-hidden="true" />
                      <span className="grid">
                        <span className="text-sm font-medium">{label}</span>
                        <span className="text-xs text-ivory/70">{line}</span>
                      </span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {mainNavLinks({
          settings,
          onDeals,
          item: (child, key) => <NavigationMenu.Item key={key}>{child}</NavigationMenu.Item>,
          link: (child) => <NavigationMenu.Link asChild>{child}</NavigationMenu.Link>,
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
