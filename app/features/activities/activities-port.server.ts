import type { Money } from "~/lib/money";
import type { Activity, ActivitySearchQuery } from "./activity-types";

/**
 * The activities port: search on one side (the built-in catalogue, or Viator's Partner API), booking
 * on the other (the catalogue, or Hotelbeds Activities). Each is chosen by configuration; the rest of
 * the feature sees only these interfaces, and the real adapters are tested against fake servers that
 * speak the providers' wire formats.
 */

export interface ActivitySearchProvider {
  readonly name: "catalogue" | "viator";
  /** Throws `ActivityProviderError` when the provider cannot answer (the caller keeps the catalogue's results). */
  search(query: ActivitySearchQuery, signal?: AbortSignal): Promise<Activity[]>;
}

export type Pax = { adults: number; children: number };

export type BookingHolder = {
  name: string;
  surname: string;
  email: string;
  /** E.164 when the visitor gave one. */
  telephone: string | null;
};

export type BookActivityRequest = {
  /** Our idempotency key for the dialog submission; sent to the provider as its clientReference. */
  clientReference: string;
  /** The product's code as the booking provider knows it. */
  activityCode: string;
  /** ISO day. */
  date: string;
  pax: Pax;
  holder: BookingHolder;
  /** The language the provider should answer in (Hotelbeds' `language`), "en" when not given. */
  language?: string;
  /** The traveller's answers to the provider's questions, by question code. */
  answers?: Record<string, string>;
};

/**
 * What the booking costs, in the provider's own currency and amounts: per adult, per child (when it
 * quoted one), its total and the fees for cancelling from a given moment. A supplier's figures are
 * kept as it gave them, never recomputed by our own rules.
 */
export type ProviderPrice = {
  adult: Money;
  child: Money | null;
  total: Money;
  /** From `from` (the supplier's own timestamp) cancelling costs `amount`. */
  cancellationFees: { from: string; amount: Money }[];
};

/** A question the provider asks before it books, in its own words. */
export type ProviderQuestion = { code: string; text: string; required: boolean };

export type BookActivityResult =
  | {
      ok: true;
      /** The provider's booking reference (the catalogue's ACT-XXXXXX). */
      reference: string;
      /** What the provider charged. */
      price: ProviderPrice;
      /** Anything worth keeping for staff (modality name, provider status…). */
      details: Record<string, unknown>;
    }
  | {
      ok: false;
      /**
       * unavailable: nothing to book on that date; rejected: the provider refused the request;
       * busy: the provider asked us to slow down (a 429) — nothing was booked, try again shortly;
       * unanswered: a question the provider requires has no answer (`question` is its wording).
       */
      reason: "unavailable" | "rejected" | "busy" | "unanswered";
      question?: ProviderQuestion;
      /**
       * Shown to the visitor as the 'Booking Failed' description: our words, never the provider's
       * (unanswered: the provider's question itself, which the traveller must answer).
       */
      message: string;
    };

/** What the provider holds under our clientReference, asked when a booking's outcome is unknown. */
export type BookingLookup = {
  clientReference: string;
  holder: Pick<BookingHolder, "name" | "surname">;
  /** ISO day of the activity. */
  date: string;
};

export type FoundBooking =
  | {
      found: true;
      reference: string;
      details: Record<string, unknown>;
      /** What the supplier says the booking costs, when its answer gives the amounts. */
      price?: ProviderPrice;
    }
  | { found: false };

/**
 * What the supplier asks for this day and these travellers now, before anything is held or paid.
 * `rechecked`: the supplier's first rate said it must be checked again (Hotelbeds' rateType RECHECK)
 * and this price is the re-check's.
 */
export type SupplierQuote =
  { ok: true; price: ProviderPrice; rechecked: boolean } | Extract<BookActivityResult, { ok: false }>;

export type CancellationResult = { ok: true; fee: Money; status: string } | { ok: false; message: string };

export interface ActivityBookingProvider {
  readonly name: "catalogue" | "hotelbeds";
  /**
   * Throws `ActivityProviderError`; with `outcomeUnknown` set when the booking request may have
   * reached the provider (a timeout, a 5xx or a cut connection after it was sent).
   */
  book(request: BookActivityRequest, signal?: AbortSignal): Promise<BookActivityResult>;
  /**
   * Whether a live booking exists under the clientReference. Throws `ActivityProviderError` when the
   * provider cannot tell (then nothing may be sent again).
   */
  findBooking(lookup: BookingLookup, signal?: AbortSignal): Promise<FoundBooking>;
  /**
   * The questions the provider asks for this product on that day (none for the catalogue), so the
   * dialog asks the traveller before booking. Null when the product has no rate that day.
   */
  questions?(
    request: Pick<BookActivityRequest, "activityCode" | "date" | "pax" | "language">,
  ): Promise<ProviderQuestion[] | null>;
  /**
   * The supplier's own price before the booking is held for payment, so the traveller pays what the
   * supplier will charge (none for the catalogue, which prices itself).
   */
  quote?(
    request: Pick<BookActivityRequest, "activityCode" | "date" | "pax" | "language">,
  ): Promise<SupplierQuote>;
  /** What cancelling would cost now, without cancelling (Hotelbeds' SIMULATION). */
  quoteCancellation(reference: string, signal?: AbortSignal): Promise<CancellationResult>;
  cancel(reference: string, signal?: AbortSignal): Promise<CancellationResult>;
}

/**
 * A provider could not be reached or answered something unusable (a 429, a 5xx, a timeout, garbage,
 * a refused key). The message and the excerpt of its body are for our logs and staff; visitors get
 * their flow's own words.
 */
export class ActivityProviderError extends Error {
  constructor(
    message: string,
    readonly provider: string,
    readonly status: number | null = null,
    /**
     * outcomeUnknown: the request may have been acted on — the booking may exist though no answer
     * came back.
     */
    readonly details: { retryAfterMs?: number; excerpt?: string | null; outcomeUnknown?: boolean } = {},
  ) {
    super(message);
    this.name = "ActivityProviderError";
  }

  get outcomeUnknown() {
    return this.details.outcomeUnknown === true;
  }
}
