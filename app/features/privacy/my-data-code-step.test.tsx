// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PhoneVerification } from "~/features/verification";
import { renderUnderRoot, whatsappCodeStep } from "../../../tests/helpers/whatsapp-code-step";
import { MyDataPage } from "./my-data-page";
import { MY_DATA_TEXTS } from "./my-data-texts";

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

describe("the privacy page's code step", () => {
  it("offers the code by SMS, and at once with the notice when WhatsApp did not deliver it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { verification, resend, fetchStub, deliveries } = whatsappCodeStep();
    stub.verification = verification;
    vi.stubGlobal("fetch", fetchStub);
    renderUnderRoot(() => <MyDataPage lang="en" data={null} />);
    await screen.findByRole("heading", { name: MY_DATA_TEXTS.en.codeTitle });
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
  });
});
