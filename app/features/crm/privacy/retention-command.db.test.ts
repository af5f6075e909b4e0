import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { setConfigForTests } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import { logSmsSender } from "~/server/sms.server";
import { contacts } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { useTestConfig } from "../../../../tests/helpers/verification";
import { parseRetentionArgs, retentionByHand, RetentionArgsError } from "./retention-command.server";
import { RETENTION_TASK, sendRetentionNotice } from "./retention.server";

/**
 * `npm run retention`: the daily round run by hand with a made-up clock, on data made old. A dry
 * run reports and writes nothing; a real one does what the worker would, and its audit line is
 * dated when it ran, so the daily round still runs.
 */
const t = setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const HOUR = 60 * 60 * 1000;
// Real time for the command's own clock; the demo data is last seen in 2026.
const RAN_AT = new Date("2026-11-29T06:00:00Z");
const LAST_SEEN = new Date("2026-11-20T05:30:00Z");

async function silentSince(name: string, digits: string, when: Date) {
  const lead = await createUnifiedLead(t.db, {
    type: "callback",
    sourceId: crypto.randomUUID(),
    name,
    phone: digits,
    phoneVerified: true,
  });
  const id = lead.contactId;
  await t.db.execute(
    sql`UPDATE contacts SET created_at = ${when}, updated_at = ${when}, last_activity_at = ${when} WHERE id = ${id}::uuid`,
  );
  await t.db.execute(
    sql`UPDATE leads SET created_at = ${when}, updated_at = ${when} WHERE contact_id = ${id}::uuid`,
  );
  await t.db.execute(sql`UPDATE contact_timeline SET occurred_at = ${when} WHERE contact_id = ${id}::uuid`);
  return id;
}

const exists = async (id: string) =>
  (await t.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id))).length === 1;
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(t.db, query))[0]!.n;
const notices = () =>
  count(sql`SELECT count(*)::int AS n FROM outbox WHERE kind = 'privacy.retention_notice'`);
const runs = () => count(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'retention_run'`);

describe("the retention command", () => {
  it("reads --now and --dry-run, and refuses a date it cannot read", () => {
    const clock = new Date("2026-11-29T00:00:00Z");
    expect(parseRetentionArgs([], clock)).toEqual({ now: clock, dryRun: false, help: false });
    expect(parseRetentionArgs(["--now", "2029-12-01", "--dry-run"], clock)).toEqual({
      now: new Date("2029-12-01T00:00:00Z"),
      dryRun: true,
      help: false,
    });
    expect(() => parseRetentionArgs(["--now", "next year"], clock)).toThrow(RetentionArgsError);
    expect(() => parseRetentionArgs(["--later"], clock)).toThrow(RetentionArgsError);
  });

  it("runs the round on aged data with a made-up clock: a dry run writes nothing, a real one does", async () => {
    const old = await silentSince("Anil Longgone", "9811100701", LAST_SEEN);
    const recent = await silentSince("Bina Recent", "9811100702", new Date("2029-06-01T00:00:00Z"));
    const now = new Date("2029-11-19T00:00:00Z"); // three years on, within the 48 hours' notice

    const dry = await retentionByHand(t.db, { now, dryRun: true }, RAN_AT);
    expect(dry.report).toMatchObject({ noticed: 1, erased: 0 });
    expect(dry.lines[0]).toContain("dry run: nothing was written");
    expect(dry.lines).toContain("Notices queued:                1");
    const [marked] = await t.db.select().from(contacts).where(eq(contacts.id, old));
    expect(marked!.retentionNoticedAt).toBeNull();
    expect(await notices()).toBe(0);
    expect(await runs()).toBe(0);

    const real = await retentionByHand(t.db, { now, dryRun: false }, RAN_AT);
    expect(real.report).toMatchObject({ noticed: 1, erased: 0 });
    expect(await notices()).toBe(1);
    // The notice goes (as the worker's job sends it); two days on by the same made-up clock, the
    // person is erased and the command says so.
    await sendRetentionNotice(t.db, { contactId: old }, { sms: logSmsSender });
    const later = await retentionByHand(
      t.db,
      { now: new Date(now.getTime() + 49 * HOUR), dryRun: false },
      RAN_AT,
    );
    expect(later.report).toMatchObject({ erased: 1, untold: 0 });
    expect(later.lines).toContain("Contacts erased:               1");
    expect(await exists(old)).toBe(false);
    expect(await exists(recent)).toBe(true);

    // Its audit lines are dated when it ran, not in 2029: the daily round is not held off for years.
    const [latest] = await queryRows<{ at: Date; details: { asOf: string } }>(
      t.db,
      sql`SELECT occurred_at AS at, details FROM audit_log WHERE action = 'retention_run' ORDER BY occurred_at DESC LIMIT 1`,
    );
    expect(new Date(latest!.at)).toEqual(RAN_AT);
    expect(latest!.details.asOf).toBe(new Date(now.getTime() + 49 * HOUR).toISOString());
    await RETENTION_TASK.run(t.db, new Date(RAN_AT.getTime() + 21 * HOUR));
    expect(await runs()).toBe(3);
  });
});
