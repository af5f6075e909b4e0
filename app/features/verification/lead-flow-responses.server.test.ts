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
import { readProof } from "./verification-proof.server";

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
      resendAvailableInSeconds: 18,
      expiresInSeconds: 588,
      codeTtlSeconds: 600,
      maxAttempts: 5,
      resumed: true,
      toast,
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
        { outcome: "provider_failed", phone: "+919812345678", provider: "test", error: "down" },
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
    const withSkipped = skippedResponse({ texts: { verified, skipped }, toResult }, submission, 201);
    expect(withSkipped.status).toBe(201);
    expect(await withSkipped.json()).toEqual({
      outcome: "verified",
      submissionId: "s1",
      result: { plan: "Maldives" },
      toast: skipped,
    });
    const without = skippedResponse({ texts: { verified }, toResult }, submission, 200);
    expect(without.status).toBe(200);
    expect(await without.json()).toMatchObject({ toast: verified });
  });

  it("a code's win sets this purpose's signed proof for the verified phone", async () => {
    const response = verifiedResponse({ purpose: "callback", texts: { verified }, toResult }, submission);
    expect(await response.json()).toEqual({ result: { plan: "Maldives" }, toast: verified });
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    const request = new Request("http://127.0.0.1:3000/", { headers: { cookie } });
    expect(readProof(request, "callback")).toMatchObject({ phone: "+919812345678" });
    expect(readProof(request, "quiz")).toBeNull();
  });
});
