import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyTermsTemplate } from "./builder/draft-ops";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { STAFF_PHOTO_TEXT } from "~/features/auth";
import { auditLog, authUser, contacts, leads, quoteSettings } from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import * as quotesRoute from "../../../routes/api.v1.console.quotes";
import * as quoteRoute from "../../../routes/api.v1.console.quotes.$quoteId";
import * as settingsRoute from "../../../routes/api.v1.console.settings.quotes";
import * as photoRoute from "../../../routes/api.v1.console.account.photo";
import {
  DEFAULT_QUOTE_SETTINGS,
  type QuoteDocument,
  type QuoteSettings,
  type TermsTemplate,
} from "~/features/quotes";
import { freezeDraftForSending, getQuoteSettings } from "~/features/quotes/index.server";

/**
 * The named terms templates: admins keep the set through the settings endpoint (partners may not),
 * a new quote starts with the default one, and a template applied to a draft is saved through the
 * draft's one save, which refuses a version already sent.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
const SETTINGS = "/api/v1/console/settings/quotes";

const standard = DEFAULT_QUOTE_SETTINGS.templates[0]!;
const europe: TermsTemplate = {
  id: "europe",
  name: "International – Europe",
  validityDays: 21,
  terms: {
    ...standard.terms,
    inclusions: ["Schengen visa assistance", "Rail passes as listed"],
    exclusions: ["City taxes paid at the hotel"],
    cancellation: "Non-refundable once the rail passes are issued.",
  },
};

async function put(who: "admin" | "partner", body: unknown) {
  return call(settingsRoute, who, "PUT", SETTINGS, body);
}
async function current(): Promise<QuoteSettings> {
  const got = await call(settingsRoute, "admin", "GET", SETTINGS);
  expect(got.status).toBe(200);
  return got.body.settings as QuoteSettings;
}

describe("the terms templates in the quote settings", () => {
  it("reads settings saved with one template as that template, the default, named Standard", async () => {
    const { templates: _templates, defaultTemplateId: _default, ...rest } = DEFAULT_QUOTE_SETTINGS;
    const legacy = {
      ...rest,
      terms: { ...standard.terms, cancellation: "Our own words, written before templates had names." },
      validityDays: 12,
    };
    await t.db.insert(quoteSettings).values({ id: 1, value: legacy });
    const settings = await getQuoteSettings(t.db);
    expect(settings.templates).toEqual([
      { id: "standard", name: "Standard", terms: legacy.terms, validityDays: 12 },
    ]);
    expect(settings.defaultTemplateId).toBe("standard");
    expect(settings.markups).toEqual(DEFAULT_QUOTE_SETTINGS.markups);
  });

  it("lets an admin add, rename, make default and remove templates, audited", async () => {
    const before = await current();
    const added = await put("admin", {
      ...before,
      templates: [...before.templates, { ...europe, name: "  International – Europe  " }],
      defaultTemplateId: "europe",
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const after = await current();
    // Names are kept trimmed.
    expect(after.templates.map((x) => x.name)).toEqual(["Standard", "International – Europe"]);
    expect(after.defaultTemplateId).toBe("europe");

    const renamed = await put("admin", {
      ...after,
      templates: [after.templates[0]!, { ...after.templates[1]!, name: "Europe" }],
    });
    expect(renamed.status).toBe(200);
    const removed = await put("admin", {
      ...after,
      templates: [{ ...after.templates[1]!, name: "Europe" }],
    });
    expect(removed.status).toBe(200);
    expect((await current()).templates.map((x) => x.name)).toEqual(["Europe"]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, "quote_settings_changed"));
    expect(audits.at(-1)!.details).toMatchObject({
      templates: [{ id: "europe", name: "Europe", validityDays: 21 }],
      defaultTemplateId: "europe",
    });
  });

  it("refuses the last template's removal, a name used twice, a blank or long name and a default that is not there", async () => {
    const settings = await current();
    const cases: [unknown, string][] = [
      [
        { ...settings, templates: [] },
        "Keep at least one terms template (and at most 30): a new quote starts with the default one.",
      ],
      [
        { ...settings, templates: [...settings.templates, { ...europe, id: "other", name: " europe" }] },
        "Two terms templates are called “europe”: give each template a name of its own.",
      ],
      [
        { ...settings, templates: [{ ...settings.templates[0]!, name: "   " }] },
        "Give each terms template a name of 1 to 60 characters, such as “International – Europe”.",
      ],
      [
        { ...settings, templates: [{ ...settings.templates[0]!, name: "x".repeat(61) }] },
        "Give each terms template a name of 1 to 60 characters, such as “International – Europe”.",
      ],
      [
        { ...settings, defaultTemplateId: "gone" },
        "Mark one of the terms templates as the default for new quotes.",
      ],
    ];
    for (const [body, sentence] of cases) {
      const refused = await put("admin", body);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.description).toBe(sentence);
    }
    expect(await current()).toEqual(settings);
  });

  it("refuses a partner's change of the set, and leaves it as it was", async () => {
    const settings = await current();
    const refused = await put("partner", { ...settings, templates: [europe], defaultTemplateId: "europe" });
    expect(refused.status).toBe(403);
    expect(await current()).toEqual(settings);
  });
});

const transfer: QuoteDocument["lines"][number] = {
  id: "transfer",
  kind: "transfer",
  optionId: null,
  title: "Airport transfer",
  description: "",
  supplier: null,
  hotel: null,
  source: null,
  cost: { minor: 500_000, currency: "INR" },
  markup: { kind: "percent", basisPoints: 1000 },
  included: true,
};

describe("a template applied to a draft", () => {
  async function quoteOfPartner() {
    const [contact] = await t.db
      .insert(contacts)
      .values({ name: "Meera Iyer", phone: "+917000099001", city: "Pune", ownerId: users.partner.id })
      .returning();
    const [lead] = await t.db
      .insert(leads)
      .values({
        type: "booking_request",
        sourceId: "terms-template-1",
        contactId: contact!.id,
        name: "Meera Iyer",
        score: 50,
        ownerId: users.partner.id,
        trip: { destination: "Paris", startDate: "2027-05-01", adults: 2, childrenAges: [] },
      })
      .returning();
    const created = await call(quotesRoute, "partner", "POST", "/api/v1/console/quotes", {
      leadId: lead!.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.quoteId as string;
  }
  const load = async (quoteId: string) => {
    const got = await call(quoteRoute, "partner", "GET", `/api/v1/console/quotes/${quoteId}`, undefined, {
      quoteId,
    });
    return got.body as unknown as { draft: { document: QuoteDocument; updatedAt: string } | null };
  };
  const save = (quoteId: string, body: unknown) =>
    call(quoteRoute, "partner", "PUT", `/api/v1/console/quotes/${quoteId}`, body, { quoteId });

  it("replaces a draft's terms when a partner saves it, and is refused on a sent version", async () => {
    await put("admin", {
      ...(await current()),
      templates: [standard, europe],
      defaultTemplateId: "standard",
    });
    const quoteId = await quoteOfPartner();
    const { draft } = await load(quoteId);
    // The new quote started with the default template.
    expect(draft!.document.terms.cancellation).toBe(standard.terms.cancellation);

    // A priced line too, so that the version can be sent afterwards.
    const priced = { ...draft!.document, lines: [transfer] };
    const applied = applyTermsTemplate(priced, europe, indiaDay());
    const saved = await save(quoteId, { document: applied, updatedAt: draft!.updatedAt });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = (await load(quoteId)).draft!.document;
    expect(after.terms).toEqual({ ...europe.terms, validUntil: addIndiaDays(indiaDay(), 21) });
    expect(after.lines).toEqual([transfer]);

    await freezeDraftForSending(t.db, users.partner, quoteId);
    const refused = await save(quoteId, {
      document: applyTermsTemplate(after, standard, indiaDay()),
      updatedAt: draft!.updatedAt,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.description).toBe(
      "This quote has no draft to edit: it has been sent. Start a new draft to change it.",
    );
  });
});

describe("a staff member's own photo", () => {
  const PHOTO = "/api/v1/console/account/photo";
  const imageOf = async (id: string) =>
    (await t.db.select({ image: authUser.image }).from(authUser).where(eq(authUser.id, id)))[0]!.image;

  it("is set by the staff member to an https address, or cleared, and refused otherwise", async () => {
    const set = await call(photoRoute, "partner", "PUT", PHOTO, {
      image: " https://images.example.com/p.jpg ",
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(await imageOf(users.partner.id)).toBe("https://images.example.com/p.jpg");
    // Only one's own: the admin's photo is untouched.
    expect(await imageOf(users.admin.id)).toBeNull();

    for (const image of ["http://images.example.com/p.jpg", "javascript:alert(1)", "https://", 42]) {
      const refused = await call(photoRoute, "partner", "PUT", PHOTO, { image });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.description).toBe(STAFF_PHOTO_TEXT);
    }
    expect(await imageOf(users.partner.id)).toBe("https://images.example.com/p.jpg");
    expect((await call(photoRoute, "anonymous", "PUT", PHOTO, { image: null })).status).toBe(401);

    const cleared = await call(photoRoute, "partner", "PUT", PHOTO, { image: "" });
    expect(cleared.status).toBe(200);
    expect(await imageOf(users.partner.id)).toBeNull();
  });
});
