import { House, Sparkles, Stamp, Tag } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { useSiteSettings } from "~/lib/use-site-settings";
import { isNavItemActive } from "./shell-visibility";

/** Phone-only bottom navigation (hidden from md up). */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const settings = useSiteSettings();
  const items = [
    { to: "/", label: "Home", Icon: House },
    { to: "/quiz", label: "Travel Persona", Icon: Sparkles },
    { to: "/deals", label: "Deals", Icon: Tag },
  ];
  const itemClass =
    "flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[0.7rem] font-medium";
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-200 bg-ivory/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
      data-testid="mobile-bottom-bar"
    >
      <ul className="flex">
        {items.map(({ to, label, Icon }) => {
          const active = isNavItemActive(to, pathname);
          return (
            <li key={to} className="flex flex-1">
              <Link
                to={to}
                aria-current={active ? "page" : undefined}
                className={cn(itemClass, active ? "text-gold-700" : "text-ink-500")}
              >
                <Icon className={cn("size-5", active && "stroke-[2.4]")} aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <a
            href={settings.visaSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(itemClass, "text-ink-500")}
          >
            <Stamp className="size-5" aria-hidden="true" />
            Visa
          </a>
        </li>
      </ul>
    </nav>
  );
}
