import { TrendingUp } from "lucide-react";
import { BrandMark } from "~/components/brand-icons";
import { cn } from "~/lib/cn";

export function NavBadge({ children, tone }: { children: string; tone: "popular" | "new" | "hot" }) {
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

export function TrendMarker() {
  return (
    <span className="inline-flex items-center text-emerald-300" title="Trending">
      <TrendingUp className="size-3.5 motion-safe:animate-trend" aria-hidden="true" />
      <span className="sr-only">(trending)</span>
    </span>
  );
}

export const navItemClass =
  "inline-flex h-10 items-center rounded-full px-3 text-sm font-medium text-ivory/85 transition-colors hover:bg-white/8 hover:text-ivory focus-visible:bg-white/10";

export const destinationsTriggerClass = cn(navItemClass, "group gap-1 data-[state=open]:bg-white/10");

/** The mark and the name, as the header shows them (and the phone menu repeats in place). */
export function BrandWordmark({ name }: { name: string }) {
  return (
    <>
      <BrandMark className="size-7 text-gold-400" />
      <span className="font-display text-[1.6rem] leading-none font-semibold tracking-wide">{name}</span>
    </>
  );
}
