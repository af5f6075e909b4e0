import { readActivityFilters } from "~/features/activities";
import { cataloguePrice, catalogueActivities, searchActivities } from "~/features/activities/index.server";
import type { StaffUser } from "~/features/auth/index.server";
import {
  getQuoteForStaff,
  getQuoteSettings,
  listQuotes,
  listTaxRules,
  MAX_VALIDITY_DAYS,
} from "~/features/quotes/index.server";
import { rulesOn } from "~/features/quotes";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { HttpRefusal } from "~/server/http.server";
import type { Executor } from "~/server/db/db.server";
import { staffChoices } from "../records/contact-records.server";
import { pageOf, PAGE_SIZE } from "../shared/tab-params.server";
import type { CatalogueChoice } from "./builder/draft-ops";
import type { BuilderData } from "./builder/quote-builder";
import { requestsOfQuote } from "../records/payment-records.server";
import { whatsappStanding } from "../records/whatsapp-standing.server";
import { getConfig } from "~/server/config.server";
import { quoteFilters } from "./quote-filters";
import type { QuoteSettingsData } from "./quote-settings-panel";
import type { QuotesTabData } from "./quotes-panel";

/** The Quotes tab: the quotes this person may see, with the tab's filters from the URL. */
export async function quotesTab(
  db: Executor,
  user: StaffUser,
  params: URLSearchParams,
): Promise<QuotesTabData> {
  const filters = quoteFilters.parse(params);
  const page = pageOf(params);
  const [{ quotes, total }, owners] = await Promise.all([
    listQuotes(db, user, {
      status: filters.status,
      ownerId: filters.owner,
      from: filters.from,
      to: filters.to,
      q: filters.q,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    }),
    staffChoices(db),
  ]);
  return {
    tab: "quotes",
    rows: quotes.map((q) => ({
      id: q.id,
      number: q.number,
      status: q.status,
      version: q.latestVersion,
      contactName: q.contactName ?? (q.leadName || null),
      ownerName: q.ownerName,
      title: q.title || null,
      totalMinor: q.totalMinor,
      validUntil: q.validUntil,
      updatedAt: q.updatedAt,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    owners,
  };
}

/**
 * One quote for the builder: the draft with what its figures are computed with (the browser runs
 * the same arithmetic as the agent types), or the latest sent version read-only, and the markups a
 * new line starts with. A quote this person may not see is a 404, as a missing one is.
 */
export async function quoteBuilderPage(db: Executor, user: StaffUser, quoteId: string): Promise<BuilderData> {
  const [staffQuote, settings] = await Promise.all([
    getQuoteForStaff(db, user, quoteId).catch((error: unknown) => {
      if (error instanceof HttpRefusal)
        throw new Response(error.message, { status: error.status, statusText: error.title });
      throw error;
    }),
    getQuoteSettings(db),
  ]);
  const { quote, versions, draft, latestSent, canEdit } = staffQuote;
  const [payments, standing] = await Promise.all([
    requestsOfQuote(db, user, quote.id),
    whatsappStanding(db, quote.contactId, { configured: getConfig().whatsappConfigured }),
  ]);
  return {
    quote: {
      id: quote.id,
      number: quote.number,
      status: quote.status,
      contactId: quote.contactId,
      contactName: quote.contactName ?? (quote.leadName || null),
      ownerName: quote.ownerName,
      budgetMinor: quote.leadBudgetMinor,
    },
    versions: versions.map((v) => ({
      version: v.version,
      state: v.state,
      sentAt: v.sentAt,
      validUntil: v.validUntil,
      hasPdf: v.hasPdf,
    })),
    draft: draft ? { version: draft.version, document: draft.document, updatedAt: draft.updatedAt } : null,
    latest: latestSent
      ? { version: latestSent.version, document: latestSent.document, totals: latestSent.totals }
      : null,
    ctx: draft
      ? {
          rates: draft.context.rates,
          rules: draft.context.rules,
          tcsPriorForPan: draft.context.tcsPriorForPan,
        }
      : null,
    markupDefaults: settings.markups,
    termsTemplates: { templates: settings.templates, defaultId: settings.defaultTemplateId },
    catalogue: draft ? catalogueChoices(draft.document.destination) : [],
    // The send refuses a validity past this cap: the date field stops there too.
    validUntilRange: { min: indiaDay(), max: addIndiaDays(indiaDay(), MAX_VALIDITY_DAYS) },
    canEdit,
    payments:
      quote.status === "accepted" || payments.length
        ? { requests: payments, leadId: quote.leadId, isAdmin: user.role === "admin" }
        : null,
    // The quote_link template is a marketing one: it goes only to a traveller who opted in to
    // WhatsApp and has not sent STOP since, the same rule the staff send enforces.
    quoteLinkOnWhatsApp: standing.configured && standing.optedIn && !standing.stopped,
  };
}

/**
 * The catalogue's experiences for an activity line, those in the quote's destination (its country
 * or a place named in it) first, then the rest by title.
 */
export function catalogueChoices(destination: string | null): CatalogueChoice[] {
  const wanted = destination?.trim().toLowerCase() ?? "";
  const here = (location: string, country: string) =>
    !!wanted &&
    (country.toLowerCase() === wanted ||
      location.toLowerCase().includes(wanted) ||
      wanted.includes(country.toLowerCase()));
  return catalogueActivities()
    .map((a) => ({
      code: a.productCode,
      title: a.title,
      location: a.location,
      country: a.country,
      price: cataloguePrice(a),
      source: "catalogue" as const,
    }))
    .sort(
      (a, b) =>
        Number(here(b.location, b.country)) - Number(here(a.location, a.country)) ||
        a.title.localeCompare(b.title),
    );
}

type LiveActivityChoices = {
  /** The live provider searched (null when none is configured: the catalogue is all there is). */
  provider: string | null;
  /** False when the provider failed or timed out; the agent can try again or use the catalogue. */
  ok: boolean;
  choices: CatalogueChoice[];
};

/**
 * The live activity providers' experiences for a search term, each at the provider's price per
 * person in the provider's own currency: the builder converts it with the dated rate table like
 * any other line, so nothing is priced in rupees here.
 */
export async function liveActivityChoices(term: string): Promise<LiveActivityChoices> {
  const result = await searchActivities(readActivityFilters(new URLSearchParams({ q: term })));
  const live = result.live;
  return {
    provider: live?.provider ?? null,
    ok: live?.ok ?? false,
    choices: result.activities
      .filter((a) => a.source !== "catalogue")
      .map((a) => ({
        code: a.productCode,
        title: a.title,
        location: a.location,
        country: "",
        price: a.price,
        source: a.source,
      })),
  };
}

/** The Rates tab's quote settings (admins): the dated tax rules and what a new quote starts with. */
export async function quoteSettingsData(db: Executor): Promise<QuoteSettingsData> {
  const today = indiaDay();
  const [settings, rules] = await Promise.all([getQuoteSettings(db), listTaxRules(db)]);
  const inForce = rulesOn(rules, today);
  const live = new Set([inForce?.gst.id, inForce?.tcs?.id].filter(Boolean));
  return {
    settings,
    taxRules: [...rules]
      .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : a.effectiveFrom > b.effectiveFrom ? -1 : 0))
      .map((r) => ({ ...r, inForce: live.has(r.id) })),
    today,
  };
}
