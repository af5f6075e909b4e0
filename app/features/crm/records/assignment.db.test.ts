import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inviteStaffUser } from "~/features/auth/index.server";
import { createUnifiedLead, type UnifiedLeadInput } from "~/features/leads/index.server";
import { queryRows } from "~/server/db/db.server";
import { authUser, contacts, contactTimeline, leads, outbox } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import * as autoAssignRoute from "../../../routes/api.v1.console.settings.auto-assign";
import * as leadRoute from "../../../routes/api.v1.console.leads.$leadId";
import { getCrmSettings } from "../shared/settings.server";

const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, {
  admin: "admin",
  asha: "partner",
  bala: "partner",
  chitra: "partner",
});

/** A callback lead from a verified mobile, under a source id of its own (`tag` names the test). */
const callbackLead = (tag: string, name: string, phone: string): UnifiedLeadInput => ({
  type: "callback",
  sourceId: `assign-${tag}-${crypto.randomUUID()}`,
  name,
  phone,
  phoneVerified: true,
  score: 40,
});
/** A test mobile: `base` + `i` as the 9 digits after a leading 9. */
const mobile = (base: number, i: number) => `9${String(base + i).padStart(9, "0")}`;

let seq = 0;
async function newLead(phone?: string) {
  seq += 1;
  return createUnifiedLead(
    t.db,
    callbackLead(String(seq), `Traveller ${seq}`, phone ?? mobile(611_000_000, seq)),
  );
}
const ownerOf = async (leadId: string) =>
  (await t.db.select({ ownerId: leads.ownerId }).from(leads).where(eq(leads.id, leadId)))[0]!.ownerId;
const mailsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, "mail.send")).orderBy(outbox.createdAt)).filter(
    (job) => (job.payload as { to?: string }).to === email,
  );
/** Where the round robin's sequence stands (its last value, and whether it was drawn at all). */
const lastTicket = async () =>
  (
    await queryRows<{ last: string; drawn: boolean }>(
      t.db,
      sql`SELECT last_value::text AS last, is_called AS drawn FROM lead_assign_turn`,
    )
  )[0];
const setAutoAssign = (who: "admin" | "asha" | "anonymous", body: unknown) =>
  call(autoAssignRoute, who, "PUT", "/api/v1/console/settings/auto-assign", body);

describe("new leads are assigned in turn", () => {
  it("goes round the active partners, skips a deactivated one and admins, and e-mails each owner", async () => {
    await t.db.update(authUser).set({ banned: true }).where(eq(authUser.id, users.bala.id));
    try {
      const owners: (string | null)[] = [];
      const made: { leadId: string; contactId: string }[] = [];
      for (let i = 0; i < 4; i++) {
        made.push(await newLead());
        owners.push(await ownerOf(made[i]!.leadId));
      }
      // Two active partners, alternating; never the banned partner, never the admin.
      expect(new Set(owners)).toEqual(new Set([users.asha.id, users.chitra.id]));
      expect(owners[0]).not.toBe(owners[1]);
      expect(owners[1]).not.toBe(owners[2]);
      expect(owners[0]).toBe(owners[2]);
      for (const who of [users.asha, users.chitra]) {
        const mails = await mailsTo(who.email);
        expect(mails.length).toBe(2);
        expect((mails[0]!.payload as { subject: string }).subject).toMatch(
          /^New lead for you: Traveller \d+ — Callback request \(score 40\)$/,
        );
      }
      // The first owner's e-mail says why it came to them and links to the lead's contact.
      const [firstMail] = await mailsTo(owners[0] === users.asha.id ? users.asha.email : users.chitra.email);
      const text = (firstMail!.payload as { text: string }).text;
      expect(text).toContain("is yours: a new callback request lead scored 40.\nIt came to you in turn.\n");
      expect(text.endsWith(`/vox/contacts?contact=${made[0]!.contactId}`)).toBe(true);
      // The contact a first lead made is looked after by that lead's owner.
      const [firstContact] = await t.db.select().from(contacts).where(eq(contacts.id, made[0]!.contactId));
      expect(firstContact!.ownerId).toBe(owners[0]);
      expect(await mailsTo(users.bala.email)).toEqual([]);
      expect(await mailsTo(users.admin.email)).toEqual([]);
    } finally {
      await t.db.update(authUser).set({ banned: false }).where(eq(authUser.id, users.bala.id));
    }
    // Back in the turn once reactivated.
    const next = [];
    for (let i = 0; i < 3; i++) next.push(await ownerOf((await newLead()).leadId));
    expect(new Set(next)).toEqual(new Set([users.asha.id, users.bala.id, users.chitra.id]));
  });

  // Three leads at once, in transactions or not: each draws its own ticket from the turn's
  // sequence, so three partners get one lead each and none waits for another to commit.
  it.each([
    {
      how: "each in its own transaction",
      tag: "together",
      phones: 612_000_000,
      write: (input: UnifiedLeadInput) => t.db.transaction((tx) => createUnifiedLead(tx, input)),
    },
    {
      how: "with no transaction around them",
      tag: "bare",
      phones: 613_000_000,
      write: (input: UnifiedLeadInput) => createUnifiedLead(t.db, input),
    },
  ])("hands leads made at the same moment, $how, to different partners", async ({ tag, phones, write }) => {
    const made = await Promise.all(
      [0, 1, 2].map((i) => write(callbackLead(`${tag}-${i}`, `Together ${i}`, mobile(phones, i)))),
    );
    const owners = await Promise.all(made.map((m) => ownerOf(m.leadId)));
    expect(new Set(owners)).toEqual(new Set([users.asha.id, users.bala.id, users.chitra.id]));
  });

  // Needs two connections: PGlite has one, and the second lead would wait for the first's
  // transaction to end.
  it.skipIf(process.env.TEST_DB_DRIVER !== "postgres")(
    "a lead still inside an open transaction does not hold up the next lead's turn",
    async () => {
      const lead = (i: number) => callbackLead(`open-${i}`, `Open ${i}`, mobile(614_000_000, i));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstMade!: (made: { leadId: string }) => void;
      let firstFailed!: (err: unknown) => void;
      const firstIn = new Promise<{ leadId: string }>((resolve, reject) => {
        firstMade = resolve;
        firstFailed = reject;
      });
      const open = t.db
        .transaction(async (tx) => {
          firstMade(await createUnifiedLead(tx, lead(0)));
          await held;
        })
        .catch((err) => firstFailed(err));
      let secondOwner: string | null;
      let first: { leadId: string };
      try {
        first = await firstIn;
        // Made and committed while the first lead's transaction is still open.
        const second = await createUnifiedLead(t.db, lead(1));
        secondOwner = await ownerOf(second.leadId);
      } finally {
        release();
        await open;
      }
      const firstOwner = await ownerOf(first.leadId);
      expect(secondOwner).not.toBeNull();
      expect(firstOwner).not.toBeNull();
      expect(secondOwner).not.toBe(firstOwner);
    },
  );

  it("a contact whose owner was deactivated keeps them, and the new lead goes to the next in turn", async () => {
    const phone = "9624000333";
    const first = await newLead(phone);
    const owner = (await ownerOf(first.leadId))!;
    await t.db.update(authUser).set({ banned: true }).where(eq(authUser.id, owner));
    try {
      const again = await newLead(phone);
      const next = await ownerOf(again.leadId);
      expect(next).not.toBeNull();
      expect(next).not.toBe(owner);
      const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, first.contactId));
      expect(contact!.ownerId).toBe(owner);
      const lines = await t.db
        .select({ summary: contactTimeline.summary })
        .from(contactTimeline)
        .where(and(eq(contactTimeline.leadId, again.leadId), eq(contactTimeline.kind, "lead_assigned")));
      expect(lines.map((l) => l.summary)).toEqual([expect.stringMatching(/ \(round robin\)$/)]);
    } finally {
      await t.db.update(authUser).set({ banned: false }).where(eq(authUser.id, owner));
    }
  });

  it("a contact nobody looks after gets the owner of its next lead", async () => {
    // An unverified lead while auto-assign is off leaves its contact without an owner.
    expect((await setAutoAssign("admin", { enabled: false })).status).toBe(200);
    const address = `nobody.${crypto.randomUUID()}@traveller.test`;
    const lead = (sourceId: string) =>
      createUnifiedLead(t.db, {
        type: "callback",
        sourceId,
        name: "Nobody Yet",
        email: address,
        phoneVerified: false,
        score: 40,
      });
    let first;
    try {
      first = await lead(`assign-nobody-1-${crypto.randomUUID()}`);
    } finally {
      expect((await setAutoAssign("admin", { enabled: true })).status).toBe(200);
    }
    const [before] = await t.db.select().from(contacts).where(eq(contacts.id, first.contactId));
    expect(before!.ownerId).toBeNull();
    const second = await lead(`assign-nobody-2-${crypto.randomUUID()}`);
    expect(second.contactId).toBe(first.contactId);
    const owner = await ownerOf(second.leadId);
    expect(owner).not.toBeNull();
    const [after] = await t.db.select().from(contacts).where(eq(contacts.id, first.contactId));
    expect(after!.ownerId).toBe(owner);
  });

  it("skips a partner invited who has not yet chosen a password", async () => {
    const invited = await inviteStaffUser(
      t.db,
      { name: "Not Yet", email: "not-yet@agency.test", role: "partner" },
      { id: users.admin.id, email: users.admin.email, name: users.admin.name },
    );
    const owners = [];
    for (let i = 0; i < 4; i++) owners.push(await ownerOf((await newLead()).leadId));
    expect(owners).not.toContain(invited.id);
  });

  it("the contact's owner keeps a returning traveller; the contact gets the owner a first lead brought", async () => {
    const phone = "9622000111";
    const first = await newLead(phone);
    const owner = await ownerOf(first.leadId);
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, first.contactId));
    expect(contact!.ownerId).toBe(owner);
    // Several leads later, the same traveller comes back: the same partner, not the next in turn.
    await newLead();
    const again = await newLead(phone);
    expect(await ownerOf(again.leadId)).toBe(owner);
    const lines = await t.db
      .select({ summary: contactTimeline.summary })
      .from(contactTimeline)
      .where(and(eq(contactTimeline.leadId, again.leadId), eq(contactTimeline.kind, "lead_assigned")));
    expect(lines.map((l) => l.summary)).toEqual([
      expect.stringMatching(/^Assigned to Test partner \(the contact's owner\)$/),
    ]);
    const ownerEmail = Object.values(users).find((u) => u.id === owner)!.email;
    const mails = await mailsTo(ownerEmail);
    expect((mails.at(-1)!.payload as { text: string }).text).toContain(
      "\nYou look after this contact already.\n",
    );
  });

  it("a traveller known only by e-mail keeps their owner too, whatever the address's case", async () => {
    const byEmail = (address: string) =>
      createUnifiedLead(t.db, {
        type: "callback",
        sourceId: `assign-mail-${crypto.randomUUID()}`,
        name: "Mail Only",
        email: address,
        phoneVerified: false,
        score: 40,
      });
    const first = await byEmail("mail.only@traveller.test");
    const owner = await ownerOf(first.leadId);
    expect(owner).not.toBeNull();
    await newLead();
    const again = await byEmail("Mail.Only@Traveller.test");
    expect(again.contactId).toBe(first.contactId);
    expect(await ownerOf(again.leadId)).toBe(owner);
  });

  it("a second write of the same lead does not assign or e-mail again", async () => {
    const input = callbackLead("twice", "Twice Sent", "9633000222");
    const before = (await t.db.select().from(outbox)).length;
    const first = await createUnifiedLead(t.db, input);
    const second = await createUnifiedLead(t.db, input);
    expect(second.created).toBe(false);
    // The staff notification and the owner's e-mail: two jobs, once.
    expect((await t.db.select().from(outbox)).length).toBe(before + 2);
    expect(await ownerOf(first.leadId)).not.toBeNull();
  });

  it("a lead written again after auto-assign was turned on gives its unowned contact no owner and skips no turn", async () => {
    const input = callbackLead("later", "Written Twice", "9633000444");
    expect((await setAutoAssign("admin", { enabled: false })).status).toBe(200);
    let first: Awaited<ReturnType<typeof createUnifiedLead>>;
    try {
      first = await createUnifiedLead(t.db, input);
    } finally {
      expect((await setAutoAssign("admin", { enabled: true })).status).toBe(200);
    }
    const ticketBefore = await lastTicket();
    const again = await createUnifiedLead(t.db, input);
    expect(again.created).toBe(false);
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, first.contactId));
    expect(contact!.ownerId).toBeNull();
    expect(await ownerOf(first.leadId)).toBeNull();
    const ticketAfter = await lastTicket();
    expect(ticketAfter).toEqual(ticketBefore);
  });

  it("an admin turns it off (audited) and new leads wait unassigned; partners cannot switch it", async () => {
    expect((await setAutoAssign("asha", { enabled: false })).status).toBe(403);
    expect((await setAutoAssign("anonymous", { enabled: false })).status).toBe(401);
    const bad = await setAutoAssign("admin", { enabled: "no" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.description).toBe("Say enabled: true or false.");
    expect((await getCrmSettings(t.db)).autoAssign).toBe(true);

    expect((await setAutoAssign("admin", { enabled: false })).status).toBe(200);
    expect((await getCrmSettings(t.db)).autoAssign).toBe(false);
    const waiting = await newLead();
    expect(await ownerOf(waiting.leadId)).toBeNull();
    expect((await setAutoAssign("admin", { enabled: true })).status).toBe(200);
    expect(await ownerOf((await newLead()).leadId)).not.toBeNull();

    // A stored value that is not a boolean (written by hand, or by an older release) counts as
    // unset: the switch's default, on.
    await t.db.execute(sql`UPDATE crm_settings SET value = '"no"'::jsonb WHERE key = 'autoAssign'`);
    expect((await getCrmSettings(t.db)).autoAssign).toBe(true);
    expect(await ownerOf((await newLead()).leadId)).not.toBeNull();
    expect((await setAutoAssign("admin", { enabled: true })).status).toBe(200);
  });

  it("reassigning a lead is on the timeline and e-mails the new owner, not the one who did it", async () => {
    const lead = await newLead();
    const current = await ownerOf(lead.leadId);
    const to = [users.asha, users.bala, users.chitra].find((u) => u.id !== current)!;
    const before = (await mailsTo(to.email)).length;
    const res = await call(
      leadRoute,
      "admin",
      "PATCH",
      `/api/v1/console/leads/${lead.leadId}`,
      { ownerId: to.id },
      {
        leadId: lead.leadId,
      },
    );
    expect(res.status).toBe(200);
    expect(await ownerOf(lead.leadId)).toBe(to.id);
    const mails = await mailsTo(to.email);
    expect(mails.length).toBe(before + 1);
    expect((mails.at(-1)!.payload as { subject: string }).subject).toMatch(
      /assigned you a lead: Traveller \d+ — Callback$/,
    );
    const [line] = await t.db
      .select()
      .from(contactTimeline)
      .where(and(eq(contactTimeline.leadId, lead.leadId), eq(contactTimeline.kind, "lead_updated")));
    expect(line!.summary).toBe(`Lead updated: owner ${to.name}`);
    expect(line!.actorId).toBe(users.admin.id);

    // Taking a lead yourself sends no e-mail.
    const ashaBefore = (await mailsTo(users.asha.email)).length;
    const mine = await call(
      leadRoute,
      "asha",
      "PATCH",
      `/api/v1/console/leads/${lead.leadId}`,
      { ownerId: users.asha.id },
      {
        leadId: lead.leadId,
      },
    );
    expect(mine.status).toBe(200);
    expect((await mailsTo(users.asha.email)).length).toBe(ashaBefore);
  });
});
