import { FilePlus2 } from "lucide-react";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { fieldClasses } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatDayShort } from "~/lib/format";
import { formatMoney } from "~/lib/money";
import { consoleRequest } from "../shared/console-request";
import { QuoteStatusBadge } from "./quote-status";
import { quoteHref } from "../shell/tabs";

export type LeadQuote = {
  id: string;
  number: string;
  status: string;
  version: number;
  totalMinor: number | null;
  validUntil: string | null;
};

export type QuoteStartChoices = {
  itineraries: { destination: string; destinationName: string; itineraryId: string; title: string }[];
  packages: { slug: string; title: string }[];
};

type Start = "blank" | "itinerary" | "package" | "planner";

/** A lead's quotes on the contact page (number, status, version, total, validity) and "New quote". */
export function LeadQuotes({
  leadId,
  fromPlanner,
  quotes,
  choices,
}: {
  leadId: string;
  /** The lead came with the planner's plan, so a quote can start from it. */
  fromPlanner: boolean;
  quotes: LeadQuote[];
  choices: QuoteStartChoices;
}) {
  const [starting, setStarting] = useState(false);
  return (
    <div className="mt-2" data-testid="lead-quotes">
      {quotes.length ? (
        <ul className="mb-1 space-y-1" aria-label="Quotes of this lead">
          {quotes.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Link
                className="font-mono text-xs font-medium text-ink-900 underline-offset-4 hover:underline"
                to={quoteHref(q.id)}
              >
                {q.number}
              </Link>
              <QuoteStatusBadge status={q.status} />
              <span className="text-xs text-ink-500">v{q.version}</span>
              <span className="tabular-nums">
                {q.totalMinor === null
                  ? "—"
                  : formatMoney({ minor: q.totalMinor, currency: "INR" }, { whole: true })}
              </span>
              {q.validUntil ? (
                <span className="text-xs text-ink-500">valid until {formatDayShort(q.validUntil)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <Button size="sm" variant="link" className="h-auto px-0" onClick={() => setStarting(true)}>
        <FilePlus2 aria-hidden /> New quote
      </Button>
      {starting ? (
        <NewQuoteDialog
          leadId={leadId}
          fromPlanner={fromPlanner}
          choices={choices}
          onClose={() => setStarting(false)}
        />
      ) : null}
    </div>
  );
}

function NewQuoteDialog({
  leadId,
  fromPlanner,
  choices,
  onClose,
}: {
  leadId: string;
  fromPlanner: boolean;
  choices: QuoteStartChoices;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [start, setStart] = useState<Start>(fromPlanner ? "planner" : "blank");
  const [itinerary, setItinerary] = useState("");
  const [pkg, setPkg] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const ids = { itinerary: useId(), pkg: useId() };

  const starts: { id: Start; label: string; note: string }[] = [
    { id: "blank", label: "Blank", note: "The lead's trip details, the agency's terms, no days or lines." },
    { id: "itinerary", label: "From a destination's itinerary", note: "Its days, to price line by line." },
    { id: "package", label: "From a package", note: "Its days and what it includes." },
    ...(fromPlanner
      ? [
          {
            id: "planner" as const,
            label: "From the planner's plan",
            note: "The plan the traveller made with the planner.",
          },
        ]
      : []),
  ];

  async function create() {
    const [destination, itineraryId] = itinerary.split("|");
    const from =
      start === "itinerary"
        ? { kind: "itinerary", destination, itineraryId }
        : start === "package"
          ? { kind: "package", slug: pkg }
          : { kind: start };
    if ((start === "itinerary" && !itinerary) || (start === "package" && !pkg)) {
      setError(
        start === "itinerary" ? "Choose the itinerary to start from." : "Choose the package to start from.",
      );
      return;
    }
    setPending(true);
    setError(null);
    try {
      const result = await consoleRequest<{ quoteId: string }>("POST", "/api/v1/console/quotes", {
        leadId,
        from,
      });
      if (!result.ok) setError(`${result.title}. ${result.description}`);
      else void navigate(quoteHref(result.data.quoteId));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>New quote</DialogTitle>
          <DialogDescription>
            The lead's dates, travellers, rooms and style fill it; change anything after.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="space-y-2">
          <legend className="sr-only">Start from</legend>
          {starts.map((s) => (
            <label
              key={s.id}
              className="flex gap-2 rounded-lg border border-sand-200 p-2 text-sm has-checked:border-gold-600"
            >
              <input
                type="radio"
                name="quote-start"
                className="mt-0.5 accent-ink-900"
                checked={start === s.id}
                onChange={() => setStart(s.id)}
              />
              <span>
                <span className="font-medium text-ink-900">{s.label}</span>
                <span className="block text-xs text-ink-500">{s.note}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {start === "itinerary" ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.itinerary} className="text-xs font-medium text-ink-600">
              Itinerary
            </label>
            <select
              id={ids.itinerary}
              className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
              value={itinerary}
              onChange={(e) => setItinerary(e.target.value)}
            >
              <option value="">Choose…</option>
              {choices.itineraries.map((i) => (
                <option key={`${i.destination}|${i.itineraryId}`} value={`${i.destination}|${i.itineraryId}`}>
                  {i.destinationName}: {i.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {start === "package" ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.pkg} className="text-xs font-medium text-ink-600">
              Package
            </label>
            <select
              id={ids.pkg}
              className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
              value={pkg}
              onChange={(e) => setPkg(e.target.value)}
            >
              <option value="">Choose…</option>
              {choices.packages.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger-600">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" size="sm" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="ink" size="sm" disabled={pending} onClick={() => void create()}>
            {pending ? "Starting…" : "Start the quote"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
