import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTests } from "~/server/config.server";
import { useTestConfig } from "../../../tests/helpers/verification";
import type { FlowSubmission } from "./lead-flow-definition.server";
import type { PowChallenge } from "./lead-flow-types";
import {
  codeSentBody,
  sendFailureResponse,
  skippedResponse,
  verifiedResponse,
} from "./lead-flow-responses.server";
import { createProofCookie, readProof } from "./verification-proof.server";

beforeAll(() => useTestConfig());
afterAll(() => setConfigForTests(undefined));

const settings = { resendCooldownSeconds: 30, codeTtlSeconds: 600, maxAttempts: 5 };
const toast = { title: "OTP Sent!", description: "Sent" };

describe("codeSentBody", () => {
  it("counts Resend's wait and the code's life from now, with the configured cooldown", () => {
    const sentAt = new Date("2026-11-27T10:00:00Z");
    const now = new Date("2026-11-27T10:00:12.5Z");
    const body = codeSentBody(
      {
        submissionId: "s1",
        phone: "+919812345678",
        sentAt,
        expiresAt: new Date(sentAt.getTime() + 600_000),
      },
      now,
      true,
      toast,
      { settings },
    );
    expect(body).toEqual({
      submissionId: "s1",
      phone: "+919812345678",
      phoneDisplay: "+91 98123 45678",
      sentAt: "2026-11-27T10:00:00.000Z",
      resendAvailableInSeconds: 18,
      expiresInSeconds: 588,
      codeTtlSeconds: 600,
      maxAttempts: 5,
      resumed: true,
      toast,
      channel: "sms",
      channels: ["sms"],
    });
  });

  it("never counts below zero once the wait or the code has run out", () => {
    const sentAt = new Date("2026-11-27T10:00:00Z");
    const body = codeSentBody(
      { submissionId: "s1", phone: "+919812345678", sentAt, expiresAt: new Date(sentAt.getTime() + 60_000) },
      new Date(sentAt.getTime() + 120_000),
      true,
      toast,
      { settings },
    );
    expect(body).toMatchObject({ resendAvailableInSeconds: 0, expiresInSeconds: 0 });
  });
});

describe("sendFailureResponse", () => {
  const texts = { invalidPhone: { title: "Invalid Mobile Number", description: "Ten digits, please" } };
  const failure = { title: "Request Failed", description: "Please try again." };
  const answer = async (response: Response) => ({
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: (await response.json()) as { error: Record<string, unknown> },
  });

  it("a cap: 429 with the wait, and no submission named (a refused start stored nothing)", async () => {
    const { status, retryAfter, body } = await answer(
      sendFailureResponse(
        { outcome: "rate_limited", reason: "phone_hourly", retryAfterSeconds: 90 },
        texts,
        failure,
        "s1",
      ),
    );
    expect({ status, retryAfter }).toEqual({ status: 429, retryAfter: "90" });
    expect(body.error).toMatchObject({
      outcome: "rate_limited",
      reason: "phone_hourly",
      retryAfterSeconds: 90,
    });
    expect(body.error.submissionId).toBeUndefined();
  });

  it("the provider refused: 502 in the step's words, naming the kept submission", async () => {
    const { status, body } = await answer(
      sendFailureResponse(
        {
          outcome: "provider_failed",
          phone: "+919812345678",
          provider: "test",
          channel: "sms",
          error: "down",
        },
        texts,
        failure,
        "s1",
      ),
    );
    expect(status).toBe(502);
    expect(body.error).toEqual({ ...failure, outcome: "provider_failed", submissionId: "s1" });
  });

  it("past the budget's threshold: 428 with the challenge to solve", async () => {
    const challenge = { parameters: { algorithm: "SHA-256" }, signature: "sig" } as unknown as PowChallenge;
    const { status, body } = await answer(
      sendFailureResponse({ outcome: "proof_required", challenge }, texts, failure, "s1"),
    );
    expect(status).toBe(428);
    expect(body.error).toMatchObject({ outcome: "proof_required", challenge });
  });

  it("a number that is not an Indian mobile: 400 on the phone field in the flow's words", async () => {
    const { status, body } = await answer(
      sendFailureResponse({ outcome: "invalid_phone" }, texts, failure, "s1"),
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({ ...texts.invalidPhone, field: "phone" });
  });
});

describe("the verified answers", () => {
  const submission: FlowSubmission<{ plan: string }> = {
    id: "s1",
    name: "Asha",
    phone: "+919812345678",
    email: null,
    data: { plan: "Maldives" },
    verifiedAt: new Date(),
    promoCode: null,
    leadId: "l1",
    createdAt: new Date(),
  };
  const verified = { title: "Verified!", description: "We'll call you." };
  const toResult = (s: FlowSubmission<{ plan: string }>) => ({ plan: s.data.plan });

  it("a start with no code uses the flow's 'skipped' toast, or its 'verified' one when it has none", async () => {
    const skipped = { title: "Welcome Back!", description: "No code needed." };
    const bare = new Request("http://127.0.0.1:3000/");
    const flow = { purpose: "callback" as const, texts: { verified, skipped }, toResult };
    const withSkipped = skippedResponse(flow, bare, submission, 201);
    expect(withSkipped.status).toBe(201);
    expect(await withSkipped.json()).toEqual({
      outcome: "verified",
      submissionId: "s1",
      result: { plan: "Maldives" },
      toast: skipped,
    });
    const without = skippedResponse({ ...flow, texts: { verified } }, bare, submission, 200);
    expect(without.status).toBe(200);
    expect(await without.json()).toMatchObject({ toast: verified });
  });

  it("a code's win sets this purpose's signed proof for the verified phone", async () => {
    const now = Date.parse("2026-11-27T08:30:00Z");
    const response = verifiedResponse(
      { purpose: "callback", texts: { verified }, toResult },
      submission,
      now,
    );
    // The browser learns of the new proof from the answer itself: what it covers and until when.
    expect(await response.json()).toEqual({
      result: { plan: "Maldives" },
      toast: verified,
      proof: {
        purpose: "callback",
        unlocks: ["skip_code"],
        phoneEnding: "5678",
        expiresAt: "2026-11-28T08:30:00.000Z",
      },
    });
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const request = new Request("http://127.0.0.1:3000/", { headers: { cookie } });
    expect(readProof(request, "callback", now)).toMatchObject({ phone: "+919812345678" });
    expect(readProof(request, "quiz", now)).toBeNull();
  });

  it("a start skipped by the browser's proof names that proof, so the page's other forms learn of it", async () => {
    const now = Date.now();
    const cookie = createProofCookie("booking", "+919812345678", now).split(";")[0]!;
    const request = new Request("http://127.0.0.1:3000/", { headers: { cookie } });
    const flow = { purpose: "booking" as const, texts: { verified }, toResult };
    const body = (await skippedResponse(flow, request, submission, 201).json()) as { proof: unknown };
    expect(body.proof).toEqual({
      purpose: "booking",
      unlocks: ["skip_code", "daily_plans"],
      phoneEnding: "5678",
      expiresAt: new Date((Math.floor(now / 1000) + 24 * 60 * 60) * 1000).toISOString(),
    });
  });
});
