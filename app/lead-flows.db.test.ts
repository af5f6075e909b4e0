import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../tests/helpers/verification";
import {
  badName,
  badPhone,
  junkField,
  LEAD_PAYLOAD_SHAPES,
  VALID_LEAD_PAYLOADS,
} from "../tests/helpers/lead-payloads";
import { LEAD_FLOWS } from "./lead-flows.server";

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

const TOTAL_RUNS = 10_000;

const post = (body: unknown) =>
  new Request("http://127.0.0.1:3000/api/v1/form/submissions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("every flow refuses generated bad input with a 400 naming the field", () => {
  // Accepting a proposal is not a form: nobody types a name or a phone (the code goes to the phone
  // on record), so its bad input is its token and option, tested with the proposal. The privacy
  // page's code asks only for a number, no name; its bad input is tested with the page.
  const NOT_NAMED_FORMS = ["proposal_acceptance", "privacy_access"];
  const flows = Object.values(LEAD_FLOWS).filter((flow) => !NOT_NAMED_FORMS.includes(flow.purpose));

  it("every served flow has a valid example here, and it is accepted", async () => {
    let n = 0;
    for (const flow of flows) {
      const example = VALID_LEAD_PAYLOADS[flow.purpose];
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
      const valid = VALID_LEAD_PAYLOADS[flow.purpose]!;
      const shape = LEAD_PAYLOAD_SHAPES[flow.purpose] ?? { nameField: "name", optionalPhone: false };
      const otherFields = Object.keys(valid).filter((k) => k !== shape.nameField && k !== "phone");
      // A form whose phone is optional takes a blank one, and its first name may be one letter.
      const blankPhone = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");
      const payload = fc
        .record({
          breaks: fc.constantFrom("name", "phone", "both"),
          name: shape.optionalPhone ? badName.filter((v) => v !== "A") : badName,
          phone: shape.optionalPhone ? badPhone.filter((v) => !blankPhone(v)) : badPhone,
          others: fc.dictionary(fc.constantFrom(...otherFields, "unexpected"), junkField, { maxKeys: 3 }),
        })
        .map(({ breaks, name, phone, others }) => ({
          ...valid,
          ...others,
          ...(breaks !== "phone" ? { [shape.nameField]: name } : {}),
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
