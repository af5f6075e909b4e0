import { BanknoteIcon, CalendarHeartIcon, Clock3Icon, LanguagesIcon } from "lucide-react";
import { IconFact } from "~/components/icon-fact";
import type { DestinationPageData } from "./destination-types";

/** Best time, currency, language and time zone, overlapping the hero's foot. */
export function DestinationInfoCards({ destination }: { destination: DestinationPageData }) {
  const cards = [
    { label: "Best time to visit", value: destination.bestTime, icon: CalendarHeartIcon },
    { label: "Currency", value: destination.currency, icon: BanknoteIcon },
    { label: "Language", value: destination.language, icon: LanguagesIcon },
    { label: "Time zone", value: destination.timeZone, icon: Clock3Icon },
  ];
  return (
    <div className="container-page relative z-10 -mt-12">
      {/* One panel with hairlines between the facts (gap-px over a sand background): compact on a phone. */}
      <dl
        className="grid gap-px overflow-hidden rounded-card border border-sand-200 bg-sand-200 shadow-card sm:grid-cols-2 lg:grid-cols-4"
        data-testid="info-cards"
      >
        {cards.map(({ label, value, icon }) => (
          <IconFact
            key={label}
            icon={icon}
            label={label}
            iconBadge
            className="bg-white py-3.5 pr-4 pl-[4.25rem] sm:py-5 sm:pr-5 sm:pl-[4.75rem]"
            iconClassName="top-3.5 left-4 sm:top-5 sm:left-5"
            valueProps={{ className: "mt-1 leading-snug font-medium" }}
          >
            {value}
          </IconFact>
        ))}
      </dl>
    </div>
  );
}
