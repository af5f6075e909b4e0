import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { indiaDay } from "~/lib/india-time";
import { queryRows } from "~/server/db/db.server";
import { contacts, contactTimeline, leads, leadSubmissions } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as probabilitiesRoute from "../../../routes/api.v1.console.settings.stage-probabilities";
import { DEFAULT_STAGE_PROBABILITIES } from "../shared/crm-constants";
import { loadConsoleTab } from "../../../../tests/helpers/console-tab-data";
import { seedDemo } from "../shared/demo-seed.server";
import { readRange } from "./insights.server";
import { setCrmSetting } from "../shared/settings.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner", other: "partner" });
type Tab<K extends string> = Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: K }>;
const analytics = (query = "", who: "admin" | "partner" = "admin") =>
  loadConsoleTab(t.db, "analytics", {
    user: users[who],
    searchParams: new URLSearchParams(query),
  }) as Promise<Tab<"analytics">>;
const revenue = (query = "", who: "admin" | "partner" = "admin") =>
  loadConsoleTab(t.db, "revenue", { user: users[who], searchParams: new URLSearchParams(query) }) as Promise<
    Tab<"revenue">
  >;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  (await queryRows<T>(t.db, q))[0]!;

let seq = 0;
async function lead(opts: {
  daysAgo: number;
  type?: "callback" | "booking_request" | "quiz";
  stage?: string;
  value?: number;
  owner?: string | null;
  destination?: string;
  movedTo?: string[];
  firstCallAfterMinutes?: number;
}) {
  seq += 1;
  const at = daysAgo(opts.daysAgo);
  const made = await createUnifiedLead(t.db, {
    type: opts.type ?? "booking_request",
    sourceId: `insight-${seq}`,
    name: `Insight ${seq}`,
    phone: `9${String(755_000_000 + seq).padStart(9, "0")}`,
    phoneVerified: true,
    now: at,
    sourceData: opts.destination ? { destination: opts.destination } : {},
  });
  await t.db
    .update(leads)
    .set({
      stage: opts.stage ?? "New Lead",
      valueInr: opts.value ?? null,
      ownerId: opts.owner ?? null,
      stageChangedAt: opts.stage ? new Date(at.getTime() + DAY / 2) : null,
    })
    .where(eq(leads.id, made.leadId));
  for (const to of opts.movedTo ?? []) {
    await t.db.insert(contactTimeline).values({
      contactId: made.contactId,
      leadId: made.leadId,
      kind: "stage_changed",
      summary: `Moved to ${to}`,
      data: { to },
      actorId: users.admin.id,
      occurredAt: new Date(at.getTime() + 60 * 60_000),
    });
  }
  if (opts.firstCallAfterMinutes !== undefined) {
    await t.db.insert(contactTimeline).values({
      contactId: made.contactId,
      leadId: made.leadId,
      kind: "call",
      summary: "Called",
      data: {},
      actorId: users.partner.id,
      occurredAt: new Date(at.getTime() + opts.firstCallAfterMinutes * 60_000),
    });
  }
  return made;
}

describe("the Analytics tab", () => {
  it("counts what a hand-written query over the same database counts", async () => {
    await setCrmSetting(t.db, "autoAssign", false, users.admin.id);
    // Volume, in every stage, with a few leads of our own whose story we know.
    await seedDemo(t.db, { production: false, contacts: 80, leads: 120 });
    await lead({
      daysAgo: 2,
      stage: "Qualified",
      movedTo: ["Contacted", "Qualified"],
      firstCallAfterMinutes: 30,
      destination: "Kenya",
    });
    await lead({
      daysAgo: 3,
      stage: "Closed Lost",
      movedTo: ["Contacted", "Closed Lost"],
      firstCallAfterMinutes: 90,
      destination: "Kenya",
    });
    await lead({
      daysAgo: 4,
      stage: "Closed Won",
      value: 500_000,
      movedTo: ["Proposal Sent", "Closed Won"],
      destination: "Japan",
    });
    await lead({ daysAgo: 45, stage: "Closed Won", value: 900_000, destination: "Japan" });

    const tab = await analytics("range=30d");
    const range = readRange(new URLSearchParams("range=30d"));
    expect(range.to).toBe(indiaDay());
    const from = sql`(${range.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
    const inRange = sql`created_at >= ${from}`;

    const { n } = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM leads WHERE ${inRange}`);
    expect(tab.total).toBe(n);
    expect(tab.days.reduce((s, d) => s + d.total, 0)).toBe(n);
    expect(tab.days).toHaveLength(30);
    const perType = await queryRows<{ type: string; n: number }>(
      t.db,
      sql`SELECT type, count(*)::int AS n FROM leads WHERE ${inRange} GROUP BY type`,
    );
    for (const { type, n: count } of perType) {
      expect(
        tab.days.reduce((s, d) => s + (d.byType[type] ?? 0), 0),
        type,
      ).toBe(count);
    }
    const { lost } = await one<{ lost: number }>(
      sql`SELECT count(*)::int AS lost FROM leads WHERE ${inRange} AND stage = 'Closed Lost'`,
    );
    expect(tab.lost).toBe(lost);
    const { won } = await one<{ won: number }>(
      sql`SELECT count(*)::int AS won FROM leads WHERE ${inRange} AND stage = 'Closed Won'`,
    );
    expect(tab.stages.at(-1)!.reached).toBe(won);
    // Every lead in the period is at least a new lead, lost or not; each later stage reached by no
    // more than the one before.
    expect(tab.stages[0]!.reached).toBe(n);
    for (let i = 1; i < tab.stages.length; i++)
      expect(tab.stages[i]!.reached).toBeLessThanOrEqual(tab.stages[i - 1]!.reached);

    const dest = await queryRows<{ d: string; n: number }>(
      t.db,
      sql`SELECT coalesce(nullif(trim(trip->>'destination'), ''), nullif(trim(source_data->>'destination'), '')) AS d, count(*)::int AS n
        FROM leads WHERE ${inRange} GROUP BY 1 HAVING coalesce(nullif(trim(trip->>'destination'), ''), nullif(trim(source_data->>'destination'), '')) IS NOT NULL
        ORDER BY n DESC, d LIMIT 8`,
    );
    expect(tab.destinations).toEqual(dest.map((r) => ({ destination: r.d, count: r.n })));
  });

  it("the first-contact median and the verification funnel", async () => {
    // A period with only our own leads: 8 to 10 days ago.
    const q = (() => {
      const from = indiaDay(daysAgo(10));
      const to = indiaDay(daysAgo(8));
      return `from=${from}&to=${to}`;
    })();
    // The demo data's quotes on those leads go with them (a quote keeps its lead from being deleted).
    const window = sql`created_at >= now() - interval '11 days' AND created_at < now() - interval '7 days'`;
    await t.db.execute(
      sql`DELETE FROM quote_versions WHERE quote_id IN (SELECT id FROM quotes WHERE lead_id IN (SELECT id FROM leads WHERE ${window}))`,
    );
    await t.db.execute(sql`DELETE FROM quotes WHERE lead_id IN (SELECT id FROM leads WHERE ${window})`);
    await t.db.delete(leads).where(window);
    await t.db.delete(leadSubmissions);
    await lead({ daysAgo: 9, firstCallAfterMinutes: 10 });
    await lead({ daysAgo: 9, firstCallAfterMinutes: 50 });
    await lead({ daysAgo: 9, firstCallAfterMinutes: 200 });
    await lead({ daysAgo: 9 });
    const tab = await analytics(q);
    expect(tab.range).toMatchObject({ range: "custom" });
    expect(tab.firstContact).toEqual({ medianMinutes: 50, contacted: 3, waiting: 1 });

    // Three quiz forms started: one never got a code, one got a code, one was verified.
    const at = daysAgo(9);
    const [c] = await t.db.insert(contacts).values({ name: "Funnel", phone: "+919811100001" }).returning();
    const subs = await t.db
      .insert(leadSubmissions)
      .values(
        [1, 2, 3].map((i) => ({
          purpose: "quiz",
          name: `F${i}`,
          phone: "+919811100001",
          createdAt: at,
          verifiedAt: i === 3 ? at : null,
        })),
      )
      .returning();
    await t.db.insert(contactTimeline).values({
      contactId: c!.id,
      kind: "sms_sent",
      summary: "Verification code sent by SMS (quiz)",
      data: { subjectId: subs[1]!.id, purpose: "quiz" },
      occurredAt: at,
    });
    const funnel = (await analytics(q)).funnel;
    expect(funnel).toEqual([
      { purpose: "quiz", label: "Travel personality quiz", started: 3, sent: 2, verified: 1 },
    ]);
  });

  it("a partner under only-my-records sees their own leads' figures", async () => {
    await lead({ daysAgo: 1, owner: users.partner.id });
    await lead({ daysAgo: 1, owner: users.other.id });
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const mine = await analytics("range=7d", "partner");
      const { n } = await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM leads l JOIN contacts c ON c.id = l.contact_id
          WHERE l.created_at >= now() - interval '8 days' AND c.deleted_at IS NULL
            AND (l.owner_id = ${users.partner.id} OR (l.owner_id IS NULL AND c.owner_id = ${users.partner.id}))
            AND l.created_at >= (${readRange(new URLSearchParams("range=7d")).from}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`,
      );
      expect(mine.total).toBe(n);
      const everyone = await analytics("range=7d", "admin");
      expect(everyone.total).toBeGreaterThan(mine.total);
      // Every visitor's forms are nobody's records: the partner does not see the site's funnel.
      await t.db.insert(leadSubmissions).values({ purpose: "quiz", name: "Site", phone: "+919811100009" });
      expect((await analytics("range=7d", "admin")).funnel.length).toBeGreaterThan(0);
      expect(mine.funnelShown).toBe(false);
      expect((await analytics("range=7d", "partner")).funnel).toEqual([]);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("reads the period from the URL and falls back to 30 days on nonsense", () => {
    const now = new Date("2026-11-24T06:00:00Z");
    expect(readRange(new URLSearchParams("range=7d"), now)).toEqual({
      range: "7d",
      from: "2026-11-18",
      to: "2026-11-24",
    });
    expect(readRange(new URLSearchParams("range=month"), now)).toEqual({
      range: "month",
      from: "2026-11-01",
      to: "2026-11-24",
    });
    expect(readRange(new URLSearchParams("from=2026-10-01&to=2026-10-31"), now)).toEqual({
      range: "custom",
      from: "2026-10-01",
      to: "2026-10-31",
    });
    for (const bad of [
      "range=1y",
      "from=2026-10-31&to=2026-10-01",
      "from=2020-01-01&to=2026-01-01",
      "from=yesterday&to=today",
    ]) {
      expect(readRange(new URLSearchParams(bad), now)).toEqual({
        range: "30d",
        from: "2026-10-26",
        to: "2026-11-24",
      });
    }
  });
});

describe("the Revenue tab", () => {
  it("closed-won value by month, destination and owner, and the weighted pipeline, equal to the SQL", async () => {
    const tab = await revenue("range=90d");
    const range = readRange(new URLSearchParams("range=90d"));
    const won = sql`stage = 'Closed Won' AND value_inr IS NOT NULL
      AND coalesce(stage_changed_at, updated_at) >= (${range.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
    const { total, n } = await one<{ total: string; n: number }>(
      sql`SELECT coalesce(sum(value_inr), 0)::text AS total, count(*)::int AS n FROM leads WHERE ${won}`,
    );
    expect(tab.wonTotal).toBe(Number(total));
    expect(tab.wonCount).toBe(n);
    expect(tab.months.reduce((s, m) => s + m.value, 0)).toBe(Number(total));
    const owners = await queryRows<{ owner: string; v: string }>(
      t.db,
      sql`SELECT coalesce(u.name, 'Unassigned') AS owner, sum(l.value_inr)::text AS v FROM leads l LEFT JOIN auth_user u ON u.id = l.owner_id
        WHERE l.stage = 'Closed Won' AND l.value_inr IS NOT NULL AND coalesce(l.stage_changed_at, l.updated_at) >= (${range.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata')
        GROUP BY 1`,
    );
    expect(Object.fromEntries(tab.byOwner.map((o) => [o.owner, o.value]))).toEqual(
      Object.fromEntries(owners.map((o) => [o.owner, Number(o.v)])),
    );
    expect(tab.byDestination.find((d) => d.destination === "Japan")?.value).toBeGreaterThanOrEqual(500_000);

    const open = await queryRows<{ stage: string; v: string }>(
      t.db,
      sql`SELECT stage, coalesce(sum(value_inr), 0)::text AS v FROM leads WHERE stage NOT IN ('Closed Won', 'Closed Lost') GROUP BY stage`,
    );
    const expected = open.reduce(
      (s, r) =>
        s +
        Math.round(
          (Number(r.v) * DEFAULT_STAGE_PROBABILITIES[r.stage as keyof typeof DEFAULT_STAGE_PROBABILITIES]) /
            100,
        ),
      0,
    );
    expect(tab.weightedTotal).toBe(expected);
  });

  it("an admin changes the probabilities and the weighted total follows; partners and bad values are refused", async () => {
    const before = await revenue();
    const put = (who: "admin" | "partner" | "anonymous", probabilities: unknown) =>
      call(probabilitiesRoute, who, "PUT", "/api/v1/console/settings/stage-probabilities", { probabilities });
    expect((await put("partner", DEFAULT_STAGE_PROBABILITIES)).status).toBe(403);
    expect((await put("anonymous", DEFAULT_STAGE_PROBABILITIES)).status).toBe(401);
    const bad = await put("admin", { ...DEFAULT_STAGE_PROBABILITIES, Negotiation: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      field: "probabilities.Negotiation",
      description: "Give Negotiation a probability: a whole number from 0 to 100.",
    });
    const all = { "New Lead": 100, Contacted: 100, Qualified: 100, "Proposal Sent": 100, Negotiation: 100 };
    expect((await put("admin", all)).status).toBe(200);
    const after = await revenue();
    expect(after.weightedTotal).toBe(after.pipeline.reduce((s, p) => s + p.value, 0));
    expect(after.weightedTotal).toBeGreaterThanOrEqual(before.weightedTotal);
  });
});
