// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_CONSENT, type PhoneVerification } from "~/features/verification";
import { money } from "~/lib/money";
import {
  renderUnderRoot,
  whatsappCodeStep,
  expectSmsInsteadOfWhatsApp,
} from "../../../tests/helpers/whatsapp-code-step";
import { ActivityBookingDialog } from "./activity-booking-dialog";
import type { Activity } from "./activity-types";

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

const ACTIVITY: Activity = {
  productCode: "LV-KE-001",
  title: "Maasai Mara hot-air balloon",
  description: "Sunrise over the Mara.",
  imageUrl: "/images/balloon.jpg",
  price: money(4_500_000, "INR"),
  rating: 4.9,
  reviewCount: 212,
  duration: "3 hours",
  location: "Maasai Mara, Kenya",
  category: "Adventure",
  source: "catalogue",
  slug: null,
  durationHours: 3,
};

describe("the activity booking's code step", () => {
  it("offers the code by SMS, and at once with the notice when WhatsApp did not deliver it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const step = whatsappCodeStep();
    const { verification, fetchStub } = step;
    stub.verification = verification;
    vi.stubGlobal("fetch", fetchStub);
    renderUnderRoot(() => (
      <ActivityBookingDialog activity={ACTIVITY} rates={[]} open onOpenChange={() => undefined} />
    ));
    expect(await screen.findByRole("heading", { name: "Enter your code" })).toBeTruthy();
    await expectSmsInsteadOfWhatsApp(step);
  });
});

describe("the activity booking's mobile box", () => {
  it("has the phone consent notice beside it, named as the box's description with its hint", async () => {
    const { verification } = whatsappCodeStep();
    stub.verification = {
      ...verification,
      state: { ...verification.state, step: "details" },
    } as PhoneVerification<never>;
    renderUnderRoot(() => (
      <ActivityBookingDialog activity={ACTIVITY} rates={[]} open onOpenChange={() => undefined} />
    ));
    const box = await screen.findByLabelText("Mobile (optional)");
    const note = screen.getByText((_, el) => el?.tagName === "P" && el.textContent === PHONE_CONSENT.text);
    const described = (box.getAttribute("aria-describedby") ?? "").split(" ");
    expect(note.id).not.toBe("");
    expect(described).toContain(note.id);
    expect(described).toContain(`${box.id}-hint`);
  });
});
