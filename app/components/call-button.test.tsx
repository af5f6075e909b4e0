// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { PhoneCallIcon } from "lucide-react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import { CallButton } from "./call-button";

afterEach(cleanup);

const settings: SiteSettings = {
  ...defaultSiteSettings,
  phoneE164: "+911111111111",
  phoneDisplay: "+91 11111 11111",
};

function renderWithRoot(ui: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteSettings: settings }),
      HydrateFallback: () => null,
      Component: () => ui,
    },
  ]);
  render(<Stub />);
}

describe("CallButton", () => {
  it("dials the line from the root's site settings and shows its number by default", async () => {
    renderWithRoot(<CallButton data-testid="call" />);
    const link = await screen.findByTestId("call");
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("tel:+911111111111");
    expect(link.textContent).toBe("+91 11111 11111");
  });

  it("takes its words, or a function of the number, and another line and icon", async () => {
    renderWithRoot(
      <>
        <CallButton>Call Us Now</CallButton>
        <CallButton line="wedding">{(number) => `Call ${number}`}</CallButton>
        <CallButton line="emergency" icon={PhoneCallIcon} variant="destructive" />
      </>,
    );
    expect((await screen.findByRole("link", { name: "Call Us Now" })).getAttribute("href")).toBe(
      "tel:+911111111111",
    );
    const wedding = screen.getByRole("link", { name: `Call ${settings.weddingPhoneDisplay}` });
    expect(wedding.getAttribute("href")).toBe(`tel:${settings.weddingPhoneE164}`);
    const emergency = screen.getByRole("link", { name: settings.emergencyPhoneDisplay });
    expect(emergency.getAttribute("href")).toBe(`tel:${settings.emergencyPhoneE164}`);
    expect(emergency.className).toContain("bg-danger-600");
    expect(emergency.querySelector("svg")?.getAttribute("class")).toContain("lucide-phone-call");
  });
});
