import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import { formatInr, MONTHS_SHORT } from "~/lib/format";
import { useConsoleAction } from "../shared/console-request";
import { leadPatchSchema, TRAVEL_STYLES, tripOf, type Trip } from "../records/lead-trip";

export type EditableLead = {
  id: string;
  trip: Record<string, unknown> | null;
  sourceData: Record<string, unknown>;
  valueInr: number | null;
  ownerId: string | null;
};

const day = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return `${d} ${MONTHS_SHORT[m - 1]} ${y}`;
};

/**
 * "Bali · 12 Mar 2027 – 18 Mar 2027 · 2 adults, 1 child (7) · 1 room · budget ₹3,00,000 · Honeymoon",
 * or null when nothing about the trip is known yet.
 */
export function tripSummary(trip: Trip): string | null {
  const people = [
    trip.adults ? `${trip.adults} ${trip.adults === 1 ? "adult" : "adults"}` : null,
    trip.childrenAges.length
      ? `${trip.childrenAges.length} ${trip.childrenAges.length === 1 ? "child" : "children"} (${trip.childrenAges.join(", ")})`
      : null,
  ]
    .filter(Boolean)
    .join(", ");
  const when = trip.startDate
    ? `${day(trip.startDate)}${trip.endDate ? ` – ${day(trip.endDate)}` : ""}`
    : trip.month
      ? `${MONTHS_SHORT[Number(trip.month.slice(5)) - 1]} ${trip.month.slice(0, 4)}`
      : null;
  const parts = [
    trip.destination,
    when,
    people || null,
    trip.rooms ? `${trip.rooms} ${trip.rooms === 1 ? "room" : "rooms"}` : null,
    trip.budgetInr !== null ? `budget ${formatInr(trip.budgetInr)}` : null,
    trip.travelStyle,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}

type FormValues = Record<
  | "destination"
  | "startDate"
  | "endDate"
  | "month"
  | "adults"
  | "children"
  | "rooms"
  | "budgetInr"
  | "travelStyle"
  | "notes"
  | "valueInr"
  | "ownerId",
  string
>;

const toForm = (trip: Trip, lead: EditableLead): FormValues => ({
  destination: trip.destination ?? "",
  startDate: trip.startDate ?? "",
  endDate: trip.endDate ?? "",
  month: trip.month ?? "",
  adults: trip.adults?.toString() ?? "",
  children: trip.childrenAges.join(", "),
  rooms: trip.rooms?.toString() ?? "",
  budgetInr: trip.budgetInr?.toString() ?? "",
  travelStyle: trip.travelStyle ?? "",
  notes: trip.notes ?? "",
  valueInr: lead.valueInr?.toString() ?? "",
  ownerId: lead.ownerId ?? "",
});

const rupees = (v: string) => v.replace(/[,\s₹]/g, "");

/**
 * What an agent needs to quote, on the lead: pre-filled from what the visitor gave until staff
 * save it, checked with the server's own schema so a wrong field is named the same way.
 */
export function LeadEditor({
  lead,
  owners,
  onDone,
}: {
  lead: EditableLead;
  owners: { id: string; name: string }[];
  onDone: () => void;
}) {
  const trip = tripOf(lead);
  const [values, setValues] = useState<FormValues>(() => toForm(trip, lead));
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const { run, pending } = useConsoleAction();
  const id = useId();

  const set = (field: keyof FormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      trip: {
        destination: values.destination,
        startDate: values.startDate,
        endDate: values.endDate,
        month: values.month,
        adults: values.adults,
        childrenAges: values.children
          .split(/[,\s]+/)
          .filter(Boolean)
          .map((a) => (/^\d+$/.test(a) ? Number(a) : a)),
        rooms: values.rooms,
        budgetInr: rupees(values.budgetInr),
        travelStyle: values.travelStyle,
        notes: values.notes,
      },
      valueInr: rupees(values.valueInr) === "" ? null : rupees(values.valueInr),
      ownerId: values.ownerId,
    };
    const checked = leadPatchSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError({ field: issue.path.at(-1)?.toString() ?? "", message: issue.message });
      return;
    }
    const result = await run("PATCH", `/api/v1/console/leads/${lead.id}`, checked.data, {
      success: "Lead saved",
    });
    if (result.ok) onDone();
    else if (result.field)
      setError({ field: result.field.split(".").at(-1) ?? "", message: result.description });
  }

  const field = (
    name: keyof FormValues,
    label: string,
    control: (props: { id: string; "aria-invalid"?: true }) => ReactNode,
    errorKeys: string[] = [name],
  ) => {
    const invalid = error && errorKeys.includes(error.field);
    return (
      <div className="space-y-1">
        <Label htmlFor={`${id}-${name}`} className="text-xs">
          {label}
        </Label>
        {control({ id: `${id}-${name}`, ...(invalid ? { "aria-invalid": true as const } : {}) })}
        {invalid ? (
          <p role="alert" className="text-xs text-danger-600">
            {error.message}
          </p>
        ) : null}
      </div>
    );
  };
  const text =
    (name: keyof FormValues, props: Record<string, unknown> = {}) =>
    (p: { id: string }) => (
      <Input
        {...p}
        {...props}
        className="h-9"
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
      />
    );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-2 space-y-3 rounded-lg border border-sand-200 bg-white p-3"
      aria-label="Trip details"
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {field("destination", "Destination", text("destination", { maxLength: 80 }))}
        {field("startDate", "Departure", text("startDate", { type: "date" }))}
        {field("endDate", "Return", text("endDate", { type: "date" }))}
        {field("month", "Or month", text("month", { type: "month" }))}
        {field("adults", "Adults", text("adults", { inputMode: "numeric", maxLength: 2 }))}
        {field(
          "children",
          "Children's ages",
          text("children", { placeholder: "e.g. 7, 11", maxLength: 40 }),
          ["childrenAges", "children", ...Array.from({ length: 10 }, (_, i) => String(i))],
        )}
        {field("rooms", "Rooms", text("rooms", { inputMode: "numeric", maxLength: 2 }))}
        {field("budgetInr", "Budget (₹)", text("budgetInr", { inputMode: "numeric", maxLength: 14 }))}
        {field("travelStyle", "Travel style", (p) => (
          <select
            {...p}
            className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
            value={values.travelStyle}
            onChange={(e) => set("travelStyle")(e.target.value)}
          >
            <option value="">Not known yet</option>
            {TRAVEL_STYLES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        ))}
        {field("valueInr", "Deal value (₹)", text("valueInr", { inputMode: "numeric", maxLength: 14 }))}
        {field("ownerId", "Owner", (p) => (
          <select
            {...p}
            className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
            value={values.ownerId}
            onChange={(e) => set("ownerId")(e.target.value)}
          >
            <option value="">Unassigned</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field("notes", "Notes for the quote", (p) => (
        <Textarea
          {...p}
          rows={2}
          maxLength={2000}
          value={values.notes}
          onChange={(e) => set("notes")(e.target.value)}
        />
      ))}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" variant="ink" disabled={pending}>
          {pending ? "Saving…" : "Save trip details"}
        </Button>
      </div>
    </form>
  );
}
