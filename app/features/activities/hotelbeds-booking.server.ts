import { addMoney, fromMajor, isCurrencyCode, money, timesMoney, type Money } from "~/lib/money";
import { logger } from "~/server/logger.server";
import { reportProviderFailure, type ProviderFailure } from "~/server/provider-alerts.server";
import {
  ActivityProviderError,
  type ProviderPrice,
  type ActivityBookingProvider,
  type BookActivityRequest,
  type BookActivityResult,
  type BookingLookup,
  type FoundBooking,
  type CancellationResult,
  type ProviderQuestion,
  type SupplierQuote,
} from "./activities-port.server";
import { ACTIVITY_BOOKING_TEXT } from "./activity-booking-schema";
import { hotelbedsSignature } from "./hotelbeds-signature.server";

/**
 * Hotelbeds Activities (APItude activity-api 3.0). A booking asks for the day's modalities first
 * (`POST /activities/details` with the paxes), because a rateKey is short-lived: it is fetched at
 * booking time and used at once in `PUT /bookings`, with our key as clientReference (Hotelbeds keeps
 * it with the booking, so support can find it). A rateKey that expired between the two is fetched
 * again once. Cancelling is quoted first (`cancellationFlag=SIMULATION`), then made. A modality's
 * questions (`questions[{code, text, required}]`) are put to the traveller in the booking dialog, in
 * Hotelbeds' own words, and their answers sent as `answers[{question: {code}, answer}]`: a required
 * question without an answer stops the booking before Hotelbeds is asked to confirm it.
 *
 * Once `PUT /bookings` is sent, only an answer tells whether Hotelbeds booked it: a timeout, a 5xx, a
 * cut connection or an unreadable body leaves the outcome unknown (Hotelbeds does not refuse a
 * second booking with the same clientReference), so that error says so and the caller asks before
 * sending again: `GET /bookings/{language}/{clientReference}/{holder name}/{holder surname}/{from}/{to}`,
 * the booking detail by customer reference.
 */
export type HotelbedsOptions = {
  apiKey: string;
  secret: string;
  baseUrl: string;
  timeoutMs: number;
  /** The booking call's own, longer limit (docs/decisions/033); timeoutMs when not given. */
  bookingTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Where a refusal's details go (the log and the admins' alert unless a test listens). */
  onFailure?: (failure: ProviderFailure) => void;
};

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** A supplier's decimal amount (a number or a string such as "50.00") in its currency. */
function amountOf(value: unknown, currency: string): Money | null {
  if (!isCurrencyCode(currency)) return null;
  if (typeof value === "number" && Number.isFinite(value) && value >= 0) return fromMajor(value, currency);
  if (typeof value === "string" && /^\d+(\.\d+)?$/.test(value.trim())) return fromMajor(value, currency);
  return null;
}

/**
 * The supplier's own figures for the booking: `paxAmounts` per pax type (ADULT, CHILD), the
 * `totalAmount`, and `cancellationPolicies` ({ dateFrom, amount }: cancelling from then costs that).
 * Nothing is derived by our own rules: a child price the supplier did not quote stays unknown, and
 * only a missing total is the sum of the supplier's own per-pax amounts.
 */
function priceFrom(
  quote: { paxAmounts: Json[]; totalAmount: unknown; cancellationPolicies: Json[] },
  currency: string,
  request: Pick<BookActivityRequest, "pax">,
): ProviderPrice | null {
  const perType = (type: string) =>
    amountOf(quote.paxAmounts.find((p) => str(p.paxType) === type)?.amount, currency);
  const adult = perType("ADULT");
  if (!adult) return null;
  const child = perType("CHILD") ?? perType("CHILDREN");
  const quotedTotal = amountOf(
    isRecord(quote.totalAmount) ? quote.totalAmount.amount : quote.totalAmount,
    currency,
  );
  const total =
    quotedTotal ??
    (request.pax.children && !child
      ? null
      : addMoney(
          timesMoney(adult, request.pax.adults),
          timesMoney(child ?? money(0, currency), request.pax.children),
        ));
  if (!total) return null;
  const cancellationFees = quote.cancellationPolicies.flatMap((p) => {
    const amount = amountOf(p.amount, currency);
    const from = str(p.dateFrom);
    return amount && from ? [{ from, amount }] : [];
  });
  return { adult, child, total, cancellationFees };
}

/** A booking found by its clientReference, priced by its own figures when it gives them all. */
function foundPrice(booking: Json): ProviderPrice | undefined {
  const currency = str(booking.currency);
  if (!currency || !isCurrencyCode(currency)) return undefined;
  const activity = list(booking.activities)[0];
  const detail = isRecord(activity?.amountDetail) ? activity.amountDetail : null;
  const paxAmounts = detail ? list(detail.paxAmounts) : [];
  const perType = (type: string) =>
    amountOf(paxAmounts.find((p) => str(p.paxType) === type)?.amount, currency);
  const adult = perType("ADULT");
  const total =
    amountOf(isRecord(booking.total) ? booking.total.amount : booking.total, currency) ??
    amountOf(isRecord(detail?.totalAmount) ? detail.totalAmount.amount : null, currency);
  if (!adult || !total) return undefined;
  const cancellationFees = list(activity?.cancellationPolicies).flatMap((p) => {
    const amount = amountOf(p.amount, currency);
    const from = str(p.dateFrom);
    return amount && from ? [{ from, amount }] : [];
  });
  return { adult, child: perType("CHILD") ?? perType("CHILDREN"), total, cancellationFees };
}

/**
 * The confirmation's own figures where it gives them (`booking.total` and `currency`, and per
 * activity `amountDetail` and `cancellationPolicies`), else the quote's: the booking is what was sold.
 */
function confirmedPrice(
  booking: Json,
  quoted: ProviderPrice,
  request: Pick<BookActivityRequest, "pax">,
): ProviderPrice {
  const currency = str(booking.currency);
  if (!currency || currency !== quoted.total.currency) return quoted;
  const activity = list(booking.activities)[0];
  const detail = isRecord(activity?.amountDetail) ? activity.amountDetail : null;
  const confirmed = priceFrom(
    {
      paxAmounts: detail ? list(detail.paxAmounts) : [],
      totalAmount: booking.total ?? detail?.totalAmount,
      cancellationPolicies: list(activity?.cancellationPolicies),
    },
    currency,
    request,
  );
  return {
    adult: confirmed?.adult ?? quoted.adult,
    child: confirmed?.child ?? quoted.child,
    total: amountOf(booking.total, currency) ?? confirmed?.total ?? quoted.total,
    cancellationFees: confirmed?.cancellationFees.length
      ? confirmed.cancellationFees
      : quoted.cancellationFees,
  };
}
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Ages Hotelbeds prices by: every adult 30, every child 10. */
const ADULT_AGE = 30;
const CHILD_AGE = 10;

/** A modality's questions as Hotelbeds words them; one without a code or a text cannot be answered. */
function questionsOf(value: unknown): ProviderQuestion[] {
  return list(value).flatMap((q) => {
    const code = str(q.code);
    const text = str(q.text);
    return code && text ? [{ code, text, required: q.required === true }] : [];
  });
}

export const HOTELBEDS_UNAVAILABLE = "Activity not available for the selected date";

/** The provider's own words for a refusal ({ errors: [{ code, text }] } or { error: … }). */
function errorText(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const first = list(body.errors)[0];
  return (
    str(first?.text) ??
    str(first?.message) ??
    str(body.error) ??
    (isRecord(body.error) ? str(body.error.message) : null)
  );
}

const RATE_KEY_PROBLEM = /rate ?key|expired|not valid|invalid.*rate/i;

/**
 * A 4xx as the visitor reads it. Hotelbeds' words ("Quota exceeded for this API key", a validation
 * message) are for staff: they go to the log and the admins' alert, and the visitor gets ours — a
 * 429 is "try again shortly" (nothing was booked), anything else "can't be booked online right now".
 */
function refusal(
  report: (failure: ProviderFailure) => void,
  operation: "availability" | "booking",
  status: number,
  json: unknown,
  reason: "unavailable" | "rejected",
): Extract<BookActivityResult, { ok: false }> {
  report({
    provider: "hotelbeds",
    operation,
    status,
    message: `Hotelbeds answered ${status} to the ${operation} request`,
    excerpt: errorText(json) ?? JSON.stringify(json),
  });
  return status === 429
    ? { ok: false, reason: "busy", message: ACTIVITY_BOOKING_TEXT.busy }
    : { ok: false, reason, message: ACTIVITY_BOOKING_TEXT.notBookableOnline };
}

export function createHotelbedsBooking(options: HotelbedsOptions): ActivityBookingProvider {
  const doFetch = options.fetch ?? fetch;
  const base = `${options.baseUrl.replace(/\/+$/, "")}/activity-api/3.0`;
  const now = options.now ?? (() => new Date());
  const report = options.onFailure ?? ((failure: ProviderFailure) => void reportProviderFailure(failure));

  async function call(
    method: string,
    path: string,
    body?: unknown,
    booking = false,
  ): Promise<{ status: number; json: unknown }> {
    const seconds = Math.floor(now().getTime() / 1000);
    const timeout = AbortSignal.timeout(
      booking ? (options.bookingTimeoutMs ?? options.timeoutMs) : options.timeoutMs,
    );
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          "Api-key": options.apiKey,
          "X-Signature": hotelbedsSignature(options.apiKey, options.secret, seconds),
          Accept: "application/json",
          "Accept-Encoding": "gzip",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: timeout,
      });
    } catch {
      // A booking request may have arrived even when no answer did.
      throw new ActivityProviderError(
        timeout.aborted ? "Hotelbeds timed out" : "Hotelbeds could not be reached",
        "hotelbeds",
        null,
        { outcomeUnknown: booking },
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ActivityProviderError(
        `Hotelbeds sent an unreadable answer (${response.status})`,
        "hotelbeds",
        response.status,
        { outcomeUnknown: booking && (response.status < 400 || response.status >= 500) },
      );
    }
    // A request timeout (408) or a closed client request (499) is a gateway giving up on the
    // booking call, not Hotelbeds refusing it: the booking may have been made behind it.
    if (booking && (response.status === 408 || response.status === 499)) {
      throw new ActivityProviderError(
        `Hotelbeds answered ${response.status} to the booking call`,
        "hotelbeds",
        response.status,
        { outcomeUnknown: true },
      );
    }
    if (response.status >= 500 || response.status === 401 || response.status === 403) {
      report({
        provider: "hotelbeds",
        operation: path.startsWith("/activities") ? "availability" : "booking",
        status: response.status,
        message: `Hotelbeds answered ${response.status} to ${method} ${path}`,
        excerpt: errorText(json) ?? JSON.stringify(json),
      });
      throw new ActivityProviderError(
        `Hotelbeds answered ${response.status}${errorText(json) ? `: ${errorText(json)}` : ""}`,
        "hotelbeds",
        response.status,
        // A refused key is refused before anything is booked; a server error may come after.
        { outcomeUnknown: booking && response.status >= 500 },
      );
    }
    return { status: response.status, json };
  }

  const paxes = (request: Pick<BookActivityRequest, "pax">) => [
    ...Array.from({ length: request.pax.adults }, () => ({ age: ADULT_AGE })),
    ...Array.from({ length: request.pax.children }, () => ({ age: CHILD_AGE })),
  ];

  /** The day's first modality with a rate: its rateKey, the supplier's amounts, questions and cancellation terms. */
  async function modalityFor(
    request: Pick<BookActivityRequest, "activityCode" | "date" | "pax">,
    language: string,
  ) {
    const { status, json } = await call("POST", "/activities/details", {
      code: request.activityCode,
      from: request.date,
      to: request.date,
      language,
      paxes: paxes(request),
    });
    if (status >= 400) return refusal(report, "availability", status, json, "unavailable");
    const body = isRecord(json) ? json : {};
    const activity = isRecord(body.activity) ? body.activity : list(body.activities)[0];
    const currency = str(body.currency) ?? str(activity?.currency);
    for (const modality of list(activity?.modalities)) {
      const rate = list(modality.rates)[0];
      const detail = list(rate?.rateDetails)[0];
      const rateKey = str(detail?.rateKey);
      if (!rateKey) continue;
      if (!isCurrencyCode(currency)) {
        throw new ActivityProviderError("Hotelbeds quoted no currency", "hotelbeds", status);
      }
      const paxAmounts = list(detail?.paxAmounts).length
        ? list(detail?.paxAmounts)
        : list(modality.amountsFrom);
      const operationDay =
        list(detail?.operationDates).find((d) => str(d.from) === request.date) ??
        list(detail?.operationDates)[0];
      const price = priceFrom(
        {
          paxAmounts,
          totalAmount: detail?.totalAmount,
          cancellationPolicies: list(operationDay?.cancellationPolicies),
        },
        currency,
        request,
      );
      if (!price) {
        throw new ActivityProviderError("Hotelbeds quoted no adult price", "hotelbeds", status);
      }
      return {
        ok: true as const,
        rateKey,
        // BOOKABLE unless Hotelbeds says the rate must be checked again before it is sold.
        recheck: str(detail?.rateType ?? rate?.rateType) === "RECHECK",
        modality: { code: str(modality.code), name: str(modality.name) },
        activityName: str(activity?.name),
        price,
        questions: questionsOf(modality.questions),
        cancellationPolicies: list(detail?.cancellationPolicies ?? rate?.cancellationPolicies)
          .map((p) => ({ dateFrom: str(p.dateFrom), amount: num(p.amount) }))
          .filter((p) => p.dateFrom !== null && p.amount !== null),
      };
    }
    return { ok: false as const, reason: "unavailable" as const, message: HOTELBEDS_UNAVAILABLE };
  }

  /**
   * The day's rate, re-checked when Hotelbeds marks it RECHECK (its price may have moved since it was
   * listed): the Activities API has no separate CheckRate, so the check is the availability detail
   * asked again, whose answer is the rate as it stands. A rate still marked RECHECK after that is not
   * sold online: nobody could say what it costs.
   */
  async function checkedModality(
    request: Pick<BookActivityRequest, "activityCode" | "date" | "pax">,
    language: string,
  ) {
    const first = await modalityFor(request, language);
    if (!first.ok || !first.recheck) return { modality: first, rechecked: false };
    const checked = await modalityFor(request, language);
    if (checked.ok && checked.recheck) {
      report({
        provider: "hotelbeds",
        operation: "availability",
        status: 200,
        message: "Hotelbeds still marked the rate RECHECK after it was re-checked",
        excerpt: request.activityCode,
      });
      return {
        modality: {
          ok: false as const,
          reason: "rejected" as const,
          message: ACTIVITY_BOOKING_TEXT.notBookableOnline,
        },
        rechecked: true,
      };
    }
    return { modality: checked, rechecked: true };
  }

  async function quote(
    request: Pick<BookActivityRequest, "activityCode" | "date" | "pax" | "language">,
  ): Promise<SupplierQuote> {
    const { modality, rechecked } = await checkedModality(request, request.language ?? "en");
    if (!modality.ok) return modality;
    return { ok: true, price: modality.price, rechecked };
  }

  /** The traveller's own answers, for the questions this modality asks; nothing is filled in for them. */
  function answers(questions: ProviderQuestion[], request: BookActivityRequest) {
    return questions.flatMap((q) => {
      const answer = request.answers?.[q.code]?.trim();
      return answer ? [{ question: { code: q.code }, answer }] : [];
    });
  }

  async function confirm(
    request: BookActivityRequest,
    language: string,
    modality: Extract<Awaited<ReturnType<typeof modalityFor>>, { ok: true }>,
  ) {
    return call(
      "PUT",
      "/bookings",
      {
        language,
        clientReference: request.clientReference,
        holder: {
          name: request.holder.name,
          surname: request.holder.surname,
          email: request.holder.email,
          address: "",
          zipCode: "",
          mailing: false,
          mailUpdDate: null,
          country: "IN",
          telephones: request.holder.telephone ? [request.holder.telephone] : [],
        },
        activities: [
          {
            preferedLanguage: language,
            serviceLanguage: language,
            rateKey: modality.rateKey,
            from: request.date,
            to: request.date,
            paxes: [
              ...Array.from({ length: request.pax.adults }, (_, i) => ({
                age: ADULT_AGE,
                type: "ADULT",
                ...(i === 0 ? { name: request.holder.name, surname: request.holder.surname } : {}),
              })),
              ...Array.from({ length: request.pax.children }, () => ({ age: CHILD_AGE, type: "CHILD" })),
            ],
            answers: answers(modality.questions, request),
          },
        ],
      },
      true,
    );
  }

  async function book(request: BookActivityRequest): Promise<BookActivityResult> {
    const language = request.language ?? "en";
    let modality = (await checkedModality(request, language)).modality;
    if (!modality.ok) return modality;
    const unanswered = modality.questions.find((q) => q.required && !request.answers?.[q.code]?.trim());
    if (unanswered) {
      return { ok: false, reason: "unanswered", message: unanswered.text, question: unanswered };
    }
    let answer = await confirm(request, language, modality);
    if (answer.status >= 400 && RATE_KEY_PROBLEM.test(errorText(answer.json) ?? "")) {
      logger.warn(
        { activity: request.activityCode },
        "hotelbeds: the rate key expired; asking for a new one",
      );
      modality = (await checkedModality(request, language)).modality;
      if (!modality.ok) return modality;
      answer = await confirm(request, language, modality);
    }
    if (answer.status >= 400) return refusal(report, "booking", answer.status, answer.json, "rejected");
    const booking = isRecord(answer.json) && isRecord(answer.json.booking) ? answer.json.booking : null;
    const reference = str(booking?.reference);
    if (!reference)
      throw new ActivityProviderError(
        "Hotelbeds confirmed no booking reference",
        "hotelbeds",
        answer.status,
        { outcomeUnknown: true },
      );
    return {
      ok: true,
      reference,
      price: confirmedPrice(booking!, modality.price, request),
      details: {
        status: str(booking?.status),
        modality: modality.modality,
        activityName: modality.activityName,
        cancellationPolicies: modality.cancellationPolicies,
        answers: answers(modality.questions, request).map((a) => ({
          code: a.question.code,
          text: modality.questions.find((q) => q.code === a.question.code)?.text ?? a.question.code,
          answer: a.answer,
        })),
      },
    };
  }

  async function findBooking(lookup: BookingLookup): Promise<FoundBooking> {
    const parts = [
      "en",
      lookup.clientReference,
      lookup.holder.name,
      lookup.holder.surname,
      lookup.date,
      lookup.date,
    ].map(encodeURIComponent);
    const { status, json } = await call("GET", `/bookings/${parts.join("/")}`);
    if (status === 404 || (status >= 400 && /not found/i.test(errorText(json) ?? "")))
      return { found: false };
    if (status >= 400) {
      throw new ActivityProviderError(
        `Hotelbeds could not look the booking up (${status}${errorText(json) ? `: ${errorText(json)}` : ""})`,
        "hotelbeds",
        status,
      );
    }
    const body = isRecord(json) ? json : {};
    const candidates = isRecord(body.booking) ? [body.booking] : list(body.bookings);
    // Only a booking that is still live counts: a cancelled one books nobody.
    const booking = candidates.find(
      (b) =>
        (str(b.clientReference) ?? lookup.clientReference).toLowerCase() ===
          lookup.clientReference.toLowerCase() && str(b.status) !== "CANCELLED",
    );
    const reference = str(booking?.reference);
    if (!booking || !reference) return { found: false };
    return {
      found: true,
      reference,
      details: { status: str(booking.status), foundByClientReference: true },
      price: foundPrice(booking),
    };
  }

  async function cancellation(
    reference: string,
    flag: "SIMULATION" | "CANCELLATION",
  ): Promise<CancellationResult> {
    const { status, json } = await call(
      "DELETE",
      `/bookings/en/${encodeURIComponent(reference)}?cancellationFlag=${flag}`,
    );
    if (status === 404) return { ok: false, message: "No booking with that reference at the provider" };
    if (status >= 400) return { ok: false, message: errorText(json) ?? `Hotelbeds answered ${status}` };
    const booking = isRecord(json) && isRecord(json.booking) ? json.booking : {};
    return {
      ok: true,
      fee: amountOf(booking.cancelValuationAmount ?? 0, str(booking.currency) ?? "EUR") ?? money(0, "EUR"),
      status: str(booking.status) ?? (flag === "CANCELLATION" ? "CANCELLED" : "CONFIRMED"),
    };
  }

  async function questions(
    request: Pick<BookActivityRequest, "activityCode" | "date" | "pax" | "language">,
  ): Promise<ProviderQuestion[] | null> {
    const modality = await modalityFor(request, request.language ?? "en");
    if (modality.ok) return modality.questions;
    // Slowed down or refused (already reported to admins): not the same as no rate that day.
    if (modality.reason === "busy")
      throw new ActivityProviderError("Hotelbeds asked us to slow down", "hotelbeds", 429);
    return null;
  }

  return {
    name: "hotelbeds",
    book,
    quote,
    questions,
    findBooking,
    quoteCancellation: (reference) => cancellation(reference, "SIMULATION"),
    cancel: (reference) => cancellation(reference, "CANCELLATION"),
  };
}
