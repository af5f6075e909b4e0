import { formatDayLong } from "~/lib/format";
import { money } from "~/lib/money";
import { maskIndianMobile } from "~/lib/phone";
import { dayDate, type TravellerDocument, type TravellerLine } from "../quote-document";
import type { Instalment, TravellerOptionTotals, TravellerTotals } from "../quote-totals";
import type { ProposalAccepted } from "./proposal-acceptance-texts";
import {
  initialsOf,
  travellersText,
  type ProposalInstalment,
  type ProposalOption,
  type ProposalState,
  type ProposalStay,
  type ProposalView,
} from "./proposal-view";

/**
 * The traveller's view of a sent version, made from its document and its figures with cost, markup
 * and margin already taken out (travellerTotals). Each value is picked by name into the view's
 * shape, never spread from the document, so a field added to a line later (a supplier's reference,
 * a cost note) does not reach the page by accident.
 */

const inr = (minor: number) => money(minor, "INR");
const percentText = (bp: number) => `${bp / 100}%`;

function stayOf(line: TravellerLine): ProposalStay | null {
  if (!line.hotel) return null;
  return {
    name: line.hotel.name,
    roomType: line.hotel.roomType,
    rooms: line.hotel.rooms,
    nights: line.hotel.nights,
    mealPlan: line.hotel.mealPlan,
    city: line.hotel.city,
  };
}

const serviceOf = (line: TravellerLine) => ({ title: line.title, description: line.description });

function dueOf(due: Instalment["due"], acceptedDay: string | null): { dueText: string; date: string | null } {
  switch (due.kind) {
    case "acceptance":
      return { dueText: "On acceptance", date: acceptedDay };
    case "date":
      return { dueText: `By ${formatDayLong(due.date)}`, date: due.date };
    case "beforeDeparture":
      return { dueText: `${due.days} days before departure`, date: null };
  }
}

function tcsLabelOf(tcs: NonNullable<TravellerOptionTotals["tcs"]>): string {
  if (tcs.higherBase === 0 || tcs.lowerBp === tcs.higherBp)
    return `TCS ${percentText(tcs.higherBase === 0 ? tcs.lowerBp : tcs.higherBp)}`;
  if (tcs.lowerBase === 0) return `TCS ${percentText(tcs.higherBp)}`;
  return `TCS ${percentText(tcs.lowerBp)} up to the threshold, ${percentText(tcs.higherBp)} above`;
}

export type ProposalSource = {
  quoteNumber: string;
  version: number;
  state: ProposalState;
  document: TravellerDocument;
  totals: TravellerTotals;
  agentName: string;
  /** The agent's photo (https), shown with their name; initials when there is none. */
  agentPhoto?: string | null;
  /** The lead's phone on record (E.164), shown masked. */
  phone: string | null;
  /** The India day the version was accepted (the deposit "on acceptance" is dated by it). */
  acceptedDay: string | null;
};

export function proposalViewOf(source: ProposalSource): ProposalView {
  const { document: doc, totals } = source;
  const linesById = new Map(doc.lines.map((l) => [l.id, l]));
  const sellOf = new Map(totals.lines.map((l) => [l.lineId, l.sell]));
  const shared = doc.lines.filter((l) => l.optionId === null && l.included);
  const days = doc.days.map((day, i) => {
    const stayLine = day.stayLineId ? linesById.get(day.stayLineId) : undefined;
    return {
      n: i + 1,
      date: dayDate(doc.startDate, i + 1),
      title: day.title,
      text: day.text,
      city: day.city,
      meals: { breakfast: day.meals.breakfast, lunch: day.meals.lunch, dinner: day.meals.dinner },
      stay: stayLine ? (stayLine.hotel?.name ?? stayLine.title) : null,
    };
  });
  const options = doc.options.flatMap((option): ProposalOption[] => {
    const figures = totals.options.find((o) => o.optionId === option.id);
    if (!figures) return [];
    const own = doc.lines.filter((l) => l.optionId === option.id && l.included);
    const schedule: ProposalInstalment[] = figures.schedule.map((step) => ({
      label: step.label,
      ...dueOf(step.due, source.acceptedDay),
      amount: inr(step.amountMinor),
    }));
    const gstOnFee = doc.tax.gst === "serviceFee";
    return [
      {
        id: option.id,
        name: option.name,
        stays: own.map(stayOf).filter((s): s is ProposalStay => s !== null),
        services: own.filter((l) => !l.hotel).map(serviceOf),
        price: {
          packageValue: inr(figures.packageValue),
          serviceFee: gstOnFee ? inr(figures.serviceFee) : null,
          gst: inr(figures.gst),
          gstLabel: `GST ${percentText(figures.gstBp)} on the ${gstOnFee ? "service fee" : "package value"}`,
          tcs: figures.tcs ? inr(figures.tcs.amount) : null,
          tcsLabel: figures.tcs ? tcsLabelOf(figures.tcs) : null,
          total: inr(figures.total),
        },
        extras: figures.optionalLineIds.flatMap((id) => {
          const line = linesById.get(id);
          const sell = sellOf.get(id);
          return line && typeof sell === "number"
            ? [{ title: line.title, description: line.description, price: inr(sell) }]
            : [];
        }),
        schedule,
      },
    ];
  });
  return {
    quoteNumber: source.quoteNumber,
    version: source.version,
    state: source.state,
    title: doc.title,
    destination: doc.destination,
    startDate: doc.startDate,
    endDate: doc.days.length ? dayDate(doc.startDate, doc.days.length) : doc.startDate,
    departureCity: doc.departureCity,
    travellers: travellersText(doc.travellers),
    intro: doc.intro,
    days,
    sharedServices: shared.filter((l) => !l.hotel).map(serviceOf),
    sharedStays: shared.map(stayOf).filter((s): s is ProposalStay => s !== null),
    options,
    inclusions: [...doc.terms.inclusions],
    exclusions: [...doc.terms.exclusions],
    cancellation: doc.terms.cancellation,
    notes: doc.terms.notes,
    validUntil: doc.terms.validUntil,
    agent: {
      name: source.agentName,
      initials: initialsOf(source.agentName),
      photo: source.agentPhoto ?? null,
    },
    phoneMasked: source.phone ? maskIndianMobile(source.phone) : null,
  };
}

/** What the page shows once an option is accepted: its name, total and the first instalment. */
export function acceptedOf(
  view: ProposalView,
  optionId: string,
  payUrl: string | null = null,
): ProposalAccepted | null {
  const option = view.options.find((o) => o.id === optionId);
  if (!option) return null;
  const first = option.schedule[0];
  return {
    optionId: option.id,
    optionName: option.name,
    total: option.price.total,
    deposit: first
      ? {
          amount: first.amount,
          dueText: first.dueText.replace(/^On acceptance$/, "now, on acceptance").replace(/^By /, "by "),
        }
      : null,
    payUrl,
  };
}
