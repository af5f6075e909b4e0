import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestStaff } from "../../tests/helpers/staff-auth";
import { setUpTestDatabase } from "../../tests/helpers/test-database";
import { contacts, leads, tasks } from "./db/schema.server";
import { openLeadTask } from "./task-write.server";

const t = setUpTestDatabase();
const AT = new Date("2026-11-28T06:00:00Z");
let seq = 0;

async function lead(ownerId: string | null) {
  const [contact] = await t.db
    .insert(contacts)
    .values({ name: "Kavya Menon", phone: `+9198450${String(10_000 + ++seq)}` })
    .returning();
  const [row] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `task-write-${seq}`,
      contactId: contact!.id,
      name: "Kavya Menon",
      score: 50,
      ownerId,
      stage: "Closed Won",
    })
    .returning();
  return row!;
}

const open = (leadId: string) =>
  openLeadTask(t.db, {
    leadId,
    title: "Collect the deposit",
    notes: "Deposit: ₹65,733. Send the payment link.",
    priority: "high",
    dueAt: new Date("2026-11-29T12:30:00Z"),
    at: AT,
  });

describe("a task the product opens on a lead", () => {
  it("goes to the lead's owner as the lead row has it now, on the lead's contact", async () => {
    const first = await createTestStaff(t.db, "partner");
    const now = await createTestStaff(t.db, "partner");
    const l = await lead(first.id);
    // Reassigned after the caller might have read it: the task follows the row.
    await t.db.update(leads).set({ ownerId: now.id }).where(eq(leads.id, l.id));
    const id = await open(l.id);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, id!));
    expect(task).toMatchObject({
      type: "follow_up",
      title: "Collect the deposit",
      priority: "high",
      status: "open",
      leadId: l.id,
      contactId: l.contactId,
      assigneeId: now.id,
      notes: "Deposit: ₹65,733. Send the payment link.",
      createdAt: AT,
    });
  });

  it("waits unassigned when the lead has no owner, and is not written for a lead that is gone", async () => {
    const l = await lead(null);
    const id = await open(l.id);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, id!));
    expect(task!.assigneeId).toBeNull();
    expect(await open("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
