import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createQuote, getQuoteForStaff, listQuotes } from "~/features/quotes/index.server";
import { contacts, leads } from "~/server/db/schema.server";
import { ownsLead, recordScope } from "~/server/records-access.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { setCrmSetting } from "../shared/settings.server";
import { crmScope, visibleLeads } from "./access.server";

/**
 * "Only my records" is one rule: the leads the console shows a partner are exactly the leads whose
 * quotes they see, and the ones they may quote on are exactly the ones they own (or, unowned, whose
 * contact they own) — on every combination of lead owner and contact owner.
 */
const t = setUpTestDatabase();
const { users } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });

describe("only my records, for the console's leads and for quotes", () => {
  it("gives the same leads to both, and the same leads to write on", async () => {
    const owners = [null, "partner", "other"] as const;
    const idOf = (who: (typeof owners)[number]) => (who ? users[who].id : null);
    const made: { leadId: string; quoteId: string; lead: string; contact: string; deleted: boolean }[] = [];
    let n = 0;
    for (const leadOwner of owners)
      for (const contactOwner of owners)
        for (const deleted of [false, true]) {
          n += 1;
          const [c] = await t.db
            .insert(contacts)
            .values({ name: `Case ${n}`, email: `case${n}@example.in`, ownerId: idOf(contactOwner) })
            .returning();
          const [l] = await t.db
            .insert(leads)
            .values({
              type: "booking_request",
              sourceId: `access-${n}`,
              contactId: c!.id,
              name: c!.name!,
              score: 10,
              ownerId: idOf(leadOwner),
              stage: "Qualified",
            })
            .returning();
          const { quoteId } = await createQuote(t.db, users.admin as never, {
            leadId: l!.id,
            from: { kind: "blank" },
          });
          if (deleted)
            await t.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, c!.id));
          made.push({
            leadId: l!.id,
            quoteId,
            lead: leadOwner ?? "-",
            contact: contactOwner ?? "-",
            deleted,
          });
        }

    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const partner = users.partner as never;
      const scope = await crmScope(t.db, partner);
      expect(scope.onlyMine).toBe(true);
      expect((await recordScope(t.db, users.admin)).onlyMine).toBe(false);
      const consoleLeads = await t.db
        .select({ id: leads.id, mine: ownsLead(users.partner.id) })
        .from(leads)
        .where(visibleLeads(scope));
      const { quotes } = await listQuotes(t.db, partner, { limit: 200 });
      const fromQuotes = new Set(quotes.map((q) => q.leadId));
      for (const m of made) {
        const seen = consoleLeads.find((l) => l.id === m.leadId);
        const expected = !m.deleted && (m.lead === "partner" || (m.lead === "-" && m.contact === "partner"));
        expect({ ...m, seen: !!seen }).toEqual({ ...m, seen: expected });
        expect({ ...m, quotes: fromQuotes.has(m.leadId) }).toEqual({ ...m, quotes: expected });
        const staff = await getQuoteForStaff(t.db, partner, m.quoteId).then(
          (q) => q.canEdit,
          () => null,
        );
        expect({ ...m, canEdit: staff }).toEqual({ ...m, canEdit: expected ? true : null });
      }
      const [admin] = await t.db
        .select({ n: leads.id })
        .from(leads)
        .where(and(visibleLeads(await crmScope(t.db, users.admin as never)), eq(leads.id, made[1]!.leadId)));
      expect(admin).toBeUndefined(); // made[1] is on a deleted contact: nobody's, admins' included
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });
});
