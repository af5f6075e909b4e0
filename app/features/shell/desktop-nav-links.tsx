import type { ReactElement, ReactNode } from "react";
import { NavLink } from "react-router";
import type { SiteSettings } from "~/lib/site-settings";
import { NavBadge, navItemClass } from "./nav-parts";

/**
 * The main navigation's items after Destinations, as elements: the server-rendered bar puts each in an
 * <li>, the Radix menu in its Item and Link (for its arrow-key focus), so both draw the same row.
 */
export function mainNavLinks({
  settings,
  onDeals,
  item,
  link,
}: {
  settings: Pick<SiteSettings, "visaSiteUrl" | "miceSiteUrl">;
  onDeals: (trigger: HTMLElement) => void;
  item: (child: ReactNode, key: string) => ReactNode;
  link: (child: ReactElement) => ReactNode;
}) {
  return [
    item(
      link(
        <NavLink to="/quiz" className={navItemClass} data-nav-key="quiz">
          Travel Persona <NavBadge tone="popular">Popular</NavBadge>
        </NavLink>,
      ),
      "quiz",
    ),
    item(
      link(
        <a
          href={settings.visaSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={navItemClass}
          data-nav-key="visa"
        >
          Visa <NavBadge tone="new">New</NavBadge>
          <span className="sr-only">(opens in a new tab)</span>
        </a>,
      ),
      "visa",
    ),
    item(
      link(
        <a href={settings.miceSiteUrl} rel="noopener" className={navItemClass} data-nav-key="mice">
          MICE
        </a>,
      ),
      "mice",
    ),
    item(
      <button
        type="button"
        className={navItemClass}
        onClick={(e) => onDeals(e.currentTarget)}
        aria-haspopup="dialog"
        data-nav-key="deals"
      >
        Deals <NavBadge tone="hot">Hot</NavBadge>
      </button>,
      "deals",
    ),
  ];
}
