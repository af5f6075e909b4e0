import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, leads, quoteVersions } from "~/server/db/schema.server";
import { proposalDocument } from "../../../../tests/helpers/proposal-document";
import { createTestStaff } from "../../../../tests/helpers/staff-auth";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import {
  createQuote,
  findVersionByToken,
  getQuoteForStaff,
  saveDraft,
  startNewDraft,
} from "../quotes.server";
import { sendProposal } from "./proposal-send.server";
import { proposalLinkToResend } from "./proposal-resend-link.server";

/**
 * The link a quote's send e-mailed, rebuilt for another channel: the same link (the e-mail's keeps
 * working), to the latest sent version, and refused with a sentence when it cannot be rebuilt or has
 * lapsed.
 */
const t = setUpTestDatabase();
type Staff = Awaited<ReturnType<typeof createTestStaff>>;
let serial = 0;

async function quoteFor(staff: Staff) {
  serial += 1;
  const [contact] = await t.db
    .insert(contacts)
    .values({
      name: `Meera Nair ${serial}`,
      phone: `+9198764${String(43210 + serial).padStart(5, "0")}`,
      email: `meera.resend${serial}@example.in`,
      ownerId: staff.id,
    })
    .returning();
  const [lead] = await t.db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `resend-link-${serial}`,
      contactId: contact!.id,
      name: contact!.name!,
      score: 50,
      ownerId: staff.id,
      stage: "Qualified",
    })
    .returning();
  const { quoteId } = await createQuote(t.db, staff, { leadId: lead!.id, from: { kind: "blank" } });
  await fillDraft(staff, quoteId);
  return { contactId: contact!.id, quoteId };
}

async function fillDraft(staff: Staff, quoteId: string) {
  const draft = (await getQuoteForStaff(t.db, staff, quoteId)).draft!;
  await saveDraft(t.db, staff, quoteId, {
    document: proposalDocument(draft.document as unknown as Record<string, unknown>),
    updatedAt: draft.updatedAt,
  });
}

const tokenOf = (url: string) => /\/proposal\/([A-Za-z0-9_-]+)$/.exec(url)![1]!;

describe("a sent quote's link, again", () => {
  it("is the very link the e-mail carried, opening the version it was sent with", async () => {
    const staff = await createTestStaff(t.db, "partner");
    const { contactId, quoteId } = await quoteFor(staff);
    const sent = await sendProposal(t.db, staff, quoteId);
    const again = await proposalLinkToResend(t.db, contactId);
    expect(again).toMatchObject({ kind: "link", title: "Bali honeymoon", url: sent.url });
    const opened = await findVersionByToken(t.db, tokenOf(sent.url));
    expect(opened).toMatchObject({ quoteId, version: 1, standing: "current" });
  });

  it("follows the latest version once a new one is sent", async () => {
    const staff = await createTestStaff(t.db, "partner");
    const { contactId, quoteId } = await quoteFor(staff);
    const v1 = await sendProposal(t.db, staff, quoteId);
    await startNewDraft(t.db, staff, quoteId);
    await fillDraft(staff, quoteId);
    const v2 = await sendProposal(t.db, staff, quoteId);
    const again = await proposalLinkToResend(t.db, contactId);
    expect(again).toMatchObject({ kind: "link", url: v2.url });
    expect(v2.url).not.toBe(v1.url);
    expect(await findVersionByToken(t.db, tokenOf(v1.url))).toMatchObject({ standing: "superseded" });
  });

  it("is refused with what to do when the validity has passed", async () => {
    const staff = await createTestStaff(t.db, "partner");
    const { contactId, quoteId } = await quoteFor(staff);
    await sendProposal(t.db, staff, quoteId);
    const [version] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    const after = new Date(`${version!.validUntil}T12:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 2);
    const again = await proposalLinkToResend(t.db, contactId, after);
    expect(again).toMatchObject({
      kind: "refused",
      sentence: expect.stringMatching(/which has passed: send a new version/),
    });
  });

  it("is refused, not replaced, for a version whose link was made at random before", async () => {
    const staff = await createTestStaff(t.db, "partner");
    const { contactId, quoteId } = await quoteFor(staff);
    await sendProposal(t.db, staff, quoteId);
    // A link made before links could be rebuilt: only a random token's hash is on record.
    await t.db
      .update(quoteVersions)
      .set({ linkTokenHash: "0".repeat(64) })
      .where(eq(quoteVersions.quoteId, quoteId));
    const again = await proposalLinkToResend(t.db, contactId);
    expect(again).toMatchObject({ kind: "refused", sentence: expect.stringMatching(/send the quote again/) });
    const [kept] = await t.db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
    expect(kept!.linkTokenHash).toBe("0".repeat(64));
  });

  it("is none for a contact whose quote is still a draft", async () => {
    const staff = await createTestStaff(t.db, "partner");
    const { contactId } = await quoteFor(staff);
    expect(await proposalLinkToResend(t.db, contactId)).toEqual({ kind: "none" });
  });
});
