// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CodeSent, PowChallenge } from "./lead-flow-types";
import { checkPowSolution, createPowChallenge } from "./proof-of-work.server";
import { VERIFICATION_CACHE_KEY } from "./verification-cache";
import { usePhoneVerification, type PhoneVerificationTexts } from "./use-phone-verification";

const toasts = vi.hoisted(() => ({ errors: [] as string[][], successes: [] as string[][], dismissed: 0 }));
vi.mock("~/components/ui/toast", () => ({
  showErrorToast: (title: string, description: string) => toasts.errors.push([title, description]),
  showSuccessToast: (title: string, description: string) => toasts.successes.push([title, description]),
  dismissErrorToasts: () => {
    toasts.dismissed += 1;
  },
}));

const TEXTS: PhoneVerificationTexts = {
  sendFailed: { title: "Error", description: "Failed to send OTP. Please try again." },
  resendFailed: { title: "Error", description: "Failed to resend OTP. Please try again." },
  verifyFailed: { title: "Error", description: "Failed to verify OTP. Please try again." },
  wrongCode: { title: "Invalid OTP", description: "Please enter the correct OTP or request a new one." },
  incompleteCode: {
    title: "Invalid OTP",
    description: "Please enter the complete 6-digit verification code",
  },
  invalidSession: { title: "Error", description: "Invalid session. Please restart the quiz." },
  verified: {
    title: "Verification Successful!",
    description: "Your personalized recommendations are ready!",
  },
};

const SENT: CodeSent = {
  submissionId: "7d1b8a52-7d0c-4a52-9a4e-3a8f4b6a1c01",
  phone: "+919812345678",
  phoneDisplay: "+91 98123 45678",
  sentAt: new Date().toISOString(),
  resendAvailableInSeconds: 30,
  expiresInSeconds: 300,
  codeTtlSeconds: 300,
  maxAttempts: 5,
  resumed: false,
  toast: { title: "OTP Sent!", description: "Verification code sent to +91 98123 45678" },
};

type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | "network-error";
let replies: Reply[] = [];
const requests: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  replies = [];
  requests.length = 0;
  toasts.errors.length = 0;
  toasts.successes.length = 0;
  toasts.dismissed = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)) });
    const reply = replies.shift();
    if (!reply || reply === "network-error") throw new TypeError("Failed to fetch");
    const body = reply.body === undefined ? "<html>Bad gateway</html>" : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status,
      headers: { "content-type": "application/json", ...reply.headers },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const render = () => renderHook(() => usePhoneVerification<{ ok: true }>({ purpose: "quiz", texts: TEXTS }));

async function toCodeStep(hook: ReturnType<typeof render>) {
  replies.push({ status: 201, body: SENT });
  await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }));
}

describe("usePhoneVerification", () => {
  it("sends, shows the code step with the server's lifetime and resend wait, then verifies", async () => {
    const hook = render();
    const before = Date.now();
    await toCodeStep(hook);
    const s = hook.result.current.state;
    expect(s).toMatchObject({
      step: "code",
      submissionId: SENT.submissionId,
      phoneDisplay: "+91 98123 45678",
      codeTtlSeconds: 300,
      maxAttempts: 5,
    });
    expect(s.resendAt! - before).toBeGreaterThanOrEqual(30_000);
    expect(toasts.successes).toEqual([["OTP Sent!", "Verification code sent to +91 98123 45678"]]);
    expect(requests[0]).toEqual({
      url: "/api/v1/quiz/submissions",
      // The browser names this form fill, so a retried send makes no second submission.
      body: { name: "Priya", phone: "+919812345678", submissionId: expect.stringMatching(UUID) },
    });

    replies.push({ status: 200, body: { result: { ok: true }, toast: TEXTS.verified } });
    await act(() => hook.result.current.verify("123456"));
    expect(hook.result.current.state).toMatchObject({ step: "done", result: { ok: true } });
    expect(requests[1]).toEqual({
      url: `/api/v1/quiz/submissions/${SENT.submissionId}/verify`,
      body: { code: "123456" },
    });
  });

  it("a wrong code keeps the step, says why with the tries left, and a right one then clears the stale error toasts", async () => {
    const hook = render();
    await toCodeStep(hook);
    replies.push({
      status: 400,
      body: { error: { ...TEXTS.wrongCode, outcome: "wrong_code", field: "code", attemptsLeft: 3 } },
    });
    await act(() => hook.result.current.verify("111111"));
    expect(hook.result.current.state).toMatchObject({
      step: "code",
      codeError: TEXTS.wrongCode.description,
      attemptsLeft: 3,
      verifying: false,
    });
    expect(toasts.errors).toEqual([[TEXTS.wrongCode.title, TEXTS.wrongCode.description]]);
    const dismissedBefore = toasts.dismissed;
    replies.push({ status: 200, body: { result: { ok: true } } });
    await act(() => hook.result.current.verify("123456"));
    expect(toasts.dismissed).toBe(dismissedBefore + 1);
    expect(toasts.successes.at(-1)).toEqual([TEXTS.verified.title, TEXTS.verified.description]);
  });

  it("an expired code says so and makes Resend available at once", async () => {
    const hook = render();
    await toCodeStep(hook);
    replies.push({ status: 400, body: { error: { ...TEXTS.wrongCode, outcome: "expired", field: "code" } } });
    await act(() => hook.result.current.verify("111111"));
    expect(hook.result.current.state.resendAt!).toBeLessThanOrEqual(Date.now());
    expect(hook.result.current.state.expiresAt!).toBeLessThanOrEqual(Date.now());
  });

  it("too many tries: 429 with its wait before a new code", async () => {
    const hook = render();
    await toCodeStep(hook);
    replies.push({
      status: 429,
      headers: { "retry-after": "20" },
      body: {
        error: {
          title: "Too Many Attempts",
          description:
            "This code was entered incorrectly too many times. You can request a new code in 20 seconds.",
          outcome: "too_many_attempts",
          retryAfterSeconds: 20,
        },
      },
    });
    const before = Date.now();
    await act(() => hook.result.current.verify("111111"));
    expect(hook.result.current.state.attemptsLeft).toBe(0);
    expect(hook.result.current.state.resendAt! - before).toBeGreaterThanOrEqual(19_000);
    expect(toasts.errors.at(-1)![0]).toBe("Too Many Attempts");
  });

  it("a refused send (429) blocks sending for the wait, even when a proxy lost the body (Retry-After only)", async () => {
    const hook = render();
    replies.push({ status: 429, headers: { "retry-after": "42" } });
    const before = Date.now();
    await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }));
    expect(hook.result.current.state.step).toBe("details");
    expect(hook.result.current.state.sendBlockedUntil! - before).toBeGreaterThanOrEqual(41_000);
    expect(toasts.errors).toEqual([["Please Wait", "A new code can be sent in 42 seconds."]]);
  });

  it("a field the server refuses is marked beside the field and toasted", async () => {
    const hook = render();
    replies.push({
      status: 400,
      body: {
        error: {
          title: "Invalid Mobile Number",
          description: "Please enter a valid 10-digit Indian mobile number",
          field: "phone",
        },
      },
    });
    await act(() => hook.result.current.start({ name: "Priya", phone: "5812345678" }));
    expect(hook.result.current.state.fieldErrors).toEqual({
      phone: "Please enter a valid 10-digit Indian mobile number",
    });
    expect(toasts.errors).toEqual([
      ["Invalid Mobile Number", "Please enter a valid 10-digit Indian mobile number"],
    ]);
    act(() => hook.result.current.clearFieldError("phone"));
    expect(hook.result.current.state.fieldErrors).toEqual({});
  });

  it("a network failure shows the flow's own fallback text and keeps the step", async () => {
    const hook = render();
    replies.push("network-error");
    await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }));
    expect(toasts.errors).toEqual([["Error", "Failed to send OTP. Please try again."]]);
    expect(hook.result.current.state).toMatchObject({ step: "details", sending: false });
    await toCodeStep(hook);
    replies.push("network-error");
    await act(() => hook.result.current.verify("123456"));
    expect(toasts.errors.at(-1)).toEqual(["Error", "Failed to verify OTP. Please try again."]);
    expect(hook.result.current.state).toMatchObject({ step: "code", verifying: false });
  });

  it("Back then Send again hands the server the pending submission, so it can return to the live code", async () => {
    const hook = render();
    await toCodeStep(hook);
    act(() => hook.result.current.back());
    expect(hook.result.current.state.step).toBe("details");
    replies.push({ status: 200, body: { ...SENT, resumed: true, resendAvailableInSeconds: 12 } });
    await act(() => hook.result.current.start({ name: "Priya S", phone: "+919812345678" }));
    expect(requests.at(-1)!.body).toEqual({
      name: "Priya S",
      phone: "+919812345678",
      submissionId: SENT.submissionId,
    });
    expect(hook.result.current.state.step).toBe("code");
  });

  it("an incomplete code is refused without a request", async () => {
    const hook = render();
    await toCodeStep(hook);
    await act(() => hook.result.current.verify("12"));
    expect(requests).toHaveLength(1);
    expect(toasts.errors).toEqual([[TEXTS.incompleteCode.title, TEXTS.incompleteCode.description]]);
  });

  it("no code could be sent (the budget, not the visitor): the details are kept and the step says so", async () => {
    const hook = render();
    replies.push({
      status: 202,
      body: {
        outcome: "kept_unverified",
        submissionId: SENT.submissionId,
        toast: { title: "We Have Your Details", description: "…" },
      },
    });
    expect(await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }))).toBe(false);
    expect(hook.result.current.state).toMatchObject({
      step: "kept",
      submissionId: SENT.submissionId,
      sending: false,
    });
    expect(toasts.successes.at(-1)).toEqual(["We Have Your Details", "…"]);
  });

  describe("past half the SMS budget the server asks for a proof of work", () => {
    const KEY = "k".repeat(40);
    const asked = async () => ({
      status: 428,
      body: {
        error: {
          title: "Security Check",
          description: "Your browser needs to complete a quick security check before we send a code.",
          outcome: "proof_required",
          challenge: await createPowChallenge(KEY, new Date(), { cost: 1, minCounter: 1, maxCounter: 30 }),
        },
      },
    });

    it('is solved unseen and the same send made again once, with the proof; the visitor saw only "Checking…"', async () => {
      const hook = render();
      replies.push(await asked(), { status: 201, body: SENT });
      // The second request is held until the test has seen what the visitor sees meanwhile.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const stubbed = fetch;
      vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
        if (requests.length === 1) await held;
        return stubbed(url, init);
      });
      let started!: Promise<boolean>;
      act(() => {
        started = hook.result.current.start({ name: "Priya", phone: "+919812345678" });
      });
      await waitFor(() => expect(hook.result.current.state).toMatchObject({ sending: true, checking: true }));
      release();
      await waitFor(() => expect(hook.result.current.state.step).toBe("code"));
      expect(await started).toBe(true);
      expect(hook.result.current.state).toMatchObject({ step: "code", sending: false, checking: false });
      expect(requests).toHaveLength(2);
      const [first, again] = requests;
      expect(first!.body.proofOfWork).toBeUndefined();
      expect(again!.body).toMatchObject({ name: "Priya", submissionId: first!.body.submissionId });
      // The server's own check accepts what the browser solved.
      expect(await checkPowSolution(again!.body.proofOfWork, KEY, new Date())).not.toBeNull();
      expect(toasts.errors).toEqual([]);
    });

    it("a resend is asked the same way", async () => {
      const hook = render();
      await toCodeStep(hook);
      act(() => hook.result.current.back());
      replies.push(await asked(), {
        status: 200,
        body: { ...SENT, toast: { title: "OTP Resent", description: "…" } },
      });
      await act(() => hook.result.current.resend());
      expect(requests).toHaveLength(3);
      expect(requests[2]!.body.proofOfWork).toMatchObject({ solution: { counter: expect.any(Number) } });
      expect(toasts.successes.at(-1)).toEqual(["OTP Resent", "…"]);
    });

    it("asked again after solving, it does not loop: the server's words are shown", async () => {
      const hook = render();
      replies.push(await asked(), await asked());
      expect(await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }))).toBe(
        false,
      );
      expect(requests).toHaveLength(2);
      expect(hook.result.current.state).toMatchObject({ step: "details", sending: false, checking: false });
      expect(toasts.errors).toEqual([
        ["Security Check", "Your browser needs to complete a quick security check before we send a code."],
      ]);
    });

    it("a challenge it cannot solve is not sent back: the first answer stands", async () => {
      const hook = render();
      const reply = await asked();
      const challenge = reply.body.error.challenge as PowChallenge;
      reply.body.error.challenge = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: "zz" } };
      replies.push(reply);
      await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }));
      expect(requests).toHaveLength(1);
      expect(toasts.errors.at(-1)?.[0]).toBe("Security Check");
    });
  });

  it("a send retried after a lost answer names the same submission; a reset starts a new one", async () => {
    const hook = render();
    replies.push("network-error");
    await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }));
    await toCodeStep(hook);
    const [lost, retried] = requests;
    expect(retried!.body.submissionId).toBe(lost!.body.submissionId);
    act(() => hook.result.current.reset());
    replies.push({ status: 201, body: { ...SENT, submissionId: crypto.randomUUID() } });
    await act(() => hook.result.current.start({ name: "Priya", phone: "+919812345678" }));
    expect(requests[2]!.body.submissionId).toMatch(UUID);
    expect(requests[2]!.body.submissionId).not.toBe(lost!.body.submissionId);
  });

  it("no code needed (the server's proof covers this phone): straight to done, with the flow's result", async () => {
    const onVerified = vi.fn();
    const hook = renderHook(() =>
      usePhoneVerification<{ ok: true }>({ purpose: "callback", texts: TEXTS, onVerified }),
    );
    replies.push({
      status: 201,
      body: {
        outcome: "verified",
        submissionId: SENT.submissionId,
        result: { ok: true },
        toast: { title: "Welcome Back!", description: "No code needed." },
      },
    });
    expect(await act(() => hook.result.current.start({ name: "Priya", phone: "98123 45678" }))).toBe(false);
    expect(hook.result.current.state).toMatchObject({
      step: "done",
      submissionId: SENT.submissionId,
      result: { ok: true },
      sending: false,
    });
    expect(onVerified).toHaveBeenCalledWith({ ok: true });
    expect(toasts.successes).toEqual([["Welcome Back!", "No code needed."]]);
    expect(window.localStorage.getItem(VERIFICATION_CACHE_KEY)).toMatch(/callback:\+919812345678/);
  });
});
