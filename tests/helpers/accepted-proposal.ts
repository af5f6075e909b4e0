import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { acceptProposal } from "~/features/quotes/proposal/proposal-acceptance.server";
import { createQuote, getQuoteForStaff, saveDraft } from "~/features/quotes/quotes.server";
import type { Database } from "~/server/db/db.server";
import { contacts, leads, quoteVersions } from "~/server/db/schema.server";
import * as sendRoute from "../../app/routes/api.v1.console.quotes.$quoteId.send";
import type { ConsoleCall, ConsoleUser } from "./console-calls";
import { proposalDocument } from "./proposal-document";

/** Who a test's traveller is: a name, the 3 digits after +91 98 that start their numbers, a lead source. */
export type Traveller = { name: string; digits: string; source: string };

let serial = 0;

/**
 * A traveller of the test's own (a serial in the name, number, e-mail and source, so tests of one
 * file never meet) with one lead, both owned by `owner`.
 */
export async function travellerWithLead(
  db: Database,
  owner: ConsoleUser,
  who: Traveller,
  stage: string | null = "Qualified",
) {
  serial += 1;
  const first = who.name.split(" ")[0]!.toLowerCase();
  const [contact] = await db
    .insert(contacts)
    .values({
      name: `${who.name} ${serial}`,
      phone: `+9198${who.digits}${String(10000 + serial).padStart(5, "0")}`,
      email: `${first}${serial}@example.in`,
      ownerId: owner.id,
    })
    .returning();
  const [lead] = await db
    .insert(leads)
    .values({
      type: "booking_request",
      sourceId: `${who.source}-${serial}`,
      contactId: contact!.id,
      name: contact!.name!,
      score: 50,
      ownerId: owner.id,
      ...(stage ? { stage } : {}),
    })
    .returning();
  return { contact: contact!, lead: lead! };
}

type Call = (
  route: typeof sendRoute,
  who: "partner",
  method: string,
  path: string,
  body: unknown,
  params: Record<string, string>,
) => Promise<ConsoleCall>;

/**
 * A proposal the partner builds on a new lead of `who` (blank, start date as given), sends, and the
 * traveller accepts (option A): the lead, the proposal link's token, the acceptance's answer and the
 * accepted version.
 */
export async function acceptedProposalOnNewLead(
  db: Database,
  { partner, call }: { partner: ConsoleUser; call: Call },
  who: Traveller,
  startDate: string | null,
) {
  const { lead } = await travellerWithLead(db, partner, who);
  const { quoteId } = await createQuote(db, partner as never, { leadId: lead.id, from: { kind: "blank" } });
  const draft = (await getQuoteForStaff(db, partner as never, quoteId)).draft!;
  const document = proposalDocument(draft.document as unknown as Record<string, unknown>);
  await saveDraft(db, partner as never, quoteId, {
    document: { ...document, startDate },
    updatedAt: draft.updatedAt,
  });
  const sent = await call(
    sendRoute,
    "partner",
    "POST",
    `/api/v1/console/quotes/${quoteId}/send`,
    {},
    { quoteId },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const token = /\/proposal\/([A-Za-z0-9_-]+)$/.exec(String(sent.body.url))![1]!;
  const accepted = await acceptProposal(db, token, "opt-a");
  const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.quoteId, quoteId));
  return { lead, token, accepted, version: version! };
}
