import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { PHONE_CONSENT } from "~/features/verification";
import { setConfigForTests } from "~/server/config.server";
import { contactTimeline, contacts, verificationCodes } from "~/server/db/schema.server";
import { createSmtpMailSender } from "~/server/mail.server";
import { startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../../../tests/helpers/verification";
import { myDataCodeFlow } from "./my-data-flow.server";
import { myDataForRequest } from "./my-data.server";

/**
 * The privacy page for a number outside India: the code is e-mailed only to the address the
 * number's records agree on, never to one the visitor merely typed, and the answer is the same
 * whether a code went or not, so the page never tells whether it holds a number or an address.
 */
const t = setUpTestDatabase();
const sms = createTestSmsSender();
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let mail: ReturnType<typeof createSmtpMailSender>;

beforeAll(async () => {
  useTestConfig();
  smtp = await startFakeSmtpServer();
  mail = createSmtpMailSender(smtp.url, "Luxe Voyages <no-reply@luxevoyages.in>");
});
afterAll(async () => {
  setConfigForTests(undefined);
  await smtp.close();
});

const AT = new Date("2026-11-20T10:00:00+05:30");
let seq = 0;
const freshUkNumber = () => `+4477009${String(10_000 + ++seq).slice(-5)}`;
const context = () => ({
  ip: `203.0.113.${++seq % 250}`,
  db: t.db,
  deps: { sms, mail, whatsapp: null, settings: { resendCooldownSeconds: 30 } },
});
const URL_BASE = "http://127.0.0.1:3000/api/v1/privacy-access/submissions";
const post = (path: string, body: unknown, cookie?: string) =>
  new Request(`${URL_BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const page = (cookie: string) =>
  new Request("http://127.0.0.1:3000/privacy/my-data", { headers: { cookie } });

function enquiry(phone: string, email: string | null, confirmed: boolean) {
  return createUnifiedLead(t.db, {
    type: confirmed ? "callback" : "contact_inquiry",
    sourceId: crypto.randomUUID(),
    name: "Priya Abroad",
    phone,
    email,
    phoneVerified: confirmed,
    verifiedAt: confirmed ? AT : null,
    consent: { ...PHONE_CONSENT, at: AT },
    sourceData: { destination: "Kerala" },
    now: AT,
  });
}

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const mailedCode = (address: string) =>
  mailsTo(address)
    .at(-1)
    ?.subject.match(/^(\d{6}) is your /)?.[1];

type Sent = { submissionId: string; phone: string; phoneDisplay: string; toast: unknown };

async function start(body: Record<string, unknown>) {
  const res = await myDataCodeFlow.start(post("", body), context());
  return { status: res.status, body: (await res.json()) as Sent };
}

/** What the visitor can see of an answer: everything but the per-send id and clock. */
const visible = ({ status, body }: { status: number; body: Sent }) => {
  const { submissionId: _id, ...rest } = body as Sent & { sentAt?: string };
  return { status, keys: Object.keys(body).sort(), toast: rest.toast };
};

describe("the privacy page for a number outside India", () => {
  it("e-mails the code to the address the number's confirmed enquiry carries, and opens the page with it", async () => {
    const phone = freshUkNumber();
    await enquiry(phone, "Priya.Abroad@example.co.uk", true);
    const started = await start({ phone });
    expect(started.status).toBe(201);
    const code = mailedCode("priya.abroad@example.co.uk");
    expect(code).toMatch(/^\d{6}$/);
    // Nothing went by SMS, and the answer does not show the address held (only what was typed).
    expect(sms.lastCodeFor(phone)).toBeUndefined();
    expect(JSON.stringify(started.body)).not.toContain("priya.abroad");
    const { submissionId } = started.body;
    const verified = await myDataCodeFlow.verify(
      post(`/${submissionId}/verify`, { code }),
      submissionId,
      context(),
    );
    expect(verified.status).toBe(200);
    const cookie = verified.headers.get("set-cookie")!.split(";")[0]!;
    const data = await myDataForRequest(page(cookie), t.db);
    expect(data).toMatchObject({ phone, contact: { email: "Priya.Abroad@example.co.uk" } });
    expect(data!.leads).toHaveLength(1);
  });

  it("sends to a typed address only when it is the one held, whatever its case", async () => {
    const phone = freshUkNumber();
    await enquiry(phone, "ravi.abroad@example.com", true);
    expect((await start({ phone, email: "Ravi.Abroad@Example.com" })).status).toBe(201);
    expect(mailedCode("ravi.abroad@example.com")).toMatch(/^\d{6}$/);
  });

  it("never e-mails an address the visitor typed that is not held for the number, and answers the same", async () => {
    const phone = freshUkNumber();
    await enquiry(phone, "owner@example.com", true);
    // A second number held with its own address: what a real send answers.
    const other = freshUkNumber();
    await enquiry(other, "owner2@example.com", true);
    const real = await start({ phone: other, email: "owner2@example.com" });
    const stranger = await start({ phone, email: "stranger@example.net" });
    const unknown = await start({ phone: freshUkNumber(), email: "nobody@example.net" });
    expect(mailsTo("stranger@example.net")).toHaveLength(0);
    expect(mailsTo("owner@example.com")).toHaveLength(0);
    expect(mailsTo("nobody@example.net")).toHaveLength(0);
    expect(mailsTo("owner2@example.com")).toHaveLength(1);
    // A number held or not, an address held or not: the visitor reads the same answer.
    expect(visible(stranger)).toEqual(visible(real));
    expect(visible(unknown)).toEqual(visible(real));

    // The withheld code is a code like any other: a guess is a wrong code, not a missing step,
    // and it leaves no line saying a code was e-mailed.
    const { submissionId } = stranger.body;
    const guess = await myDataCodeFlow.verify(
      post(`/${submissionId}/verify`, { code: "000000" }),
      submissionId,
      context(),
    );
    const realGuess = await myDataCodeFlow.verify(
      post(`/${real.body.submissionId}/verify`, {
        code: mailedCode("owner2@example.com") === "000000" ? "111111" : "000000",
      }),
      real.body.submissionId,
      context(),
    );
    expect(guess.status).toBe(realGuess.status);
    expect(((await guess.json()) as { error: { title: string } }).error.title).toBe(
      ((await realGuess.json()) as { error: { title: string } }).error.title,
    );
    const [contact] = await t.db.select().from(contacts).where(eq(contacts.phone, phone));
    const lines = await t.db.select().from(contactTimeline).where(eq(contactTimeline.contactId, contact!.id));
    expect(lines.map((l) => l.kind)).not.toContain("email_code_sent");

    // A resend of the withheld code sends nothing either.
    const resent = await myDataCodeFlow.resend(post(`/${submissionId}/resend`, {}), submissionId, {
      ...context(),
      deps: { ...context().deps, settings: { resendCooldownSeconds: 0 } },
    });
    expect(resent.status).toBe(200);
    expect(mailsTo("stranger@example.net")).toHaveLength(0);
    expect(mailsTo("owner@example.com")).toHaveLength(0);
  });

  it("sends nothing when the number's records disagree on the address, even to one of them", async () => {
    const phone = freshUkNumber();
    await enquiry(phone, "first@example.com", true);
    // Anyone can send a code-less enquiry with someone's number and an address of their own.
    await enquiry(phone, "planted@example.net", false);
    await start({ phone });
    await start({ phone, email: "planted@example.net" });
    await start({ phone, email: "first@example.com" });
    expect(mailsTo("planted@example.net")).toHaveLength(0);
    expect(mailsTo("first@example.com")).toHaveLength(0);
  });

  it("sends nothing for a number whose only address came from a form never confirmed", async () => {
    const phone = freshUkNumber();
    await enquiry(phone, "unconfirmed@example.net", false);
    await start({ phone, email: "unconfirmed@example.net" });
    expect(mailsTo("unconfirmed@example.net")).toHaveLength(0);
    const codes = await t.db.select().from(verificationCodes).where(eq(verificationCodes.phone, phone));
    // The code was claimed and counted like any other, and marked as never sent.
    expect(codes.map((c) => c.provider)).toEqual(["email:withheld"]);
  });

  it("still texts an Indian mobile's code and keeps no address sent with it", async () => {
    const res = await start({ phone: "98111 22991", email: "someone@example.com" });
    expect(res.status).toBe(201);
    expect(sms.lastCodeFor("+919811122991")).toMatch(/^\d{6}$/);
    expect(mailsTo("someone@example.com")).toHaveLength(0);
  });
});
