import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookActivityRequest, catalogueBooking } from "~/features/activities/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import {
  activityBookings,
  auditLog,
  contactTimeline,
  contacts,
  leads,
  outbox,
} from "~/server/db/schema.server";
import { payHeldBooking } from "../../../../tests/helpers/activity-payment";
import { consoleStaff } from "../../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { activityBookingProofCookie } from "../../../../tests/helpers/verification";
import * as cancelRoute from "../../../routes/api.v1.console.activity-bookings.$bookingId.cancel";
import * as decisionRoute from "../../../routes/api.v1.console.activity-bookings.$bookingId.decision";
import { loadConsoleTab } from "../../../../tests/helpers/console-tab-data";
import { setCrmSetting } from "../shared/settings.server";

/**
 * A booked activity in the console: on its lead in the contact sheet, and cancelled only by an
 * admin — the fee quoted first without changing anything, then the cancel, its timeline line and its
 * audit entry; a second cancel is refused. A catalogue booking arrives as a request: staff confirm
 * it (its voucher queued once) or decline it (the guest told), each on the timeline and audited.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, { admin: "admin", partner: "partner" });

async function book(): Promise<{ id: string; reference: string; leadId: string; contactId: string }> {
  const response = await bookActivityRequest(
    new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
      method: "POST",
      // The phone was proven with its code, as the booking dialog does first.
      headers: {
        "content-type": "application/json",
        cookie: activityBookingProofCookie({ email: "", phone: "9876501234" }),
      },
      body: JSON.stringify({
        key: crypto.randomUUID(),
        activityCode: "LV-KE-001",
        firstName: "Vikram",
        lastName: "Iyer",
        email: `vikram.${crypto.randomUUID().slice(0, 8)}@example.in`,
        phone: "9876501234",
        date: addIndiaDays(indiaDay(), 20),
        adults: 2,
        children: 0,
      }),
    }),
    { ip: "198.51.100.40", db: t.db },
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  // A booking is held until it is paid; paid (a bank transfer staff record), it reaches staff.
  await payHeldBooking(t.db, catalogueBooking, reference);
  const [row] = await t.db.select().from(activityBookings).where(eq(activityBookings.reference, reference));
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, row!.leadId!));
  return { id: row!.id, reference, leadId: lead!.id, contactId: lead!.contactId };
}

const decide = (who: "admin" | "partner" | "anonymous", id: string, body: unknown) =>
  call(decisionRoute, who, "POST", `/api/v1/console/activity-bookings/${id}/decision`, body, {
    bookingId: id,
  });

const jobsFor = async (kind: string, bookingId: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter(
    (j) => (j.payload as { bookingId?: string }).bookingId === bookingId,
  );

const cancel = (who: "admin" | "partner" | "anonymous", id: string, confirm: unknown) =>
  call(
    cancelRoute,
    who,
    "POST",
    `/api/v1/console/activity-bookings/${id}/cancel`,
    { confirm },
    { bookingId: id },
  );

describe("activity bookings in the console", () => {
  it("shows the booking on its lead in the contact sheet", async () => {
    const booking = await book();
    const tab = (await loadConsoleTab(t.db, "contacts", {
      user: users.admin,
      searchParams: new URLSearchParams({ contact: booking.contactId }),
    })) as Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "contacts" }>;
    const lead = tab.selected!.leads.find((l) => l.id === booking.leadId)!;
    expect(lead.booking).toMatchObject({ reference: booking.reference, status: "requested", adults: 2 });
  });

  it("lets staff confirm a request once: the voucher is queued once, on the timeline and in the audit log", async () => {
    const booking = await book();
    expect(await jobsFor("activities.voucher", booking.id)).toHaveLength(0);
    expect((await decide("anonymous", booking.id, { decision: "confirm" })).status).toBe(401);

    const confirmed = await decide("partner", booking.id, { decision: "confirm" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ reference: booking.reference, status: "confirmed" });
    const [row] = await t.db.select().from(activityBookings).where(eq(activityBookings.id, booking.id));
    expect(row!.status).toBe("confirmed");
    expect(await jobsFor("activities.voucher", booking.id)).toHaveLength(1);

    // A second click (or a second member of staff) changes nothing and queues no second voucher.
    const again = await decide("admin", booking.id, { decision: "confirm" });
    expect(again.status).toBe(409);
    expect(again.body.error?.description).toBe(
      "This booking is confirmed: only a request waiting for staff can be confirmed or declined.",
    );
    expect(await jobsFor("activities.voucher", booking.id)).toHaveLength(1);

    const lines = await t.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, booking.leadId));
    expect(lines.find((l) => l.kind === "booking_confirmed")?.summary).toContain(booking.reference);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
    expect(audits.map((a) => a.action)).toEqual(["activity_booking_confirmed"]);
  });

  it("lets staff decline a request with a reason for the guest: no voucher, the guest's mail queued", async () => {
    const booking = await book();
    const declined = await decide("partner", booking.id, {
      decision: "decline",
      reason: "The balloons are fully booked that morning.",
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: "declined" });
    const [row] = await t.db.select().from(activityBookings).where(eq(activityBookings.id, booking.id));
    expect(row!.status).toBe("declined");
    expect(await jobsFor("activities.voucher", booking.id)).toHaveLength(0);
    const [mail] = await jobsFor("activities.request-declined", booking.id);
    expect(mail!.payload).toMatchObject({ reason: "The balloons are fully booked that morning." });
    const lines = await t.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, booking.leadId));
    expect(lines.find((l) => l.kind === "booking_declined")?.summary).toContain(
      "The balloons are fully booked that morning.",
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
    expect(audits.map((a) => a.action)).toEqual(["activity_booking_declined"]);
    expect((await decide("partner", booking.id, { decision: "confirm" })).status).toBe(409);
  });

  it("keeps a partner limited to their own records off other staff's booking requests", async () => {
    const booking = await book();
    await t.db.update(leads).set({ ownerId: users.admin.id }).where(eq(leads.id, booking.leadId));
    await t.db.update(contacts).set({ ownerId: users.admin.id }).where(eq(contacts.id, booking.contactId));
    await setCrmSetting(t.db, "onlyMyRecords", true, users.admin.id);
    try {
      const refused = await decide("partner", booking.id, { decision: "confirm" });
      expect(refused.status).toBe(404);
      const [row] = await t.db.select().from(activityBookings).where(eq(activityBookings.id, booking.id));
      expect(row!.status).toBe("requested");
      expect(await jobsFor("activities.voucher", booking.id)).toHaveLength(0);
      expect((await decide("admin", booking.id, { decision: "confirm" })).status).toBe(200);
    } finally {
      await setCrmSetting(t.db, "onlyMyRecords", false, users.admin.id);
    }
  });

  it("answers 400 for a decision it does not know and 404 for an unknown booking", async () => {
    const bad = await decide("partner", crypto.randomUUID(), { decision: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.description).toBe('Say "confirm" or "decline".');
    expect((await decide("partner", crypto.randomUUID(), { decision: "confirm" })).status).toBe(404);
  });

  it("lets an admin see the fee, then cancel, with a timeline line and an audit entry; never a partner or nobody", async () => {
    const booking = await book();
    expect((await cancel("admin", booking.id, false)).status).toBe(409);
    expect((await decide("partner", booking.id, { decision: "confirm" })).status).toBe(200);
    expect((await cancel("anonymous", booking.id, false)).status).toBe(401);
    expect((await cancel("partner", booking.id, true)).status).toBe(403);
    const quoted = await cancel("admin", booking.id, false);
    expect(quoted.status).toBe(200);
    expect(quoted.body).toMatchObject({ reference: booking.reference, status: "quoted", feeText: "No fee" });
    const [still] = await t.db.select().from(activityBookings).where(eq(activityBookings.id, booking.id));
    expect(still!.status).toBe("confirmed");

    const done = await cancel("admin", booking.id, true);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "cancelled" });
    const [row] = await t.db.select().from(activityBookings).where(eq(activityBookings.id, booking.id));
    expect(row).toMatchObject({ status: "cancelled", cancelledBy: users.admin.id, cancellationFeeCents: 0 });
    const lines = await t.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, booking.leadId));
    expect(lines.find((l) => l.kind === "booking_cancelled")?.summary).toContain(booking.reference);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, booking.id));
    expect(audits.map((a) => a.action)).toEqual(["activity_booking_confirmed", "activity_booking_cancelled"]);

    const again = await cancel("admin", booking.id, true);
    expect(again.status).toBe(409);
    expect(again.body.error?.description).toBe(`Booking ${booking.reference} was cancelled already.`);
  });

  it("answers 404 for an unknown booking and 400 for a body without confirm", async () => {
    expect((await cancel("admin", crypto.randomUUID(), true)).status).toBe(404);
    const bad = await cancel("admin", crypto.randomUUID(), "yes");
    expect(bad.status).toBe(400);
  });

  it("makes a request staff confirm a won deal at its rupee value, dated when confirmed, counted on Revenue", async () => {
    const revenue = async () =>
      (await loadConsoleTab(t.db, "revenue", {
        user: users.admin,
        searchParams: new URLSearchParams({ range: "30d" }),
      })) as Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "revenue" }>;
    const before = await revenue();
    const booking = await book();
    const [requested] = await t.db.select().from(leads).where(eq(leads.id, booking.leadId));
    expect(requested!.stage).toBe("New Lead");
    expect(requested!.valueInr).toBeGreaterThan(0);

    const decidedAt = Date.now();
    expect((await decide("partner", booking.id, { decision: "confirm" })).status).toBe(200);
    const [won] = await t.db.select().from(leads).where(eq(leads.id, booking.leadId));
    expect(won).toMatchObject({ stage: "Closed Won", valueInr: requested!.valueInr });
    expect(won!.stageChangedAt!.getTime()).toBeGreaterThanOrEqual(decidedAt - 1000);
    const lines = await t.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, booking.leadId));
    expect(lines.find((l) => l.kind === "stage_changed")).toMatchObject({
      data: { from: "New Lead", to: "Closed Won", valueInr: requested!.valueInr },
    });
    const after = await revenue();
    expect(after.wonCount).toBe(before.wonCount + 1);
    expect(after.wonTotal).toBe(before.wonTotal + requested!.valueInr!);
  });

  it("leaves a declined request's lead where it was", async () => {
    const booking = await book();
    expect((await decide("partner", booking.id, { decision: "decline" })).status).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, booking.leadId));
    expect(lead!.stage).toBe("New Lead");
    expect(lead!.stageChangedAt).toBeNull();
  });

  it("puts every mail to the guest on the contact's timeline and communication log, naming its job", async () => {
    const emailLines = async (leadId: string) =>
      (await t.db.select().from(contactTimeline).where(eq(contactTimeline.leadId, leadId)))
        .filter((l) => l.kind === "email" && l.data.direction === "outbound")
        .map((l) => ({ summary: l.summary, outboxId: l.data.outboxId }));

    const confirmed = await book();
    const [received] = await jobsFor("activities.request-received", confirmed.id);
    expect(await emailLines(confirmed.leadId)).toEqual([
      {
        summary: expect.stringMatching(/^E-mailed the guest: Request received: .+ — /),
        outboxId: received!.id,
      },
    ]);
    await decide("partner", confirmed.id, { decision: "confirm" });
    const [voucher] = await jobsFor("activities.voucher", confirmed.id);
    expect(await emailLines(confirmed.leadId)).toContainEqual({
      summary: expect.stringContaining(`E-mailed the guest: Booking confirmed: `),
      outboxId: voucher!.id,
    });
    expect((await emailLines(confirmed.leadId)).at(-1)!.summary).toContain(confirmed.reference);

    const declined = await book();
    await decide("partner", declined.id, { decision: "decline", reason: "Fully booked." });
    const [declineMail] = await jobsFor("activities.request-declined", declined.id);
    expect(await emailLines(declined.leadId)).toContainEqual({
      summary: `E-mailed the guest: We could not confirm Maasai Mara Sunrise Balloon Safari — ${declined.reference}`,
      outboxId: declineMail!.id,
    });

    const log = (await loadConsoleTab(t.db, "logs", {
      user: users.admin,
      searchParams: new URLSearchParams({ contact: confirmed.contactId, channel: "email" }),
    })) as Extract<Awaited<ReturnType<typeof loadConsoleTab>>, { tab: "logs" }>;
    expect(log.entries.map((e) => e.summary)).toContainEqual(
      expect.stringContaining(
        `Booking confirmed: Maasai Mara Sunrise Balloon Safari — ${confirmed.reference}`,
      ),
    );
  });
});
