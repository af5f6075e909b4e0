import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookActivityRequest } from "~/features/activities/index.server";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { activityBookings, auditLog, contactTimeline, leads } from "~/server/db/schema.server";
import { consoleStaff } from "../../../tests/helpers/console-calls";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie } from "../../../tests/helpers/verification";
import * as cancelRoute from "../../routes/api.v1.console.activity-bookings.$bookingId.cancel";
import { loadConsoleTab } from "./console-tabs.server";

/**
 * A booked activity in the console: on its lead in the contact sheet, and cancelled only by an
 * admin — the fee quoted first without changing anything, then the cancel, its timeline line and its
 * audit entry; a second cancel is refused.
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
  const [row] = await t.db.select().from(activityBookings).where(eq(activityBookings.reference, reference));
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, row!.leadId!));
  return { id: row!.id, reference, leadId: lead!.id, contactId: lead!.contactId };
}

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
    expect(lead.booking).toMatchObject({ reference: booking.reference, status: "confirmed", adults: 2 });
  });

  it("lets an admin see the fee, then cancel, with a timeline line and an audit entry; never a partner or nobody", async () => {
    const booking = await book();
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
    expect(audits.map((a) => a.action)).toEqual(["activity_booking_cancelled"]);

    const again = await cancel("admin", booking.id, true);
    expect(again.status).toBe(409);
    expect(again.body.error?.description).toBe(`Booking ${booking.reference} was cancelled already.`);
  });

  it("answers 404 for an unknown booking and 400 for a body without confirm", async () => {
    expect((await cancel("admin", crypto.randomUUID(), true)).status).toBe(404);
    const bad = await cancel("admin", crypto.randomUUID(), "yes");
    expect(bad.status).toBe(400);
  });
});
