import type { QuoteDocument } from "~/features/quotes";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { agesFromText } from "./draft-ops";
import { BuilderSection, Field, ParsedInput, smallField } from "./fields";

export type Edit = (change: (doc: QuoteDocument) => QuoteDocument) => void;

const count = (min: number, max: number) => (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== "" && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** What the trip is: the facts the lead brought, as the traveller will read them on the proposal. */
export function TripFacts({ doc, edit, readOnly }: { doc: QuoteDocument; edit: Edit; readOnly: boolean }) {
  const text = (value: string) => (value.trim() === "" ? null : value);
  return (
    <BuilderSection id="quote-trip" title="Trip">
      <fieldset disabled={readOnly} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field label="Quote title" className="col-span-2">
          {(id) => (
            <input
              id={id}
              className={smallField}
              value={doc.title}
              onChange={(e) => edit((d) => ({ ...d, title: e.target.value }))}
            />
          )}
        </Field>
        <Field label="Destination">
          {(id) => (
            <input
              id={id}
              className={smallField}
              value={doc.destination ?? ""}
              onChange={(e) => edit((d) => ({ ...d, destination: text(e.target.value) }))}
            />
          )}
        </Field>
        <Field label="Departure city">
          {(id) => (
            <input
              id={id}
              className={smallField}
              value={doc.departureCity ?? ""}
              onChange={(e) => edit((d) => ({ ...d, departureCity: text(e.target.value) }))}
            />
          )}
        </Field>
        <Field label="Start date">
          {(id) => (
            <input
              id={id}
              type="date"
              className={smallField}
              value={doc.startDate ?? ""}
              onChange={(e) => edit((d) => ({ ...d, startDate: e.target.value || null }))}
            />
          )}
        </Field>
        <Field label="Adults">
          {(id) => (
            <ParsedInput
              id={id}
              inputMode="numeric"
              value={doc.travellers.adults}
              format={String}
              parse={count(1, 20)}
              invalidText="From 1 to 20."
              onValue={(adults) => edit((d) => ({ ...d, travellers: { ...d.travellers, adults } }))}
            />
          )}
        </Field>
        <Field label="Children's ages" hint="e.g. 7, 11">
          {(id) => (
            <ParsedInput
              id={id}
              value={doc.travellers.childrenAges}
              format={(ages) => ages.join(", ")}
              parse={agesFromText}
              invalidText="Ages from 0 to 17, separated by commas."
              onValue={(childrenAges) =>
                edit((d) => ({ ...d, travellers: { ...d.travellers, childrenAges } }))
              }
            />
          )}
        </Field>
        <Field label="Rooms">
          {(id) => (
            <ParsedInput
              id={id}
              inputMode="numeric"
              value={doc.travellers.rooms}
              format={String}
              parse={count(1, 20)}
              invalidText="From 1 to 20."
              onValue={(rooms) => edit((d) => ({ ...d, travellers: { ...d.travellers, rooms } }))}
            />
          )}
        </Field>
        <Field label="Style">
          {(id) => (
            <input
              id={id}
              className={smallField}
              value={doc.style ?? ""}
              placeholder="Honeymoon, family, adventure…"
              onChange={(e) => edit((d) => ({ ...d, style: text(e.target.value) }))}
            />
          )}
        </Field>
        <Field label="Covering note to the traveller" className="col-span-2 md:col-span-4">
          {(id) => (
            <Textarea
              id={id}
              rows={3}
              className={cn("min-h-16 rounded-md px-2 py-1.5 text-sm sm:text-sm")}
              value={doc.intro}
              onChange={(e) => edit((d) => ({ ...d, intro: e.target.value }))}
            />
          )}
        </Field>
      </fieldset>
    </BuilderSection>
  );
}
