import { act, fireEvent, render, screen } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { expect, vi } from "vitest";
import type { PhoneVerification, PhoneVerificationState } from "~/features/verification";
import { defaultSiteSettings } from "~/lib/site-settings";

/** A page as the app renders it: under the root route, whose loader gives the site settings. */
export function renderUnderRoot(page: () => ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteSettings: defaultSiteSettings }),
      HydrateFallback: () => null,
      Component: page,
    },
  ]);
  return render(createElement(Stub));
}

/**
 * A flow's phone verification standing at its code step, the code sent by WhatsApp with SMS also
 * configured, for a component test of a page that shows the code step: the page is given this in
 * place of usePhoneVerification (vi.mock of "~/features/verification"). `resend` records the channel
 * the visitor chose. The server's delivery poll is answered that WhatsApp failed and SMS is offered,
 * as it is once Meta reports the code "failed".
 */
export function whatsappCodeStep() {
  const now = Date.now();
  const state: PhoneVerificationState<never> = {
    step: "code",
    submissionId: "0b9c6f5e-3d1a-4c8e-9f2b-7a6d5e4c3b2a",
    phone: "+919811122002",
    phoneDisplay: "+91 98111 22002",
    // The resend cooldown is over: the other channel may be chosen now.
    resendAt: now - 1000,
    expiresAt: now + 10 * 60_000,
    sentAt: now - 31_000,
    returned: false,
    codeTtlSeconds: 600,
    maxAttempts: 5,
    attemptsLeft: null,
    sendBlockedUntil: null,
    sending: false,
    verifying: false,
    resending: false,
    checking: false,
    fieldErrors: {},
    codeError: null,
    codeResets: 1,
    channel: "whatsapp",
    channels: ["sms", "whatsapp"],
    result: null,
  };
  const resend = vi.fn(async (_channel?: "sms" | "whatsapp" | "email") => undefined);
  const verification = {
    state,
    start: vi.fn(async () => true),
    resend,
    verify: vi.fn(async () => undefined),
    back: vi.fn(),
    reset: vi.fn(),
    remember: vi.fn(),
    recover: vi.fn(async () => false),
    resume: vi.fn(async () => false),
    rejectFields: vi.fn(),
    clearFieldError: vi.fn(),
  } as unknown as PhoneVerification<never>;
  const deliveries: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/api/v1/sms-deliveries/")) {
      deliveries.push(url);
      return Response.json({ delivery: "failed", smsFallback: true });
    }
    return Response.json({});
  });
  return { verification, resend, fetchStub, deliveries };
}

/**
 * What every code step must do with `whatsappCodeStep()`'s standing, once the page shows it: say the
 * code went on WhatsApp, let the visitor ask for SMS instead at once, and, when the delivery poll
 * answers that WhatsApp failed, show the notice and send by SMS from it.
 */
export async function expectSmsInsteadOfWhatsApp({
  resend,
  deliveries,
}: ReturnType<typeof whatsappCodeStep>) {
  expect(screen.getByText(/We sent a 6-digit code on WhatsApp to/)).toBeTruthy();
  // Before WhatsApp says anything, the visitor may still ask for it by SMS instead.
  fireEvent.click(screen.getByRole("button", { name: "Send code by SMS instead" }));
  expect(resend).toHaveBeenLastCalledWith("sms");

  // The code step asks the server; WhatsApp reported the code failed.
  await act(() => vi.advanceTimersByTimeAsync(5_000));
  expect(deliveries).toHaveLength(1);
  expect(await screen.findByText("WhatsApp has not delivered your code")).toBeTruthy();
  resend.mockClear();
  fireEvent.click(screen.getByRole("button", { name: "Send code by SMS" }));
  expect(resend).toHaveBeenCalledWith("sms");
}
