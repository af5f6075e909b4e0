// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import axe from "axe-core";
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
  vi.unstubAllGlobals();
});

const T = MY_DATA_TEXTS.en;

/** The page's verification at its first step (the number), or at the code step after an e-mailed code. */
function verificationAt(step: "details" | "code") {
  const { verification, fetchStub } = whatsappCodeStep();
  vi.stubGlobal("fetch", fetchStub);
  const state =
    step === "details"
      ? { ...verification.state, step, submissionId: null, phoneDisplay: "" }
      : {
          ...verification.state,
          phone: "+447911123456",
          phoneDisplay: "+447911123456",
          channel: "email" as const,
          channels: ["email" as const],
        };
  stub.verification = { ...verification, state } as PhoneVerification<never>;
  return stub.verification;
}

describe("the privacy page for a number outside India", () => {
  it("offers the number switch and an optional e-mail box, and sends the code by e-mail", async () => {
    const verification = verificationAt("details");
    const { container } = renderUnderRoot(() => (
      <main>
        <MyDataPage lang="en" data={null} />
      </main>
    ));
    const toggle = await screen.findByRole("button", { name: "I have a number outside India" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByLabelText(T.emailLabel)).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.change(screen.getByLabelText(T.abroadPhoneLabel), { target: { value: "+44 7911 123456" } });
    fireEvent.change(screen.getByLabelText(T.emailLabel), { target: { value: "priya@example.co.uk" } });
    expect(screen.getByText(T.emailHint)).toBeTruthy();
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: T.sendCode }));
    expect(verification.start).toHaveBeenCalledWith({
      phone: "+44 7911 123456",
      email: "priya@example.co.uk",
      channel: "email",
    });
  });

  it("sends only the number once switched back to an Indian mobile", async () => {
    const verification = verificationAt("details");
    renderUnderRoot(() => <MyDataPage lang="en" data={null} />);
    fireEvent.click(await screen.findByRole("button", { name: "I have a number outside India" }));
    fireEvent.change(screen.getByLabelText(T.emailLabel), { target: { value: "priya@example.co.uk" } });
    fireEvent.click(screen.getByRole("button", { name: "I have an Indian mobile number" }));
    fireEvent.change(screen.getByLabelText(T.phoneLabel), { target: { value: "98111 22002" } });
    fireEvent.click(screen.getByRole("button", { name: T.sendCode }));
    expect(verification.start).toHaveBeenCalledWith({ phone: "98111 22002" });
  });

  it("never says a code was sent, since the number or address may not be ours", async () => {
    verificationAt("code");
    renderUnderRoot(() => <MyDataPage lang="en" data={null} />);
    await screen.findByRole("heading", { name: T.codeTitle });
    expect(screen.getByText(T.codeByEmail)).toBeTruthy();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
  });
});
