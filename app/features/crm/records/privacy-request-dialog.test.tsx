// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrivacyRequestDialog } from "./privacy-request-dialog";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(onClose = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: "/vox/contacts",
      Component: () => <PrivacyRequestDialog contact={{ id: "c1", name: "Meera Iyer" }} onClose={onClose} />,
    },
  ]);
  render(<Stub initialEntries={["/vox/contacts"]} />);
  return onClose;
}

describe("logging a privacy request from the contact page", () => {
  it("sends the kind, the words and the India day it was received, then closes", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ id: "r1" }));
    vi.stubGlobal("fetch", fetchMock);
    const onClose = show();
    const user = userEvent.setup();
    expect(await screen.findByRole("dialog", { name: "Log a privacy request" })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("What they asked for"), "erasure");
    await user.type(screen.getByLabelText("In their words"), "Called to ask us to delete everything.");
    const received = screen.getByLabelText<HTMLInputElement>("Received on");
    await user.clear(received);
    await user.type(received, "2026-11-20");
    await user.click(screen.getByRole("button", { name: "Log the request" }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes("privacy-requests"))!;
    expect(url).toBe("/api/v1/console/privacy-requests");
    expect(JSON.parse(String(init!.body))).toEqual({
      kind: "erasure",
      contactId: "c1",
      details: "Called to ask us to delete everything.",
      receivedAt: "2026-11-20T00:00:00+05:30",
    });
  });

  it("keeps what was typed and shows the server's sentence under its field when refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            error: { title: "Invalid request", description: "Say what the person asked.", field: "details" },
          },
          { status: 400 },
        ),
      ),
    );
    const onClose = show();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("In their words"), "no");
    await user.click(screen.getByRole("button", { name: "Log the request" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Say what the person asked.");
    expect(screen.getByLabelText<HTMLTextAreaElement>("In their words").value).toBe("no");
    expect(onClose).not.toHaveBeenCalled();
  });
});
