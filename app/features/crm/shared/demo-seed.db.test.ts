import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "~/server/db/db.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { DemoSeedRefused, seedDemo } from "./demo-seed.server";
import { loadConsoleTab } from "../../../../tests/helpers/console-tab-data";
import { tripOf } from "../records/lead-trip";

const t = setUpTestDatabase();
const count = async (table: string) =>
  (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]!.n;

describe("npm run seed:demo", () => {
  it("is refused in production and writes nothing", async () => {
    await expect(seedDemo(t.db, { production: true, contacts: 10, leads: 12 })).rejects.toBeInstanceOf(
      DemoSeedRefused,
    );
    expect(await count("contacts")).toBe(0);
  });

  it("adds contacts, leads with trip details in every stage, tasks and timelines, once", async () => {
    const first = await seedDemo(t.db, { production: false, contacts: 60, leads: 90 });
    expect(first).toMatchObject({ seeded: true, contacts: 60, leads: 90 });
    expect(await count("contacts")).toBe(60);
    expect(await count("leads")).toBe(90);
    expect(await count("tasks")).toBeGreaterThan(0);
    // Every finished demo task says when it was finished, so Done lists it in order.
    const [undated] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM tasks WHERE status = 'done' AND (completed_at IS NULL OR completed_at < created_at)`,
    );
    expect(undated!.n).toBe(0);
    expect(await count("contact_timeline")).toBeGreaterThan(90);
    const again = await seedDemo(t.db, { production: false, contacts: 60, leads: 90 });
    expect(again).toEqual({ seeded: false });
    expect(await count("leads")).toBe(90);

    // Leads far enough along carry quotes, and a won deal's value is its accepted quote's.
    expect(first.quotes).toBeGreaterThan(0);
    expect(await count("quotes")).toBe(first.quotes);
    const wonQuotes = await queryRows<{ value_inr: string; total: string }>(
      t.db,
      sql`SELECT l.value_inr::text, q.accepted_total_minor::text AS total FROM quotes q JOIN leads l ON l.id = q.lead_id WHERE q.status = 'accepted'`,
    );
    for (const w of wonQuotes) expect(Number(w.value_inr)).toBe(Math.floor((Number(w.total) + 50) / 100));
    const states = await queryRows<{ state: string }>(t.db, sql`SELECT DISTINCT state FROM quote_versions`);
    expect(states.map((s) => s.state).sort()).toEqual(expect.arrayContaining(["draft", "sent"]));

    const stages = await queryRows<{ stage: string }>(t.db, sql`SELECT DISTINCT stage FROM leads`);
    expect(stages.length).toBeGreaterThanOrEqual(5);
    const won = await queryRows<{ value_inr: string | null }>(
      t.db,
      sql`SELECT value_inr::text FROM leads WHERE stage = 'Closed Won'`,
    );
    expect(won.every((w) => Number(w.value_inr) > 0)).toBe(true);
    const [lead] = await t.db
      .execute(sql`SELECT 1`)
      .then(() =>
        queryRows<{ trip: Record<string, unknown>; source_data: Record<string, unknown> }>(
          t.db,
          sql`SELECT trip, source_data FROM leads LIMIT 1`,
        ),
      );
    expect(tripOf({ trip: lead!.trip, sourceData: lead!.source_data }).destination).toBeTruthy();

    // The console reads it like any other data.
    const tab = await loadConsoleTab(t.db, "pipeline", {
      user: { id: "demo-admin", email: "a@agency.test", name: "A", role: "admin" },
      searchParams: new URLSearchParams(),
    });
    expect(tab.tab === "pipeline" && tab.stages.reduce((n, s) => n + s.count, 0)).toBe(90);
  });

  it("never has a contact active before it was added, nor a lead or timeline line before its contact", async () => {
    // A fresh seed, larger than above: contacts added in the last two days are the ones at risk.
    await t.db.execute(sql`TRUNCATE contact_timeline, tasks, leads, contacts, crm_settings CASCADE`);
    const seeded = await seedDemo(t.db, { production: false, contacts: 400, leads: 600 });
    expect(seeded).toMatchObject({ seeded: true, contacts: 400 });
    const early = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM contacts WHERE last_activity_at < created_at`,
    );
    expect(early[0]!.n).toBe(0);
    const leadsFirst = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM leads l JOIN contacts c ON c.id = l.contact_id WHERE l.created_at < c.created_at`,
    );
    expect(leadsFirst[0]!.n).toBe(0);
    const linesFirst = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM contact_timeline tl JOIN contacts c ON c.id = tl.contact_id
        WHERE tl.occurred_at < c.created_at OR tl.occurred_at > c.last_activity_at`,
    );
    expect(linesFirst[0]!.n).toBe(0);
  });
});
