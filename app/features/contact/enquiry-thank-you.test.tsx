// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultSiteSettings } from "~/lib/site-settings";
import { EnquiryThankYou } from "./enquiry-thank-you";

afterEach(cleanup);

describe("EnquiryThankYou", () => {
  it("thanks the visitor, promises contact within 2 hours and offers the two actions", async () => {
    const onSubmitAnother = vi.fn();
    const Stub = createRoutesStub([
      { id: "root", path: "/", Component: () => <EnquiryThankYou onSubmitAnother={onSubmitAnother} /> },
    ]);
    render(<Stub />);
    const heading = await screen.findByRole("heading", { name: "Thank You!" });
    // Focus moves to the outcome so a screen reader announces it.
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/within 2 hours/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Us Now" }).getAttribute("href")).toBe(
      `tel:${defaultSiteSettings.phoneE164}`,
    );
    await userEvent.click(screen.getByRole("button", { name: "Submit Another Inquiry" }));
    expect(onSubmitAnother).toHaveBeenCalledTimes(1);
  });
});
