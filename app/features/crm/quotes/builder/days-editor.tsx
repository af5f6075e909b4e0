import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { KeyboardEvent } from "react";
import { dayDate, type QuoteDocument } from "~/features/quotes";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { formatDayWithWeekday } from "~/lib/format";
import { addDay, moveDay, removeDay, stayChoices, updateDay } from "./draft-ops";
import { BuilderSection, Checkbox, Field, smallField } from "./fields";
import type { Edit } from "./trip-facts";

/**
 * The day-by-day itinerary. Each day is a card; its date follows the trip's start date. Alt+↑ and
 * Alt+↓ on a card (or its buttons) move it, so the order can be changed without a mouse.
 */
export function DaysEditor({ doc, edit, readOnly }: { doc: QuoteDocument; edit: Edit; readOnly: boolean }) {
  const hotels = stayChoices(doc);
  const focusDay = (id: string) => requestAnimationFrame(() => document.getElementById(`day-${id}`)?.focus());
  const onKey = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (readOnly || !event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    edit((d) => moveDay(d, id, event.key === "ArrowUp" ? -1 : 1));
    focusDay(id);
  };
  return (
    <BuilderSection
      id="quote-days"
      title={`Days (${doc.days.length})`}
      action={
        readOnly ? null : (
          <Button size="sm" variant="outline" className="h-8" onClick={() => edit((d) => addDay(d))}>
            <Plus aria-hidden /> Add day
          </Button>
        )
      }
    >
      {doc.days.length === 0 ? <p className="text-sm text-ink-500">No days yet.</p> : null}
      <ol className="space-y-2" aria-label="Days" aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown">
        {doc.days.map((day, index) => {
          const date = dayDate(doc.startDate, index + 1);
          const label = `Day ${index + 1}`;
          return (
            <li
              key={day.id}
              id={`day-${day.id}`}
              tabIndex={-1}
              data-testid="quote-day"
              aria-label={`${label}${day.title ? `: ${day.title}` : ""}`}
              onKeyDown={(e) => onKey(e, day.id)}
              className="rounded-lg border border-sand-200 bg-sand-50/60 p-3 outline-hidden focus-within:border-gold-500 focus:border-gold-600"
            >
              <fieldset disabled={readOnly} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3 gap-y-2">
                <div className="row-span-3 text-sm">
                  <div className="font-semibold text-ink-900">{label}</div>
                  <div className="text-xs text-ink-500">
                    {date ? formatDayWithWeekday(date) : "No date yet"}
                  </div>
                  {readOnly ? null : (
                    <div className="mt-2 flex gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-7"
                        aria-label={`Move ${label} up`}
                        disabled={index === 0}
                        onClick={() => edit((d) => moveDay(d, day.id, -1))}
                      >
                        <ArrowUp aria-hidden />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-7"
                        aria-label={`Move ${label} down`}
                        disabled={index === doc.days.length - 1}
                        onClick={() => edit((d) => moveDay(d, day.id, 1))}
                      >
                        <ArrowDown aria-hidden />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-7 text-danger-600"
                        aria-label={`Remove ${label}`}
                        onClick={() => edit((d) => removeDay(d, day.id))}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <div className="grid grid-cols-2 gap-2 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.4fr)]">
                  <Field label={`${label} title`} className="col-span-2 md:col-span-1">
                    {(id) => (
                      <input
                        id={id}
                        className={smallField}
                        value={day.title}
                        onChange={(e) => edit((d) => updateDay(d, day.id, { title: e.target.value }))}
                      />
                    )}
                  </Field>
                  <Field label="City">
                    {(id) => (
                      <input
                        id={id}
                        className={smallField}
                        value={day.city}
                        onChange={(e) => edit((d) => updateDay(d, day.id, { city: e.target.value }))}
                      />
                    )}
                  </Field>
                  <Field label="Stay that night">
                    {(id) => (
                      <select
                        id={id}
                        className={smallField}
                        value={day.stayLineId ?? ""}
                        onChange={(e) =>
                          edit((d) => updateDay(d, day.id, { stayLineId: e.target.value || null }))
                        }
                      >
                        <option value="">No stay</option>
                        {hotels.map((h) => (
                          <option key={h.id} value={h.id}>
                            {h.hotel?.name || h.title || "Untitled hotel"}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </div>
                <Field label="What happens">
                  {(id) => (
                    <Textarea
                      id={id}
                      rows={2}
                      className="min-h-14 rounded-md px-2 py-1.5 text-sm sm:text-sm"
                      value={day.text}
                      onChange={(e) => edit((d) => updateDay(d, day.id, { text: e.target.value }))}
                    />
                  )}
                </Field>
                <div role="group" aria-label={`${label} meals`} className="flex flex-wrap gap-3">
                  {(["breakfast", "lunch", "dinner"] as const).map((meal) => (
                    <Checkbox
                      key={meal}
                      label={meal[0]!.toUpperCase() + meal.slice(1)}
                      checked={day.meals[meal]}
                      onChange={(on) =>
                        edit((d) => updateDay(d, day.id, { meals: { ...day.meals, [meal]: on } }))
                      }
                    />
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </BuilderSection>
  );
}
