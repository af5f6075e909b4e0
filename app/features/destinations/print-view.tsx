import { createPortal } from "react-dom";
import { formatInr, formatInrRange } from "~/lib/format";
import { useSiteSettings } from "~/lib/use-site-settings";
import type { DailyPlanItem } from "./destination-schema";
import type { DestinationPageData } from "./destination-types";
import { visaProcessingText } from "./destination-facts";

// While printing, only the print view is shown: the site header, footer and tabs stay off paper.
const PRINT_CSS = `@media print {
  body > *:not([data-print-view]) { display: none !important; }
  [data-print-view] { display: block !important; }
  @page { margin: 16mm 14mm; }
}`;

/**
 * A print-friendly itinerary (the page's Download, via window.print()). It holds day-by-day plans only
 * when the visitor has unlocked them; mounted into <body> after hydration, hidden on screen.
 */
export function PrintView({
  destination,
  plans,
}: {
  destination: DestinationPageData;
  plans: Record<string, DailyPlanItem[]>;
}) {
  const settings = useSiteSettings();
  if (typeof document === "undefined") return null;
  const anyLocked = destination.itineraries.some((i) => !plans[i.id]);
  return createPortal(
    <div
      data-print-view=""
      className="hidden bg-white font-sans text-[11pt] leading-snug text-black"
      data-testid="print-view"
    >
      <style>{PRINT_CSS}</style>
      <header className="flex items-end justify-between border-b border-black pb-3">
        <div>
          <p className="text-[9pt] tracking-[0.2em] uppercase">{settings.brandName}</p>
          <h1 className="font-display text-[26pt] leading-none font-semibold">{destination.name}</h1>
        </div>
        <p className="text-right text-[9pt]">
          {settings.phoneDisplay}
          <br />
          {settings.salesEmail}
        </p>
      </header>
      <p className="mt-3">{destination.description}</p>
      <table className="mt-3 w-full text-[9.5pt]">
        <tbody>
          <tr>
            <td className="py-0.5 pr-2 font-semibold">Best time</td>
            <td>{destination.bestTime}</td>
            <td className="py-0.5 pr-2 pl-4 font-semibold">Currency</td>
            <td>{destination.currency}</td>
          </tr>
          <tr>
            <td className="py-0.5 pr-2 font-semibold">Language</td>
            <td>{destination.language}</td>
            <td className="py-0.5 pr-2 pl-4 font-semibold">Time zone</td>
            <td>{destination.timeZone}</td>
          </tr>
          <tr>
            <td className="py-0.5 pr-2 font-semibold">Visa</td>
            <td colSpan={3}>
              {destination.visa.type}: {visaProcessingText(destination.visa.status)}
            </td>
          </tr>
        </tbody>
      </table>

      <h2 className="mt-5 font-display text-[16pt] font-semibold">Highlights</h2>
      <ul className="mt-1 list-disc pl-5">
        {destination.highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>

      {destination.itineraries.map((itinerary) => {
        const plan = plans[itinerary.id];
        return (
          <section key={itinerary.id} className="mt-6 break-inside-avoid-page">
            <h2 className="font-display text-[16pt] font-semibold">{itinerary.title}</h2>
            <p className="text-[9.5pt]">
              {itinerary.duration} · {formatInrRange(itinerary.costMinInr, itinerary.costMaxInr)} per person
            </p>
            <ul className="mt-1 list-disc pl-5 text-[10pt]">
              {itinerary.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
            {plan ? (
              <ol className="mt-2 space-y-2">
                {plan.map((day) => (
                  <li key={day.day} className="break-inside-avoid">
                    <p className="font-semibold">
                      Day {day.day}: {day.title}
                    </p>
                    <p>{day.description}</p>
                    <p className="text-[9pt]">
                      Meals: {day.meals.length ? day.meals.join(", ") : "at leisure"} · Stay:{" "}
                      {day.accommodation}
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        );
      })}
      {anyLocked ? (
        <p className="mt-5 border-t border-black pt-2 text-[9.5pt]">
          Day-by-day plans are included once you unlock them with a quick phone verification on our website,
          or call {settings.phoneDisplay}.
        </p>
      ) : null}

      <h2 className="mt-6 font-display text-[16pt] font-semibold">Flights from India</h2>
      <ul className="mt-1 list-disc pl-5 text-[10pt]">
        {destination.flights.map((f) => (
          <li key={f.city}>
            {f.city}: {f.airlines.join(", ")} · {f.duration} · {f.frequency} · about {formatInr(f.avgCostInr)}{" "}
            return
          </li>
        ))}
      </ul>
      <h2 className="mt-5 font-display text-[16pt] font-semibold">Visa documents</h2>
      <ul className="mt-1 list-disc pl-5 text-[10pt]">
        {destination.visa.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
