import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import {
  authUser,
  contacts,
  contactTimeline,
  leads,
  outbox,
  quotes,
  quoteVersions,
  tasks,
} from "~/server/db/schema.server";
import { setMailSenderForTests, type MailMessage } from "~/server/mail.server";
import { ADMIN_AND_TWO_PARTNERS, consoleStaff } from "../../../../tests/helpers/console-calls";
import { pdfText } from "../../../../tests/helpers/pdf-text";
import { proposalDocument } from "../../../../tests/helpers/proposal-document";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { createTestSmsSender, flowVisitor } from "../../../../tests/helpers/verification";
import * as declineRoute from "../../../routes/api.v1.console.quotes.$quoteId.decline";
import * as sendRoute from "../../../routes/api.v1.console.quotes.$quoteId.send";
import * as staffPdfRoute from "../../../routes/api.v1.console.quotes.$quoteId.versions.$version.pdf";
import { createQuote, getQuoteForStaff, saveDraft, startNewDraft } from "../quotes.server";
import { acceptProposal, proposalAcceptanceFlow } from "./proposal-acceptance.server";
import { PROPOSAL_MAIL_JOB } from "./proposal-mail.server";
import { recordProposalView } from "./proposal-traveller.server";
import {
  proposalChangesRequest,
  proposalPageData,
  proposalPdfRequest,
  proposalViewRequest,
} from "./proposal-requests.server";

/**
 * The traveller's side of a quote, end to end on the database: sending (the version frozen, its PDF
 * kept, the e-mail with the link and the PDF queued, the lead moved, the timeline), opening the link
 * (first view vs later), accepting with the code sent to the phone on record (the lead Closed Won at
 * the exact value, the deposit task, the owner's mail), the refusals, and a request for changes.
 */
const t = setUpTestDatabase();
const { users, call } = consoleStaff(() => t.db, ADMIN_AND_TWO_PARTNERS, { autoAssign: false });
const sms = createTestSmsSender();
const mails: MailMessage[] = [];
beforeAll(() => {
  setMailSenderForTests({ name: "test", send: (m) => (mails.push(m), Promise.resolve({})) });
});
const ctx = () => ({ ip: "198.51.100.44", db: t.db, deps: { sms } });
const visitor = flowVisitor(proposalAcceptanceFlow, {
  submissionsUrl: "http://127.0.0.1:3000/api/v1/proposal-acceptance/submissions",
  sms,
  context: ctx,
});

let serial = 0;
async function lead(options: { email?: string | null } = {}) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Meera Nair ${serial}`,
      phone: `+9198765${String(43210 + serial).padStart(5, "0")}`,
      email: options.email === undefined ? `meera${serial}@example.in` : options.email,
      ownerId: users.partner.id,
    })
    .returning();
  const [row] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `proposal-test-${serial}`,
      contactId: contact!.id,
      name: contact!.name!,
      score: 50,
      ownerId: users.partner.id,
      stage: "Qualified",
    })
    .returning();
  return { lead: row!, contact: contact! };
}

async function draftQuote(leadId: string) {
  const { quoteId } = await createQuote(t.db, users.partner as never, { leadId, from: { kind: "blank" } });
  const staffQuote = await getQuoteForStaff(t.db, users.partner as never, quoteId);
  const draft = staffQuote.draft!;
  await saveDraft(t.db, users.partner as never, quoteId, {
    document: proposalDocument(draft.document as unknown as Record<string, unknown>),
    updatedAt: draft.updatedAt,
  });
  return quoteId;
}

const send = (quoteId: string, who: "partner" | "other" = "partner") =>
  call(sendRoute, who, "POST", `/api/v1/console/quotes/${quoteId}/send`, {}, { quoteId });

const tokenOf = (url: unknown) => /\/proposal\/([A-Za-z0-9_-]+)$/.exec(String(url))![1]!;

const timelineOf = (leadId: string) =>
  t.db
    .select()
    .from(contactTimeline)
    .where(eq(contactTimeline.leadId, leadId))
    .orderBy(contactTimeline.occurredAt);

async function jobs(kind: string) {
  return t.db.select().from(outbox).where(eq(outbox.kind, kind));
}

describe("a proposal, sent, opened and accepted", () => {
  let first: { lead: typeof leads.$inferSelect; contact: typeof contacts.$inferSelect };
  let quoteId: string;
  let token: string;

  it("send freezes v1, keeps its PDF, queues the e-mail with the link and the PDF, and moves the lead", async () => {
    first = await lead();
    quoteId = await draftQuote(first.lead.id);
    const sent = await send(quoteId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ version: 1, sentTo: first.contact.email, stageMoved: true });
    token = tokenOf(sent.body.url);

    const [version] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(version!.state).toBe("sent");
    expect(version!.pdf?.subarray(0, 5).toString()).toBe("%PDF-");
    // Only the token's hash is kept, and the queued mail carries the link sealed.
    expect(version!.linkTokenHash).not.toBe(token);
    const [job] = await jobs("quotes.proposal_mail");
    expect(JSON.stringify(job!.payload)).not.toContain(token);

    await PROPOSAL_MAIL_JOB.handler(job!.payload, job!);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(first.contact.email);
    expect(mail.audience).toBe("visitor");
    expect(mail.replyTo).toBe(users.partner.email);
    expect(mail.text).toContain(`http://`);
    expect(mail.text).toContain(`/proposal/${token}`);
    expect(mail.attachments![0]!.filename).toMatch(/^proposal-Q-\d{4}-\d{4}-v1\.pdf$/);
    const pdf = pdfText(mail.attachments![0]!.content);
    for (const expected of [
      "Bali honeymoon",
      "Arrive in Jimbaran",
      "Ubud and the rice terraces",
      "Four Seasons Jimbaran Bay",
      "Option A: luxury",
      "Option B: ultra-luxury",
      // Option A: ₹2,20,000 hotel + ₹25,500 transfer; GST 5 %; TCS 2 % (the rule in force from
      // April 2026) on ₹2,57,775.
      "₹2,45,500",
      "₹12,275",
      "TCS 2%",
      "₹5,155.50",
      "₹2,62,930.50",
      // Option B: ₹8,80,000 + ₹25,500; GST ₹45,275; TCS ₹19,015.50.
      "₹9,69,790.50",
      "Sunset dhow cruise",
      "₹11,000",
      "Deposit — On acceptance",
      "₹65,733",
      "Balance — By 11 January 2027",
      "₹1,97,197.50",
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toMatch(/cost|margin|markup|Supplier Co/i);

    const [moved] = await t.db.select().from(leads).where(eq(leads.id, first.lead.id));
    expect(moved!.stage).toBe("Proposal Sent");
    const kinds = (await timelineOf(first.lead.id)).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(["stage_changed", "proposal_sent"]));

    // Staff read the same bytes back.
    const staffPdf = await call(
      staffPdfRoute,
      "partner",
      "GET",
      `/api/v1/console/quotes/${quoteId}/versions/1/pdf`,
      undefined,
      {
        quoteId,
        version: "1",
      },
    );
    expect(staffPdf.response.headers.get("content-type")).toBe("application/pdf");
  });

  it("refuses to send without a draft, or to a contact with no e-mail address, in a sentence", async () => {
    const again = await send(quoteId);
    expect(again.status).toBe(409);
    const noEmail = await lead({ email: null });
    const other = await draftQuote(noEmail.lead.id);
    const refused = await send(other);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.description).toBe(
      `${noEmail.contact.name} has no e-mail address: add one on the contact, then send the proposal.`,
    );
    // Nothing was half written: the draft is still a draft and the lead did not move.
    const [v] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, other));
    expect(v!.state).toBe("draft");
    const [l] = await t.db.select().from(leads).where(eq(leads.id, noEmail.lead.id));
    expect(l!.stage).toBe("Qualified");
  });

  it("records the first view on the timeline and tells the owner once; later views that day share one line at the last of them", async () => {
    const ownerMailsBefore = (await jobs("mail.send")).length;
    const page = await proposalPageData(token, t.db);
    expect(page!.view.state).toEqual({ kind: "open" });
    // Reading the page (as a mail scanner's preview does) counts nothing; the browser's post does.
    const [unread] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(unread!.status).toBe("sent");
    expect((await timelineOf(first.lead.id)).some((r) => r.kind === "proposal_viewed")).toBe(false);
    expect((await proposalViewRequest(viewPost(token), token, t.db)).status).toBe(204);
    expect((await proposalViewRequest(viewPost("x".repeat(43)), "x".repeat(43), t.db)).status).toBe(404);
    expect(page!.view.phoneMasked).toBe(`+91 ••••• •${first.contact.phone!.slice(-4)}`);
    // Nothing the browser receives names cost, markup, margin or the supplier.
    expect(JSON.stringify(page)).not.toMatch(/"cost"|"markup"|"margin"|marginBp|Supplier Co/);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("viewed");
    expect((await proposalViewRequest(viewPost(token), token, t.db)).status).toBe(204);
    const viewed = (await timelineOf(first.lead.id)).filter((r) => r.kind === "proposal_viewed");
    expect(viewed).toHaveLength(2);
    expect(viewed[0]!.summary).toContain("for the first time");
    expect(viewed[1]!.summary).toContain("opened again");
    // A third view the same day moves the day's later-view line to it and counts it; the first stays.
    const last = new Date(viewed[1]!.occurredAt.getTime() + 1);
    expect(await recordProposalView(t.db, token, last)).toBe(true);
    const after = (await timelineOf(first.lead.id)).filter((r) => r.kind === "proposal_viewed");
    expect(after).toHaveLength(2);
    expect(after[0]!.occurredAt).toEqual(viewed[0]!.occurredAt);
    expect(after[1]!.occurredAt).toEqual(last);
    expect(after[1]!.data).toMatchObject({ first: false, views: 2 });
    const ownerMails = (await jobs("mail.send")).slice(ownerMailsBefore);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]!.payload).toMatchObject({ to: users.partner.email, audience: "staff" });
    const [v] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(v!.viewCount).toBe(3);
  });

  it("shows the owner's photo when it is an https address, and their initials otherwise", async () => {
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, first.lead.id));
    const setImage = (image: string | null) =>
      t.db.update(authUser).set({ image }).where(eq(authUser.id, lead!.ownerId!));
    await setImage("https://images.example.com/owner.jpg");
    expect((await proposalPageData(token, t.db))!.view.agent.photo).toBe(
      "https://images.example.com/owner.jpg",
    );
    await setImage("http://images.example.com/owner.jpg");
    expect((await proposalPageData(token, t.db))!.view.agent.photo).toBeNull();
    await setImage(null);
    const { agent } = (await proposalPageData(token, t.db))!.view;
    expect(agent.photo).toBeNull();
    expect(agent.initials.length).toBeGreaterThan(0);
  });

  it("takes a request for changes to the owner and leaves the quote open", async () => {
    const post = (body: unknown) =>
      proposalChangesRequest(
        new Request(`http://127.0.0.1:3000/api/v1/proposals/${token}/changes`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        token,
        t.db,
      );
    expect((await post({ message: "  " })).status).toBe(400);
    expect((await post({ message: "x".repeat(2001) })).status).toBe(400);
    const ok = await post({ message: "Could we add a night in Ubud?" });
    expect(ok.status).toBe(200);
    const line = (await timelineOf(first.lead.id)).find((r) => r.kind === "proposal_changes_requested");
    expect(line!.summary).toContain("Could we add a night in Ubud?");
    const mail = (await jobs("mail.send")).at(-1)!;
    expect(mail.payload).toMatchObject({ to: users.partner.email });
    expect(String((mail.payload as { text: string }).text)).toContain("Could we add a night in Ubud?");
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("viewed");
  });

  it("a wrong code accepts nothing; the right one wins the lead at the option's total, with the deposit task and the owner's mail", async () => {
    const started = await proposalAcceptanceFlow.start(
      visitor.post("", { token, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(started.status, await started.clone().text()).toBe(201);
    const answer = await started.text();
    const sent = JSON.parse(answer) as { submissionId: string; phone: string };
    // The code goes to the phone on record (the traveller typed none), and whoever holds the link
    // reads only its last four digits.
    const onRecord = first.contact.phone!;
    expect(sent.phone).toBe(`+91 ••••• •${onRecord.slice(-4)}`);
    expect(answer).not.toContain(onRecord.slice(3, 9));
    expect(answer).not.toContain(onRecord.slice(3, 8));
    const code = sms.lastCodeFor(onRecord)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await proposalAcceptanceFlow.verify(
      visitor.post(`/${sent.submissionId}/verify`, { code: wrong }),
      sent.submissionId,
      ctx(),
    );
    expect(refused.status).toBe(400);
    expect((await t.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!.status).toBe("viewed");

    const verified = await proposalAcceptanceFlow.verify(
      visitor.post(`/${sent.submissionId}/verify`, { code }),
      sent.submissionId,
      ctx(),
    );
    expect(verified.status, await verified.clone().text()).toBe(200);
    const body = (await verified.json()) as { result: Record<string, unknown> };
    expect(body.result).toMatchObject({
      optionId: "opt-a",
      optionName: "Option A: luxury",
      total: { minor: 262_930_50, currency: "INR" },
      deposit: { amount: { minor: 65_733_00, currency: "INR" } },
    });
    // Nothing the browser gets back carries the sealed link or a figure for staff only.
    expect(JSON.stringify(body)).not.toMatch(/sealedToken|margin|cost/);

    const [won] = await t.db.select().from(leads).where(eq(leads.id, first.lead.id));
    expect(won!.stage).toBe("Closed Won");
    // ₹2,62,930.50 is ₹2,62,931 as a lead's whole-rupee value (half up).
    expect(won!.valueInr).toBe(262_931);
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q).toMatchObject({
      status: "accepted",
      acceptedOptionId: "opt-a",
      acceptedTotalMinor: 262_930_50,
    });
    const [task] = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.leadId, first.lead.id), eq(tasks.title, "Collect the deposit")));
    expect(task).toMatchObject({ assigneeId: users.partner.id, status: "open" });
    expect(task!.notes).toContain("₹65,733");
    const kinds = (await timelineOf(first.lead.id)).map((r) => r.kind);
    expect(kinds).toContain("proposal_accepted");
    const accepted = (await jobs("mail.send")).at(-1)!;
    expect(accepted.payload).toMatchObject({ to: users.partner.email });
    expect(String((accepted.payload as { subject: string }).subject)).toMatch(/^Accepted:/);

    // The page now says so, and accepting again is refused politely before any SMS.
    const page = await proposalPageData(token, t.db);
    expect(page!.view.state).toMatchObject({ kind: "accepted", optionId: "opt-a" });
    const smsBefore = sms.sent.length;
    const twice = await proposalAcceptanceFlow.start(
      visitor.post("", { token, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { title: string } }).error.title).toBe("Already accepted");
    expect(sms.sent.length).toBe(smsBefore);
  });
});

/** Accepts an option of the proposal behind a link with the code sent to the phone on record. */
async function acceptWithCode(token: string, phone: string, optionId = "opt-a") {
  const started = await proposalAcceptanceFlow.start(
    visitor.post("", { token, optionId, submissionId: crypto.randomUUID() }),
    ctx(),
  );
  expect(started.status, await started.clone().text()).toBe(201);
  const { submissionId } = (await started.json()) as { submissionId: string };
  return proposalAcceptanceFlow.verify(
    visitor.post(`/${submissionId}/verify`, { code: sms.lastCodeFor(phone)! }),
    submissionId,
    ctx(),
  );
}

const decline = (quoteId: string, body: unknown, who: "partner" | "other" | "admin" = "partner") =>
  call(declineRoute, who, "POST", `/api/v1/console/quotes/${quoteId}/decline`, body, { quoteId });

describe("staff mark a proposal declined", () => {
  it("records the reason on the timeline, closes the link, and is the lead's own partner's (or an admin's) to do", async () => {
    const { lead: l } = await lead();
    const quoteId = await draftQuote(l.id);
    expect((await decline(quoteId, { reason: "Went with another agency" })).body.error?.title).toBe(
      "Nothing to decline",
    );
    const token = tokenOf((await send(quoteId)).body.url);

    const empty = await decline(quoteId, { reason: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.description).toBe(
      "Say why the traveller declined, in a few words (it goes on the timeline).",
    );
    // Another partner sees the lead but may not write on it; nothing is written.
    const notTheirs = await decline(quoteId, { reason: "Too expensive" }, "other");
    expect(notTheirs.status).toBe(403);
    expect((await t.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!.status).toBe("sent");

    const declined = await decline(quoteId, { reason: "Went with another agency" });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ quoteId, version: 1 });
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("declined");
    const [v] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(v).toMatchObject({ state: "declined" });
    expect(v!.declinedAt).not.toBeNull();
    const line = (await timelineOf(l.id)).find((r) => r.kind === "proposal_declined");
    expect(line).toMatchObject({
      actorId: users.partner.id,
      data: { quoteId, version: 1, reason: "Went with another agency" },
    });
    expect(line!.summary).toMatch(/^Proposal Q-\d{4}-\d{4} v1 declined: Went with another agency$/);

    // The link now says so and sends no code; declining again is refused.
    expect((await proposalPageData(token, t.db))!.view.state).toEqual({ kind: "declined" });
    const smsBefore = sms.sent.length;
    const start = await proposalAcceptanceFlow.start(
      visitor.post("", { token, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(start.status).toBe(409);
    expect(sms.sent.length).toBe(smsBefore);
    expect((await decline(quoteId, { reason: "again" }, "admin")).body.error?.description).toBe(
      "This quote is already declined.",
    );
    // Declining alone leaves the lead where it was: it may take another quote.
    const [kept] = await t.db.select().from(leads).where(eq(leads.id, l.id));
    expect(kept!.stage).toBe("Proposal Sent");
    expect(declined.body).toMatchObject({ leadClosed: false });
  });

  it("closes the lead as lost with the same reason when asked, in the same transaction", async () => {
    const { lead: l } = await lead();
    const quoteId = await draftQuote(l.id);
    await send(quoteId);
    const wrong = await decline(quoteId, { reason: "Booked elsewhere", closeLead: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.description).toBe("Say true or false for closing the lead as lost.");
    expect((await t.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!.status).toBe("sent");

    const declined = await decline(quoteId, { reason: "Booked Bali with a friend's agent", closeLead: true });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ quoteId, version: 1, leadClosed: true });
    const [closed] = await t.db.select().from(leads).where(eq(leads.id, l.id));
    expect(closed).toMatchObject({ stage: "Closed Lost", lostReason: "Booked Bali with a friend's agent" });
    const kinds = (await timelineOf(l.id)).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(["proposal_declined", "stage_changed"]));
  });
});

describe("accepting one quote of a lead closes its other open quotes", () => {
  it("in the same transaction: the others are declined, their links name the accepted one and refuse a code", async () => {
    const { lead: l, contact } = await lead();
    const chosen = await draftQuote(l.id);
    const other = await draftQuote(l.id);
    const neverSent = await draftQuote(l.id);
    const chosenToken = tokenOf((await send(chosen)).body.url);
    const otherToken = tokenOf((await send(other)).body.url);
    const [chosenRow] = await t.db.select().from(quotes).where(eq(quotes.id, chosen));

    const accepted = await acceptWithCode(chosenToken, contact.phone!);
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    const [closed] = await t.db.select().from(quotes).where(eq(quotes.id, other));
    expect(closed!.status).toBe("declined");
    const [closedVersion] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, other));
    expect(closedVersion!.state).toBe("superseded");
    // A draft never sent is no proposal the traveller holds: staff decide what becomes of it.
    expect((await t.db.select().from(quotes).where(eq(quotes.id, neverSent)))[0]!.status).toBe("draft");
    const line = (await timelineOf(l.id)).find((r) => r.kind === "proposal_closed");
    expect(line!.data).toMatchObject({ quoteId: other, versions: [1], acceptedQuoteId: chosen });

    const page = await proposalPageData(otherToken, t.db);
    expect(page!.view.state).toEqual({ kind: "replaced", quoteNumber: chosenRow!.number, version: 1 });
    const smsBefore = sms.sent.length;
    const refused = await proposalAcceptanceFlow.start(
      visitor.post("", { token: otherToken, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { description: string } }).error.description).toBe(
      `Proposal ${chosenRow!.number} (v1) was accepted for this trip, so this one is closed and can no longer be accepted. Open that proposal's link in your e-mail.`,
    );
    expect(sms.sent.length).toBe(smsBefore);
    const [won] = await t.db.select().from(leads).where(eq(leads.id, l.id));
    expect(won!.valueInr).toBe(262_931);
  });

  it("a code proven for the other quote before the first was accepted accepts nothing", async () => {
    const { lead: l, contact } = await lead();
    const first = await draftQuote(l.id);
    const second = await draftQuote(l.id);
    const firstToken = tokenOf((await send(first)).body.url);
    const secondToken = tokenOf((await send(second)).body.url);
    // The traveller asks for a code on the second proposal, then accepts the first one elsewhere.
    const started = await proposalAcceptanceFlow.start(
      visitor.post("", { token: secondToken, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    const { submissionId } = (await started.json()) as { submissionId: string };
    const code = sms.lastCodeFor(contact.phone!)!;
    await acceptProposal(t.db, firstToken, "opt-a");
    const late = await proposalAcceptanceFlow.verify(
      visitor.post(`/${submissionId}/verify`, { code }),
      submissionId,
      ctx(),
    );
    expect(late.status).toBe(409);
    const rows = await t.db.select().from(quotes).where(eq(quotes.leadId, l.id));
    expect(rows.filter((r) => r.status === "accepted").map((r) => r.id)).toEqual([first]);
  });
});

describe("a proposal moves its lead as the console's board does", () => {
  it("with the board's line, naming who sent it and why, and never back from a later stage", async () => {
    const { lead: l } = await lead();
    const sent = await send(await draftQuote(l.id));
    expect(sent.body).toMatchObject({ stageMoved: true });
    const line = (await timelineOf(l.id)).find((r) => r.kind === "stage_changed");
    expect(line).toMatchObject({
      actorId: users.partner.id,
      data: { from: "Qualified", to: "Proposal Sent" },
    });
    expect(line!.summary).toMatch(/^Stage: Qualified → Proposal Sent: proposal Q-\d{4}-\d{4} v1 sent$/);

    await t.db.update(leads).set({ stage: "Negotiation" }).where(eq(leads.id, l.id));
    expect((await send(await draftQuote(l.id))).body).toMatchObject({ stageMoved: false });
    expect((await t.db.select().from(leads).where(eq(leads.id, l.id)))[0]!.stage).toBe("Negotiation");
  });
});

describe("a quote sent after its lead was won", () => {
  it("is an add-on: the lead stays Closed Won from the first win, and its value grows by what is accepted", async () => {
    const { lead: l, contact } = await lead();
    const trip = await draftQuote(l.id);
    const wonAt = new Date("2026-11-02T06:00:00Z");
    await acceptProposal(t.db, tokenOf((await send(trip)).body.url), "opt-a", wonAt);
    const [won] = await t.db.select().from(leads).where(eq(leads.id, l.id));
    expect(won).toMatchObject({ stage: "Closed Won", valueInr: 262_931 });

    const extra = await draftQuote(l.id);
    const sent = await send(extra);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ stageMoved: false });
    const accepted = await acceptWithCode(tokenOf(sent.body.url), contact.phone!, "opt-b");
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    const [after] = await t.db.select().from(leads).where(eq(leads.id, l.id));
    // ₹2,62,931 for the trip and ₹9,69,791 (₹9,69,790.50 half up) for the add-on; Revenue still
    // counts the deal in the month it was first won.
    expect(after).toMatchObject({ stage: "Closed Won", valueInr: 262_931 + 969_791 });
    expect(after!.stageChangedAt).toEqual(won!.stageChangedAt);
    const lines = await timelineOf(l.id);
    expect(lines.filter((r) => r.kind === "stage_changed" && r.data.to === "Closed Won")).toHaveLength(1);
    const grown = lines.find((r) => r.kind === "lead_updated");
    expect(grown!.summary).toMatch(
      /^Lead updated: value ₹12,32,722 \(was ₹2,62,931\): proposal Q-\d{4}-\d{4} v1, Option B: ultra-luxury accepted by the traveller$/,
    );
    // Both quotes stay accepted: the add-on closes no part of the trip.
    const rows = await t.db.select().from(quotes).where(eq(quotes.leadId, l.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["accepted", "accepted"]);
  });
});

/** The post the page makes once it is shown. */
const viewPost = (token: string) =>
  new Request(`http://127.0.0.1:3000/api/v1/proposals/${token}/views`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });

describe("links that cannot be accepted", () => {
  it("a forged token is a 404 for the page, the PDF, the acceptance and the changes", async () => {
    const forged = "A".repeat(43);
    expect(await proposalPageData(forged, t.db)).toBeNull();
    expect(await proposalPageData("../../etc", t.db)).toBeNull();
    expect((await proposalPdfRequest(forged, t.db)).status).toBe(404);
    const start = await proposalAcceptanceFlow.start(
      visitor.post("", { token: forged, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(start.status).toBe(404);
  });

  it("a superseded version says which version is current, and an expired one says it expired; neither sends a code", async () => {
    const { lead: l } = await lead();
    const quoteId = await draftQuote(l.id);
    const v1 = tokenOf((await send(quoteId)).body.url);
    await startNewDraft(t.db, users.partner as never, quoteId);
    const v2sent = await send(quoteId);
    expect(v2sent.status, JSON.stringify(v2sent.body)).toBe(200);
    const v2 = tokenOf(v2sent.body.url);

    const old = await proposalPageData(v1, t.db);
    expect(old!.view.state).toEqual({ kind: "superseded", currentVersion: 2 });
    const smsBefore = sms.sent.length;
    const refused = await proposalAcceptanceFlow.start(
      visitor.post("", { token: v1, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { description: string } }).error.description).toBe(
      "A newer version (v2) was sent to you; open the latest e-mail. This version can no longer be accepted.",
    );

    await t.db.execute(
      sql`UPDATE quote_versions SET valid_until = '2020-01-01' WHERE quote_id = ${quoteId}::uuid AND version = 2`,
    );
    expect((await proposalPageData(v2, t.db))!.view.state).toEqual({ kind: "expired" });
    const expired = await proposalAcceptanceFlow.start(
      visitor.post("", { token: v2, optionId: "opt-a", submissionId: crypto.randomUUID() }),
      ctx(),
    );
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as { error: { title: string } }).error.title).toBe("Proposal expired");
    expect(sms.sent.length).toBe(smsBefore);
  });
});

describe("the acceptance's own bad input", () => {
  it("refuses generated junk as a 400 naming the field (or a 404 for a token that names nothing), with no SMS", async () => {
    const before = sms.sent.length;
    const junk = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { token: fc.oneof(junk, fc.constant("B".repeat(43))), optionId: junk },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await proposalAcceptanceFlow.start(visitor.post("", body), ctx());
          expect([400, 404]).toContain(response.status);
          const { error } = (await response.json()) as { error: { field?: string; description: string } };
          if (response.status === 400) expect(error.field).toMatch(/^(token|optionId|body)$/);
          expect(error.description.length).toBeGreaterThan(10);
        },
      ),
      { numRuns: 200 },
    );
    expect(sms.sent.length).toBe(before);
  });
});
