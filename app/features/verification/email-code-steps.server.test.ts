import { describe, expect, it } from "vitest";
import { emailCodeSent, sendRefusal } from "./email-code-steps.server";

const settings = { resendCooldownSeconds: 60, codeTtlSeconds: 600, maxAttempts: 5 };

describe("the e-mailed code's answers", () => {
  it("count the resend wait and the code's life from now, never below zero, with the address as the phone", () => {
    const now = new Date("2030-01-05T10:00:00Z");
    const sentAt = new Date("2030-01-05T09:59:30.200Z");
    const expiresAt = new Date("2030-01-05T10:09:30Z");
    expect(emailCodeSent("s1", "asha@example.test", sentAt, expiresAt, now, { settings })).toEqual({
      submissionId: "s1",
      phone: "asha@example.test",
      phoneDisplay: "asha@example.test",
      // When it was sent, so a reopened form can say "we sent a code … at 14:02".
      sentAt: sentAt.toISOString(),
      resendAvailableInSeconds: 31,
      expiresInSeconds: 570,
      codeTtlSeconds: 600,
      maxAttempts: 5,
    });
    const later = new Date("2030-01-05T11:00:00Z");
    const old = emailCodeSent("s1", "a@example.test", sentAt, expiresAt, later, { settings });
    expect([old.resendAvailableInSeconds, old.expiresInSeconds]).toEqual([0, 0]);
  });

  it("tell a failed mail (502) from a cap (429 with Retry-After and the cap's reason)", async () => {
    const failure = { title: "Could Not Send", description: "Try again." };
    const failed = sendRefusal({ outcome: "send_failed" }, failure);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: { ...failure, outcome: "provider_failed" } });

    const capped = sendRefusal(
      { outcome: "rate_limited", reason: "email_hourly", retryAfterSeconds: 90.2 },
      failure,
    );
    expect(capped.status).toBe(429);
    expect(capped.headers.get("Retry-After")).toBe("91");
    expect(await capped.json()).toMatchObject({
      error: { outcome: "rate_limited", reason: "email_hourly", retryAfterSeconds: 91 },
    });
  });
});
