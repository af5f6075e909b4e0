// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PhoneVerification } from "~/features/verification";
import { money } from "~/lib/money";
import {
  renderUnderRoot,
  whatsappCodeStep,
  expectSmsInsteadOfWhatsApp,
} from "../../../../tests/helpers/whatsapp-code-step";
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
    const step = whatsappCodeStep();
    const { verification, fetchStub } = step;
    stub.verification = verification;
    vi.stubGlobal("fetch", fetchStub);
    renderUnderRoot(() => <ProposalPage view={VIEW} token="tok" pdfUrl="/p/tok.pdf" />);
    expect(await screen.findByRole("heading", { name: "Accept Option A: luxury" })).toBeTruthy();
    await expectSmsInsteadOfWhatsApp(step);
  });
});

describe("the agent on the proposal", () => {
  it("shows the agent's photo with their name when they set one, and their initials otherwise", async () => {
    const photo = "https://images.example.com/aditi.jpg";
    const step = whatsappCodeStep();
    stub.verification = step.verification;
    vi.stubGlobal("fetch", step.fetchStub);
    renderUnderRoot(() => (
      <ProposalPage view={{ ...VIEW, agent: { ...VIEW.agent, photo } }} token="tok" pdfUrl="/p/tok.pdf" />
    ));
    const img = await screen.findByRole<HTMLImageElement>("img", { name: "Aditi Sharma" });
    expect(img.getAttribute("src")).toBe(photo);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["48", "48"]);
    cleanup();
    renderUnderRoot(() => <ProposalPage view={VIEW} token="tok" pdfUrl="/p/tok.pdf" />);
    expect(await screen.findByText("AS")).toBeTruthy();
    expect(screen.queryByRole("img", { name: "Aditi Sharma" })).toBeNull();
  });
});
