// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, it, vi } from "vitest";
import type { PhoneVerification } from "~/features/verification";
import {
  renderUnderRoot,
  whatsappCodeStep,
  expectSmsInsteadOfWhatsApp,
} from "../../../tests/helpers/whatsapp-code-step";
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
    const step = whatsappCodeStep();
    const { verification, fetchStub } = step;
    stub.verification = verification;
    vi.stubGlobal("fetch", fetchStub);
    renderUnderRoot(() => <MyDataPage lang="en" data={null} />);
    await screen.findByRole("heading", { name: MY_DATA_TEXTS.en.codeTitle });
    await expectSmsInsteadOfWhatsApp(step);
  });
});
