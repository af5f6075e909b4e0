import { describe, expect, it } from "vitest";
import { createUnifiedLead } from "~/features/leads/index.server";
import { setUpTestDatabase } from "../../../../tests/helpers/test-database";
import { loadContactDetail } from "../contacts/contacts.server";
import { updateLead } from "./lead-records.server";
import { EMPTY_TRIP, tripOf, visitorWordsOf } from "./lead-trip";

/**
 * A visitor's own words on a lead: kept as written for staff to read, and the trip details they
 * describe pre-filled where the form's own fields said nothing.
 */
const t = setUpTestDatabase();
const ADMIN = { id: "admin-words", email: "admin@agency.test", name: "Asha Admin", role: "admin" as const };
const WROTE_AT = new Date("2026-11-24T10:00:00+05:30");
const WORDS = "Maldives honeymoon in February, 2 adults, budget around 4 lakh";
let seq = 0;

async function enquiry(sourceData: Record<string, unknown>) {
  const lead = await createUnifiedLead(t.db, {
    type: "contact_inquiry",
    sourceId: `words-${++seq}`,
    name: "Meera Iyer",
    phone: `+9198${String(10_000_000 + seq * 7919).slice(-8)}`,
    phoneVerified: true,
    sourceData,
    now: WROTE_AT,
  });
  const detail = await loadContactDetail(t.db, { user: ADMIN, onlyMine: false }, lead.contactId);
  return { ...detail!.leads.find((l) => l.id === lead.leadId)!, contactId: lead.contactId };
}

describe("the visitor's own words on a lead", () => {
  it("are kept as written, and pre-fill the trip they describe", async () => {
    const lead = await enquiry({ submissionId: "s-1", destination: "", message: WORDS });
    expect(visitorWordsOf(lead)).toBe(WORDS);
    expect(tripOf(lead)).toMatchObject({
      destination: "Maldives",
      month: "2027-02",
      startDate: null,
      adults: 2,
      budgetInr: 400_000,
      notes: WORDS,
    });
  });

  it("never replace what the visitor filled in the form's own fields", async () => {
    const lead = await enquiry({
      destination: "Bali",
      travelDate: "2027-03-14",
      groupSize: 4,
      message: WORDS,
    });
    expect(tripOf(lead)).toMatchObject({
      destination: "Bali",
      startDate: "2027-03-14",
      month: null,
      adults: 4,
      // The form asked no budget: the message's stands.
      budgetInr: 400_000,
    });
  });

  it("never replace the trip staff saved", async () => {
    const lead = await enquiry({ message: WORDS });
    const saved = { ...EMPTY_TRIP, destination: "Mauritius", adults: 3 };
    await updateLead(t.db, ADMIN, lead.id, { trip: saved });
    const detail = await loadContactDetail(t.db, { user: ADMIN, onlyMine: false }, lead.contactId);
    const reloaded = detail!.leads.find((l) => l.id === lead.id)!;
    expect(tripOf(reloaded)).toEqual(saved);
    expect(visitorWordsOf(reloaded)).toBe(WORDS);
  });

  it("leave a lead without a message as it was", async () => {
    const lead = await enquiry({ destination: "Kenya" });
    expect(visitorWordsOf(lead)).toBeNull();
    expect(tripOf(lead)).toEqual({ ...EMPTY_TRIP, destination: "Kenya" });
  });
});
