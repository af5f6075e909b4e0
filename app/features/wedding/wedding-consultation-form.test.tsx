// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_CONSENT } from "~/features/verification";
import { WeddingConsultationForm } from "./wedding-consultation-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: WeddingConsultationForm }]);
  render(<Stub />);
}

const received = vi.fn(
  async () =>
    new Response(
      JSON.stringify({
        outcome: "received",
        submissionId: crypto.randomUUID(),
        toast: { title: "Consultation Request Received", description: "We will call." },
      }),
      { status: 201, headers: { "content-type": "application/json" } },
    ),
);

async function fillAllButPhone() {
  await userEvent.type(await screen.findByLabelText("Full name"), "Meera Nair");
  await userEvent.type(screen.getByLabelText("E-mail"), "meera@example.ae");
}

describe("WeddingConsultationForm's mobile number", () => {
  it("an Indian mobile is asked for and refused in the same words as ever", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderForm();
    await fillAllButPhone();
    const box = screen.getByLabelText("Mobile number") as HTMLInputElement;
    expect(box.placeholder).toBe("98123 45678");
    await userEvent.type(box, "+91 415 555 0100");
    await userEvent.click(screen.getByRole("button", { name: "Request Consultation" }));
    expect(await screen.findByText("Please enter a valid 10-digit Indian mobile number")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("'I have a number outside India' takes a number with its country code and sends it", async () => {
    vi.stubGlobal("fetch", received);
    renderForm();
    await fillAllButPhone();
    await userEvent.type(screen.getByLabelText("Mobile number"), "98123");
    const toggle = screen.getByRole("button", { name: "I have a number outside India" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const box = screen.getByLabelText("Mobile number with country code") as HTMLInputElement;
    // Switched, the box starts empty and takes a whole international number.
    expect(box.value).toBe("");
    await userEvent.type(box, "+1 415");
    await userEvent.click(screen.getByRole("button", { name: "Request Consultation" }));
    expect(
      await screen.findByText("Please enter your number with its country code, for example +44 7911 123456"),
    ).toBeTruthy();
    expect(received).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, "+1 415 555 0100");
    await userEvent.click(screen.getByRole("button", { name: "Request Consultation" }));
    await waitFor(() => expect(received).toHaveBeenCalledTimes(1));
    const [, init] = received.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ phone: "+1 415 555 0100" });
    // The emptied form starts again from an Indian mobile.
    expect(await screen.findByLabelText("Mobile number")).toBeTruthy();
    expect(screen.getByRole("button", { name: "I have a number outside India" })).toBeTruthy();
  });

  it("shows the phone consent notice beside the mobile box, which the box names as its description", async () => {
    vi.stubGlobal("fetch", vi.fn());
    renderForm();
    await fillAllButPhone();
    const box = screen.getByLabelText("Mobile number");
    const described = () => (box.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
    const note = screen.getByText((_, el) => el?.tagName === "P" && el.textContent === PHONE_CONSENT.text);
    expect(note.id).not.toBe("");
    expect(described()).toContain(note.id);
    // The note says how to withdraw and how to complain, and links to both.
    expect(screen.getByRole("link", { name: "My data" }).getAttribute("href")).toBe("/privacy/my-data");
    expect(screen.getByRole("link", { name: "Grievance Officer" }).getAttribute("href")).toBe(
      "/privacy/notice#notice-complain",
    );
    // A refused number adds its message and keeps the notice.
    await userEvent.type(box, "12345");
    await userEvent.click(screen.getByRole("button", { name: "Request Consultation" }));
    await waitFor(() => expect(described()).toContain("enquiry-phone-error"));
    expect(described()).toContain(note.id);
  });
});
