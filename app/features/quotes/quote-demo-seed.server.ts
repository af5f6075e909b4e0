import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { getDestinationPageData, getDestinationSummaries } from "~/features/destinations/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import type { InrRate } from "~/lib/money";
import { getConfig } from "~/server/config.server";
import { queryRows, type Executor } from "~/server/db/db.server";
import { quoteNumberSeq, quotes, quoteVersions } from "~/server/db/schema.server";
import { quoteDocumentSchema, type QuoteDocument, type QuoteLine } from "./quote-document";
import { DEFAULT_QUOTE_SETTINGS } from "./quote-settings";
import { startDocument } from "./quote-start.server";
import { computeQuote, rulesOn, type TaxRule } from "./quote-totals";
import { SEED_TAX_RULES } from "./tax-rules";

/**
 * Quotes for the demo data (npm run seed:demo): leads the demo has moved far enough along get one or
 * two quotes in the state their stage implies — a draft while qualified, a sent (sometimes viewed)
 * version once the proposal is out, a superseded v1 and a sent v2 in negotiation, an accepted quote
 * on a won deal — priced from an itinerary of their destination with hotels, a transfer and a
 * dollar-priced activity, so every screen that shows quotes has something real to show.
 */

export type DemoLead = {
  id: string;
  contactId: string;
  ownerId: string | null;
  name: string;
  stage: string;
  type: string;
  trip: Record<string, unknown>;
  sourceData: Record<string, unknown>;
  createdAt: Date;
};

type Row = { quote: typeof quotes.$inferInsert; versions: (typeof quoteVersions.$inferInsert)[] };
export type DemoQuotePlan = { rows: Row[]; acceptedValueInr: Map<string, number> };

const STAGE_STATE: Record<string, "draft" | "sent" | "negotiation" | "accepted" | undefined> = {
  Qualified: "draft",
  "Proposal Sent": "sent",
  Negotiation: "negotiation",
  "Closed Won": "accepted",
};

const seedRules: TaxRule[] = SEED_TAX_RULES.map((r) => ({
  id: r.seedKey,
  kind: r.kind,
  effectiveFrom: r.effectiveFrom,
  params: { ...r.params },
  note: r.note,
})) as TaxRule[];

function price(document: QuoteDocument, rnd: () => number, twoOptions: boolean): QuoteDocument {
  const rooms = document.travellers.rooms;
  const people = document.travellers.adults + document.travellers.childrenAges.length;
  const hotels = document.lines
    .filter((l) => l.kind === "hotel")
    .map((l) => ({
      ...l,
      optionId: twoOptions ? "option-a" : null,
      cost: { minor: Math.round(8_000 + rnd() * 30_000) * 100 * l.hotel!.nights * rooms, currency: "INR" },
    }));
  const upgraded: QuoteLine[] = twoOptions
    ? hotels.map((h) => ({
        ...h,
        id: `${h.id}-b`,
        optionId: "option-b",
        title: `${h.title} (suite)`,
        hotel: { ...h.hotel!, roomType: "Suite" },
        cost: { ...h.cost, minor: Math.round(h.cost.minor * 1.6) },
      }))
    : [];
  const extras: QuoteLine[] = [
    {
      id: crypto.randomUUID(),
      kind: "transfer",
      optionId: null,
      title: "Private airport transfers",
      description: "Arrival and departure, in a private car.",
      supplier: "Local partner",
      hotel: null,
      source: null,
      cost: { minor: Math.round(6_000 + rnd() * 8_000) * 100, currency: "INR" },
      markup: DEFAULT_QUOTE_SETTINGS.markups.transfer,
      included: true,
    },
    {
      id: crypto.randomUUID(),
      kind: "activity",
      optionId: null,
      title: "Private guided day tour",
      description: "A full day with a private guide.",
      supplier: "Catalogue",
      hotel: null,
      source: null,
      cost: { minor: Math.round(90 + rnd() * 120) * 100 * people, currency: "USD" },
      markup: DEFAULT_QUOTE_SETTINGS.markups.activity,
      included: true,
    },
    {
      id: crypto.randomUUID(),
      kind: "insurance",
      optionId: null,
      title: "Travel insurance",
      description: "Optional cover for the whole trip.",
      supplier: null,
      hotel: null,
      source: null,
      cost: { minor: 1_200 * 100 * people, currency: "INR" },
      markup: DEFAULT_QUOTE_SETTINGS.markups.insurance,
      included: false,
    },
  ];
  return {
    ...document,
    options: twoOptions
      ? [
          { id: "option-a", name: "Option A: luxury" },
          { id: "option-b", name: "Option B: ultra-luxury" },
        ]
      : document.options,
    lines: [...document.lines.filter((l) => l.kind !== "hotel"), ...hotels, ...upgraded, ...extras],
  };
}

/** Plans the demo quotes for `leads` (nothing is written): at most `limit` quotes. */
export function planDemoQuotes(
  leads: readonly DemoLead[],
  options: { now: Date; rnd: () => number; limit?: number },
): DemoQuotePlan {
  const { now, rnd } = options;
  const today = indiaDay(now);
  const rates: InrRate[] = [
    { currency: "USD", inrPerUnitMicros: Math.round(getConfig().USD_INR_RATE * 1_000_000), asOf: today },
  ];
  const context = { rates, rules: rulesOn(seedRules, today)!, tcsPriorForPan: 0 };
  const slugs = new Map(getDestinationSummaries().map((d) => [d.name.toLowerCase(), d.slug]));
  const rows: Row[] = [];
  const acceptedValueInr = new Map<string, number>();
  for (const lead of leads) {
    if (rows.length >= (options.limit ?? 120)) break;
    const state = STAGE_STATE[lead.stage];
    const destination = typeof lead.trip.destination === "string" ? lead.trip.destination : null;
    const slug = destination ? slugs.get(destination.toLowerCase()) : undefined;
    const itinerary = slug ? getDestinationPageData(slug)?.itineraries[0] : undefined;
    if (!state || !slug || !itinerary) continue;
    const count = state === "draft" || rnd() < 0.75 ? 1 : 2;
    for (let k = 0; k < count; k++) {
      const started = startDocument(
        { name: lead.name, type: lead.type, trip: lead.trip, sourceData: lead.sourceData },
        null,
        { kind: "itinerary", destination: slug, itineraryId: itinerary.id },
        DEFAULT_QUOTE_SETTINGS,
        today,
      );
      const document = quoteDocumentSchema.parse(
        price(
          { ...started, terms: { ...started.terms, validUntil: addIndiaDays(today, 10) } },
          rnd,
          rnd() < 0.35,
        ),
      );
      const totals = computeQuote(document, context);
      // A lead's second quote is an alternative that stayed a draft.
      const own = k === 0 ? state : "draft";
      const sentAt = new Date(
        Math.max(lead.createdAt.getTime() + 86_400_000, now.getTime() - 5 * 86_400_000),
      );
      const version = (
        n: number,
        versionState: string,
        extra: Partial<typeof quoteVersions.$inferInsert> = {},
      ) => ({
        id: crypto.randomUUID(),
        quoteId: "",
        version: n,
        state: versionState,
        document,
        totals,
        rates: versionState === "draft" ? null : rates,
        sentAt: versionState === "draft" ? null : sentAt,
        sentBy: versionState === "draft" ? null : lead.ownerId,
        validUntil: versionState === "draft" ? null : document.terms.validUntil,
        // Demo links are never e-mailed: a random token nobody holds.
        linkTokenHash: versionState === "draft" ? null : crypto.randomBytes(32).toString("hex"),
        createdAt: sentAt,
        updatedAt: sentAt,
        updatedBy: lead.ownerId,
        ...extra,
      });
      const option = totals.options[0]!;
      const viewed = rnd() < 0.6;
      const versions =
        own === "draft"
          ? [version(1, "draft")]
          : own === "sent"
            ? [
                version(
                  1,
                  "sent",
                  viewed ? { firstViewedAt: sentAt, lastViewedAt: sentAt, viewCount: 1 } : {},
                ),
              ]
            : own === "negotiation"
              ? [
                  version(1, "superseded", { firstViewedAt: sentAt, lastViewedAt: sentAt, viewCount: 2 }),
                  version(2, "sent", { firstViewedAt: sentAt, lastViewedAt: sentAt, viewCount: 1 }),
                ]
              : [
                  version(1, "accepted", {
                    firstViewedAt: sentAt,
                    lastViewedAt: sentAt,
                    viewCount: 3,
                    acceptedAt: sentAt,
                    acceptedOptionId: option.optionId,
                  }),
                ];
      const status =
        own === "draft"
          ? "draft"
          : own === "accepted"
            ? "accepted"
            : viewed || own === "negotiation"
              ? "viewed"
              : "sent";
      rows.push({
        quote: {
          id: crypto.randomUUID(),
          number: "",
          leadId: lead.id,
          contactId: lead.contactId,
          ownerUserId: lead.ownerId,
          status,
          title: document.title,
          latestTotalMinor: option.total,
          validUntil: own === "draft" ? null : document.terms.validUntil,
          ...(own === "accepted"
            ? {
                acceptedVersion: 1,
                acceptedOptionId: option.optionId,
                acceptedTotalMinor: option.total,
                acceptedMarginMinor: option.margin,
                acceptedAt: sentAt,
              }
            : {}),
          createdBy: lead.ownerId,
          createdAt: sentAt,
          updatedAt: sentAt,
        },
        versions,
      });
      if (own === "accepted") acceptedValueInr.set(lead.id, Math.floor((option.total + 50) / 100));
    }
  }
  return { rows, acceptedValueInr };
}

/** Writes the planned quotes (after their leads), numbered from the quotes' own sequence. */
export async function insertDemoQuotes(tx: Executor, plan: DemoQuotePlan): Promise<number> {
  if (!plan.rows.length) return 0;
  const numbers = await queryRows<{ n: string | number }>(
    tx,
    sql`SELECT nextval(${quoteNumberSeq.seqName}) AS n FROM generate_series(1, ${plan.rows.length})`,
  );
  plan.rows.forEach((row, i) => {
    const at = row.quote.createdAt as Date;
    row.quote.number = `Q-${indiaDay(at).slice(0, 4)}-${String(numbers[i]!.n).padStart(4, "0")}`;
    for (const v of row.versions) v.quoteId = row.quote.id!;
  });
  await tx.insert(quotes).values(plan.rows.map((r) => r.quote));
  await tx.insert(quoteVersions).values(plan.rows.flatMap((r) => r.versions));
  return plan.rows.length;
}
