import crypto from "node:crypto";
import { startFakeHttpServer, type FakeServer } from "./fake-http-server";

/**
 * A fake Hotelbeds Activities API (activity-api 3.0) on 127.0.0.1. Every call must carry `Api-key`
 * and an `X-Signature` of sha256(key + secret + Unix seconds) within five minutes of its clock.
 *   POST   /activity-api/3.0/activities/details   {code, from, to, language, paxes:[{age}]}
 *          → { activity: { code, name, modalities: [{ code, name, questions, amountsFrom,
 *              rates: [{ rateDetails: [{ rateKey, totalAmount, paxAmounts,
 *                operationDates: [{ from, to, cancellationPolicies: [{ dateFrom, amount }] }] }] }] }] },
 *              currency }
 *            (no modalities on a day the activity does not run)
 *   PUT    /activity-api/3.0/bookings   {language, clientReference, holder, activities:[{rateKey, from, to, paxes, answers}]}
 *          → { booking: { reference, status: "CONFIRMED", clientReference, total, currency,
 *              activities: [{ amountDetail: { paxAmounts, totalAmount }, cancellationPolicies }] } }
 *   GET    /activity-api/3.0/bookings/{language}/{clientReference}/{holderName}/{holderSurname}/{from}/{to}
 *          → { booking: { reference, status, clientReference, holder, total, currency } }, the booking
 *            detail by customer reference; 404 { errors } when there is none
 *   DELETE /activity-api/3.0/bookings/{language}/{reference}?cancellationFlag=SIMULATION|CANCELLATION
 *          → { booking: { reference, status, cancelValuationAmount, currency } }
 * Refusals use Hotelbeds' { errors: [{ code, text }] }. Rate keys expire. Like Hotelbeds, it does not
 * refuse a clientReference it has booked already: sent twice, it is booked twice. `bookingFault`
 * makes `PUT /bookings` book and then answer late, answer a 5xx, or cut the connection. It can
 * A product `listedAs` other amounts is first answered with a rate of rateType RECHECK at those
 * amounts; the next detail for that day (the re-check) answers BOOKABLE at the product's own. It can
 * answer the next calls to one endpoint with the quota's 429 (`rateLimitNext`) or another refusal in
 * its own words (`refuseNext`).
 */
export type FakeHotelbedsProduct = {
  code: string;
  name: string;
  /** The currency the product is sold in (ISO 4217). */
  currency: string;
  adultAmount: number;
  childAmount: number;
  /** ISO days with nothing to book. */
  closedDays?: string[];
  questions?: { code: string; text: string; required: boolean }[];
  cancellationFee?: number;
  /**
   * The rate is listed as rateType RECHECK at these amounts; asked again for the same day (the
   * re-check), it is BOOKABLE at the product's own amounts. A RECHECK rateKey is refused by
   * `PUT /bookings`: it must be re-checked first.
   */
  listedAs?: { adultAmount: number; childAmount: number };
};

export type FakeHotelbedsBooking = {
  reference: string;
  code: string;
  clientReference: string;
  status: "CONFIRMED" | "CANCELLED";
  body: Record<string, unknown>;
  total: number;
};

/**
 * What `PUT /bookings` does after booking: answer after delayMs (the booking is made when the delay
 * ends, as a slow supplier would), answer with a server error, or cut the connection. `times` (1 when
 * not given) bookings are affected; then it answers normally again.
 */
export type FakeBookingFault =
  | { mode: "late"; delayMs: number; times?: number }
  /** Like late, but books and answers only when releaseHeld() is called: no timing in the test. */
  | { mode: "held"; times?: number }
  | { mode: "error-after-booking"; status?: number; times?: number }
  | { mode: "cut-after-booking"; times?: number }
  /** Refused with a 5xx before anything is booked. */
  | { mode: "error-before-booking"; status?: number; times?: number };

export type FakeHotelbeds = FakeServer & {
  bookings: FakeHotelbedsBooking[];
  /** Booking detail look-ups by clientReference, as they arrived. */
  lookups: string[];
  setBookingFault(fault: FakeBookingFault | null): void;
  /** Lets the bookings a "held" fault holds go through. */
  releaseHeld(): void;
  /** Bookings made under this clientReference (cancelled ones too). */
  bookedUnder(clientReference: string): FakeHotelbedsBooking[];
  /** Every rate key handed out so far stops working. */
  expireRateKeys(): void;
  /** The next `count` calls to the endpoint answer 429, "Quota exceeded for this API key". */
  rateLimitNext(endpoint: "details" | "bookings", count?: number): void;
  /** The next call to the endpoint answers this status with this text, in Hotelbeds' error shape. */
  refuseNext(endpoint: "details" | "bookings", status: number, text: string): void;
};

/** What Hotelbeds' gateway answers an API key past its quota: a visitor must never read it. */
export const HOTELBEDS_QUOTA_TEXT = "Quota exceeded for this API key";

export const HOTELBEDS_PRODUCTS: FakeHotelbedsProduct[] = [
  {
    // Sold in euros, a child at half the adult's price: nothing like the catalogue's US$89 and 70 %.
    code: "LV-KE-001",
    name: "Maasai Mara Balloon Safari",
    currency: "EUR",
    adultAmount: 50,
    childAmount: 25,
    cancellationFee: 37.5,
  },
  {
    code: "E-E10-DESERT",
    name: "Premium Desert Safari",
    currency: "USD",
    adultAmount: 79,
    childAmount: 55.3,
    closedDays: ["2030-03-15"],
    // Hotelbeds' own examples of mandatory questions: a hotel's name, and its address.
    questions: [
      { code: "HOTEL", text: "Please advise the name of your hotel", required: true },
      {
        code: "DIRECCIONHTL",
        text: "Please, advise the address, city and zip code of your hotel.",
        required: true,
      },
      { code: "DIET", text: "Any dietary requirements?", required: false },
    ],
  },
];

type Body = Record<string, unknown>;
type Pax = { age?: number; type?: string };

export async function startFakeHotelbeds(options: {
  apiKey: string;
  secret: string;
  port?: number;
  products?: FakeHotelbedsProduct[];
  rateKeyTtlMs?: number;
  now?: () => Date;
}): Promise<FakeHotelbeds> {
  const products = options.products ?? HOTELBEDS_PRODUCTS;
  const now = options.now ?? (() => new Date());
  const ttl = options.rateKeyTtlMs ?? 5 * 60_000;
  const rateKeys = new Map<string, { code: string; date: string; expiresAt: number; recheck?: boolean }>();
  /** code|date pairs whose RECHECK rate was listed: the next detail is its re-check. */
  const listed = new Set<string>();
  const bookings: FakeHotelbedsBooking[] = [];
  const lookups: string[] = [];
  let fault: (FakeBookingFault & { left: number }) | null = null;
  const timers = new Set<NodeJS.Timeout>();
  let held: (() => void)[] = [];
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });
  let sequence = 1_234_560;
  const refuse = (status: number, code: string, text: string) => ({
    status,
    body: { errors: [{ code, text }] },
  });

  function signed(key: unknown, signature: unknown): boolean {
    if (key !== options.apiKey || typeof signature !== "string") return false;
    const seconds = Math.floor(now().getTime() / 1000);
    for (let s = seconds - 300; s <= seconds + 300; s++) {
      const expected = crypto
        .createHash("sha256")
        .update(`${options.apiKey}${options.secret}${s}`)
        .digest("hex");
      if (expected === signature) return true;
    }
    return false;
  }

  /** Cancelling from two days before the activity costs the product's fee (destination time). */
  function policies(product: FakeHotelbedsProduct, date: string) {
    if (!product.cancellationFee) return [];
    const from = new Date(`${date}T00:00:00.000Z`);
    from.setUTCDate(from.getUTCDate() - 2);
    return [{ dateFrom: from.toISOString(), amount: product.cancellationFee }];
  }

  /** A booking as Hotelbeds describes it: its total, currency and per-activity amounts and fees. */
  function sold(b: FakeHotelbedsBooking) {
    const product = products.find((p) => p.code === b.code)!;
    const date = String((b.body.activities as Body[])[0]!.from);
    return {
      reference: b.reference,
      status: b.status,
      clientReference: b.clientReference,
      total: b.total,
      currency: product.currency,
      activities: [
        {
          code: product.code,
          amountDetail: {
            paxAmounts: [
              { paxType: "ADULT", amount: product.adultAmount },
              { paxType: "CHILD", amount: product.childAmount },
            ],
            totalAmount: { amount: b.total },
          },
          cancellationPolicies: policies(product, date),
        },
      ],
    };
  }

  function details(body: Body) {
    const product = products.find((p) => p.code === body.code);
    if (!product) return refuse(404, "ACTIVITY_NOT_FOUND", "Activity not found");
    const paxes = Array.isArray(body.paxes) ? (body.paxes as Pax[]) : [];
    if (!paxes.length || paxes.some((p) => typeof p.age !== "number"))
      return refuse(400, "INVALID_REQUEST", "paxes with an age are required");
    const date = String(body.from);
    const activity = { code: product.code, name: product.name };
    if (product.closedDays?.includes(date))
      return { status: 200, body: { currency: product.currency, activity: { ...activity, modalities: [] } } };
    const adults = paxes.filter((p) => (p.age ?? 0) >= 18).length;
    const pair = `${product.code}|${date}`;
    const recheck = Boolean(product.listedAs) && !listed.has(pair);
    if (recheck) listed.add(pair);
    const priced = recheck ? product.listedAs! : product;
    const total =
      Math.round((adults * priced.adultAmount + (paxes.length - adults) * priced.childAmount) * 100) / 100;
    const rateKey = crypto.randomBytes(12).toString("hex");
    rateKeys.set(rateKey, { code: product.code, date, expiresAt: now().getTime() + ttl, recheck });
    const amounts = [
      { paxType: "ADULT", ageFrom: 18, ageTo: 99, amount: priced.adultAmount },
      { paxType: "CHILD", ageFrom: 2, ageTo: 17, amount: priced.childAmount },
    ];
    return {
      status: 200,
      body: {
        currency: product.currency,
        activity: {
          ...activity,
          modalities: [
            {
              code: "STD",
              name: "Standard",
              questions: product.questions ?? [],
              amountsFrom: amounts,
              rates: [
                {
                  rateCode: "STANDARD",
                  rateDetails: [
                    {
                      rateKey,
                      rateType: recheck ? "RECHECK" : "BOOKABLE",
                      totalAmount: { amount: total },
                      paxAmounts: amounts,
                      operationDates: [
                        { from: date, to: date, cancellationPolicies: policies(product, date) },
                      ],
                      ...(product.cancellationFee
                        ? {
                            cancellationPolicies: [
                              { dateFrom: `${date}T00:00:00`, amount: product.cancellationFee },
                            ],
                          }
                        : {}),
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
    };
  }

  function confirm(body: Body) {
    const clientReference = body.clientReference;
    if (typeof clientReference !== "string" || !clientReference)
      return refuse(400, "INVALID_REQUEST", "clientReference is required");
    const answer = (b: FakeHotelbedsBooking) => ({ status: 200, body: { booking: sold(b) } });
    const holder = body.holder as Body | undefined;
    if (
      !holder ||
      typeof holder.name !== "string" ||
      typeof holder.surname !== "string" ||
      typeof holder.email !== "string"
    )
      return refuse(400, "INVALID_REQUEST", "holder name, surname and email are required");
    const activity = (Array.isArray(body.activities) ? body.activities[0] : null) as Body | null;
    const key = activity && typeof activity.rateKey === "string" ? activity.rateKey : "";
    const rate = rateKeys.get(key);
    if (!activity || !rate || rate.expiresAt < now().getTime())
      return refuse(400, "INVALID_RATEKEY", "The rateKey is not valid or has expired");
    if (rate.recheck)
      return refuse(400, "RATE_RECHECK", "This rate must be checked again before it is booked");
    if (activity.from !== rate.date || activity.to !== rate.date)
      return refuse(400, "INVALID_REQUEST", "from and to must be the date of the rateKey");
    const paxes = Array.isArray(activity.paxes) ? (activity.paxes as Pax[]) : [];
    if (
      !paxes.length ||
      paxes.some((p) => !["ADULT", "CHILD", "CHILDREN"].includes(String(p.type)) || typeof p.age !== "number")
    )
      return refuse(400, "INVALID_REQUEST", "paxes need a type (ADULT or CHILD) and an age");
    const product = products.find((p) => p.code === rate.code)!;
    const answers = (Array.isArray(activity.answers) ? activity.answers : []) as {
      question?: { code?: string };
      answer?: string;
    }[];
    for (const q of product.questions ?? [])
      if (q.required && !answers.some((a) => a.question?.code === q.code && a.answer))
        return refuse(400, "MISSING_ANSWER", `The question ${q.code} must be answered`);
    const adults = paxes.filter((p) => p.type === "ADULT").length;
    const total =
      Math.round((adults * product.adultAmount + (paxes.length - adults) * product.childAmount) * 100) / 100;
    sequence += 1;
    const booking: FakeHotelbedsBooking = {
      reference: `102-${sequence}`,
      code: product.code,
      clientReference,
      status: "CONFIRMED",
      body,
      total,
    };
    bookings.push(booking);
    rateKeys.delete(key);
    return answer(booking);
  }

  function cancel(reference: string, flag: string) {
    const booking = bookings.find((b) => b.reference === reference);
    if (!booking) return refuse(404, "BOOKING_NOT_FOUND", "Booking not found");
    if (booking.status === "CANCELLED")
      return refuse(409, "ALREADY_CANCELLED", "The booking is already cancelled");
    const fee = products.find((p) => p.code === booking.code)?.cancellationFee ?? 0;
    if (flag === "CANCELLATION") booking.status = "CANCELLED";
    return {
      status: 200,
      body: {
        booking: {
          reference,
          status: booking.status,
          cancelValuationAmount: fee,
          currency: products.find((p) => p.code === booking.code)?.currency ?? "EUR",
        },
      },
    };
  }

  function detail(parts: string[]) {
    const [clientReference, name, surname, from] = parts.map(decodeURIComponent);
    lookups.push(clientReference!);
    const booking = bookings.find((b) => {
      const holder = b.body.holder as Body;
      const activity = (b.body.activities as Body[])[0]!;
      return (
        b.clientReference === clientReference &&
        holder.name === name &&
        holder.surname === surname &&
        activity.from === from
      );
    });
    if (!booking) return refuse(404, "BOOKING_NOT_FOUND", "Booking not found");
    const holder = booking.body.holder as Body;
    return {
      status: 200,
      body: {
        booking: {
          ...sold(booking),
          holder: { name: holder.name, surname: holder.surname, email: holder.email },
        },
      },
    };
  }

  /** PUT /bookings, with the fault set for it (if any) applied around the booking. */
  async function book(body: Body) {
    const now = fault && fault.left > 0 ? fault : null;
    if (now) {
      now.left -= 1;
      if (now.left === 0) fault = null;
    }
    if (now?.mode === "error-before-booking")
      return refuse(now.status ?? 503, "SYSTEM_ERROR", "Service temporarily unavailable");
    if (now?.mode === "late") await wait(now.delayMs);
    if (now?.mode === "held") await new Promise<void>((resolve) => held.push(resolve));
    const reply = confirm(body);
    if (now?.mode === "error-after-booking")
      return refuse(now.status ?? 500, "SYSTEM_ERROR", "Internal error");
    if (now?.mode === "cut-after-booking") return { ...reply, cut: true };
    return reply;
  }

  const planned: Record<"details" | "bookings", { status: number; body: unknown }[]> = {
    details: [],
    bookings: [],
  };
  const server = await startFakeHttpServer((req, behaviour) => {
    if (!signed(req.headers["api-key"], req.headers["x-signature"]))
      return { status: 401, body: { error: "Request signature verification failed" } };
    if (behaviour.mode === "error") return refuse(behaviour.status ?? 500, "SYSTEM_ERROR", "Internal error");
    const endpoint = req.url.pathname.endsWith("/activities/details")
      ? "details"
      : req.method === "PUT" && req.url.pathname.endsWith("/bookings")
        ? "bookings"
        : null;
    const next = endpoint ? planned[endpoint].shift() : undefined;
    if (next) return next;
    let body: Body = {};
    if (req.body) {
      try {
        body = JSON.parse(req.body) as Body;
      } catch {
        return refuse(400, "INVALID_REQUEST", "The body is not valid JSON");
      }
    }
    const path = req.url.pathname;
    if (req.method === "POST" && path === "/activity-api/3.0/activities/details") return details(body);
    if (req.method === "PUT" && path === "/activity-api/3.0/bookings") return book(body);
    const detailPath =
      /^\/activity-api\/3\.0\/bookings\/[a-z]{2}\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\/?$/.exec(path);
    if (req.method === "GET" && detailPath) return detail(detailPath.slice(1));
    const cancelPath = /^\/activity-api\/3\.0\/bookings\/([a-z]{2})\/([^/]+)$/.exec(path);
    if (req.method === "DELETE" && cancelPath)
      return cancel(
        decodeURIComponent(cancelPath[2]!),
        req.url.searchParams.get("cancellationFlag") ?? "CANCELLATION",
      );
    return refuse(404, "NOT_FOUND", "Not found");
  }, options);

  const stop = server.stop.bind(server);
  return Object.assign(server, {
    bookings,
    lookups,
    setBookingFault(next: FakeBookingFault | null) {
      fault = next ? { ...next, left: next.times ?? 1 } : null;
    },
    releaseHeld() {
      const waiting = held;
      held = [];
      for (const resolve of waiting) resolve();
    },
    bookedUnder: (clientReference: string) => bookings.filter((b) => b.clientReference === clientReference),
    async stop() {
      for (const t of timers) clearTimeout(t);
      held = [];
      await stop();
    },
    expireRateKeys() {
      for (const entry of rateKeys.values()) entry.expiresAt = 0;
    },
    rateLimitNext(endpoint: "details" | "bookings", count = 1) {
      for (let i = 0; i < count; i++)
        planned[endpoint].push({ status: 429, body: { error: HOTELBEDS_QUOTA_TEXT } });
    },
    refuseNext(endpoint: "details" | "bookings", status: number, text: string) {
      planned[endpoint].push({ status, body: { errors: [{ code: "INVALID_REQUEST", text }] } });
    },
  });
}
