// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PhoneVerification } from "~/features/verification";
import { money } from "~/lib/money";
import { renderUnderRoot, whatsappCodeStep } from "../../../../tests/helpers/whatsapp-code-step";
import { ProposalPage } from "./proposal-page";
import type { ProposalView } from "./proposal-view";

const stub = vi.hoisted(() => ({ verification: null as PhoneVerification<never> | null }));
vi.mock("~/features/verification", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  usePhoneVerification: () => stub.verification,
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const inr = (rupees: number) => money(rupees * 100, "INR");

const VIEW: ProposalView = {
  quoteNumber: "Q-2026-0042",
  version: 1,
  state: { kind: "open" },
  title: "Bali honeymoon",
  destination: "Bali, Indonesia",
  startDate: "2027-02-10",
  endDate: "2027-02-12",
  departureCity: null,
  travellers: "2 adults · 1 room",
  intro: "",
  days: [],
  sharedServices: [],
  sharedStays: [],
  options: [
    {
      id: "a",
      name: "Option A: luxury",
      services: [],
      stays: [],
      price: {
        packageValue: inr(250000),
        serviceFee: null,
        gst: inr(12500),
        gstLabel: "GST 5% on the package value",
        tcs: null,
        tcsLabel: null,
        total: inr(262500),
      },
      extras: [],
      schedule: [],
    },
  ],
  inclusions: [],
  exclusions: [],
  cancellation: "",
  notes: "",
  validUntil: "2026-12-15",
  agent: { name: "Aditi Sharma", initials: "AS" },
  phoneMasked: "+91 ••••• •2002",
};

describe("the proposal's acceptance code step", () => {
  it("offers the code by SMS, and at once with the notice when WhatsApp did not deliver it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { verification, resend, fetchStub, deliveries } = whatsappCodeStep();
    stub.verification = verification;
    vi.stubGlobal("fetch", fetchStub);
    renderUnderRoot(() => <ProposalPage view={VIEW} token="tok" pdfUrl="/p/tok.pdf" />);
    expect(await screen.findByRole("heading", { name: "Accept Option A: luxury" })).toBeTruthy();
    expect(screen.getByText(/We sent a 6-digit code on WhatsApp to/)).toBeTruthy();
    // Before WhatsApp says anything, the traveller may still ask for it by SMS instead.
    fireEvent.click(screen.getByRole("button", { name: "Send code by SMS instead" }));
    expect(resend).toHaveBeenLastCalledWith("sms");

    // The code step asks the server; WhatsApp reported the code failed.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(deliveries).toHaveLength(1);
    expect(await screen.findByText("WhatsApp has not delivered your code")).toBeTruthy();
    resend.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Send code by SMS" }));
    expect(resend).toHaveBeenCalledWith("sms");
  });
});
