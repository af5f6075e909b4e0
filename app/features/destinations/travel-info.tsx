import {
  CalendarClockIcon,
  ExternalLinkIcon,
  FileCheckIcon,
  PlaneTakeoffIcon,
  TimerIcon,
} from "lucide-react";
import { IconFact } from "~/components/icon-fact";
import { formatDayLong, formatInr } from "~/lib/format";
import { useSiteSettings } from "~/lib/use-site-settings";
import { visaProcessingText } from "./destination-facts";
import type { Flight, Visa } from "./destination-schema";

function FlightCard({ flight }: { flight: Flight }) {
  return (
    <article
      className="rounded-card border border-sand-200 bg-white p-5 shadow-card sm:p-6"
      data-testid="flight-card"
    >
      <h4 className="flex items-center gap-2 font-display text-2xl font-semibold">
        <PlaneTakeoffIcon className="size-5 text-gold-700" aria-hidden="true" />
        From {flight.city}
      </h4>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <IconFact label="Airlines" className="col-span-2">
          {flight.airlines.join(", ")}
        </IconFact>
        <IconFact label="Duration">{flight.duration}</IconFact>
        <IconFact label="Frequency">{flight.frequency}</IconFact>
        <IconFact
          label="Average return fare"
          className="col-span-2"
          valueProps={{ className: "font-semibold tabular-nums" }}
        >
          {formatInr(flight.avgCostInr)} economy
        </IconFact>
      </dl>
    </article>
  );
}

/** Flights from Delhi and Mumbai, and visa information for Indian citizens. */
export function TravelInfo({
  flights,
  visa,
  destinationName,
}: {
  flights: Flight[];
  visa: Visa;
  destinationName: string;
}) {
  const settings = useSiteSettings();
  return (
    <div className="grid gap-10">
      <section aria-labelledby="flights-title">
        <h3 id="flights-title" className="font-display text-3xl font-semibold">
          Flights from India
        </h3>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          {flights.map((flight) => (
            <FlightCard key={flight.city} flight={flight} />
          ))}
        </div>
      </section>

      <section
        aria-labelledby="visa-title"
        className="rounded-card border border-sand-200 bg-white p-5 shadow-card sm:p-8"
        data-testid="visa-block"
      >
        <p className="eyebrow">For Indian passport holders</p>
        <h3 id="visa-title" className="mt-2 font-display text-3xl font-semibold">
          Visa for {destinationName}
        </h3>
        <dl className="mt-6 grid gap-5 sm:grid-cols-3">
          <IconFact icon={FileCheckIcon} label="Type">
            {visa.type}
          </IconFact>
          <IconFact
            icon={TimerIcon}
            label="Processing"
            valueProps={{ className: "font-semibold", "data-testid": "visa-processing" }}
          >
            {visaProcessingText(visa.status)}
          </IconFact>
          <IconFact icon={CalendarClockIcon} label="Cost">
            {visa.cost}
          </IconFact>
        </dl>
        <h4 className="mt-8 text-sm font-semibold text-ink-900">Documents you will need</h4>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {visa.documents.map((doc) => (
            <li key={doc} className="flex gap-2 text-sm leading-snug text-ink-700">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-gold-500" />
              {doc}
            </li>
          ))}
        </ul>
        <p className="mt-6 rounded-xl bg-sand-100 p-4 text-sm leading-relaxed text-ink-700">{visa.notes}</p>
        {/* Rules change: the date tells a visitor how fresh these facts are, the sources where to confirm. */}
        <p className="mt-4 text-xs leading-relaxed text-ink-600" data-testid="visa-checked">
          Checked on <time dateTime={visa.checkedOn}>{formatDayLong(visa.checkedOn)}</time> against{" "}
          {visa.sources.map((source, i) => (
            <span key={source.url}>
              {i > 0 ? (i === visa.sources.length - 1 ? " and " : ", ") : null}
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2 hover:text-ink-900"
              >
                {source.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </span>
          ))}
          .
        </p>
        <a
          href={settings.visaSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-5 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          Apply with our visa desk
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </section>
    </div>
  );
}
