// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestPaymentDialog } from "./payment-dialogs";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEAD = "5b0e7c1e-2f4a-4d7e-9a51-0c8f3e6d2b10";

function show(onClose = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: "/vox/contacts",
      Component: () => (
        <RequestPaymentDialog
          on={{ leads: [{ id: LEAD, label: "Kenya in March" }], contactName: "Meera Iyer" }}
          onClose={onClose}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/vox/contacts"]} />);
  return onClose;
}

describe("requesting a payment from the contact page", () => {
  it("checks the amount with the server's own sentence before sending anything", async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchMock);
    const onClose = show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("What it is for"), "Deposit — Kenya in March");
    await user.type(screen.getByLabelText("Amount (₹)"), "lots");
    await user.click(screen.getByRole("button", { name: "Request payment" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Enter the amount in rupees, such as 25000 or 25,000.50 (up to ₹10 crore).",
    );
    expect(screen.getByLabelText("Amount (₹)").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    // Typing again clears the sentence.
    await user.clear(screen.getByLabelText("Amount (₹)"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the values as typed, and keeps them with the server's sentence under its field when refused", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        {
          error: {
            title: "Invalid request",
            description: "That lead is closed as lost.",
            field: "leadId",
          },
        },
        { status: 409 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onClose = show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("What it is for"), "Deposit");
    await user.type(screen.getByLabelText("Amount (₹)"), "25,000");
    await user.click(screen.getByRole("button", { name: "Request payment" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/console/payments");
    expect(JSON.parse(String(init!.body))).toEqual({
      leadId: LEAD,
      label: "Deposit",
      amount: "25,000",
      dueOn: null,
    });
    // One lead: no lead field to show it under, so it shows at the foot and nothing typed is lost.
    expect((await screen.findByRole("alert")).textContent).toBe("That lead is closed as lost.");
    expect(screen.getByLabelText<HTMLInputElement>("Amount (₹)").value).toBe("25,000");
    expect(onClose).not.toHaveBeenCalled();
  });
});
