import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { useTestConfig } from "../../../tests/helpers/verification";
import type { FlowSubmission } from "./lead-flow-definition.server";
import { keepUnverified, leadInputOf, storeVerifiedByProof } from "./lead-flow-lead.server";

const testDb = setUpTestDatabase();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

type Data = { preferredTime: string };
const saveFailed = { title: "Request Failed", description: "Please try again." };
const fieldsOf = (phone: string) => ({ name: "Asha Rao", phone, email: "asha@example.test" });
const submissionOf = (id: string) =>
  testDb.db.select().from(leadSubmissions).where(eq(leadSubmissions.id, id));
const leadOf = (sourceId: string) => testDb.db.select().from(leads).where(eq(leads.sourceId, sourceId));

describe("leadInputOf", () => {
  const createdAt = new Date("2026-11-27T08:00:00Z");
  const pending: FlowSubmission<Data> = {
    id: "s1",
    name: "Asha",
    phone: "+919812345678",
    email: null,
    data: { preferredTime: "ASAP" },
    verifiedAt: null,
    promoCode: null,
    leadId: null,
    createdAt,
  };

  it("takes the purpose table's lead type, and is unverified as received until the phone is", () => {
    const lead = leadInputOf({ purpose: "callback" }, pending, "l1");
    expect(lead).toMatchObject({
      id: "l1",
      type: "callback",
      sourceId: "s1",
      phoneVerified: false,
      verifiedAt: null,
      now: createdAt,
      sourceData: { preferredTime: "ASAP" },
      consent: { at: createdAt },
    });
    const verifiedAt = new Date("2026-11-27T08:03:00Z");
    expect(leadInputOf({ purpose: "callback" }, { ...pending, verifiedAt }, "l1")).toMatchObject({
      phoneVerified: true,
      verifiedAt,
      now: verifiedAt,
    });
  });

  it("lets the flow say what staff read instead of what the visitor sent", () => {
    const lead = leadInputOf(
      { purpose: "callback", toLead: (s) => ({ score: 90, sourceData: { asked: s.data.preferredTime } }) },
      pending,
      "l1",
    );
    expect(lead).toMatchObject({ score: 90, sourceData: { asked: "ASAP" } });
  });

  it("keeps how a number outside India was confirmed when the flow words the lead's details itself", () => {
    const verifiedBy = "Number outside India: confirmed with a code e-mailed to ravi@example.co.uk (no SMS).";
    const abroad = { ...pending, phone: "+447700900123", data: { preferredTime: "ASAP", verifiedBy } };
    const lead = leadInputOf(
      { purpose: "callback", toLead: (s) => ({ sourceData: { asked: s.data.preferredTime } }) },
      abroad,
      "l1",
    );
    expect(lead.sourceData).toEqual({ asked: "ASAP", verifiedBy });
  });
});

describe("storeVerifiedByProof", () => {
  const now = new Date();
  const verifiedAt = new Date(now.getTime() - 3600_000);

  it("stores the submission verified as of the proof, with its verified lead saying no code was sent", async () => {
    const id = crypto.randomUUID();
    const stored = await storeVerifiedByProof(
      testDb.db,
      { purpose: "callback" },
      { id, fields: fieldsOf("+919811100011"), data: { preferredTime: "ASAP" }, now, verifiedAt },
      "198.51.100.20",
    );
    expect(stored).toMatchObject({ id, verifiedAt, leadId: expect.any(String) });
    const [submission] = await submissionOf(id);
    expect(submission).toMatchObject({ verifiedAt, leadId: stored.leadId, requestIp: "198.51.100.20" });
    const [lead] = await leadOf(id);
    expect(lead).toMatchObject({ id: stored.leadId, type: "callback", phoneVerified: true });
    expect(lead!.sourceData).toMatchObject({
      preferredTime: "ASAP",
      verifiedBy: expect.stringMatching(/24 hours/),
    });
  });

  it("for a flow that writes no lead, stores only the verified submission", async () => {
    const id = crypto.randomUUID();
    const stored = await storeVerifiedByProof(
      testDb.db,
      { purpose: "activity_booking", writesLead: false },
      { id, fields: fieldsOf("+919811100022"), data: { preferredTime: "ASAP" }, now, verifiedAt },
      "198.51.100.20",
    );
    expect(stored.leadId).toBeNull();
    expect(await submissionOf(id)).toHaveLength(1);
    expect(await leadOf(id)).toHaveLength(0);
  });
});

describe("keepUnverified", () => {
  const flow = { purpose: "callback" as const, texts: { saveFailed } };
  const keep = (phone: string, ip: string) => {
    const id = crypto.randomUUID();
    const context = { ip, deps: { settings: { maxUnverifiedLeadsPerNetworkHour: 1 } } };
    const kept = { id, fields: fieldsOf(phone), data: { preferredTime: "ASAP" }, now: new Date() };
    return keepUnverified(flow, context, { ...kept, reason: "global_budget", proof: null }).then(
      (response) => ({ id, response }),
    );
  };

  it("keeps the details as an unverified lead that says why staff must call", async () => {
    const { id, response } = await keep("+919811100033", "192.0.2.5");
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ outcome: "kept_unverified", submissionId: id });
    expect(await submissionOf(id)).toMatchObject([{ verifiedAt: null }]);
    const [lead] = await leadOf(id);
    expect(lead).toMatchObject({ phoneVerified: false });
    expect(lead!.sourceData).toMatchObject({ unverifiedBecause: expect.stringMatching(/hourly SMS budget/) });
  });

  it("past the network's hourly share, writes nothing and answers with the wait", async () => {
    const first = await keep("+919811100044", "203.0.113.77");
    expect(first.response.status).toBe(202);
    // Another address of the same network counts against the same share.
    const second = await keep("+919811100055", "203.0.113.78");
    expect(second.response.status).toBe(429);
    expect(await second.response.json()).toMatchObject({
      error: { outcome: "rate_limited", reason: "network_hourly" },
    });
    expect(await submissionOf(second.id)).toHaveLength(0);
    expect(await leadOf(second.id)).toHaveLength(0);
  });
});
