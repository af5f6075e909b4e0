// Proposals the traveller's browser test opens: for each browser project, one sent proposal to
// accept, and one sent twice so its first link is superseded; and the sent proposals the console's
// test declines, one per attempt of that test (tests/e2e/attempt.ts). Sent with the real send (its PDF, its
// mail in the outbox); the links are written to a file the spec reads, as a traveller reads the
// e-mail — the database keeps only their hashes.
import fs from "node:fs";
import path from "node:path";
import type { StaffUser } from "../../app/features/auth/index.server";
import {
  createQuote,
  getQuoteForStaff,
  saveDraft,
  sendProposal,
  startNewDraft,
} from "../../app/features/quotes/index.server";
import type { Database } from "../../app/server/db/db.server";
import { contacts, leads } from "../../app/server/db/schema.server";
import { proposalDocument } from "../helpers/proposal-document";

export type SeededProposal = {
  url: string;
  phone: string;
  supersededUrl: string;
  /** A proposal of its own for the deposit's test, so the acceptance test's choice cannot meet it. */
  depositUrl: string;
  depositPhone: string;
  /**
   * Sent proposals the console's test marks declined, closing their lead, with that lead's name: one
   * per attempt (a retry cannot decline what its failed attempt declined). Only the desktop project
   * runs that test; the phone project has none.
   */
  declines: { quoteId: string; leadName: string }[];
};

/** How many attempts a test that changes seeded data has records for: CI's one retry, and the first. */
const SEEDED_ATTEMPTS = 2;

async function sentQuote(db: Database, staff: StaffUser, n: number, phone: string) {
  return (await sentQuoteOnLead(db, staff, n, phone)).quoteId;
}

/** A sent-ready quote (the test document) on a fresh lead of a fresh contact, `Meera Nair <n>`. */
export async function sentQuoteOnLead(db: Database, staff: StaffUser, n: number, phone: string) {
  const [contact] = await db
    .insert(contacts)
    .values({ name: `Meera Nair ${n}`, phone, email: `meera${n}@example.in`, ownerId: staff.id })
    .returning();
  const [lead] = await db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `e2e-proposal-${n}-${Date.now()}`,
      contactId: contact!.id,
      name: contact!.name!,
      phone,
      score: 50,
      ownerId: staff.id,
      stage: "Qualified",
    })
    .returning();
  const { quoteId } = await createQuote(db, staff, { leadId: lead!.id, from: { kind: "blank" } });
  const draft = (await getQuoteForStaff(db, staff, quoteId)).draft!;
  await saveDraft(db, staff, quoteId, {
    document: proposalDocument(draft.document as unknown as Record<string, unknown>),
    updatedAt: draft.updatedAt,
  });
  return { quoteId, leadName: lead!.name!, email: contact!.email! };
}

export async function seedProposals(db: Database, staff: StaffUser, file: string) {
  const seeded: Record<string, SeededProposal> = {};
  for (const [i, project] of ["phone", "desktop"].entries()) {
    // Numbers of their own, so no other test's code is read by mistake; a new one each run (the
    // data folder outlives a run, and one contact per phone).
    const stamp = String(Date.now() % 100_000).padStart(5, "0");
    const phone = `+9194${i}${stamp}${i}0`.slice(0, 13);
    const accept = await sentQuote(db, staff, i * 2 + 1, phone);
    const { url } = await sendProposal(db, staff, accept);
    const twice = await sentQuote(db, staff, i * 2 + 2, `+9193${i}${stamp}${i}0`.slice(0, 13));
    const { url: supersededUrl } = await sendProposal(db, staff, twice);
    await startNewDraft(db, staff, twice);
    await sendProposal(db, staff, twice);
    const depositPhone = `+9192${i}${stamp}${i}0`.slice(0, 13);
    const { url: depositUrl } = await sendProposal(
      db,
      staff,
      await sentQuote(db, staff, i * 2 + 5, depositPhone),
    );
    const declines: SeededProposal["declines"] = [];
    for (let attempt = 0; project === "desktop" && attempt < SEEDED_ATTEMPTS; attempt++) {
      const phone = `+9191${i}${stamp}${i}${attempt}`.slice(0, 13);
      const decline = await sentQuoteOnLead(db, staff, 20 + attempt, phone);
      await sendProposal(db, staff, decline.quoteId);
      declines.push(decline);
    }
    seeded[project] = {
      url,
      phone,
      supersededUrl,
      depositUrl,
      depositPhone,
      declines,
    };
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(seeded, null, 2));
}
