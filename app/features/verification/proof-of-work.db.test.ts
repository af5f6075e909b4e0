import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { indianMobileDigits, normalizeIndianMobile } from "~/lib/phone";
import { setConfigForTests } from "~/server/config.server";
import { leadSubmissions, leads, outbox, rateLimitCounters, tasks } from "~/server/db/schema.server";
import { setUpTestDatabase } from "../../../tests/helpers/test-database";
import { createTestSmsSender, useTestConfig } from "../../../tests/helpers/verification";
import type { LeadFlowTexts } from "./lead-flow-definition.server";
import { createLeadFlow } from "./lead-flow.server";
import type { PowChallenge, PowPayload } from "./lead-flow-types";
import { createPowChallenge } from "./proof-of-work.server";
import type { VerificationSettings } from "./verification.server";

/**
 * The SMS budget past its threshold: a start needs a solved proof of work (ADR 030), which buys one
 * code; and one network's unverified leads are capped. Through a flow's endpoints, so what a
 * refusal leaves (a lead, a staff e-mail, a task) is seen as staff would see it.
 */
const testDb = setUpTestDatabase();
const sms = createTestSmsSender();
beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const PHONE_MESSAGE = "Please enter a valid 10-digit Indian mobile number";
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(2)),
  phone: z.pipe(
    z.string().check(z.refine((v: string) => indianMobileDigits(v) !== null, PHONE_MESSAGE)),
    z.transform((v: string) => normalizeIndianMobile(v)!),
  ),
});
const failed = { title: "Request Failed", description: "Please try again." };
const texts: LeadFlowTexts = {
  badRequest: failed,
  invalidPhone: { title: "Invalid Mobile Number", description: PHONE_MESSAGE },
  saveFailed: failed,
  sendFailed: failed,
  codeSent: (phone) => ({ title: "OTP Sent!", description: `Verification code sent to ${phone}` }),
  resent: { title: "OTP Resent", description: "A new verification code has been sent!" },
  resendFailed: failed,
  invalidSession: failed,
  incompleteCode: failed,
  wrongCode: failed,
  expiredCode: failed,
  verified: { title: "Verified", description: "We'll call you." },
  verifyFailed: failed,
};
const flow = createLeadFlow({
  purpose: "callback",
  schema,
  issueText: (error) => ({ field: String(error.issues[0]?.path[0] ?? ""), title: "Request Failed" }),
  texts,
  toData: () => ({ preferredTime: "ASAP" }),
  toResult: (submission) => ({ requestId: submission.id }),
});

// Cheap challenges: what is tested is that one is asked and checked, not how long it takes.
const EASY = { cost: 1, minCounter: 1, maxCounter: 20 };
// A budget of 40 (20 before a proof is asked), each network's share 4, its unverified leads 2.
const settings: Partial<VerificationSettings> = {
  hourlyBudget: 40,
  proofOfWorkFromPercent: 50,
  maxSendsPerNetworkHour: 4,
  maxUnverifiedLeadsPerNetworkHour: 2,
  powDifficulty: EASY,
};
const ctxFrom = (ip: string, extra: Partial<VerificationSettings> = {}) => ({
  ip,
  deps: { sms, settings: { ...settings, ...extra } },
});

let phoneSeq = 0;
const freshPhone = () => `98${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;
// Loopback addresses, one /24 network each: 127.0.<n>.1.
let networkSeq = 0;
const freshNetwork = () => `127.0.${++networkSeq}.`;

const start = (ip: string, body: Record<string, unknown>, extra?: Partial<VerificationSettings>) =>
  flow.start(
    new Request("http://127.0.0.1:3000/api/v1/callback/submissions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    ctxFrom(ip, extra),
  );

const solve = async (challenge: PowChallenge): Promise<PowPayload> => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
};

type ErrorBody = {
  error: { title: string; description: string; outcome?: string; challenge?: PowChallenge };
};

/** What starts leave for staff, all phones together: submissions, leads, staff e-mails and tasks. */
async function totals() {
  const [submissions, leadRows, mails, taskRows] = await Promise.all([
    testDb.db.select().from(leadSubmissions),
    testDb.db.select().from(leads),
    testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send")),
    testDb.db.select().from(tasks),
  ]);
  return {
    submissions: submissions.length,
    leads: leadRows.length,
    mails: mails.length,
    tasks: taskRows.length,
  };
}

/** The lead a kept start left for this phone, with its staff e-mail and task. */
async function keptLeadOf(phone: string) {
  const [lead] = await testDb.db
    .select()
    .from(leads)
    .where(eq(leads.phone, normalizeIndianMobile(phone)!));
  if (!lead) return null;
  const mails = (await testDb.db.select().from(outbox).where(eq(outbox.kind, "mail.send"))).filter((m) =>
    JSON.stringify(m.payload).includes(lead.id),
  );
  const taskRows = await testDb.db.select().from(tasks).where(eq(tasks.leadId, lead.id));
  return { verified: lead.phoneVerified, mails: mails.length, tasks: taskRows.length };
}

const budgetUsed = async () =>
  (await testDb.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "sms:budget"))).reduce(
    (sum, row) => sum + row.count,
    0,
  );

describe("past half the SMS budget, a code costs a proof of work", () => {
  it("below the threshold no proof is asked: a visitor's start sends a code as before", async () => {
    const response = await start(`${freshNetwork()}1`, { name: "Asha Rao", phone: freshPhone() });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ toast: { title: "OTP Sent!" } });
  });

  it("many networks cannot drain it: past the threshold their proof-less starts get a 428 and leave nothing, and a fresh visitor who solves the proof gets a code", async () => {
    // Ten networks use their whole share: without the proof, enough to spend the whole budget.
    const usedBefore = await budgetUsed();
    let asked = 0;
    let left = await totals();
    for (let n = 0; n < 10; n++) {
      const network = freshNetwork();
      for (let host = 1; host <= 4; host++) {
        const phone = freshPhone();
        const response = await start(`${network}${host}`, { name: "Bot Sender", phone });
        if (response.status === 428) {
          asked += 1;
          // A refusal for want of a proof is no lead: no submission, no staff e-mail, no task.
          expect(await totals()).toEqual(left);
          const body = (await response.json()) as ErrorBody;
          expect(body.error).toMatchObject({
            title: "Security Check",
            outcome: "proof_required",
            challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } },
          });
        } else expect(response.status).toBe(201);
        left = await totals();
      }
    }
    // 40 starts: codes up to half the budget, then a proof asked instead of spending the rest.
    expect(await budgetUsed()).toBe(20);
    expect(asked).toBe(40 - (20 - usedBefore));

    // A visitor from a fresh network: asked, their browser solves it, and the same start goes through.
    const ip = `${freshNetwork()}9`;
    const phone = freshPhone();
    const asked1 = await start(ip, { name: "Meera Iyer", phone });
    expect(asked1.status).toBe(428);
    const { challenge } = ((await asked1.json()) as ErrorBody).error;
    const proofOfWork = await solve(challenge!);
    const sent = await start(ip, { name: "Meera Iyer", phone, proofOfWork });
    expect(sent.status).toBe(201);
    expect(sms.lastCodeFor(normalizeIndianMobile(phone)!)).toMatch(/^\d{6}$/);
    expect(await budgetUsed()).toBe(21);
  });

  it("a proof buys one code: the same proof again is refused with a new challenge", async () => {
    const asked = await start(`${freshNetwork()}1`, { name: "Ravi Menon", phone: freshPhone() });
    const proofOfWork = await solve(((await asked.json()) as ErrorBody).error.challenge!);
    const ip = `${freshNetwork()}1`;
    expect((await start(ip, { name: "Ravi Menon", phone: freshPhone(), proofOfWork })).status).toBe(201);
    // Replayed for another number, from another network.
    const phone = freshPhone();
    const before = await totals();
    const replayed = await start(`${freshNetwork()}1`, { name: "Ravi Menon", phone, proofOfWork });
    expect(replayed.status).toBe(428);
    const body = (await replayed.json()) as ErrorBody;
    expect(body.error.outcome).toBe("proof_required");
    expect(body.error.challenge!.signature).not.toBe(proofOfWork.challenge.signature);
    expect(await totals()).toEqual(before);
    // Spent is stored: the challenge's row lives until it expires.
    const spent = await testDb.db
      .select()
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, `pow:${proofOfWork.challenge.signature}`));
    expect(spent).toHaveLength(1);
  });

  it("an expired challenge, a forged one or a wrong solution is refused", async () => {
    // Issued six minutes ago: challenges live five.
    const old = await createPowChallenge("k".repeat(40), new Date(Date.now() - 6 * 60_000), EASY);
    const phone = freshPhone();
    const before = await totals();
    const expired = await start(`${freshNetwork()}1`, {
      name: "Old Proof",
      phone,
      proofOfWork: await solve(old),
    });
    expect(expired.status).toBe(428);
    expect(((await expired.json()) as ErrorBody).error.outcome).toBe("proof_required");

    // Signed with another key.
    const forged = await solve(await createPowChallenge("x".repeat(40), new Date(), EASY));
    expect((await start(`${freshNetwork()}1`, { name: "Forged", phone, proofOfWork: forged })).status).toBe(
      428,
    );
    // A real challenge with a made-up answer.
    const asked = await start(`${freshNetwork()}1`, { name: "Guess", phone });
    const challenge = ((await asked.json()) as ErrorBody).error.challenge!;
    const guess = { challenge, solution: { counter: 1, derivedKey: "00".repeat(32) } };
    expect((await start(`${freshNetwork()}1`, { name: "Guess", phone, proofOfWork: guess })).status).toBe(
      428,
    );
    expect(await totals()).toEqual(before);
  });

  it("a resend past the threshold is asked too, and sent with a proof", async () => {
    const ip = `${freshNetwork()}1`;
    const phone = freshPhone();
    const started = await start(ip, { name: "Nisha Pillai", phone }, { proofOfWorkFromPercent: 100 });
    expect(started.status).toBe(201);
    const { submissionId } = (await started.json()) as { submissionId: string };
    // From 0 % every send is asked; no cooldown, so only the proof stands in the way.
    const asking = { proofOfWorkFromPercent: 0, resendCooldownSeconds: 0 };
    const resend = (body: Record<string, unknown>) =>
      flow.resend(
        new Request(`http://127.0.0.1:3000/api/v1/callback/submissions/${submissionId}/resend`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
        submissionId,
        ctxFrom(ip, asking),
      );
    const sentBefore = sms.sent.length;
    const asked = await resend({});
    expect(asked.status).toBe(428);
    expect(sms.sent.length).toBe(sentBefore);
    const proofOfWork = await solve(((await asked.json()) as ErrorBody).error.challenge!);
    expect((await resend({ proofOfWork })).status).toBe(200);
    expect(sms.sent.length).toBe(sentBefore + 1);
  });
});

describe("one network's unverified leads", () => {
  it("are capped per rolling hour: past the cap the lead is not written (no e-mail, no task) and the visitor hears the wait", async () => {
    // No proof asked here, so the network's own share is what refuses its codes.
    const extra = { proofOfWorkFromPercent: 100, maxSendsPerNetworkHour: 1 };
    const network = freshNetwork();
    expect((await start(`${network}1`, { name: "First Guest", phone: freshPhone() }, extra)).status).toBe(
      201,
    );
    const keptPhones = [freshPhone(), freshPhone()];
    for (const phone of keptPhones) {
      const kept = await start(`${network}2`, { name: "Kept Guest", phone }, extra);
      expect(kept.status).toBe(202);
      expect(await keptLeadOf(phone)).toEqual({ verified: false, mails: 1, tasks: 1 });
    }
    const before = await totals();
    const refused = await start(`${network}3`, { name: "One Too Many", phone: freshPhone() }, extra);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as ErrorBody & {
      error: { reason: string; retryAfterSeconds: number };
    };
    expect(body.error).toMatchObject({ outcome: "rate_limited", reason: "network_hourly" });
    expect(body.error.retryAfterSeconds).toBeGreaterThan(55 * 60);
    expect(await totals()).toEqual(before);
    // The next network's visitors are not held to it.
    const next = freshNetwork();
    expect((await start(`${next}1`, { name: "Next Door", phone: freshPhone() }, extra)).status).toBe(201);
    expect((await start(`${next}2`, { name: "Next Door", phone: freshPhone() }, extra)).status).toBe(202);
  });

  it("a proof that paid for a kept lead is spent with it", async () => {
    // The whole budget used: with a proof the start is kept, not sent; the same proof again is not.
    const asked = await start(`${freshNetwork()}1`, { name: "Late Guest", phone: freshPhone() });
    const proofOfWork = await solve(((await asked.json()) as ErrorBody).error.challenge!);
    const full = { hourlyBudget: await budgetUsed() };
    const kept = await start(
      `${freshNetwork()}1`,
      { name: "Late Guest", phone: freshPhone(), proofOfWork },
      full,
    );
    expect(kept.status).toBe(202);
    const before = await totals();
    const again = await start(
      `${freshNetwork()}1`,
      { name: "Late Guest", phone: freshPhone(), proofOfWork },
      full,
    );
    expect(again.status).toBe(428);
    expect(await totals()).toEqual(before);
  });
});
