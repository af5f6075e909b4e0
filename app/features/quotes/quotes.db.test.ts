import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quoteBuilderPage, quoteRevenue, setCrmSetting } from "~/features/crm/index.server";
import { LEAD_PURPOSES } from "~/features/leads";
import {
  auditLog,
  consents,
  contacts,
  exchangeRates,
  leads,
  quotes,
  quoteVersions,
  taxRules,
} from "~/server/db/schema.server";
import { getConfig, setConfigForTests } from "~/server/config.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import * as quotesRoute from "../../routes/api.v1.console.quotes";
import * as quoteRoute from "../../routes/api.v1.console.quotes.$quoteId";
import * as compareRoute from "../../routes/api.v1.console.quotes.$quoteId.compare";
import * as draftsRoute from "../../routes/api.v1.console.quotes.$quoteId.drafts";
import * as settingsRoute from "../../routes/api.v1.console.settings.quotes";
import * as taxRulesRoute from "../../routes/api.v1.console.settings.tax-rules";
import type { QuoteDocument, QuoteLine, QuoteSettings } from "./index";
import {
  findVersionByToken,
  freezeDraftForSending,
  getQuoteForStaff,
  listQuotes,
  markAccepted,
  markDeclined,
  panHmac,
  recordView,
  revenueFromQuotes,
  saveDraft,
  startNewDraft,
} from "./index.server";

/**
 * Quotes as staff work them through the console's endpoints and the services the proposal side
 * calls: created from a lead's trip, saved with an edit check, frozen on sending, superseded by the
 * next version, viewed and accepted, listed, compared and counted as revenue.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

let serial = 0;
async function makeLead(ownerId: string | null, extra: Partial<typeof leads.$inferInsert> = {}) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Traveller ${serial}`,
      phone: `+9170000${String(serial).padStart(5, "0")}`,
      city: "Pune",
      ownerId,
    })
    .returning();
  const [row] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `quote-test-${serial}`,
      contactId: contact!.id,
      name: contact!.name!,
      score: 50,
      ownerId,
      trip: {
        destination: "Bali",
        startDate: "2027-02-10",
        endDate: "2027-02-16",
        adults: 2,
        childrenAges: [8],
        rooms: 1,
        travelStyle: "Honeymoon",
      },
      ...extra,
    })
    .returning();
  return row!;
}

const path = (id: string) => `/api/v1/console/quotes/${id}`;
type Who = "admin" | "partner" | "other";

async function create(who: Who, body: unknown) {
  return call(quotesRoute, who, "POST", "/api/v1/console/quotes", body);
}
async function load(who: Who, quoteId: string) {
  return call(quoteRoute, who, "GET", path(quoteId), undefined, { quoteId });
}
async function draftOf(who: Who, quoteId: string) {
  const got = await load(who, quoteId);
  expect(got.status, JSON.stringify(got.body)).toBe(200);
  return (got.body as unknown as { draft: { document: QuoteDocument; updatedAt: string } }).draft;
}
async function put(who: Who, quoteId: string, body: unknown) {
  return call(quoteRoute, who, "PUT", path(quoteId), body, { quoteId });
}

function line(over: Partial<QuoteLine>): QuoteLine {
  return {
    id: `line-${Math.random().toString(36).slice(2, 10)}`,
    kind: "activity",
    optionId: null,
    title: "Sunset dhow cruise",
    description: "",
    supplier: "Dhow Co",
    hotel: null,
    source: null,
    cost: { minor: 1_000_000, currency: "INR" },
    markup: { kind: "percent", basisPoints: 1000 },
    included: true,
    ...over,
  };
}

/** A quote by `who` on a lead of `owner`, with one ₹10,000 line at 10 % saved in its draft. */
async function pricedQuote(who: Who = "partner", owner: Who = "partner", lines?: QuoteLine[]) {
  const l = await makeLead(users[owner].id);
  const created = await create(who, { leadId: l.id });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const quoteId = created.body.quoteId as string;
  const draft = await draftOf(who, quoteId);
  const saved = await put(who, quoteId, {
    document: { ...draft.document, lines: lines ?? [line({ id: "dhow" })] },
    updatedAt: draft.updatedAt,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { lead: l, quoteId, updatedAt: saved.body.updatedAt as string };
}

const quoteCount = async () => (await t.db.select({ n: count() }).from(quotes))[0]!.n;

beforeAll(async () => {
  await t.db
    .insert(exchangeRates)
    .values({ currency: "EUR", inrPerUnitMicros: 90_500_000, asOf: "2026-11-20", setBy: "test" });
});

describe("creating a quote from a lead", () => {
  it("brings the lead's budget to the builder, and nothing when the lead gave none", async () => {
    const withBudget = await makeLead(users.partner.id, {
      trip: { destination: "Bali", adults: 2, childrenAges: [], budgetInr: 400_000 },
    });
    const without = await makeLead(users.partner.id);
    const quoteOf = async (leadId: string) => {
      const created = await create("partner", { leadId });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.quoteId as string;
    };
    const budgeted = await quoteOf(withBudget.id);
    const page = await quoteBuilderPage(t.db, users.partner, budgeted);
    expect(page.quote.budgetMinor).toBe(400_000_00);
    const none = await quoteBuilderPage(t.db, users.partner, await quoteOf(without.id));
    expect(none.quote.budgetMinor).toBeNull();
  });

  it("offers the link on WhatsApp only when configured and the contact opted in without a STOP since", async () => {
    const l = await makeLead(users.partner.id);
    const created = await create("partner", { leadId: l.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const offered = async () =>
      (await quoteBuilderPage(t.db, users.partner, created.body.quoteId as string)).quoteLinkOnWhatsApp;
    const consent = (withdrawnAt: Date | null) =>
      t.db.insert(consents).values({
        contactId: l.contactId!,
        phone: "+917000000000",
        purpose: "whatsapp",
        noticeVersion: "whatsapp-message-1",
        noticeText: "Opted in by writing.",
        channel: "whatsapp",
        sourceForm: "whatsapp_message",
        givenAt: new Date("2026-11-01T00:00:00Z"),
        withdrawnAt,
      });
    const before = getConfig();
    try {
      useTestConfig({
        WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
        WHATSAPP_ACCESS_TOKEN: "token",
        WHATSAPP_APP_SECRET: "s3cret",
        WHATSAPP_VERIFY_TOKEN: "verify-token-0123456789",
        WHATSAPP_AUTH_TEMPLATE: "login_code",
      });
      expect(await offered()).toBe(false);
      await consent(new Date("2026-11-02T00:00:00Z"));
      expect(await offered()).toBe(false);
      await consent(null);
      expect(await offered()).toBe(true);
      setConfigForTests(before);
      expect(await offered()).toBe(false);
    } finally {
      setConfigForTests(before);
    }
  });

  it("fills the first draft from the lead's trip details and the settings' terms", async () => {
    const l = await makeLead(users.partner.id);
    const created = await create("partner", { leadId: l.id });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.number).toMatch(/^Q-\d{4}-\d{4}$/);
    const draft = await draftOf("partner", created.body.quoteId as string);
    expect(draft.document).toMatchObject({
      destination: "Bali",
      startDate: "2027-02-10",
      departureCity: "Pune",
      travellers: { adults: 2, childrenAges: [8], rooms: 1 },
      style: "Honeymoon",
      tax: { gst: "package", tcs: true, pan: null },
    });
    expect(draft.document.terms.schedule.map((s) => s.share.kind)).toEqual(["percent", "rest"]);
    expect(draft.document.terms.inclusions.length).toBeGreaterThan(0);
  });

  it("starts from a destination's itinerary: its days, with a hotel line for each stay", async () => {
    const l = await makeLead(users.partner.id);
    const created = await create("partner", {
      leadId: l.id,
      from: { kind: "itinerary", destination: "bali", itineraryId: "bali-romance-7d" },
    });
    // The itinerary ids are content: read the first one of Bali if this one is not there.
    if (created.status === 404) {
      const { getDestinationPageData } = await import("~/features/destinations/index.server");
      const first = getDestinationPageData("bali")!.itineraries[0]!;
      const again = await create("partner", {
        leadId: l.id,
        from: { kind: "itinerary", destination: "bali", itineraryId: first.id },
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const draft = await draftOf("partner", again.body.quoteId as string);
      expect(draft.document.days).toHaveLength(first.days);
      expectStaysPointAtHotels(draft.document);
      return;
    }
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expectStaysPointAtHotels((await draftOf("partner", created.body.quoteId as string)).document);
  });

  function expectStaysPointAtHotels(document: QuoteDocument) {
    const hotels = document.lines.filter((x) => x.kind === "hotel");
    expect(hotels.length).toBeGreaterThan(0);
    const stays = document.days.map((d) => d.stayLineId).filter(Boolean);
    expect(stays.every((id) => hotels.some((h) => h.id === id))).toBe(true);
    // Nights add up to the days slept somewhere.
    expect(hotels.reduce((s, h) => s + h.hotel!.nights, 0)).toBe(stays.length);
    expect(document.days.at(-1)!.stayLineId).toBeNull();
  }

  it("starts from a package: its days, inclusions and price", async () => {
    const { packages } = await import("~/features/packages/index.server");
    const pkg = packages[0]!;
    const l = await makeLead(users.partner.id);
    const created = await create("partner", { leadId: l.id, from: { kind: "package", slug: pkg.id } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = await draftOf("partner", created.body.quoteId as string);
    expect(draft.document.days).toHaveLength(pkg.itinerarySummary.length);
    expect(draft.document.terms.inclusions).toEqual(pkg.inclusions);
    expect(draft.document.lines[0]).toMatchObject({
      source: { kind: "package", ref: pkg.id },
      cost: { minor: pkg.currentPrice * 100 * 2, currency: "INR" },
    });
  });

  it("starts from the planner's plan on a planner hand-off lead, and refuses it on any other", async () => {
    const l = await makeLead(users.partner.id, {
      // A hand-off from the planner is stored as a lead of the purpose's type.
      type: LEAD_PURPOSES.planner_handoff.leadType,
      trip: null,
      sourceData: {
        destination: "Bali",
        travelDate: "2027-03-01",
        nights: 6,
        adults: 2,
        transcript: ["Visitor: a week in Bali", "Planner: Day 1 Ubud, day 3 Nusa Penida, day 5 Uluwatu."],
      },
    });
    const created = await create("partner", { leadId: l.id, from: { kind: "planner" } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const draft = await draftOf("partner", created.body.quoteId as string);
    expect(draft.document.intro).toBe("Day 1 Ubud, day 3 Nusa Penida, day 5 Uluwatu.");
    expect(draft.document.startDate).toBe("2027-03-01");
    expect(draft.document.days.length).toBeGreaterThan(0);
    expect(draft.document.lines.every((x) => x.source?.kind === "planner")).toBe(true);

    const other = await makeLead(users.partner.id);
    const refused = await create("partner", { leadId: other.id, from: { kind: "planner" } });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.description).toMatch(/Only a lead handed over from the AI planner/);
  });

  it("refuses a partner another agent's lead, and writes nothing", async () => {
    const theirs = await makeLead(users.other.id);
    const before = await quoteCount();
    const refused = await create("partner", { leadId: theirs.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.description).toBe(
      "Partners quote their own leads only: ask an admin to assign this lead to you.",
    );
    expect(await quoteCount()).toBe(before);
    // An admin may quote any lead.
    expect((await create("admin", { leadId: theirs.id })).status).toBe(200);
  });

  it("answers bad input with a 400 sentence naming the field, and writes nothing", async () => {
    const before = await quoteCount();
    const bad = await create("partner", { leadId: "not-a-lead" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ description: "Choose the lead to quote for.", field: "leadId" });
    const badStart = await create("partner", {
      leadId: (await makeLead(users.partner.id)).id,
      from: { kind: "dream" },
    });
    expect(badStart.status).toBe(400);
    expect(badStart.body.error?.description).toMatch(/Say what the quote starts from/);
    expect(await quoteCount()).toBe(before);
  });
});

describe("editing the draft", () => {
  it("refuses a bad document with a sentence and the field's path, leaving the draft as it was", async () => {
    const { quoteId, updatedAt } = await pricedQuote();
    const draft = await draftOf("partner", quoteId);
    const bad = await put("partner", quoteId, {
      document: { ...draft.document, lines: [line({ cost: { minor: -5, currency: "INR" } })] },
      updatedAt,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      description:
        "Give the amount as a whole number of minor units (paise, cents) from 0 to ₹10 crore's worth.",
      field: "document.lines.0.cost.minor",
    });
    const stay = await put("partner", quoteId, {
      document: {
        ...draft.document,
        days: [
          {
            id: "d1",
            title: "Arrive",
            text: "",
            city: "Ubud",
            meals: { breakfast: false, lunch: false, dinner: false },
            stayLineId: "nope",
          },
        ],
      },
      updatedAt,
    });
    expect(stay.body.error).toMatchObject({ field: "document.days.0.stayLineId" });
    expect((await draftOf("partner", quoteId)).updatedAt).toBe(updatedAt);
  });

  it("names what is wrong with a part of the document given in the wrong shape", async () => {
    const { quoteId, updatedAt } = await pricedQuote();
    const draft = await draftOf("partner", quoteId);
    const shapes: [Record<string, unknown>, string, string][] = [
      [
        { ...draft.document, travellers: "2" },
        "document.travellers",
        "Give the travellers as adults, children's ages and rooms.",
      ],
      [{ ...draft.document, days: null }, "document.days", "A quote has at most 60 days."],
      [
        { ...draft.document, lines: [7] },
        "document.lines.0",
        "Each line is an object with an id, kind, title, cost, markup and whether it is included.",
      ],
    ];
    for (const [document, field, description] of shapes) {
      const res = await put("partner", quoteId, { document, updatedAt });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ field, description });
    }
    const missing = await put("partner", quoteId, { updatedAt });
    expect(missing.body.error?.description).toBe(
      "Send the quote as a JSON object with its title, travellers, days, options, lines, tax and terms.",
    );
    const badDay = await call(quotesRoute, "partner", "GET", "/api/v1/console/quotes?from=2026-02-30");
    expect(badDay.status).toBe(400);
    expect(badDay.body.error).toMatchObject({ description: "Give from as YYYY-MM-DD.", field: "from" });
    const badLimit = await call(quotesRoute, "partner", "GET", "/api/v1/console/quotes?limit=abc");
    expect(badLimit.body.error?.description).toBe("limit is a whole number from 1 to 200.");
  });

  it("refuses a save over someone else's newer one with a 409 naming them, and writes nothing", async () => {
    const { quoteId, updatedAt } = await pricedQuote("partner", "partner");
    const draft = await draftOf("admin", quoteId);
    const adminSave = await put("admin", quoteId, {
      document: { ...draft.document, title: "Admin's title" },
      updatedAt,
    });
    expect(adminSave.status, JSON.stringify(adminSave.body)).toBe(200);
    const stale = await put("partner", quoteId, {
      document: { ...draft.document, title: "Partner's title" },
      updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.description).toMatch(
      /^This draft was changed by Test admin at .+: reload it to see their changes, then make yours again\.$/,
    );
    expect((await draftOf("partner", quoteId)).document.title).toBe("Admin's title");
  });

  it("keeps only an HMAC and the last four characters of a PAN", async () => {
    const { quoteId, updatedAt } = await pricedQuote();
    const draft = await draftOf("partner", quoteId);
    const saved = await put("partner", quoteId, {
      document: { ...draft.document, tax: { ...draft.document.tax, pan: "abcde1234f" } },
      updatedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const [row] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(JSON.stringify(row)).not.toContain("ABCDE1234F");
    expect((row!.document as QuoteDocument).tax.pan).toBe("******234F");
    expect(row!.panHmac).toBe(panHmac("ABCDE1234F"));
    // Sent back masked, it keeps the HMAC it had.
    const again = await put("partner", quoteId, {
      document: (saved.body as { document: QuoteDocument }).document,
      updatedAt: saved.body.updatedAt,
    });
    expect(again.status).toBe(200);
    const [kept] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(kept!.panHmac).toBe(panHmac("ABCDE1234F"));
  });
});

describe("versions", () => {
  it("freezes on sending, supersedes the earlier version, and keeps one draft at most", async () => {
    const { quoteId } = await pricedQuote();
    const v1 = await freezeDraftForSending(t.db, users.partner, quoteId);
    expect(v1.version).toBe(1);
    expect(v1.totals.options[0]!.packageValue).toBe(1_100_000);
    // No draft now: an edit needs a new one.
    const noDraft = await put("partner", quoteId, {
      document: v1.document,
      updatedAt: new Date().toISOString(),
    });
    expect(noDraft.status).toBe(409);
    expect(noDraft.body.error?.description).toBe(
      "This quote has no draft to edit: it has been sent. Start a new draft to change it.",
    );

    const started = await call(draftsRoute, "partner", "POST", `${path(quoteId)}/drafts`, {}, { quoteId });
    expect(started.body).toMatchObject({ version: 2, created: true });
    const twice = await call(draftsRoute, "partner", "POST", `${path(quoteId)}/drafts`, {}, { quoteId });
    expect(twice.body).toMatchObject({ version: 2, created: false });
    await expect(
      t.db.insert(quoteVersions).values({ quoteId, version: 9, state: "draft", document: {} }),
    ).rejects.toThrow();

    const draft = await draftOf("partner", quoteId);
    expect(draft.document).toEqual(v1.document);
    const saved = await saveDraft(t.db, users.partner, quoteId, {
      document: {
        ...draft.document,
        lines: [...draft.document.lines, line({ id: "spa", cost: { minor: 500_000, currency: "EUR" } })],
      },
      updatedAt: draft.updatedAt,
    });
    // €5,000 × 90.50 = ₹4,52,500 + 10 % = ₹4,97,750.
    expect(saved.totals.options[0]!.packageValue).toBe(1_100_000 + 49_775_000);
    const v2 = await freezeDraftForSending(t.db, users.partner, quoteId);
    expect(v2).toMatchObject({ version: 2, superseded: [1] });

    const states = await t.db
      .select({ version: quoteVersions.version, state: quoteVersions.state })
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quoteId))
      .orderBy(quoteVersions.version);
    expect(states).toEqual([
      { version: 1, state: "superseded" },
      { version: 2, state: "sent" },
    ]);

    // The old link says which version is current and cannot be accepted.
    const old = await findVersionByToken(t.db, v1.token);
    expect(old).toMatchObject({ standing: "superseded", current: false, currentVersion: 2 });
    await expect(t.db.transaction((tx) => markAccepted(tx, v1.versionId, "option-a"))).rejects.toThrow(
      "This version of the quote has been replaced. Version 2 is the current one: open the latest link we sent you.",
    );

    // What the traveller's side reads carries no cost, markup, supplier or margin.
    const current = await findVersionByToken(t.db, v2.token);
    expect(current).toMatchObject({ standing: "current", current: true, version: 2 });
    const json = JSON.stringify(current);
    for (const word of ['"cost"', '"markup"', '"supplier"', '"margin"', "Dhow Co", '"costInr"'])
      expect(json).not.toContain(word);

    // Comparison: the added line and the price difference of the option.
    const compared = await call(
      compareRoute,
      "partner",
      "GET",
      `${path(quoteId)}/compare?a=1&b=2`,
      undefined,
      { quoteId },
    );
    expect(compared.status, JSON.stringify(compared.body)).toBe(200);
    expect(compared.body).toMatchObject({
      lines: [{ change: "added", id: "spa" }],
      days: [],
      terms: [],
      options: [
        {
          optionId: "option-a",
          totalA: v1.totals.options[0]!.total,
          totalB: v2.totals.options[0]!.total,
          difference: v2.totals.options[0]!.total - v1.totals.options[0]!.total,
        },
      ],
    });
    const same = await call(compareRoute, "partner", "GET", `${path(quoteId)}/compare?a=2&b=2`, undefined, {
      quoteId,
    });
    expect(same.status).toBe(400);
    expect(same.body.error?.description).toBe("Choose two different versions to compare.");
  });

  it("refuses to send with a currency that has no rate, or a validity that has passed", async () => {
    const { quoteId } = await pricedQuote("partner", "partner", [
      line({ cost: { minor: 10_000, currency: "CHF" } }),
    ]);
    await expect(freezeDraftForSending(t.db, users.partner, quoteId)).rejects.toMatchObject({
      status: 422,
      message: "No exchange rate for CHF: add one on the Rates tab.",
    });
    const { quoteId: late } = await pricedQuote();
    await expect(
      freezeDraftForSending(t.db, users.partner, late, { at: new Date("2030-01-01T06:00:00Z") }),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/has passed: set a later valid-until date/),
    });
    expect((await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, late)))[0]!.state).toBe(
      "draft",
    );
  });

  it("records views (the first one once) and acceptance of a current version", async () => {
    const { quoteId } = await pricedQuote();
    const sent = await freezeDraftForSending(t.db, users.partner, quoteId);
    expect(await recordView(t.db, sent.versionId, new Date())).toEqual({ first: true });
    expect(await recordView(t.db, sent.versionId, new Date())).toEqual({ first: false });
    expect((await getQuoteForStaff(t.db, users.partner, quoteId)).quote.status).toBe("viewed");

    const accepted = await t.db.transaction((tx) => markAccepted(tx, sent.versionId, "option-a"));
    const total = sent.totals.options[0]!.total;
    expect(accepted).toMatchObject({
      version: 1,
      optionId: "option-a",
      totalMinor: total,
      valueInr: Math.floor((total + 50) / 100),
    });
    expect(accepted.deposit.amountMinor).toBe(sent.totals.options[0]!.schedule[0]!.amountMinor);
    const staffView = await getQuoteForStaff(t.db, users.partner, quoteId);
    expect(staffView.quote).toMatchObject({
      status: "accepted",
      acceptedVersion: 1,
      acceptedTotalMinor: total,
    });
    await expect(
      t.db.transaction((tx) => markAccepted(tx, sent.versionId, "option-a")),
    ).rejects.toMatchObject({
      status: 409,
    });
    // Accepted is final: no new draft.
    const refused = await call(draftsRoute, "partner", "POST", `${path(quoteId)}/drafts`, {}, { quoteId });
    expect(refused.status).toBe(409);
  });

  it("reads a sent quote past its validity as expired, which cannot be accepted", async () => {
    const { quoteId } = await pricedQuote();
    const sent = await freezeDraftForSending(t.db, users.partner, quoteId);
    const later = { at: new Date(`${sent.validUntil}T20:00:00Z`) }; // the next day in India
    const expired = await listQuotes(t.db, users.partner, { status: "expired" }, later);
    expect(expired.quotes.map((q) => q.id)).toContain(quoteId);
    expect(await findVersionByToken(t.db, sent.token, later)).toMatchObject({
      standing: "expired",
      expired: true,
    });
    await expect(
      t.db.transaction((tx) => markAccepted(tx, sent.versionId, "option-a", later.at)),
    ).rejects.toMatchObject({ status: 410 });
    expect((await getQuoteForStaff(t.db, users.partner, quoteId)).quote.status).toBe("sent");
  });

  it("records a decline, and a send rolled back with its caller's transaction leaves the draft", async () => {
    const { quoteId } = await pricedQuote();
    await expect(
      t.db.transaction(async (tx) => {
        await freezeDraftForSending(tx, users.partner, quoteId);
        throw new Error("the e-mail could not be queued");
      }),
    ).rejects.toThrow("the e-mail could not be queued");
    const [kept] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(kept).toMatchObject({ state: "draft", linkTokenHash: null });

    const sent = await freezeDraftForSending(t.db, users.partner, quoteId);
    await t.db.transaction((tx) => markDeclined(tx, sent.versionId));
    expect((await getQuoteForStaff(t.db, users.partner, quoteId)).quote.status).toBe("declined");
    expect(await findVersionByToken(t.db, sent.token)).toMatchObject({ standing: "declined" });
  });

  it("refuses to send a new version once the traveller has accepted the last one", async () => {
    const { quoteId } = await pricedQuote();
    const v1 = await freezeDraftForSending(t.db, users.partner, quoteId);
    // The agent starts v2 while the traveller reads v1, who then accepts it.
    await startNewDraft(t.db, users.partner, quoteId);
    await t.db.transaction((tx) => markAccepted(tx, v1.versionId, "option-a"));
    await expect(freezeDraftForSending(t.db, users.partner, quoteId)).rejects.toMatchObject({ status: 409 });
    const view = await getQuoteForStaff(t.db, users.partner, quoteId);
    expect(view.quote).toMatchObject({ status: "accepted", acceptedVersion: 1 });
    expect(view.versions.map((v) => v.state)).toEqual(["accepted", "draft"]);
  });

  it("refuses a validity of more than 180 days at sending", async () => {
    const { quoteId, updatedAt } = await pricedQuote();
    const draft = await draftOf("partner", quoteId);
    await saveDraft(t.db, users.partner, quoteId, {
      document: { ...draft.document, terms: { ...draft.document.terms, validUntil: "2099-12-31" } },
      updatedAt,
    });
    await expect(freezeDraftForSending(t.db, users.partner, quoteId)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(
        /^A quote is valid for at most 180 days: set a valid-until date on or before/,
      ),
    });
  });

  it("refuses an acceptance whose TCS threshold room another accepted quote has used since sending", async () => {
    // FY 2025-26: 5 % up to ₹10 lakh per PAN, 20 % above. Two quotes of ₹9,00,000 each, both sent
    // while the PAN had the whole ₹10 lakh of room.
    const at = (day: string) => ({ at: new Date(`${day}T06:00:00Z`) });
    const sendOne = async () => {
      const { quoteId, updatedAt } = await pricedQuote("partner", "partner", [
        line({
          id: "villa",
          cost: { minor: 90_000_000, currency: "INR" },
          markup: { kind: "percent", basisPoints: 0 },
        }),
      ]);
      const draft = await draftOf("partner", quoteId);
      await saveDraft(t.db, users.partner, quoteId, {
        document: {
          ...draft.document,
          tax: { ...draft.document.tax, tcs: true, pan: "LMNOP1234Q" },
          terms: { ...draft.document.terms, validUntil: "2025-06-30" },
        },
        updatedAt,
      });
      return { quoteId, sent: await freezeDraftForSending(t.db, users.partner, quoteId, at("2025-06-01")) };
    };
    const a = await sendOne();
    const b = await sendOne();
    expect(b.sent.totals.options[0]!.tcs).toMatchObject({ roomBefore: 100_000_000, higherBase: 0 });
    await t.db.transaction((tx) => markAccepted(tx, a.sent.versionId, "option-a", at("2025-06-02").at));
    await expect(
      t.db.transaction((tx) => markAccepted(tx, b.sent.versionId, "option-a", at("2025-06-02").at)),
    ).rejects.toMatchObject({
      status: 409,
      message:
        "The TCS on this quote depends on your other bookings this financial year, which have changed since it was sent: your travel designer will send an updated version.",
    });
    // Sent again, the new version uses what is left of the room, and can be accepted.
    await startNewDraft(t.db, users.partner, b.quoteId, at("2025-06-03"));
    const again = await freezeDraftForSending(t.db, users.partner, b.quoteId, at("2025-06-03"));
    const base = a.sent.totals.options[0]!.tcs!.base;
    expect(again.totals.options[0]!.tcs!.roomBefore).toBe(100_000_000 - base);
    await t.db.transaction((tx) => markAccepted(tx, again.versionId, "option-a", at("2025-06-03").at));
  });

  it("counts an accepted quote towards the PAN's TCS threshold for the financial year", async () => {
    const first = await pricedQuote();
    let draft = await draftOf("partner", first.quoteId);
    await saveDraft(t.db, users.partner, first.quoteId, {
      document: { ...draft.document, tax: { ...draft.document.tax, pan: "PQRST6789K" } },
      updatedAt: draft.updatedAt,
    });
    const sent = await freezeDraftForSending(t.db, users.partner, first.quoteId);
    await t.db.transaction((tx) => markAccepted(tx, sent.versionId, "option-a"));
    const base = sent.totals.options[0]!.tcs!.base;

    const second = await pricedQuote();
    draft = await draftOf("partner", second.quoteId);
    await saveDraft(t.db, users.partner, second.quoteId, {
      document: { ...draft.document, tax: { ...draft.document.tax, pan: "PQRST6789K" } },
      updatedAt: draft.updatedAt,
    });
    const view = await getQuoteForStaff(t.db, users.partner, second.quoteId);
    expect(view.draft!.context.tcsPriorForPan).toBe(base);
    expect(view.draft!.totals.tcsPriorMinor).toBe(base);
  });
});

describe("who sees which quotes", () => {
  it("lists by filters, and with only-my-records on a partner sees only their leads' quotes", async () => {
    const mine = await pricedQuote("partner", "partner");
    const theirs = await pricedQuote("other", "other");
    const all = await listQuotes(t.db, users.partner, {});
    expect(all.quotes.map((q) => q.id)).toEqual(expect.arrayContaining([mine.quoteId, theirs.quoteId]));
    const byLead = await call(quotesRoute, "partner", "GET", `/api/v1/console/quotes?leadId=${mine.lead.id}`);
    expect((byLead.body.quotes as { id: string }[]).map((q) => q.id)).toEqual([mine.quoteId]);
    const badFilter = await call(quotesRoute, "partner", "GET", "/api/v1/console/quotes?status=maybe");
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error?.description).toBe(
      "Filter status by draft, sent, viewed, accepted, declined or expired.",
    );

    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const onlyMine = await listQuotes(t.db, users.partner, {});
      expect(onlyMine.quotes.map((q) => q.id)).toContain(mine.quoteId);
      expect(onlyMine.quotes.map((q) => q.id)).not.toContain(theirs.quoteId);
      expect((await load("partner", theirs.quoteId)).status).toBe(404);
      expect((await load("admin", theirs.quoteId)).status).toBe(200);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
    // Without it a partner may read another agent's quote but not change it.
    const read = await load("partner", theirs.quoteId);
    expect(read.status).toBe(200);
    expect(read.body.canEdit).toBe(false);
    const draft = (read.body as unknown as { draft: { document: QuoteDocument; updatedAt: string } }).draft;
    expect((await put("partner", theirs.quoteId, draft)).status).toBe(403);
  });

  it("counts accepted value and margin by month and owner", async () => {
    const { quoteId } = await pricedQuote("other", "other");
    const sent = await freezeDraftForSending(t.db, users.other, quoteId);
    await t.db.transaction((tx) =>
      markAccepted(tx, sent.versionId, "option-a", new Date("2026-11-20T20:00:00Z")),
    );
    // 20:00 UTC on 20 November is 01:30 on the 21st in India: still November.
    const revenue = await revenueFromQuotes(t.db, users.admin, { from: "2026-11-01", to: "2026-11-30" });
    const row = revenue.rows.find((r) => r.ownerUserId === users.other.id);
    const option = sent.totals.options[0]!;
    expect(row).toMatchObject({
      month: "2026-11",
      accepted: 1,
      preTaxValueMinor: option.packageValue + option.serviceFee,
      marginMinor: option.margin,
      marginBp: option.marginBp,
    });
  });

  it("takes margin % over the value before GST and TCS, as the builder does", async () => {
    // A: one ₹10,000 line at 10 %, GST on the package: package value ₹11,000, margin ₹1,000,
    // GST ₹550 and TCS on top of that.
    const a = await pricedQuote("admin", "admin");
    // B: the same line at cost with a ₹1,500 service fee, GST 18 % on the fee (₹270): what the
    // agency sells is ₹11,500 and keeps ₹1,500 (the fee).
    const b = await pricedQuote("admin", "admin");
    const draft = await draftOf("admin", b.quoteId);
    const tax = { ...draft.document.tax, gst: "serviceFee", serviceFee: { kind: "amount", minor: 1_500_00 } };
    const saved = await put("admin", b.quoteId, {
      document: { ...draft.document, tax },
      updatedAt: draft.updatedAt,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sentA = await freezeDraftForSending(t.db, users.admin, a.quoteId);
    const sentB = await freezeDraftForSending(t.db, users.admin, b.quoteId);
    const [optionA, optionB] = [sentA.totals.options[0]!, sentB.totals.options[0]!];
    expect(optionA).toMatchObject({ packageValue: 11_000_00, serviceFee: 0, gst: 550_00, margin: 1_000_00 });
    expect(optionB).toMatchObject({
      packageValue: 10_000_00,
      serviceFee: 1_500_00,
      gst: 270_00,
      margin: 1_500_00,
    });
    // The builder's margin %: ₹1,000 / ₹11,000 = 9.09 %; ₹1,500 / ₹11,500 = 13.04 %.
    expect([optionA.marginBp, optionB.marginBp]).toEqual([909, 1304]);
    // The totals the traveller pays carry TCS, which is not the agency's money.
    expect(optionA.tcs!.amount).toBeGreaterThan(0);
    expect(optionB.tcs!.amount).toBeGreaterThan(0);
    for (const sent of [sentA, sentB])
      await t.db.transaction((tx) =>
        markAccepted(tx, sent.versionId, "option-a", new Date("2026-08-14T06:00:00Z")),
      );

    const revenue = await revenueFromQuotes(t.db, users.admin, { from: "2026-08-01", to: "2026-08-31" });
    // ₹2,500 kept of ₹22,500 sold before tax: 11.11 % (over the totals with taxes it would be less).
    expect(revenue.total).toEqual({
      accepted: 2,
      preTaxValueMinor: 22_500_00,
      marginMinor: 2_500_00,
      marginBp: 1111,
    });
    expect(revenue.rows).toEqual([
      expect.objectContaining({ month: "2026-08", preTaxValueMinor: 22_500_00, marginBp: 1111 }),
    ]);
    // The Revenue tab's months and owners take theirs from the same sums.
    const tab = await quoteRevenue(t.db, users.admin, { from: "2026-08-01", to: "2026-08-31" });
    expect(tab.months).toEqual([expect.objectContaining({ month: "2026-08", marginBp: 1111 })]);
    expect(tab.owners).toEqual([
      expect.objectContaining({ owner: users.admin.name, preTaxValueMinor: 22_500_00, marginBp: 1111 }),
    ]);
  });
});

describe("signed-out callers", () => {
  it("are refused by every quote endpoint before anything is read or written", async () => {
    const quoteId = crypto.randomUUID();
    const before = await quoteCount();
    const calls: [Parameters<typeof call>[0], string, string, unknown?, Record<string, string>?][] = [
      [quotesRoute, "GET", "/api/v1/console/quotes"],
      [quotesRoute, "POST", "/api/v1/console/quotes", { leadId: quoteId }],
      [quoteRoute, "GET", path(quoteId), undefined, { quoteId }],
      [quoteRoute, "PUT", path(quoteId), {}, { quoteId }],
      [draftsRoute, "POST", `${path(quoteId)}/drafts`, {}, { quoteId }],
      [compareRoute, "GET", `${path(quoteId)}/compare?a=1&b=2`, undefined, { quoteId }],
      [taxRulesRoute, "GET", "/api/v1/console/settings/tax-rules"],
      [taxRulesRoute, "POST", "/api/v1/console/settings/tax-rules", {}],
      [settingsRoute, "GET", "/api/v1/console/settings/quotes"],
      [settingsRoute, "PUT", "/api/v1/console/settings/quotes", {}],
    ];
    for (const [route, method, url, body, params] of calls) {
      const res = await call(route, "anonymous", method, url, body, params ?? {});
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    expect(await quoteCount()).toBe(before);
  });
});

describe("tax rules and quote settings (admins)", () => {
  const rulesPath = "/api/v1/console/settings/tax-rules";
  it("lists the seeded rules and lets an admin add a dated row, audited", async () => {
    const listed = await call(taxRulesRoute, "partner", "GET", rulesPath);
    expect(listed.status).toBe(200);
    const rules = listed.body.rules as { kind: string; effectiveFrom: string; note: string }[];
    expect(rules.map((r) => `${r.kind} ${r.effectiveFrom}`)).toEqual([
      "gst 2017-07-01",
      "tcs 2025-04-01",
      "tcs 2026-04-01",
    ]);
    expect(rules[2]!.note).toBe(
      "As published guides read the Income-tax Act, 2025 — confirm with your accountant",
    );

    const body = {
      kind: "tcs",
      effectiveFrom: "2027-04-01",
      params: { thresholdMinor: null, belowBp: 100, aboveBp: 100 },
      note: "Confirmed by our accountant",
    };
    const refused = await call(taxRulesRoute, "partner", "POST", rulesPath, body);
    expect(refused.status).toBe(403);
    const before = (await t.db.select({ n: count() }).from(taxRules))[0]!.n;
    const bad = await call(taxRulesRoute, "admin", "POST", rulesPath, {
      ...body,
      params: { thresholdMinor: null, belowBp: 100, aboveBp: 300 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      description: "With no threshold the rate is one flat rate: give the same rate below and above.",
      field: "params.aboveBp",
    });
    expect((await t.db.select({ n: count() }).from(taxRules))[0]!.n).toBe(before);
    const added = await call(taxRulesRoute, "admin", "POST", rulesPath, body);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "tax_rule_added"))).toHaveLength(1);
  });

  it("lets admins set the markups and terms new quotes start with", async () => {
    const got = await call(settingsRoute, "admin", "GET", "/api/v1/console/settings/quotes");
    expect(got.status).toBe(200);
    const settings = got.body.settings as QuoteSettings;
    expect((await call(settingsRoute, "partner", "GET", "/api/v1/console/settings/quotes")).status).toBe(403);
    const withDays = (validityDays: number) =>
      settings.templates.map((tpl) =>
        tpl.id === settings.defaultTemplateId ? { ...tpl, validityDays } : tpl,
      );
    const bad = await call(settingsRoute, "admin", "PUT", "/api/v1/console/settings/quotes", {
      ...settings,
      templates: withDays(0),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.description).toBe("A quote's validity is a whole number of days from 1 to 90.");
    const next = {
      ...settings,
      templates: withDays(14),
      markups: { ...settings.markups, hotel: { kind: "percent", basisPoints: 2200 } },
    };
    const saved = await call(settingsRoute, "admin", "PUT", "/api/v1/console/settings/quotes", next);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const l = await makeLead(users.admin.id);
    const created = await create("admin", {
      leadId: l.id,
      from: { kind: "package", slug: (await import("~/features/packages/index.server")).packages[0]!.id },
    });
    const draft = await draftOf("admin", created.body.quoteId as string);
    const { addIndiaDays, indiaDay } = await import("~/lib/india-time");
    expect(draft.document.terms.validUntil).toBe(addIndiaDays(indiaDay(), 14));
    expect(await startNewDraft(t.db, users.admin, created.body.quoteId as string)).toMatchObject({
      created: false,
    });
  });
});
