import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { activityBookings, authUser, leads, outbox } from "~/server/db/schema.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { pdfText } from "../../../tests/helpers/pdf-text";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { bookActivityRequest } from "./activity-booking.server";
import { renderVoucherPdf } from "./voucher-pdf.server";
import { VOUCHER_JOB } from "./voucher-job.server";

/**
 * The voucher: its PDF names the booking and shows rupees (the embedded DejaVu has ₹), and the
 * outbox job e-mails it to the lead guest as an attachment, or sends nothing for a cancelled booking.
 */
const testDb = setUpTestDatabase();
const sent: MailMessage[] = [];
beforeAll(() => {
  useTestConfig({ USD_INR_RATE: "84" });
  setMailSenderForTests({ name: "test", send: (m) => (sent.push(m), Promise.resolve({})) });
});
afterAll(() => {
  setMailSenderForTests(undefined);
  setConfigForTests(undefined);
});

describe("activity voucher", () => {
  it("shows the reference, the day in words, the guests, the total in dollars and rupees, and the meeting point", async () => {
    const pdf = await renderVoucherPdf(
      {
        reference: "ACT-7K2Q9M",
        activityTitle: "Maasai Mara Sunrise Balloon Safari",
        location: "Maasai Mara, Kenya",
        date: "2030-03-16",
        duration: "4 hours",
        adults: 2,
        children: 1,
        currency: "USD",
        unitPriceCents: 8900,
        totalCents: 24030,
        usdInrRate: 84,
        holderName: "Meera Nair",
        holderEmail: "meera@example.in",
        holderPhone: "+919876543210",
        meetingPoint: {
          name: "Your camp's reception",
          address: "Maasai Mara National Reserve",
          note: "Pick-up 5 am.",
        },
        included: ["Balloon flight", "Champagne breakfast"],
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [
      "ACT-7K2Q9M",
      "Maasai Mara Sunrise Balloon Safari",
      "Saturday, 16 March 2030",
      "2 adults, 1 child",
      "US$240.30",
      "₹20,185",
      "Your camp's reception",
      "Champagne breakfast",
    ])
      expect(text).toContain(expected);
    expect(pdf.toString("latin1")).toMatch(/DejaVuSans/);
  });

  it("is e-mailed to the lead guest with the PDF attached, and not for a cancelled booking", async () => {
    const response = await bookActivityRequest(
      new Request("http://127.0.0.1:3000/api/v1/activities/bookings", {
        method: "POST",
        // Booked after the code e-mailed to the address was entered (no phone given).
        headers: {
          "content-type": "application/json",
          cookie: activityBookingProofCookie({ email: "kabir@example.in" }),
        },
        body: JSON.stringify({
          key: crypto.randomUUID(),
          activityCode: "LV-KE-001",
          firstName: "Kabir",
          lastName: "Shah",
          email: "kabir@example.in",
          date: addIndiaDays(indiaDay(), 30),
          adults: 1,
          children: 0,
        }),
      }),
      { ip: "198.51.100.60", db: testDb.db },
    );
    const { reference } = (await response.json()) as { reference: string };
    const [booking] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, reference));
    const [job] = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "activities.voucher"))).filter(
      (j) => (j.payload as { bookingId: string }).bookingId === booking!.id,
    );
    await VOUCHER_JOB.handler(job!.payload, job!);
    const mail = sent.at(-1)!;
    expect(mail.to).toBe("kabir@example.in");
    expect(mail.subject).toBe(`Booking confirmed: Maasai Mara Sunrise Balloon Safari — ${reference}`);
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.attachments?.[0]?.filename).toBe(`voucher-${reference}.pdf`);
    expect(pdfText(mail.attachments![0]!.content)).toContain(reference);
    // No one owns the enquiry yet: a reply goes to the sales desk.
    expect(mail.replyTo).toBe("hello@luxevoyages.in");

    // Once someone owns it, the guest's reply reaches them.
    await testDb.db.insert(authUser).values({
      id: "owner-voucher",
      name: "Asha Rao",
      email: "asha@luxevoyages.in",
      role: "admin",
    });
    await testDb.db.update(leads).set({ ownerId: "owner-voucher" }).where(eq(leads.id, booking!.leadId!));
    await VOUCHER_JOB.handler(job!.payload, job!);
    expect(sent.at(-1)!.replyTo).toBe("asha@luxevoyages.in");

    await testDb.db
      .update(activityBookings)
      .set({ status: "cancelled" })
      .where(eq(activityBookings.id, booking!.id));
    const before = sent.length;
    await VOUCHER_JOB.handler(job!.payload, job!);
    expect(sent.length).toBe(before);
  });
});
