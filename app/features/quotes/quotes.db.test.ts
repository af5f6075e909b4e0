import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, leads, quotes, quoteVersions } from "~/server/db/schema.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import * as quotesRoute from "../../routes/api.v1.console.quotes";
import * as quoteRoute from "../../routes/api.v1.console.quotes.$quoteId";
import { freezeDraftForSending, getQuoteForStaff } from "./index.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

let serial = 0;
async function lead(ownerId: string | null, extra: Partial<typeof leads.$inferInsert> = {}) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({ name: `Traveller ${serial}`, phone: `+9170000${String(serial).padStart(5, "0")}`, ownerId })
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
      trip: { destination: "Bali", startDate: "2027-02-10", adults: 2, childrenAges: [8], rooms: 1 },
      ...extra,
    })
    .returning();
  return row!;
}

describe("quotes", () => {
  it("creates, saves and freezes a quote", async () => {
    const l = await lead(users.partner.id);
    const created = await call(quotesRoute, "partner", "POST", "/api/v1/console/quotes", {
      leadId: l.id,
      from: { kind: "itinerary", destination: "bali", itineraryId: "x" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(404);
    const ok = await call(quotesRoute, "partner", "POST", "/api/v1/console/quotes", { leadId: l.id });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const quoteId = ok.body.quoteId as string;
    const got = await call(quoteRoute, "partner", "GET", `/api/v1/console/quotes/${quoteId}`, undefined, {
      quoteId,
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const draft = (got.body as { draft: { document: Record<string, unknown>; updatedAt: string } }).draft;
    const document = {
      ...draft.document,
      lines: [
        {
          id: "l1",
          kind: "activity",
          optionId: null,
          title: "Dhow",
          description: "",
          supplier: null,
          hotel: null,
          source: null,
          cost: { minor: 100000, currency: "INR" },
          markup: { kind: "percent", basisPoints: 1000 },
          included: true,
        },
      ],
    };
    const saved = await call(
      quoteRoute,
      "partner",
      "PUT",
      `/api/v1/console/quotes/${quoteId}`,
      { document, updatedAt: draft.updatedAt },
      { quoteId },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const frozen = await freezeDraftForSending(t.db, { ...users.partner }, quoteId);
    expect(frozen.version).toBe(1);
    const after = await getQuoteForStaff(t.db, users.partner, quoteId);
    expect(after.quote.status).toBe("sent");
    expect(
      (await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId)))[0]!.state,
    ).toBe("sent");
    expect((await t.db.select().from(quotes))[0]!.number).toMatch(/^Q-\d{4}-0001$/);
  });
});
