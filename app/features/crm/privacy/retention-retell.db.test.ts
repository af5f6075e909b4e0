import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { setConfigForTests } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import type { MailMessage, MailSender } from "~/server/mail.server";
import { outboxHandlers, runOutboxOnce } from "~/server/outbox.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { useTestConfig } from "../../../../tests/helpers/verification";
import { runRetention, sendRetentionNotice } from "./retention.server";

/**
 * A notice whose outbox job failed for good (every retry spent while the mail server was down) is
 * not the end: a week on, the round marks the person afresh and queues a new job, which goes once
 * the mail is back, and the erasure then follows its own 48 hours.
 */
const t = setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date("2020-06-02T05:30:00Z");
const END = new Date("2023-06-02T05:30:00Z");
const at = (offsetMs: number) => new Date(END.getTime() + offsetMs);

function mailServer() {
  const state = { up: false, sent: [] as MailMessage[] };
  const mail: MailSender = {
    name: "test-mail",
    async send(message) {
      if (!state.up) throw new Error("smtp: connection refused");
      state.sent.push(message);
      return { messageId: `mail-${state.sent.length}` };
    },
  };
  return { mail, state };
}

const jobs = () =>
  queryRows<{ id: string; status: string }>(
    t.db,
    sql`SELECT id, status FROM outbox WHERE kind = 'privacy.retention_notice' ORDER BY created_at, id`,
  );

/** What became of the notice jobs in a batch (the lead's own jobs have no handler here). */
const notices = (outcomes: { kind: string; outcome: string }[]) =>
  outcomes.filter((o) => o.kind === "privacy.retention_notice").map((o) => o.outcome);

describe("a retention notice whose job died", () => {
  it("is queued again a week on, and the person is erased only after the new notice went", async () => {
    const { contactId } = await createUnifiedLead(t.db, {
      type: "callback",
      sourceId: crypto.randomUUID(),
      name: "Dev Deadletter",
      phone: "9811100901",
      email: "dev.deadletter@example.in",
      phoneVerified: true,
    });
    for (const table of ["contacts", "leads"]) {
      const column = table === "contacts" ? "id" : "contact_id";
      await t.db.execute(
        sql`UPDATE ${sql.raw(table)} SET created_at = ${T0}, updated_at = ${T0} WHERE ${sql.raw(column)} = ${contactId}::uuid`,
      );
    }
    await t.db.execute(sql`UPDATE contacts SET last_activity_at = ${T0} WHERE id = ${contactId}::uuid`);
    await t.db.execute(
      sql`UPDATE contact_timeline SET occurred_at = ${T0} WHERE contact_id = ${contactId}::uuid`,
    );

    const { mail, state } = mailServer();
    // No number to fall back on by SMS: only the e-mail can tell him.
    await t.db.execute(sql`UPDATE contacts SET phone = NULL WHERE id = ${contactId}::uuid`);
    const handlers = outboxHandlers({
      kind: "privacy.retention_notice",
      handler: (payload, job) => sendRetentionNotice(t.db, payload, { jobId: job.id, mail }),
    });

    expect(await runRetention(t.db, at(-47 * HOUR))).toMatchObject({ noticed: 1 });
    // Its one try fails: the job is dead.
    await t.db.execute(sql`UPDATE outbox SET max_attempts = 1 WHERE kind = 'privacy.retention_notice'`);
    expect(notices(await runOutboxOnce(t.db, handlers))).toEqual(["dead"]);

    expect(await runRetention(t.db, at(3 * DAY))).toMatchObject({ erased: 0, untold: 1, noticed: 0 });
    expect(await runRetention(t.db, at(7 * DAY))).toMatchObject({ erased: 0, untold: 1, noticed: 1 });
    expect((await jobs()).map((j) => j.status)).toEqual(["dead", "pending"]);

    // The mail is back: the new job sends the notice, and the erasure waits its 48 hours.
    state.up = true;
    expect(notices(await runOutboxOnce(t.db, handlers))).toEqual(["done"]);
    expect(state.sent.map((m) => m.to)).toEqual(["dev.deadletter@example.in"]);
    expect(await runRetention(t.db, at(8 * DAY))).toMatchObject({ erased: 0, untold: 0 });
    expect(await runRetention(t.db, at(9 * DAY + HOUR))).toMatchObject({ erased: 1 });
  });
});
