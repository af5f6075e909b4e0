import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indianMobileDigits } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../tests/helpers/verification";
import { TOP_ANSWERS } from "../tests/helpers/quiz-requests";
import { LEAD_FLOWS } from "./lead-flows.server";
import type { LeadPurpose } from "./features/leads";

/**
 * Every form the API serves, fed generated bad input: 10,000 payloads in all, each a form that would
 * be accepted but for one or more broken fields. Each must be a 400 that names a field — never a
 * 5xx, never a stored row, never an SMS. The HTTP limits sit in front of the handlers and play no
 * part here.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

/** A payload each flow accepts; the property breaks it. A new flow without one fails the first test. */
const VALID: Partial<Record<LeadPurpose, Record<string, unknown>>> = {
  quiz: { name: "Asha Rao", phone: "9812345678", answers: TOP_ANSWERS },
  priority_access: { name: "Asha Rao", email: "asha@example.com", phone: "9812345678", variant: "home" },
  callback: { name: "Asha Rao", phone: "9812345678", preferredTime: "ASAP", message: "Kenya in May" },
  itinerary_unlock: {
    name: "Asha Rao",
    phone: "9812345678",
    destinationSlug: "kenya",
    itineraryId: "luxury-safari-8d",
  },
  deal_booking: { name: "Asha Rao", phone: "9812345678", dealId: "bali-7-days" },
  booking: {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "9812345678",
    groupSize: "2",
    itemType: "itinerary",
    itemId: "luxury-safari-8d",
    destinationSlug: "kenya",
  },
  contact_inquiry: { name: "Asha Rao", phone: "9812345678", message: "Kerala in December" },
  wedding_consultation: { name: "Asha Rao", phone: "9812345678", email: "asha@example.com" },
  planner_handoff: {
    name: "Asha Rao",
    phone: "9812345678",
    transcript: JSON.stringify([{ role: "user", content: "Kenya for 2 in March" }]),
  },
};

const TOTAL_RUNS = 10_000;

const post = (body: unknown) =>
  new Request("http://127.0.0.1:3000/api/v1/form/submissions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** Values no name field takes: wrong types, blanks, control or invisible characters, far too long. */
const badName = fc.oneof(
  fc.constantFrom(null, 42, true, [], {}, "", " ", "A", "\u0000\u0000", "\u200b\u200b\u200b", "\u0007bell"),
  fc.string({ minLength: 201, maxLength: 400 }).map((s) => `Asha ${s.replace(/\s/g, "x")}`),
);
/** Values no phone field takes: wrong types, and strings that are not an Indian mobile. */
const badPhone = fc.oneof(
  fc.constantFrom(null, 9812345678, false, ["9812345678"], {}, "", "+1 415 555 0100", "5812345678"),
  fc.string({ maxLength: 30 }).filter((s) => indianMobileDigits(s) === null),
);
/** Junk for any other field: either still acceptable or refused — the broken name or phone decides. */
const junk = fc.oneof(fc.constant(undefined), fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null));

describe("every flow refuses generated bad input with a 400 naming the field", () => {
  const flows = Object.values(LEAD_FLOWS);

  it("every served flow has a valid example here, and it is accepted", async () => {
    let n = 0;
    for (const flow of flows) {
      const example = VALID[flow.purpose];
      expect(example, `a valid payload for ${flow.purpose}`).toBeDefined();
      n += 1;
      const response = await flow.start(
        post({ ...example, phone: `98765432${String(n).padStart(2, "0")}` }),
        {
          ip: `203.0.113.${n}`,
          db: testDb.db,
          deps: { sms },
        },
      );
      expect(response.status, `${flow.purpose}: ${await response.clone().text()}`).toBeLessThan(300);
    }
  });

  it("10,000 broken payloads: 400 with a field, no row, no SMS", async () => {
    const before = {
      submissions: (await testDb.db.select().from(leadSubmissions)).length,
      leads: (await testDb.db.select().from(leads)).length,
      sms: sms.sent.length,
    };
    const runs = Math.ceil(TOTAL_RUNS / flows.length);
    for (const flow of flows) {
      const valid = VALID[flow.purpose]!;
      const otherFields = Object.keys(valid).filter((k) => k !== "name" && k !== "phone");
      const payload = fc
        .record({
          breaks: fc.constantFrom("name", "phone", "both"),
          name: badName,
          phone: badPhone,
          others: fc.dictionary(fc.constantFrom(...otherFields, "unexpected"), junk, { maxKeys: 3 }),
        })
        .map(({ breaks, name, phone, others }) => ({
          ...valid,
          ...others,
          ...(breaks !== "phone" ? { name } : {}),
          ...(breaks !== "name" ? { phone } : {}),
        }));
      await fc.assert(
        fc.asyncProperty(payload, async (body) => {
          const response = await flow.start(post(body), { ip: "203.0.113.99", db: testDb.db, deps: { sms } });
          expect(response.status).toBe(400);
          const { error } = (await response.json()) as { error: { field?: string; description: string } };
          expect(error.field).toMatch(/^[a-zA-Z]+$/);
          expect(error.description.length).toBeGreaterThan(10);
        }),
        { numRuns: runs },
      );
    }
    expect((await testDb.db.select().from(leadSubmissions)).length).toBe(before.submissions);
    expect((await testDb.db.select().from(leads)).length).toBe(before.leads);
    expect(sms.sent.length).toBe(before.sms);
  }, 120_000);
});
