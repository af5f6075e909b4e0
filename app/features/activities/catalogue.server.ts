import crypto from "node:crypto";
import type {
  ActivityBookingProvider,
  ActivitySearchProvider,
  BookActivityRequest,
  BookActivityResult,
  CancellationResult,
  FoundBooking,
} from "./activities-port.server";
import { CATALOGUE } from "./catalogue-data.server";
import { catalogueToActivity, type CatalogueActivity } from "./catalogue-types";

/**
 * The built-in catalogue: searched locally, booked locally (a reference like ACT-7K2Q9M kept in our
 * own database). It is what runs with no provider keys, and what stays on screen when a live
 * provider fails.
 */

export function catalogueActivities(): readonly CatalogueActivity[] {
  return CATALOGUE;
}

export function findCatalogueActivity(slugOrCode: string): CatalogueActivity | null {
  return CATALOGUE.find((a) => a.slug === slugOrCode || a.productCode === slugOrCode) ?? null;
}

function haystack(entry: CatalogueActivity): string {
  return [entry.title, entry.location, entry.category, entry.summary, ...entry.description]
    .join(" ")
    .toLowerCase();
}

/**
 * The local search: the whole term anywhere in the title, location, category or description; when
 * that finds nothing, the term's first word alone ("kenya balloon" still finds Kenya's balloon, and
 * "safari in the mara" finds the safaris). The generic term matches everything.
 */
export function searchCatalogue(term: string): CatalogueActivity[] {
  const wanted = term.trim().toLowerCase();
  if (!wanted || wanted === GENERIC_TERM) return [...CATALOGUE];
  const whole = CATALOGUE.filter((entry) => haystack(entry).includes(wanted));
  if (whole.length > 0) return whole;
  const words = wanted.split(/\s+/).filter(Boolean);
  // Every word somewhere: "balloon kenya" in either order.
  const all = CATALOGUE.filter((entry) => words.every((w) => haystack(entry).includes(w)));
  if (all.length > 0) return all;
  const first = words[0]!;
  return CATALOGUE.filter((entry) => haystack(entry).includes(first));
}

/** What an empty search looks for. */
export const GENERIC_TERM = "travel activities";

/** Whether the activity runs on that ISO day (its weekdays and the months it is closed). */
export function runsOn(entry: CatalogueActivity, isoDay: string): boolean {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return false;
  return (
    entry.availability.weekdays.includes(date.getUTCDay()) &&
    !entry.availability.closedMonths.includes(date.getUTCMonth() + 1)
  );
}

export const catalogueSearch: ActivitySearchProvider = {
  name: "catalogue",
  // Local and instant: nothing to time out or fail.
  search: (query) => Promise.resolve(searchCatalogue(query.term).map(catalogueToActivity)),
};

// No 0/O or 1/I: a reference is read out over the phone.
const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newCatalogueReference(): string {
  const bytes = crypto.randomBytes(6);
  let out = "ACT-";
  for (const byte of bytes) out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return out;
}

export const NOT_AVAILABLE_MESSAGE = "Activity not available for the selected date";

/**
 * Booking our own catalogue: the activity must be ours and run on the day. The reference is made
 * here; the booking row (kept by the caller) is the record, so cancelling costs nothing to quote.
 */
export const catalogueBooking: ActivityBookingProvider = {
  name: "catalogue",
  book(request: BookActivityRequest): Promise<BookActivityResult> {
    const entry = findCatalogueActivity(request.activityCode);
    if (!entry || !runsOn(entry, request.date)) {
      return Promise.resolve({ ok: false, reason: "unavailable", message: NOT_AVAILABLE_MESSAGE });
    }
    return Promise.resolve({
      ok: true,
      reference: newCatalogueReference(),
      unitPrice: { amount: entry.priceUsd, currency: "USD" },
      details: { operator: "Luxe Voyages catalogue" },
    });
  },
  // Booked in this process: the answer cannot be lost on the way, so no outcome is ever unknown.
  findBooking: (): Promise<FoundBooking> => Promise.resolve({ found: false }),
  // Our own bookings cancel free of charge until the day; staff settle anything else by phone.
  quoteCancellation: (): Promise<CancellationResult> =>
    Promise.resolve({ ok: true, fee: { amount: 0, currency: "USD" }, status: "CONFIRMED" }),
  cancel: (): Promise<CancellationResult> =>
    Promise.resolve({ ok: true, fee: { amount: 0, currency: "USD" }, status: "CANCELLED" }),
};
