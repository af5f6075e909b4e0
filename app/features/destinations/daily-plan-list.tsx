import { BedDoubleIcon, UtensilsIcon } from "lucide-react";
import { IconFact } from "~/components/icon-fact";
import type { DailyPlanItem } from "./destination-schema";

/** The unlocked day-by-day plan: one entry per day, with meals, the night's hotel and (Kenya) a picture. */
export function DailyPlanList({ plan, itineraryTitle }: { plan: DailyPlanItem[]; itineraryTitle: string }) {
  return (
    <ol
      className="relative space-y-6 before:absolute before:top-2 before:bottom-2 before:left-[1.1875rem] before:w-px before:bg-sand-300"
      aria-label={`Day-by-day plan: ${itineraryTitle}`}
      data-testid="daily-plan"
    >
      {plan.map((item) => (
        <li key={item.day} className="relative flex gap-4">
          <span className="z-10 flex size-10 shrink-0 flex-col items-center justify-center rounded-full border border-gold-500/50 bg-ivory text-center leading-none">
            <span className="text-[0.5625rem] font-semibold tracking-wider text-ink-600 uppercase">Day</span>
            <span className="text-sm font-semibold text-ink-900 tabular-nums">{item.day}</span>
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <h4 className="font-display text-xl leading-snug font-semibold text-ink-900">{item.title}</h4>
            {item.image ? (
              <img
                src={item.image}
                alt=""
                width={800}
                height={500}
                loading="lazy"
                decoding="async"
                className="mt-3 aspect-[8/5] w-full max-w-md rounded-xl bg-sand-100 object-cover"
              />
            ) : null}
            <p className="mt-2 max-w-3xl text-sm leading-relaxed text-ink-700">{item.description}</p>
            <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-xs text-ink-700">
              <IconFact layout="inline" icon={UtensilsIcon} label="Meals">
                {item.meals.length ? item.meals.join(", ") : "Meals at leisure"}
              </IconFact>
              <IconFact layout="inline" icon={BedDoubleIcon} label="Stay">
                {item.accommodation}
              </IconFact>
            </dl>
          </div>
        </li>
      ))}
    </ol>
  );
}
