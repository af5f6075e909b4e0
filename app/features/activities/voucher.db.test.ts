import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { money } from "~/lib/money";
import { getConfig, setConfigForTests } from "~/server/config.server";
import { activityBookings, authUser, leads, outbox } from "~/server/db/schema.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { pdfText } from "../../../tests/helpers/pdf-text";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { activityBookingProofCookie, useTestConfig } from "../../../tests/helpers/verification";
import { payHeldBooking } from "../../../tests/helpers/activity-payment";
import { bookActivityRequest } from "./activity-booking.server";
import { catalogueBooking } from "./catalogue.server";
import { renderVoucherPdf } from "./voucher-pdf.server";
import { VOUCHER_JOB, voucherDownloadRequest } from "./voucher-job.server";
import { voucherToken } from "./voucher-token.server";

/**
 * The voucher: its PDF names the booking and shows rupees (the embedded DejaVu has ₹), that nothing
 * is paid yet, the cancellation terms, the start, meeting point and pick-up and the emergency number;
 * the outbox job e-mails it to the lead guest as an attachment with its download link once the
 * booking is confirmed, or sends nothing for a request or a cancelled booking. The link opens the
 * voucher of a confirmed booking only.
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
  it("shows the reference, the day in words, the guests, the supplier's own amounts with rupees at the booking's dated rate, and the meeting point", async () => {
    const pdf = await renderVoucherPdf(
      {
        reference: "ACT-7K2Q9M",
        activityTitle: "Maasai Mara Sunrise Balloon Safari",
        location: "Maasai Mara, Kenya",
        date: "2030-03-16",
        duration: "4 hours",
        startTime: "05:00",
        adults: 2,
        children: 1,
        amounts: {
          adult: money(5000, "EUR"),
          child: money(2500, "EUR"),
          total: money(12500, "EUR"),
          rate: { currency: "EUR", inrPerUnitMicros: 90_500_000, asOf: "2026-11-20" },
        },
        holderName: "Meera Nair",
        holderEmail: "meera@example.in",
        holderPhone: "+919876543210",
        meetingPoint: {
          name: "Your camp's reception",
          address: "Maasai Mara National Reserve",
          note: "Pick-up 5 am.",
        },
        pickup: "Mara Serena Safari Lodge",
        included: ["Balloon flight", "Champagne breakfast"],
        payment: "Payment: due — the agency will send a payment link",
        cancellationTerms: ["Free cancellation until 48 hours before the flight."],
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
      "2 adults × €50.00",
      "1 child × €25.00",
      "Total €125.00",
      "≈ ₹11,313 at €1 = ₹90.50 on 20 Nov 2026",
      "Your camp's reception",
      "Champagne breakfast",
      "Starts:",
      "05:00",
      "Mara Serena Safari Lodge",
      "Payment: due — the agency will send a payment link",
      "Free cancellation until 48 hours before the flight.",
      "Emergency on the day: +91 98111 24724",
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/children pay|US\$/);
    expect(pdf.toString("latin1")).toMatch(/DejaVuSans/);
  });

  it("is e-mailed once the request is confirmed, with the PDF attached and its link, and not for a request or a cancelled booking", async () => {
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
          pickup: "Mara Serena Safari Lodge",
        }),
      }),
      { ip: "198.51.100.60", db: testDb.db },
    );
    const { reference } = (await response.json()) as { reference: string };
    // Held until paid: then it is a request for staff to confirm.
    await payHeldBooking(testDb.db, catalogueBooking, reference);
    const [booking] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, reference));
    const [job] = (
      await testDb.db.select().from(outbox).where(eq(outbox.kind, "activities.request-received"))
    ).filter((j) => (j.payload as { bookingId: string }).bookingId === booking!.id);
    // Still a request: no voucher, and its link opens nothing.
    expect(booking!.status).toBe("requested");
    const link = `/api/v1/activities/vouchers/${voucherToken(booking!.id)}`;
    expect((await voucherDownloadRequest(voucherToken(booking!.id), { db: testDb.db })).status).toBe(404);
    const before = sent.length;
    await VOUCHER_JOB.handler({ bookingId: booking!.id }, job!);
    expect(sent.length).toBe(before);

    // As staff confirming it from the console do.
    await testDb.db
      .update(activityBookings)
      .set({ status: "confirmed" })
      .where(eq(activityBookings.id, booking!.id));
    await VOUCHER_JOB.handler({ bookingId: booking!.id }, job!);
    const mail = sent.at(-1)!;
    expect(mail.to).toBe("kabir@example.in");
    expect(mail.subject).toBe(`Booking confirmed: Maasai Mara Sunrise Balloon Safari — ${reference}`);
    expect(mail.text).toContain(`Reference: ${reference}`);
    expect(mail.attachments?.[0]?.filename).toBe(`voucher-${reference}.pdf`);
    const pdf = pdfText(mail.attachments![0]!.content);
    expect(pdf).toContain(reference);
    expect(pdf).toContain("Pick-up");
    expect(pdf).toContain("Mara Serena Safari Lodge");
    expect(pdf).toContain("Free cancellation until 48 hours before the flight.");
    expect(mail.text).toContain(`You can also download it here: ${getConfig().siteUrl}${link}`);
    // It reached staff only once paid, and the voucher says so.
    expect(mail.text).toContain("Payment: received in full");
    expect(mail.text).toContain("On the day, in an emergency: +91 98111 24724");
    expect(mail.text).not.toMatch(/tell us your camp when you book/i);

    const download = await voucherDownloadRequest(voucherToken(booking!.id), { db: testDb.db });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(Buffer.from(await download.arrayBuffer()))).toContain(reference);
    // Another booking's id with this one's signature, a bare id, a forged signature: nothing.
    const [id, signature] = voucherToken(booking!.id).split(".");
    for (const wrong of [
      `${crypto.randomUUID()}.${signature}`,
      id!,
      `${id}.${signature!.slice(0, -2)}xx`,
      reference,
      "../../etc/passwd",
    ])
      expect((await voucherDownloadRequest(wrong, { db: testDb.db })).status, wrong).toBe(404);
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
    await VOUCHER_JOB.handler({ bookingId: booking!.id }, job!);
    expect(sent.at(-1)!.replyTo).toBe("asha@luxevoyages.in");

    await testDb.db
      .update(activityBookings)
      .set({ status: "cancelled" })
      .where(eq(activityBookings.id, booking!.id));
    const beforeCancelled = sent.length;
    await VOUCHER_JOB.handler({ bookingId: booking!.id }, job!);
    expect(sent.length).toBe(beforeCancelled);
    expect((await voucherDownloadRequest(voucherToken(booking!.id), { db: testDb.db })).status).toBe(404);
  });
});
