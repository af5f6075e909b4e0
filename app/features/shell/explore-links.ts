import { CalendarHeart, Compass, Hotel, Package, Sparkles, type LucideIcon } from "lucide-react";

/**
 * The site's other ways in, beside the spec's own nav items: the header's Explore panel (desktop) and
 * the phone menu's Explore tiles both draw this list, so the two never disagree.
 */
export const EXPLORE_LINKS: readonly { to: string; label: string; line: string; icon: LucideIcon }[] = [
  { to: "/packages", label: "Packages", line: "Curated journeys with set departures", icon: Package },
  { to: "/hotels", label: "Hotels", line: "Goa's finest beach and heritage stays", icon: Hotel },
  { to: "/activities", label: "Activities", line: "Tours and experiences to book", icon: Compass },
  {
    to: "/wedding-planner",
    label: "Weddings",
    line: "Palace, beach and mountain weddings",
    icon: CalendarHeart,
  },
  { to: "/luxe-match", label: "Trip Planner", line: "A day-by-day plan in minutes", icon: Sparkles },
];
