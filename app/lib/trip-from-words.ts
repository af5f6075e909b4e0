import { destinationName, monthKey, parseTrip } from "./trip-request";

/**
 * What a visitor's free text says about the trip, in the shape the CRM keeps a trip: a place, a
 * month (YYYY-MM) or days (YYYY-MM-DD), the group and a budget in whole rupees. Read by the planner's
 * own parser, so "Maldives honeymoon in February, 2 adults, budget around 4 lakh" means the same to
 * the console as it does to the planner. Each field is null (or empty) when the words do not say it.
 */
export type TripFromWords = {
  destination: string | null;
  month: string | null;
  startDate: string | null;
  endDate: string | null;
  adults: number | null;
  childrenAges: number[];
  budgetInr: number | null;
};

/** `now` is when the visitor wrote it: "in February" is the February after that day. */
export function tripFromWords(text: string, now: Date): TripFromWords | null {
  const words = text.trim();
  if (!words) return null;
  const trip = parseTrip([{ role: "user", content: words }], now);
  const found: TripFromWords = {
    destination: destinationName(trip)?.slice(0, 80) ?? null,
    month: trip.dates ? null : monthKey(trip.month),
    startDate: trip.dates?.from ?? null,
    endDate: trip.dates?.to ?? null,
    adults: trip.adults !== null && trip.adults >= 1 && trip.adults <= 20 ? trip.adults : null,
    // Ages only when every child's age was given: a count alone cannot fill a child's age.
    childrenAges:
      trip.childAges.length && trip.childAges.length === trip.children
        ? trip.childAges.filter((age) => age >= 0 && age <= 17).slice(0, 10)
        : [],
    budgetInr:
      trip.budgetInr !== null && trip.budgetInr > 0 && trip.budgetInr <= 100_000_000
        ? Math.round(trip.budgetInr)
        : null,
  };
  const said = Object.values(found).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null));
  return said ? found : null;
}
