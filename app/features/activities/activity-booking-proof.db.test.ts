import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addIndiaDays, indiaDay } from "~/lib/india-time";
import { setConfigForTests } from "~/server/config.server";
import { queryRows } from "~/server/db/db.server";
import { activityBookings, leadSubmissions, leads, outbox } from "~/server/db/schema.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import {
  activityBookingProofCookie,
  createTestMailSender,
  createTestSmsSender,
  useTestConfig,
} from "../../../tests/helpers/verification";
import type { ActivityBookingProvider, BookActivityRequest } from "./activities-port.server";
import { activityBookingCodeFlow as flow } from "./activity-booking-proof.server";
import { ACTIVITY_BOOKING_TEXT } from "./activity-booking-schema";
import { payHeldBooking } from "../../../tests/helpers/activity-payment";
import { bookActivityRequest } from "./activity-booking.server";
import { catalogueActivities, catalogueBooking, runsOn } from "./catalogue.server";
import { BOOKING_REQUEST_JOB } from "./booking-request.server";

/**
 * No booking mail goes to an address before that address, or the visitor's phone, is proven: the
 * code step before an activity booking (a code to the phone when one is given, else one e-mailed to
 * the address), and the booking endpoint refusing anyone who skipped it — no supplier call, no row,
 * no 95 lead, no voucher, no mail.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
const mails: MailMessage[] = [];
beforeAll(() => {
  useTestConfig({ MAIL_MAX_PER_RECIPIENT_DAY: "3" });
  setMailSenderForTests({ name: "test", send: (m) => (mails.push(m), Promise.resolve({})) });
});
afterAll(() => {
  setMailSenderForTests(undefined);
  setConfigForTests(undefined);
});
beforeEach(() => {
  mails.length = 0;
  sms.sent.length = 0;
});

const ctx = { ip: "198.51.100.80", deps: { sms } };
const activity = catalogueActivities()[0]!;
function runningDay(): string {
  for (let i = 7; i < 400; i++) {
    const day = addIndiaDays(indiaDay(), i);
    if (runsOn(activity, day)) return day;
  }
  throw new Error("the activity never runs");
}

const request = (path: string, body: unknown, cookie?: string) =>
  new Request(`http://127.0.0.1:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const codeStep = (path: string, body: unknown, cookie?: string) =>
  request(`/api/v1/activity-booking/submissions${path}`, body, cookie);
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

const booking = (over: Record<string, unknown> = {}) => ({
  key: crypto.randomUUID(),
  activityCode: activity.productCode,
  firstName: "Ananya",
  lastName: "Rao",
  email: "ananya.rao@example.in",
  phone: "",
  date: runningDay(),
  adults: 1,
  children: 0,
  ...over,
});

function countingProvider(): ActivityBookingProvider & { calls: BookActivityRequest[] } {
  const calls: BookActivityRequest[] = [];
  return { ...catalogueBooking, calls, book: (r) => (calls.push(r), catalogueBooking.book(r)) };
}

/** Every trace a booking for this address could leave: rows, leads, queued jobs, mail. */
async function tracesOf(email: string) {
  const rows = await testDb.db.select().from(activityBookings).where(eq(activityBookings.holderEmail, email));
  const leadRows = await testDb.db.select().from(leads).where(eq(leads.email, email));
  // A voucher job names its booking (there is none for this address); any other mail its address.
  const [counted] = await queryRows<{ queued: number }>(
    testDb.db,
    sql`SELECT count(*)::int AS queued FROM outbox WHERE payload->>'to' = ${email}`,
  );
  const queued = counted!.queued;
  return {
    rows: rows.length,
    leads: leadRows.length,
    mails: mails.filter((m) => m.to === email).length,
    queued,
  };
}

async function queuedCount() {
  const rows = await testDb.db.select({ id: outbox.id }).from(outbox);
  return rows.length;
}

describe("activity booking without proof", () => {
  it("books nothing, writes no lead and mails nothing to a stranger's address, with or without a phone", async () => {
    const provider = countingProvider();
    const stranger = "stranger@example.org";
    const jobsBefore = await queuedCount();
    const leadsBefore = (await testDb.db.select().from(leads)).length;

    const attempts = [
      {
        body: booking({ email: stranger, firstName: "Your refund is ready" }),
        cookie: undefined,
        field: "email",
      },
      { body: booking({ email: stranger, phone: "9876543210" }), cookie: undefined, field: "phone" },
      // Another address's proof is not this one's.
      {
        body: booking({ email: stranger }),
        cookie: activityBookingProofCookie({ email: "attacker@example.org" }),
        field: "email",
      },
      // With a phone given, the phone is what must be proven: the address's proof is not enough.
      {
        body: booking({ email: stranger, phone: "9876543210" }),
        cookie: activityBookingProofCookie({ email: stranger }),
        field: "phone",
      },
      // Another phone's proof is not this one's.
      {
        body: booking({ email: stranger, phone: "9876543210" }),
        cookie: activityBookingProofCookie({ email: "", phone: "9812345678" }),
        field: "phone",
      },
    ];
    for (const { body, cookie, field } of attempts) {
      const response = await bookActivityRequest(request("/api/v1/activities/bookings", body, cookie), {
        ip: "198.51.100.81",
        db: testDb.db,
        provider,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          title: "Booking Failed",
          description: ACTIVITY_BOOKING_TEXT.proofNeeded,
          outcome: "proof_needed",
          field,
        },
      });
    }
    expect(provider.calls).toHaveLength(0);
    expect(await tracesOf(stranger)).toEqual({ rows: 0, leads: 0, mails: 0, queued: 0 });
    expect(await queuedCount()).toBe(jobsBefore);
    expect((await testDb.db.select().from(leads)).length).toBe(leadsBefore);
  });
});

describe("the code step before an activity booking", () => {
  it("e-mails a code to the address when no phone is given; the request's mail goes only after it is entered", async () => {
    const email = "meera.nair@example.in";
    const submissionId = crypto.randomUUID();
    const started = await flow.start(
      codeStep("", { submissionId, firstName: "Meera", lastName: "Nair", email: "Meera.Nair@Example.in" }),
      ctx,
    );
    expect(started.status, await started.clone().text()).toBe(201);
    expect(await started.json()).toMatchObject({
      submissionId,
      phoneDisplay: email,
      resumed: false,
      codeTtlSeconds: 300,
      toast: { title: "Code Sent", description: `We sent a 6-digit code to ${email}.` },
    });
    expect(sms.sent).toHaveLength(0);
    // The code mail holds the code and nothing the visitor typed.
    const codeMail = mails.at(-1)!;
    expect(codeMail).toMatchObject({ to: email, audience: "visitor" });
    const code = /^(\d{6}) is your/.exec(codeMail.subject)![1]!;
    expect(codeMail.text).toContain(`${code} is your Luxe Voyages code to confirm your activity booking.`);
    expect(`${codeMail.subject}\n${codeMail.text}`).not.toMatch(/Meera|Nair/);
    // Only a hash of the code is stored.
    const stored = await testDb.db.execute(sql`SELECT code_hash FROM email_codes WHERE email = ${email}`);
    expect(JSON.stringify(stored)).not.toContain(code);

    // Until the code is entered: no booking, no lead, no voucher.
    const body = booking({ email, firstName: "Meera", lastName: "Nair" });
    const early = await bookActivityRequest(request("/api/v1/activities/bookings", body), {
      ip: ctx.ip,
      db: testDb.db,
    });
    expect(early.status).toBe(403);
    expect(await tracesOf(email)).toMatchObject({ rows: 0, leads: 0, queued: 0 });

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await flow.verify(
      codeStep(`/${submissionId}/verify`, { code: wrong }),
      submissionId,
      ctx,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { outcome: "wrong_code", attemptsLeft: 4 } });

    const verified = await flow.verify(codeStep(`/${submissionId}/verify`, { code }), submissionId, ctx);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({
      result: { proven: true },
      toast: { title: "Code Accepted", description: "Thank you. We're booking your activity now." },
    });
    expect(verified.headers.get("set-cookie")).toMatch(/^ve_activity_booking=.*HttpOnly; SameSite=Lax/);
    // A code works once.
    const again = await flow.verify(codeStep(`/${submissionId}/verify`, { code }), submissionId, ctx);
    expect(again.status).toBe(400);

    const booked = await bookActivityRequest(
      request("/api/v1/activities/bookings", body, cookieOf(verified)),
      {
        ip: ctx.ip,
        db: testDb.db,
      },
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const [row] = await testDb.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.reference, reference));
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead).toMatchObject({ score: 95, phoneVerified: false, email });
    expect(lead!.sourceData).toMatchObject({ confirmedWith: "A code e-mailed to the address" });
    // The request's mail goes once the booking is paid (it is held until then).
    await payHeldBooking(testDb.db, catalogueBooking, reference);
    const [job] = (
      await testDb.db.select().from(outbox).where(eq(outbox.kind, "activities.request-received"))
    ).filter((j) => (j.payload as { bookingId: string }).bookingId === row!.id);
    await BOOKING_REQUEST_JOB.handler(job!.payload, job!);
    expect(mails.at(-1)).toMatchObject({ to: email, audience: "visitor" });
    // A request has no voucher yet: it is made once staff confirm the booking.
    expect(mails.at(-1)!.subject).toBe(`Request received: ${activity.title} — ${reference}`);
    // It was paid before it was sent: the mail says so, and asks for nothing more.
    expect(mails.at(-1)!.text).toContain("We have received your payment and your booking request.");
    expect(mails.at(-1)!.text).not.toMatch(/Nothing has been charged|payment link/);
    expect(mails.at(-1)!.attachments ?? []).toHaveLength(0);
    // Nobody owns the enquiry yet: a reply reaches the sales desk.
    expect(mails.at(-1)!.replyTo).toBe("hello@luxevoyages.in");
  });

  it("sends the lead-flow layer's SMS code when a phone is given; no lead until the booking, then a verified 95 lead", async () => {
    const email = "rohan.k@example.in";
    const submissionId = crypto.randomUUID();
    const leadsBefore = (await testDb.db.select().from(leads)).length;
    const started = await flow.start(
      codeStep("", { submissionId, firstName: "Rohan", lastName: "Kapoor", email, phone: "98111 22334" }),
      ctx,
    );
    expect(started.status, await started.clone().text()).toBe(201);
    expect(await started.json()).toMatchObject({ submissionId, phone: "+919811122334" });
    expect(sms.sent.at(-1)!.text).toMatch(/to confirm your activity booking/);
    expect(mails).toHaveLength(0);

    const code = sms.lastCodeFor("+919811122334")!;
    const verified = await flow.verify(codeStep(`/${submissionId}/verify`, { code }), submissionId, ctx);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { result: unknown }).result).toEqual({ proven: true });
    expect(verified.headers.get("set-cookie")).toMatch(/^vp_activity_booking=/);
    // The check itself writes no lead (nothing is booked yet) and queues no retry of one.
    expect((await testDb.db.select().from(leads)).length).toBe(leadsBefore);
    const [submission] = await testDb.db
      .select()
      .from(leadSubmissions)
      .where(eq(leadSubmissions.id, submissionId));
    expect(submission).toMatchObject({ purpose: "activity_booking", leadId: null });
    expect(submission!.verifiedAt).not.toBeNull();
    expect(await testDb.db.select().from(outbox).where(eq(outbox.kind, "leads.create"))).toHaveLength(0);

    const cookie = cookieOf(verified);
    const body = booking({ email, firstName: "Rohan", lastName: "Kapoor", phone: "9811122334" });
    const booked = await bookActivityRequest(request("/api/v1/activities/bookings", body, cookie), {
      ip: ctx.ip,
      db: testDb.db,
    });
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, reference));
    expect(lead).toMatchObject({ score: 95, phone: "+919811122334", phoneVerified: true });

    // A second activity the same day: the proof skips the code, no second SMS.
    const sentBefore = sms.sent.length;
    const second = await flow.start(
      codeStep(
        "",
        {
          submissionId: crypto.randomUUID(),
          firstName: "Rohan",
          lastName: "Kapoor",
          email,
          phone: "9811122334",
        },
        cookie,
      ),
      ctx,
    );
    expect(second.status).toBe(201);
    expect(await second.json()).toMatchObject({ outcome: "verified", result: { proven: true } });
    expect(sms.sent.length).toBe(sentBefore);
  });

  it("takes a number outside India: its code is e-mailed to the address, and the booking's lead keeps the number and says how it was confirmed", async () => {
    const mail = createTestMailSender();
    const abroad = { ...ctx, deps: { sms, mail, whatsapp: null } };
    const email = "meera.nair@example.ae";
    const submissionId = crypto.randomUUID();
    const contact = { firstName: "Meera", lastName: "Nair", email: "Meera.Nair@Example.ae" };

    const short = await flow.start(codeStep("", { ...contact, phone: "+971 50" }), abroad);
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: unknown }).error).toMatchObject({
      description: ACTIVITY_BOOKING_TEXT.phoneInternational,
      field: "phone",
    });

    const started = await flow.start(
      codeStep("", { submissionId, ...contact, phone: "+971 50 123 4567" }),
      abroad,
    );
    expect(started.status, await started.clone().text()).toBe(201);
    expect(await started.json()).toMatchObject({ submissionId, phoneDisplay: email });
    expect(sms.sent).toHaveLength(0);
    expect(mail.mailed.map((m) => m.to)).toEqual([email]);

    const code = mail.lastCodeTo(email)!;
    const verified = await flow.verify(codeStep(`/${submissionId}/verify`, { code }), submissionId, abroad);
    expect(verified.status).toBe(200);
    const cookie = cookieOf(verified);
    const body = booking({ ...contact, phone: "+971 50 123 4567" });
    const booked = await bookActivityRequest(request("/api/v1/activities/bookings", body, cookie), {
      ip: ctx.ip,
      db: testDb.db,
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, reference));
    expect(lead).toMatchObject({
      score: 95,
      phone: "+971501234567",
      email,
      phoneVerified: true,
      sourceData: {
        confirmedWith: "A code e-mailed to the address",
        verifiedBy: "Number outside India: confirmed with a code e-mailed to meera.nair@example.ae (no SMS).",
      },
    });
  });

  it("a number outside India confirmed by WhatsApp: the booking's lead says WhatsApp, from the code's own record", async () => {
    // A WhatsApp sender: the test sender under the provider name codes sent by WhatsApp carry.
    const whatsapp = {
      name: "whatsapp",
      send: async (message: Parameters<typeof sms.send>[0]) => ({
        ...(await sms.send(message)),
        provider: "whatsapp",
      }),
    };
    const mail = createTestMailSender();
    const byWhatsApp = { ...ctx, deps: { sms, mail, whatsapp } };
    const submissionId = crypto.randomUUID();
    const contact = { firstName: "Omar", lastName: "Haddad", email: "omar.haddad@example.ae" };
    const phone = "+971 50 765 4321";
    const started = await flow.start(
      codeStep("", { submissionId, ...contact, phone, channel: "whatsapp" }),
      byWhatsApp,
    );
    expect(started.status, await started.clone().text()).toBe(201);
    expect(mail.mailed).toHaveLength(0);
    const code = sms.lastCodeFor("+971507654321")!;
    const verified = await flow.verify(
      codeStep(`/${submissionId}/verify`, { code }),
      submissionId,
      byWhatsApp,
    );
    expect(verified.status).toBe(200);
    const booked = await bookActivityRequest(
      request("/api/v1/activities/bookings", booking({ ...contact, phone }), cookieOf(verified)),
      { ip: ctx.ip, db: testDb.db },
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const [lead] = await testDb.db.select().from(leads).where(eq(leads.sourceId, reference));
    expect(lead).toMatchObject({
      phone: "+971507654321",
      phoneVerified: true,
      sourceData: {
        confirmedWith: "A code sent to the phone by WhatsApp",
        verifiedBy: "Number outside India: confirmed with a code sent by WhatsApp (no SMS).",
      },
    });
  });

  it("a form fill that changes route after Back (the mobile cleared, or typed in) gets the other route's code under a new id", async () => {
    const id = crypto.randomUUID();
    const who = { firstName: "Tara", lastName: "Bose", email: "tara.bose@example.in" };
    const bySms = await flow.start(codeStep("", { submissionId: id, ...who, phone: "9822233344" }), ctx);
    expect(bySms.status).toBe(201);
    const byMail = await flow.start(codeStep("", { submissionId: id, ...who }), ctx);
    expect(byMail.status).toBe(201);
    const mailed = (await byMail.json()) as { submissionId: string };
    expect(mailed.submissionId).not.toBe(id);
    const code = /^(\d{6}) is your/.exec(mails.at(-1)!.subject)![1]!;
    const verified = await flow.verify(
      codeStep(`/${mailed.submissionId}/verify`, { code }),
      mailed.submissionId,
      ctx,
    );
    expect(verified.status).toBe(200);
    expect(verified.headers.get("set-cookie")).toMatch(/^ve_activity_booking=/);

    // And back to a mobile: the texted code checks against the SMS, not the mailed one.
    const again = await flow.start(
      codeStep("", { submissionId: mailed.submissionId, ...who, phone: "9822233355" }),
      ctx,
    );
    expect(again.status).toBe(201);
    const texted = (await again.json()) as { submissionId: string };
    expect(texted.submissionId).not.toBe(mailed.submissionId);
    const smsCode = sms.lastCodeFor("+919822233355")!;
    const phoneVerified = await flow.verify(
      codeStep(`/${texted.submissionId}/verify`, { code: smsCode }),
      texted.submissionId,
      ctx,
    );
    expect(phoneVerified.status).toBe(200);
    expect(phoneVerified.headers.get("set-cookie")).toMatch(/^vp_activity_booking=/);
  });

  it.each([
    ["a line break", "Your refund\nis ready"],
    ["a control character", "Ananya\u0007"],
    ["a bidirectional override", "\u202Eydaer si dnufer"],
    ["invisible characters only", "\u200B\u200B"],
  ])(
    "refuses a first name with %s before any code is sent, with the shared name rule",
    async (_what, firstName) => {
      const response = await flow.start(
        codeStep("", {
          submissionId: crypto.randomUUID(),
          firstName,
          lastName: "Rao",
          email: "x@example.in",
        }),
        ctx,
      );
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { field: string; title: string } };
      expect(error).toMatchObject({ field: "firstName", title: "Invalid Name" });
      expect(mails).toHaveLength(0);
      expect(sms.sent).toHaveLength(0);
    },
  );

  it("limits e-mailed codes: a cooldown, tries per code, and the address's daily share of mail", async () => {
    const email = "limits@example.in";
    const first = crypto.randomUUID();
    const start = (submissionId: string, deps = {}) =>
      flow.start(codeStep("", { submissionId, firstName: "Li", lastName: "Wei", email }), {
        ...ctx,
        deps: { ...ctx.deps, ...deps },
      });
    expect((await start(first)).status).toBe(201);
    // The same form fill again returns to its live code: no second mail.
    const resumed = await start(first);
    expect(resumed.status).toBe(200);
    expect(await resumed.json()).toMatchObject({ resumed: true });
    expect(mails).toHaveLength(1);
    // Another form fill for the same address within the cooldown: refused, nothing sent.
    const cooled = await start(crypto.randomUUID());
    expect(cooled.status).toBe(429);
    expect(cooled.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(mails).toHaveLength(1);

    for (let i = 1; i < 5; i++) {
      const wrong = await flow.verify(codeStep(`/${first}/verify`, { code: "000000" }), first, ctx);
      expect(wrong.status).toBe(400);
    }
    const exhausted = await flow.verify(codeStep(`/${first}/verify`, { code: "000000" }), first, ctx);
    expect(exhausted.status).toBe(429);
    expect(await exhausted.json()).toMatchObject({ error: { outcome: "too_many_attempts" } });

    // The address's daily share of all mail (3 here): past it no code goes, and the visitor is told.
    const noCooldown = { settings: { resendCooldownSeconds: 0 } };
    expect((await start(crypto.randomUUID(), noCooldown)).status).toBe(201);
    expect((await start(crypto.randomUUID(), noCooldown)).status).toBe(201);
    const capped = await start(crypto.randomUUID(), noCooldown);
    expect(capped.status).toBe(429);
    expect(await capped.json()).toMatchObject({
      error: { title: "Too Many Codes", outcome: "rate_limited", reason: "email_daily" },
    });
    expect(mails.filter((m) => m.to === email)).toHaveLength(3);
  });
});
