import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { StaffUser } from "~/features/auth/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { tripOf } from "~/lib/lead-trip";
import type { InrRate } from "~/lib/money";
import { formatIndiaDateTime } from "~/lib/format";
import { getConfig } from "~/server/config.server";
import { queryRows, type Database, type Executor } from "~/server/db/db.server";
import { authUser, contacts, leads, quoteNumberSeq, quotes, quoteVersions } from "~/server/db/schema.server";
import { inrRates } from "~/server/exchange-rates.server";
import { HttpRefusal } from "~/server/http.server";
import {
  PAN_PATTERN,
  maskPan,
  quoteDocumentSchema,
  travellerDocument,
  type QuoteDocument,
  type TravellerDocument,
} from "./quote-document";
import { compareDocuments, type VersionComparison } from "./quote-compare";
import { quoteNotFound, quoteScope, requireQuotableLead, requireQuote } from "./quote-access.server";
import { visibleLeads } from "~/server/records-access.server";
import { getQuoteSettings } from "./quote-settings.server";
import { startDocument, type QuoteStart } from "./quote-start.server";
import { proposalToken } from "./proposal/proposal-link.server";
import {
  computeQuote,
  financialYearOf,
  marginBpOf,
  rulesOn,
  travellerTotals,
  type QuoteContext,
  type QuoteRules,
  type QuoteTotals,
  type TravellerTotals,
} from "./quote-totals";
import { listTaxRules } from "./tax-rules.server";

/**
 * Quotes kept in the database: creating one on a lead, its draft saved with an edit check, sending
 * (which freezes the draft into a numbered version with its figures, rates and a link token of which
 * only a hash is kept), the traveller's views and acceptance, and the lists and reports staff read.
 * Every figure is computed here again from the document (quote-totals.ts); what the browser shows
 * while an agent types is only a preview of the same function.
 */

export const QUOTE_STATUSES = ["draft", "sent", "viewed", "accepted", "declined", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export type VersionState = "draft" | "sent" | "superseded" | "accepted" | "declined";

type Clock = { at?: Date };

/** The quote's status as people read it: a sent or viewed quote past its validity has expired. */
export function effectiveStatus(status: string, validUntil: string | null, today = indiaDay()): QuoteStatus {
  if ((status === "sent" || status === "viewed") && validUntil && validUntil < today) return "expired";
  return status as QuoteStatus;
}

const statusSql = (today: string) =>
  sql<string>`CASE WHEN ${quotes.status} IN ('sent', 'viewed') AND ${quotes.validUntil} < ${today} THEN 'expired' ELSE ${quotes.status} END`;

/** The PAN's keyed hash: the threshold's running total is counted by it, and the PAN itself is never stored. */
export function panHmac(pan: string): string {
  return crypto.createHmac("sha256", getConfig().codeHmacKey).update(`pan|${pan}`).digest("hex");
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Paise already counted towards the TCS threshold in the financial year of `day` for a PAN: the
 * TCS base of the accepted option of every accepted quote with that PAN, other than `exceptQuoteId`.
 */
export async function tcsPriorForPan(
  db: Executor,
  hmac: string | null,
  day: string,
  exceptQuoteId: string | null,
): Promise<number> {
  if (!hmac) return 0;
  const fy = financialYearOf(day);
  const rows = await queryRows<{ totals: QuoteTotals | null; option: string | null }>(
    db,
    sql`SELECT v.totals, v.accepted_option_id AS option FROM quote_versions v
        WHERE v.pan_hmac = ${hmac} AND v.state = 'accepted'
          AND (v.accepted_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN ${fy.from} AND ${fy.to}
          ${exceptQuoteId ? sql`AND v.quote_id <> ${exceptQuoteId}` : sql``}`,
  );
  return rows.reduce((sum, r) => {
    const option = r.totals?.options.find((o) => o.optionId === r.option);
    return sum + (option?.tcs?.base ?? 0);
  }, 0);
}

/** What the figures of a quote dated `day` are computed with: today's rates, the rules in force, the PAN's prior spend. */
export async function quoteContext(
  db: Executor,
  options: { day: string; panHmac: string | null; quoteId: string | null; rates?: InrRate[] },
): Promise<QuoteContext & { day: string }> {
  const [rates, rules, prior] = await Promise.all([
    options.rates ? Promise.resolve(options.rates) : inrRates(db),
    listTaxRules(db),
    tcsPriorForPan(db, options.panHmac, options.day, options.quoteId),
  ]);
  const inForce = rulesOn(rules, options.day);
  if (!inForce)
    throw new HttpRefusal(
      409,
      "No GST rule",
      `No GST rule is in force on ${options.day}: an admin adds one under Settings → Tax rules.`,
    );
  return { rates, rules: inForce, tcsPriorForPan: prior, day: options.day };
}

async function nextQuoteNumber(db: Executor, day: string): Promise<string> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT nextval(${quoteNumberSeq.seqName}) AS n`,
  );
  return `Q-${day.slice(0, 4)}-${String(row!.n).padStart(4, "0")}`;
}

/** A sent quote's link lives at most this long: prices and availability do not hold for longer. */
export const MAX_VALIDITY_DAYS = 180;

const firstTotal = (totals: QuoteTotals) => totals.options[0]?.total ?? 0;

// ---------------------------------------------------------------------------------------------
// Creating and editing

/** A new quote on a lead, its first draft filled from the lead's trip details and the settings. */
export async function createQuote(
  db: Database,
  staff: StaffUser,
  input: { leadId: string; from: QuoteStart },
  clock: Clock = {},
): Promise<{ quoteId: string; number: string }> {
  const at = clock.at ?? new Date();
  const today = indiaDay(at);
  const scope = await quoteScope(db, staff);
  const lead = await requireQuotableLead(db, scope, input.leadId, true);
  const [contact] = await db
    .select({ city: contacts.city })
    .from(contacts)
    .where(eq(contacts.id, lead.contactId));
  const settings = await getQuoteSettings(db);
  const document = quoteDocumentSchema.parse(
    startDocument(lead, contact?.city ?? null, input.from, settings, today),
  );
  const context = await quoteContext(db, { day: today, panHmac: null, quoteId: null });
  const totals = computeQuote(document, context);
  return db.transaction(async (tx) => {
    const number = await nextQuoteNumber(tx, today);
    const [quote] = await tx
      .insert(quotes)
      .values({
        number,
        leadId: lead.id,
        contactId: lead.contactId,
        ownerUserId: lead.ownerId ?? staff.id,
        status: "draft",
        title: document.title,
        latestTotalMinor: firstTotal(totals),
        createdBy: staff.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: quotes.id });
    await tx.insert(quoteVersions).values({
      quoteId: quote!.id,
      version: 1,
      state: "draft",
      document,
      totals,
      createdAt: at,
      updatedAt: at,
      updatedBy: staff.id,
    });
    return { quoteId: quote!.id, number };
  });
}

export type VersionSummary = {
  id: string;
  version: number;
  state: VersionState;
  title: string;
  sentAt: string | null;
  sentBy: string | null;
  validUntil: string | null;
  firstViewedAt: string | null;
  lastViewedAt: string | null;
  viewCount: number;
  acceptedAt: string | null;
  acceptedOptionId: string | null;
  hasPdf: boolean;
  /** Each option's total (frozen for a sent version; as last saved for a draft). */
  options: { optionId: string; name: string; total: number }[];
  updatedAt: string;
};

export type StaffQuote = {
  quote: {
    id: string;
    number: string;
    title: string;
    status: QuoteStatus;
    leadId: string;
    leadName: string;
    leadStage: string;
    contactId: string;
    contactName: string | null;
    /** The budget the lead gave (whole rupees, as paise), or null when none is known: agents price against it. */
    leadBudgetMinor: number | null;
    ownerUserId: string | null;
    ownerName: string | null;
    acceptedVersion: number | null;
    acceptedOptionId: string | null;
    acceptedTotalMinor: number | null;
    acceptedAt: string | null;
    validUntil: string | null;
    createdAt: string;
    updatedAt: string;
  };
  versions: VersionSummary[];
  draft: {
    versionId: string;
    version: number;
    document: QuoteDocument;
    totals: QuoteTotals;
    /** Send this back with the next save: a save over someone else's newer edit is refused. */
    updatedAt: string;
    updatedByName: string | null;
    /** What the builder recomputes with as the agent types. */
    context: QuoteContext & { day: string };
  } | null;
  latestSent: {
    versionId: string;
    version: number;
    document: QuoteDocument;
    totals: QuoteTotals;
    sentAt: string;
  } | null;
  /** Whether this person may edit and send it (partners: their own leads only). */
  canEdit: boolean;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function summaryOf(v: typeof quoteVersions.$inferSelect): VersionSummary {
  const totals = v.totals as QuoteTotals | null;
  const document = v.document as QuoteDocument;
  return {
    id: v.id,
    version: v.version,
    state: v.state as VersionState,
    title: document.title,
    sentAt: iso(v.sentAt),
    sentBy: v.sentBy,
    validUntil: v.validUntil,
    firstViewedAt: iso(v.firstViewedAt),
    lastViewedAt: iso(v.lastViewedAt),
    viewCount: v.viewCount,
    acceptedAt: iso(v.acceptedAt),
    acceptedOptionId: v.acceptedOptionId,
    hasPdf: v.pdf !== null,
    options: (totals?.options ?? []).map((o) => ({ optionId: o.optionId, name: o.name, total: o.total })),
    updatedAt: v.updatedAt.toISOString(),
  };
}

/**
 * The lead's budget in paise, as staff saved the trip or else as the visitor gave it; a ₹0 budget
 * is no budget to price against.
 */
function budgetMinorOf(
  lead: { trip: Record<string, unknown> | null; sourceData: Record<string, unknown> } | null,
) {
  const budgetInr = lead ? tripOf(lead).budgetInr : null;
  return budgetInr ? budgetInr * 100 : null;
}

/** A quote for the console: its row, every version's summary, the draft with live figures, and the latest sent version. */
export async function getQuoteForStaff(
  db: Executor,
  staff: StaffUser,
  quoteId: string,
  clock: Clock = {},
): Promise<StaffQuote> {
  const today = indiaDay(clock.at ?? new Date());
  const scope = await quoteScope(db, staff);
  const quote = await requireQuote(db, scope, quoteId, false);
  const [lead] = await db
    .select({
      name: leads.name,
      stage: leads.stage,
      contactName: contacts.name,
      trip: leads.trip,
      sourceData: leads.sourceData,
    })
    .from(leads)
    .leftJoin(contacts, eq(contacts.id, leads.contactId))
    .where(eq(leads.id, quote.leadId));
  let canEdit = staff.role === "admin";
  if (!canEdit) {
    try {
      await requireQuote(db, scope, quoteId, true);
      canEdit = true;
    } catch {
      canEdit = false;
    }
  }
  const [owner] = quote.ownerUserId
    ? await db.select({ name: authUser.name }).from(authUser).where(eq(authUser.id, quote.ownerUserId))
    : [];
  const rows = await db
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.quoteId, quoteId))
    .orderBy(asc(quoteVersions.version));
  const draftRow = rows.find((v) => v.state === "draft") ?? null;
  const sentRow = [...rows].reverse().find((v) => v.sentAt !== null) ?? null;

  let draft: StaffQuote["draft"] = null;
  if (draftRow) {
    const document = quoteDocumentSchema.parse(draftRow.document);
    const context = await quoteContext(db, { day: today, panHmac: draftRow.panHmac, quoteId });
    const [editor] = draftRow.updatedBy
      ? await db.select({ name: authUser.name }).from(authUser).where(eq(authUser.id, draftRow.updatedBy))
      : [];
    draft = {
      versionId: draftRow.id,
      version: draftRow.version,
      document,
      totals: computeQuote(document, context),
      updatedAt: draftRow.updatedAt.toISOString(),
      updatedByName: editor?.name ?? null,
      context,
    };
  }
  return {
    quote: {
      id: quote.id,
      number: quote.number,
      title: quote.title,
      status: effectiveStatus(quote.status, quote.validUntil, today),
      leadId: quote.leadId,
      leadName: lead?.name ?? "",
      leadStage: lead?.stage ?? "",
      contactId: quote.contactId,
      contactName: lead?.contactName ?? null,
      leadBudgetMinor: budgetMinorOf(lead ?? null),
      ownerUserId: quote.ownerUserId,
      ownerName: owner?.name ?? null,
      acceptedVersion: quote.acceptedVersion,
      acceptedOptionId: quote.acceptedOptionId,
      acceptedTotalMinor: quote.acceptedTotalMinor,
      acceptedAt: iso(quote.acceptedAt),
      validUntil: quote.validUntil,
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
    },
    versions: rows.map(summaryOf),
    draft,
    latestSent: sentRow
      ? {
          versionId: sentRow.id,
          version: sentRow.version,
          document: sentRow.document as QuoteDocument,
          totals: sentRow.totals as QuoteTotals,
          sentAt: sentRow.sentAt!.toISOString(),
        }
      : null,
    canEdit,
  };
}

/** The draft's PAN as stored: a full PAN becomes its HMAC and its masked form; a masked one keeps the HMAC it had. */
function keepPan(
  document: QuoteDocument,
  previousHmac: string | null,
): { document: QuoteDocument; hmac: string | null } {
  const pan = document.tax.pan;
  if (pan === null) return { document, hmac: null };
  if (PAN_PATTERN.test(pan))
    return { document: { ...document, tax: { ...document.tax, pan: maskPan(pan) } }, hmac: panHmac(pan) };
  return { document, hmac: previousHmac };
}

const noDraft = () =>
  new HttpRefusal(
    409,
    "No draft",
    "This quote has no draft to edit: it has been sent. Start a new draft to change it.",
  );

/**
 * Saves the draft when nobody else has saved it since `updatedAt` (the value the editor loaded);
 * otherwise a 409 naming who changed it and when, and nothing is written.
 */
export async function saveDraft(
  db: Database,
  staff: StaffUser,
  quoteId: string,
  input: { document: QuoteDocument; updatedAt: string },
  clock: Clock = {},
): Promise<{ totals: QuoteTotals; updatedAt: string; document: QuoteDocument }> {
  const at = clock.at ?? new Date();
  const scope = await quoteScope(db, staff);
  const quote = await requireQuote(db, scope, quoteId, true);
  if (quote.status === "accepted") throw acceptedAlready(quote.acceptedVersion);
  const [draft] = await db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.state, "draft")));
  if (!draft) throw noDraft();
  const given = new Date(input.updatedAt);
  if (Number.isNaN(given.getTime()) || given.getTime() !== draft.updatedAt.getTime())
    throw await changedBy(db, draft);
  const { document, hmac } = keepPan(quoteDocumentSchema.parse(input.document), draft.panHmac);
  const context = await quoteContext(db, { day: indiaDay(at), panHmac: hmac, quoteId });
  const totals = computeQuote(document, context);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(quoteVersions)
      .set({ document, totals, panHmac: hmac, updatedAt: at, updatedBy: staff.id })
      .where(
        and(
          eq(quoteVersions.id, draft.id),
          eq(quoteVersions.state, "draft"),
          eq(quoteVersions.updatedAt, draft.updatedAt),
        ),
      )
      .returning({ updatedAt: quoteVersions.updatedAt });
    // Someone saved between the read and this write: the same refusal as a stale updatedAt.
    if (!saved) throw await changedBy(tx, draft);
    await tx
      .update(quotes)
      .set({ title: document.title, latestTotalMinor: firstTotal(totals), updatedAt: at })
      .where(eq(quotes.id, quoteId));
    return { totals, updatedAt: saved.updatedAt.toISOString(), document };
  });
}

async function changedBy(db: Executor, draft: { id: string }) {
  const [row] = await db
    .select({ state: quoteVersions.state, updatedAt: quoteVersions.updatedAt, name: authUser.name })
    .from(quoteVersions)
    .leftJoin(authUser, eq(authUser.id, quoteVersions.updatedBy))
    .where(eq(quoteVersions.id, draft.id));
  if (!row || row.state !== "draft") return noDraft();
  return new HttpRefusal(
    409,
    "Changed by someone else",
    `This draft was changed by ${row.name ?? "someone else"} at ${formatIndiaDateTime(row.updatedAt)}: reload it to see their changes, then make yours again.`,
    { updatedAt: row.updatedAt.toISOString() },
  );
}

const acceptedAlready = (version: number | null) =>
  new HttpRefusal(
    409,
    "Already accepted",
    `The traveller accepted version ${version ?? "?"} of this quote: it can no longer be changed. Start a new quote for any change.`,
  );

/**
 * The draft to edit: the one there is, or a new one copied from the latest version (its PAN's HMAC
 * too). At most one draft per quote, whatever two people click at once.
 */
export async function startNewDraft(
  db: Database,
  staff: StaffUser,
  quoteId: string,
  clock: Clock = {},
): Promise<{ version: number; versionId: string; updatedAt: string; created: boolean }> {
  const at = clock.at ?? new Date();
  const scope = await quoteScope(db, staff);
  const quote = await requireQuote(db, scope, quoteId, true);
  if (quote.status === "accepted") throw acceptedAlready(quote.acceptedVersion);
  return db.transaction(async (tx) => {
    // Serialises two starts on one quote: the second finds the first's draft.
    await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, quoteId)).for("update");
    const rows = await tx
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quoteId))
      .orderBy(desc(quoteVersions.version));
    const existing = rows.find((v) => v.state === "draft");
    if (existing)
      return {
        version: existing.version,
        versionId: existing.id,
        updatedAt: existing.updatedAt.toISOString(),
        created: false,
      };
    const latest = rows[0]!;
    const [row] = await tx
      .insert(quoteVersions)
      .values({
        quoteId,
        version: latest.version + 1,
        state: "draft",
        document: latest.document,
        totals: latest.totals,
        panHmac: latest.panHmac,
        createdAt: at,
        updatedAt: at,
        updatedBy: staff.id,
      })
      .returning();
    await tx.update(quotes).set({ updatedAt: at }).where(eq(quotes.id, quoteId));
    return {
      version: row!.version,
      versionId: row!.id,
      updatedAt: row!.updatedAt.toISOString(),
      created: true,
    };
  });
}

export type FrozenVersion = {
  quoteId: string;
  number: string;
  leadId: string;
  contactId: string;
  ownerUserId: string | null;
  versionId: string;
  version: number;
  /** The link's token, returned once: only its hash is stored. */
  token: string;
  document: QuoteDocument;
  totals: QuoteTotals;
  validUntil: string;
  sentAt: string;
  /** The versions this one supersedes. */
  superseded: number[];
};

/**
 * Freezes the draft into a sent version: the figures computed again with today's rates and the rules
 * in force today, kept with the rates; a new link token; earlier sent versions superseded. Refused
 * with a sentence when a rate is missing, there is no included line, the schedule overshoots or the
 * validity is past. Call it inside the transaction that sends (the PDF is stored after, in it).
 */
export async function freezeDraftForSending(
  exec: Executor,
  staff: StaffUser,
  quoteId: string,
  clock: Clock = {},
): Promise<FrozenVersion> {
  // Atomic on its own, and a savepoint inside the caller's transaction when it sends in one.
  return (exec as Database).transaction(async (db) => {
    const at = clock.at ?? new Date();
    const today = indiaDay(at);
    const scope = await quoteScope(db, staff);
    await requireQuote(db, scope, quoteId, true);
    // The lead, then the quote row, then its versions (the order acceptance locks them in too): an
    // acceptance committed a moment ago is seen here, and one that comes later waits for this send.
    await lockLeadOfQuote(db, quoteId);
    const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).for("update");
    if (quote!.status === "accepted") throw acceptedAlready(quote!.acceptedVersion);
    const [draft] = await db
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.state, "draft")))
      .for("update");
    if (!draft)
      throw new HttpRefusal(
        409,
        "Nothing to send",
        "This quote has no draft to send: start a new draft first.",
      );
    const document = quoteDocumentSchema.parse(draft.document);
    if (document.terms.validUntil < today)
      throw new HttpRefusal(
        422,
        "Validity is past",
        `The quote is valid until ${document.terms.validUntil}, which has passed: set a later valid-until date and send again.`,
        { field: "terms.validUntil" },
      );
    if (document.terms.validUntil > addIndiaDays(today, MAX_VALIDITY_DAYS))
      throw new HttpRefusal(
        422,
        "Validity too long",
        `A quote is valid for at most ${MAX_VALIDITY_DAYS} days: set a valid-until date on or before ${addIndiaDays(today, MAX_VALIDITY_DAYS)}.`,
        { field: "terms.validUntil" },
      );
    const context = await quoteContext(db, { day: today, panHmac: draft.panHmac, quoteId });
    const totals = computeQuote(document, context);
    const problem = totals.problems[0];
    if (problem)
      throw new HttpRefusal(422, "Cannot send yet", `${problem.message}.`.replace(/\.\.$/, "."), {
        field: problem.path,
      });
    // Rebuildable by the server alone, so the same link can go again by WhatsApp (proposal-link).
    const token = proposalToken(draft.id);
    const [sent] = await db
      .update(quoteVersions)
      .set({
        state: "sent",
        totals,
        rates: [...context.rates],
        sentAt: at,
        sentBy: staff.id,
        validUntil: document.terms.validUntil,
        linkTokenHash: hashToken(token),
        updatedAt: at,
        updatedBy: staff.id,
      })
      .where(and(eq(quoteVersions.id, draft.id), eq(quoteVersions.state, "draft")))
      .returning({ id: quoteVersions.id });
    if (!sent)
      throw new HttpRefusal(409, "Already sent", "This draft was sent a moment ago: reload the quote.");
    const superseded = await db
      .update(quoteVersions)
      .set({ state: "superseded", updatedAt: at })
      .where(
        and(
          eq(quoteVersions.quoteId, quoteId),
          eq(quoteVersions.state, "sent"),
          sql`${quoteVersions.id} <> ${draft.id}`,
        ),
      )
      .returning({ version: quoteVersions.version });
    await db
      .update(quotes)
      .set({
        status: "sent",
        title: document.title,
        latestTotalMinor: firstTotal(totals),
        validUntil: document.terms.validUntil,
        updatedAt: at,
      })
      .where(eq(quotes.id, quoteId));
    return {
      quoteId,
      number: quote.number,
      leadId: quote.leadId,
      contactId: quote.contactId,
      ownerUserId: quote.ownerUserId,
      versionId: draft.id,
      version: draft.version,
      token,
      document,
      totals,
      validUntil: document.terms.validUntil,
      sentAt: at.toISOString(),
      superseded: superseded.map((s) => s.version).sort((a, b) => a - b),
    };
  });
}

/** Keeps the PDF that was sent with a version (each sent version's PDF is kept). */
export async function storeVersionPdf(db: Executor, versionId: string, pdf: Buffer): Promise<void> {
  await db.update(quoteVersions).set({ pdf }).where(eq(quoteVersions.id, versionId));
}

/** A version's kept PDF for staff (who may see the quote), or null when none was kept. */
export async function versionPdfForStaff(
  db: Executor,
  staff: StaffUser,
  quoteId: string,
  version: number,
): Promise<{ pdf: Buffer; number: string; version: number } | null> {
  const scope = await quoteScope(db, staff);
  const quote = await requireQuote(db, scope, quoteId, false);
  const [row] = await db
    .select({ pdf: quoteVersions.pdf })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.version, version)));
  return row?.pdf ? { pdf: row.pdf, number: quote.number, version } : null;
}

/** A version's kept PDF by quote and version number (the caller has checked who may read it). */
export async function readVersionPdf(db: Executor, quoteId: string, version: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ pdf: quoteVersions.pdf })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), eq(quoteVersions.version, version)));
  return row?.pdf ?? null;
}

/** A version's kept PDF by its id (the traveller's link has already been checked). */
export async function versionPdf(db: Executor, versionId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ pdf: quoteVersions.pdf })
    .from(quoteVersions)
    .where(eq(quoteVersions.id, versionId));
  return row?.pdf ?? null;
}

// ---------------------------------------------------------------------------------------------
// The traveller's side

export type LinkStanding = "current" | "superseded" | "expired" | "accepted" | "declined";

export type VersionByToken = {
  versionId: string;
  quoteId: string;
  number: string;
  /** The same as number (Q-2026-0042). */
  quoteNumber: string;
  version: number;
  state: VersionState;
  standing: LinkStanding;
  /** Whether this is the latest sent version (it may still be expired, accepted or declined). */
  current: boolean;
  /** Whether its validity has passed. */
  expired: boolean;
  /** The latest sent version's number: the one a traveller should read. */
  currentVersion: number;
  /**
   * When this quote was closed because another quote of the lead was accepted: that quote and its
   * accepted version, the one that is current now.
   */
  acceptedInstead: { number: string; version: number } | null;
  validUntil: string;
  sentAt: string;
  /** Only what a traveller may see: no cost, markup, supplier or margin. */
  document: TravellerDocument;
  totals: TravellerTotals;
  leadId: string;
  contactId: string;
  ownerUserId: string | null;
  acceptedOptionId: string | null;
  acceptedAt: string | null;
  firstViewedAt: string | null;
};

/** The sent version a link's token opens, and where it stands; null for a token nobody was given. */
export async function findVersionByToken(
  db: Executor,
  token: string,
  clock: Clock = {},
): Promise<VersionByToken | null> {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const today = indiaDay(clock.at ?? new Date());
  const [row] = await db
    .select({ version: quoteVersions, quote: quotes })
    .from(quoteVersions)
    .innerJoin(quotes, eq(quotes.id, quoteVersions.quoteId))
    .where(eq(quoteVersions.linkTokenHash, hashToken(token)));
  if (!row || !row.version.sentAt) return null;
  const v = row.version;
  const [latest] = await db
    .select({ version: quoteVersions.version })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, v.quoteId), sql`${quoteVersions.sentAt} IS NOT NULL`))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  const state = v.state as VersionState;
  // A superseded version that is still its quote's latest was closed by another quote's acceptance.
  const [instead] =
    state === "superseded" && (!latest || latest.version === v.version)
      ? await db
          .select({ number: quotes.number, version: quotes.acceptedVersion })
          .from(quotes)
          .where(
            and(
              eq(quotes.leadId, row.quote.leadId),
              eq(quotes.status, "accepted"),
              sql`${quotes.id} <> ${v.quoteId}`,
            ),
          )
          .orderBy(desc(quotes.acceptedAt))
          .limit(1)
      : [];
  const standing: LinkStanding =
    state === "accepted"
      ? "accepted"
      : state === "declined"
        ? "declined"
        : state === "superseded"
          ? "superseded"
          : v.validUntil && v.validUntil < today
            ? "expired"
            : "current";
  return {
    versionId: v.id,
    quoteId: v.quoteId,
    number: row.quote.number,
    quoteNumber: row.quote.number,
    version: v.version,
    state,
    standing,
    current: !latest || latest.version === v.version,
    expired: v.validUntil !== null && v.validUntil < today,
    currentVersion: latest?.version ?? v.version,
    acceptedInstead: instead?.version ? { number: instead.number, version: instead.version } : null,
    validUntil: v.validUntil!,
    sentAt: v.sentAt!.toISOString(),
    document: travellerDocument(v.document as QuoteDocument),
    totals: travellerTotals(v.totals as QuoteTotals),
    leadId: row.quote.leadId,
    contactId: row.quote.contactId,
    ownerUserId: row.quote.ownerUserId,
    acceptedOptionId: v.acceptedOptionId,
    acceptedAt: iso(v.acceptedAt),
    firstViewedAt: iso(v.firstViewedAt),
  };
}

/** Counts a view of a sent version; `first` is true only for the very first (the owner is told of it). */
export async function recordView(
  db: Executor,
  versionId: string,
  at: Date = new Date(),
): Promise<{ first: boolean }> {
  const [row] = await queryRows<{ first: boolean; quote_id: string; state: string }>(
    db,
    sql`UPDATE quote_versions v
        SET first_viewed_at = coalesce(o.first_viewed_at, ${at.toISOString()}::timestamptz),
            last_viewed_at = ${at.toISOString()}::timestamptz,
            view_count = v.view_count + 1
        FROM (SELECT id, first_viewed_at FROM quote_versions WHERE id = ${versionId} FOR UPDATE) o
        WHERE v.id = o.id AND v.sent_at IS NOT NULL
        RETURNING (o.first_viewed_at IS NULL) AS first, v.quote_id, v.state`,
  );
  if (!row) return { first: false };
  if (row.state === "sent")
    await db
      .update(quotes)
      .set({ status: "viewed", updatedAt: at })
      .where(and(eq(quotes.id, row.quote_id), eq(quotes.status, "sent")));
  return { first: row.first === true };
}

export type AcceptedQuote = {
  /** The lead's other quotes that were open, closed by this acceptance. */
  closed: ClosedQuote[];
  quoteId: string;
  number: string;
  leadId: string;
  contactId: string;
  ownerUserId: string | null;
  version: number;
  optionId: string;
  optionName: string;
  totalMinor: number;
  marginMinor: number;
  /** The lead's value: whole rupees, half a rupee up. */
  valueInr: number;
  /** The first instalment (the deposit) and the India day it is due (acceptance: the day accepted). */
  deposit: { label: string; amountMinor: number; dueDay: string | null };
  schedule: QuoteTotals["options"][number]["schedule"];
};

function notAcceptable(standing: LinkStanding | "missing", current: number | null) {
  const now = current ? ` Version ${current} is the current one: open the latest link we sent you.` : "";
  switch (standing) {
    case "superseded":
      return new HttpRefusal(
        409,
        "A newer version exists",
        `This version of the quote has been replaced.${now}`,
      );
    case "expired":
      return new HttpRefusal(
        410,
        "Quote expired",
        `This quote's validity has passed: ask your travel designer for a new one.`,
      );
    case "accepted":
      return new HttpRefusal(409, "Already accepted", "This quote has already been accepted.");
    case "declined":
      return new HttpRefusal(
        409,
        "Quote declined",
        "This quote was declined: ask your travel designer for a new one.",
      );
    default:
      return new HttpRefusal(404, "Not found", "This quote link is not valid.");
  }
}

/**
 * The traveller accepts an option of a current, unexpired sent version: the version and the quote
 * record it with the option's total and margin. The caller (acceptance with the phone code) moves
 * the lead in the same transaction.
 */
export async function markAccepted(
  tx: Executor,
  versionId: string,
  optionId: string,
  at: Date = new Date(),
): Promise<AcceptedQuote> {
  const today = indiaDay(at);
  const [ref] = await tx
    .select({ quoteId: quoteVersions.quoteId })
    .from(quoteVersions)
    .where(eq(quoteVersions.id, versionId));
  if (!ref) throw notAcceptable("missing", null);
  // The lead, then the quote row, then the version: the order a send locks them in, so the two
  // never deadlock, and two acceptances on quotes of one lead queue (the second sees its quote closed).
  await lockLeadOfQuote(tx, ref.quoteId);
  const [quoteRow] = await tx.select().from(quotes).where(eq(quotes.id, ref.quoteId)).for("update");
  const [versionRow] = await tx
    .select()
    .from(quoteVersions)
    .where(eq(quoteVersions.id, versionId))
    .for("update");
  const row = { quote: quoteRow!, version: versionRow! };
  if (!row.version.sentAt) throw notAcceptable("missing", null);
  const v = row.version;
  const [latest] = await tx
    .select({ version: quoteVersions.version })
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, v.quoteId), sql`${quoteVersions.sentAt} IS NOT NULL`))
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  const current = latest && latest.version !== v.version ? latest.version : null;
  if (v.state !== "sent") throw notAcceptable(v.state as LinkStanding, current);
  if (v.validUntil && v.validUntil < today) throw notAcceptable("expired", current);
  const totals = v.totals as QuoteTotals;
  const option = totals.options.find((o) => o.optionId === optionId);
  if (!option)
    throw new HttpRefusal(400, "Choose an option", "Choose one of the quote's options to accept.", {
      field: "optionId",
    });
  if (option.tcs && option.tcs.roomBefore !== null && v.panHmac) {
    // The threshold's room was worked out when the version was sent; another quote on the same PAN
    // accepted since would make its TCS too low. One acceptance per PAN at a time, then check again.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`quote-pan|${v.panHmac}`}))`);
    const declared = (v.document as QuoteDocument).tax.tcsPriorMinor;
    const prior = declared + (await tcsPriorForPan(tx, v.panHmac, indiaDay(v.sentAt!), v.quoteId));
    if (prior !== totals.tcsPriorMinor)
      throw new HttpRefusal(
        409,
        "Tax to be worked out again",
        "The TCS on this quote depends on your other bookings this financial year, which have changed since it was sent: your travel designer will send an updated version.",
      );
  }
  await tx
    .update(quoteVersions)
    .set({ state: "accepted", acceptedAt: at, acceptedOptionId: optionId, updatedAt: at })
    .where(eq(quoteVersions.id, versionId));
  await tx
    .update(quotes)
    .set({
      status: "accepted",
      acceptedVersion: v.version,
      acceptedOptionId: optionId,
      acceptedTotalMinor: option.total,
      acceptedMarginMinor: option.margin,
      acceptedAt: at,
      latestTotalMinor: option.total,
      updatedAt: at,
    })
    .where(eq(quotes.id, v.quoteId));
  const closed = await closeOtherQuotesOfLead(tx, row.quote.leadId, v.quoteId, at);
  const first = option.schedule[0]!;
  return {
    closed,
    quoteId: v.quoteId,
    number: row.quote.number,
    leadId: row.quote.leadId,
    contactId: row.quote.contactId,
    ownerUserId: row.quote.ownerUserId,
    version: v.version,
    optionId,
    optionName: option.name,
    totalMinor: option.total,
    marginMinor: option.margin,
    valueInr: Math.floor((option.total + 50) / 100),
    deposit: {
      label: first.label,
      amountMinor: first.amountMinor,
      dueDay: first.due.kind === "acceptance" ? today : first.due.kind === "date" ? first.due.date : null,
    },
    schedule: option.schedule,
  };
}

/** Locks the lead a quote is on: sending and accepting take it first, before the quote's rows. */
async function lockLeadOfQuote(tx: Executor, quoteId: string): Promise<void> {
  await tx.execute(
    sql`SELECT 1 FROM leads WHERE id = (SELECT lead_id FROM quotes WHERE id = ${quoteId}::uuid) FOR UPDATE`,
  );
}

export type ClosedQuote = { quoteId: string; number: string; versions: number[] };

/**
 * A lead buys one trip: once one of its quotes is accepted, its other open quotes (those with a sent
 * version the traveller could still accept) are closed with it — their sent versions superseded, so
 * their links name the accepted one, and the quotes declined — in the acceptance's transaction, so
 * no second acceptance can land on a lead that is already won. Drafts never sent are left to staff.
 */
async function closeOtherQuotesOfLead(
  tx: Executor,
  leadId: string,
  acceptedQuoteId: string,
  at: Date,
): Promise<ClosedQuote[]> {
  const open = await tx
    .select({ id: quotes.id, number: quotes.number })
    .from(quotes)
    .where(
      and(
        eq(quotes.leadId, leadId),
        sql`${quotes.id} <> ${acceptedQuoteId}`,
        inArray(quotes.status, ["sent", "viewed"]),
      ),
    )
    .orderBy(quotes.id)
    .for("update");
  const closed: ClosedQuote[] = [];
  for (const q of open) {
    const versions = await tx
      .update(quoteVersions)
      .set({ state: "superseded", updatedAt: at })
      .where(and(eq(quoteVersions.quoteId, q.id), eq(quoteVersions.state, "sent")))
      .returning({ version: quoteVersions.version });
    await tx.update(quotes).set({ status: "declined", updatedAt: at }).where(eq(quotes.id, q.id));
    closed.push({ quoteId: q.id, number: q.number, versions: versions.map((v) => v.version) });
  }
  return closed;
}

/** The traveller (or staff on their word) declines a sent version: the quote reads as declined. */
export async function markDeclined(
  tx: Executor,
  versionId: string,
  at: Date = new Date(),
): Promise<{ quoteId: string }> {
  const [v] = await tx
    .update(quoteVersions)
    .set({ state: "declined", declinedAt: at, updatedAt: at })
    .where(and(eq(quoteVersions.id, versionId), eq(quoteVersions.state, "sent")))
    .returning({ quoteId: quoteVersions.quoteId });
  if (!v)
    throw new HttpRefusal(409, "Cannot decline", "Only the current sent version of a quote can be declined.");
  await tx.update(quotes).set({ status: "declined", updatedAt: at }).where(eq(quotes.id, v.quoteId));
  return { quoteId: v.quoteId };
}

// ---------------------------------------------------------------------------------------------
// Lists, comparison, revenue

export type QuoteFilters = {
  status?: QuoteStatus;
  ownerId?: string;
  leadId?: string;
  contactId?: string;
  /** Number, title or the lead's name. */
  q?: string;
  /** Last changed on or after / on or before these India days. */
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
};

export type QuoteListRow = {
  id: string;
  number: string;
  title: string;
  status: QuoteStatus;
  leadId: string;
  leadName: string;
  contactId: string;
  contactName: string | null;
  ownerUserId: string | null;
  ownerName: string | null;
  latestVersion: number;
  totalMinor: number | null;
  validUntil: string | null;
  acceptedAt: string | null;
  updatedAt: string;
};

/** Quotes this person may see, newest change first, with the filters of the Quotes tab. */
export async function listQuotes(
  db: Executor,
  staff: StaffUser,
  filters: QuoteFilters = {},
  clock: Clock = {},
): Promise<{ quotes: QuoteListRow[]; total: number }> {
  const today = indiaDay(clock.at ?? new Date());
  const scope = await quoteScope(db, staff);
  const status = statusSql(today);
  const where: SQL[] = [visibleLeads(scope)];
  if (filters.status) where.push(sql`${status} = ${filters.status}`);
  if (filters.ownerId) where.push(eq(quotes.ownerUserId, filters.ownerId));
  if (filters.leadId) where.push(eq(quotes.leadId, filters.leadId));
  if (filters.contactId) where.push(eq(quotes.contactId, filters.contactId));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(${quotes.number} ILIKE ${like} OR ${quotes.title} ILIKE ${like} OR ${leads.name} ILIKE ${like})`,
    );
  }
  if (filters.from)
    where.push(sql`(${quotes.updatedAt} AT TIME ZONE 'Asia/Kolkata')::date >= ${filters.from}`);
  if (filters.to) where.push(sql`(${quotes.updatedAt} AT TIME ZONE 'Asia/Kolkata')::date <= ${filters.to}`);
  const condition = and(...where);
  const rows = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      title: quotes.title,
      status,
      leadId: quotes.leadId,
      leadName: leads.name,
      contactId: quotes.contactId,
      contactName: contacts.name,
      ownerUserId: quotes.ownerUserId,
      ownerName: authUser.name,
      latestVersion: sql<number>`(SELECT max(version) FROM quote_versions lv WHERE lv.quote_id = ${quotes.id})`,
      totalMinor: sql<number | null>`coalesce(${quotes.acceptedTotalMinor}, ${quotes.latestTotalMinor})`,
      validUntil: quotes.validUntil,
      acceptedAt: quotes.acceptedAt,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(contacts, eq(contacts.id, quotes.contactId))
    .leftJoin(authUser, eq(authUser.id, quotes.ownerUserId))
    .where(condition)
    .orderBy(desc(quotes.updatedAt), desc(quotes.id))
    .limit(Math.min(Math.max(filters.limit ?? 50, 1), 200))
    .offset(Math.max(filters.offset ?? 0, 0));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .where(condition);
  return {
    quotes: rows.map((r) => ({
      ...r,
      status: r.status as QuoteStatus,
      latestVersion: Number(r.latestVersion),
      totalMinor: r.totalMinor === null ? null : Number(r.totalMinor),
      acceptedAt: iso(r.acceptedAt),
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** What changed from version `a` to version `b` of a quote, and each option's price difference. */
export async function compareVersions(
  db: Executor,
  staff: StaffUser,
  quoteId: string,
  a: number,
  b: number,
  clock: Clock = {},
): Promise<VersionComparison> {
  const scope = await quoteScope(db, staff);
  await requireQuote(db, scope, quoteId, false);
  const rows = await db
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.quoteId, quoteId), sql`${quoteVersions.version} IN (${a}, ${b})`));
  const load = async (n: number) => {
    const row = rows.find((r) => r.version === n);
    if (!row)
      throw new HttpRefusal(
        404,
        "No such version",
        `This quote has no version ${n}: choose two of its versions.`,
      );
    const document = quoteDocumentSchema.parse(row.document);
    // A draft's figures are today's; a sent version's are the ones it was sent with.
    const totals =
      row.state === "draft" || !row.totals
        ? computeQuote(
            document,
            await quoteContext(db, { day: indiaDay(clock.at ?? new Date()), panHmac: row.panHmac, quoteId }),
          )
        : (row.totals as QuoteTotals);
    return { version: n, document, totals };
  };
  return compareDocuments(await load(a), await load(b));
}

export type RevenueRow = {
  /** YYYY-MM, India time, of the acceptance. */
  month: string;
  ownerUserId: string | null;
  ownerName: string | null;
  accepted: number;
  /**
   * The accepted options' package value + service fee: what the agency sold, before GST and TCS
   * (which it collects for the government, not for itself).
   */
  preTaxValueMinor: number;
  marginMinor: number;
  /** Margin over the pre-tax value, as the builder works it out for an option (null: nothing sold). */
  marginBp: number | null;
};

export type RevenueTotal = Omit<RevenueRow, "month" | "ownerUserId" | "ownerName">;

/** Sums revenue figures (a month, an owner, the period), with the margin % worked out once on the sums. */
export function sumRevenue(rows: readonly Omit<RevenueTotal, "marginBp">[]): RevenueTotal {
  const sum = rows.reduce(
    (t, r) => ({
      accepted: t.accepted + r.accepted,
      preTaxValueMinor: t.preTaxValueMinor + r.preTaxValueMinor,
      marginMinor: t.marginMinor + r.marginMinor,
    }),
    { accepted: 0, preTaxValueMinor: 0, marginMinor: 0 },
  );
  return { ...sum, marginBp: marginBpOf(sum.marginMinor, sum.preTaxValueMinor) };
}

/**
 * Accepted quotes' pre-tax value and margin by month (India time) and owner, for the quotes this
 * person may see. The quote row keeps the accepted total (taxes in) and margin; the pre-tax value
 * is read from the accepted version's frozen figures, the option the traveller chose.
 */
export async function revenueFromQuotes(
  db: Executor,
  staff: StaffUser,
  range: { from: string; to: string },
): Promise<{ rows: RevenueRow[]; total: RevenueTotal }> {
  const scope = await quoteScope(db, staff);
  const month = sql<string>`to_char(${quotes.acceptedAt} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`;
  const day = sql`(${quotes.acceptedAt} AT TIME ZONE 'Asia/Kolkata')::date`;
  const preTax = sql`(SELECT coalesce((o->>'packageValue')::bigint, 0) + coalesce((o->>'serviceFee')::bigint, 0)
    FROM jsonb_array_elements(${quoteVersions.totals}->'options') AS o
    WHERE o->>'optionId' = ${quotes.acceptedOptionId} LIMIT 1)`;
  const rows = await db
    .select({
      month,
      ownerUserId: quotes.ownerUserId,
      ownerName: sql<string | null>`max(${authUser.name})`,
      accepted: sql<number>`count(*)::int`,
      preTaxValueMinor: sql<string>`coalesce(sum(${preTax}), 0)`,
      // Margin only where the value it is a share of is known: a version without its frozen
      // figures would otherwise add margin over no value and overstate the percentage.
      marginMinor: sql<string>`coalesce(sum(${quotes.acceptedMarginMinor}) FILTER (WHERE ${preTax} IS NOT NULL), 0)`,
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .leftJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, quotes.id), eq(quoteVersions.version, quotes.acceptedVersion)),
    )
    .leftJoin(authUser, eq(authUser.id, quotes.ownerUserId))
    .where(
      and(
        eq(quotes.status, "accepted"),
        sql`${day} >= ${range.from}`,
        sql`${day} <= ${range.to}`,
        visibleLeads(scope),
      ),
    )
    .groupBy(month, quotes.ownerUserId)
    .orderBy(month, quotes.ownerUserId);
  const out = rows.map((r) => {
    const figures = sumRevenue([
      {
        accepted: Number(r.accepted),
        preTaxValueMinor: Number(r.preTaxValueMinor),
        marginMinor: Number(r.marginMinor),
      },
    ]);
    return { month: r.month, ownerUserId: r.ownerUserId, ownerName: r.ownerName, ...figures };
  });
  return { rows: out, total: sumRevenue(out) };
}

/** Quotes on one lead (the lead's panel), newest first. */
export async function quotesOfLead(db: Executor, staff: StaffUser, leadId: string) {
  return (await listQuotes(db, staff, { leadId, limit: 50 })).quotes;
}

export { quoteNotFound };
export type { QuoteRules };
