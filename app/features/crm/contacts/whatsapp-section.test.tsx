// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { STAFF_TEMPLATE_NAMES, STAFF_TEMPLATES } from "~/lib/whatsapp-templates";
import type { WhatsAppStanding } from "../records/whatsapp-standing.server";
import { WhatsAppSection } from "./whatsapp-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const standing = (over: Partial<WhatsAppStanding>): WhatsAppStanding => ({
  configured: true,
  windowClosesAt: null,
  windowOpen: false,
  optedIn: false,
  stopped: false,
  lastFailure: null,
  ...over,
});

function renderSection(s: WhatsAppStanding) {
  const Stub = createRoutesStub([
    { path: "/vox/contacts", Component: () => <WhatsAppSection contactId="c1" standing={s} /> },
  ]);
  return render(<Stub initialEntries={["/vox/contacts"]} />);
}

describe("the contact sheet's WhatsApp section", () => {
  it("without configuration is disabled and says where to read how to switch it on", async () => {
    renderSection(standing({ configured: false }));
    expect(await screen.findByText(/docs\/whatsapp\.md/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /send/i })).toBeNull();
  });

  it("outside the window disables the reply box with the reason, and still offers templates", async () => {
    renderSection(standing({ windowClosesAt: "2026-11-28T09:00:00.000Z" }));
    const reply = await screen.findByLabelText("Reply");
    expect((reply as HTMLTextAreaElement).disabled).toBe(true);
    expect(reply.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      screen.getByText(
        "The 24-hour reply window closed at 28 Nov 2026, 2:30 pm IST. Send a template; a reply is possible again after the traveller writes.",
      ),
    ).toBeTruthy();
    const quote = screen.getByRole("option", { name: /Quote ready/ }) as HTMLOptionElement;
    expect(quote.disabled).toBe(true);
    expect((screen.getByRole("option", { name: "Payment reminder" }) as HTMLOptionElement).disabled).toBe(
      false,
    );
  });

  it("inside the window sends the typed reply from the keyboard", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ id: "m1", status: "sent", error: null }, { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderSection(standing({ windowOpen: true, windowClosesAt: "2026-11-29T09:00:00.000Z", optedIn: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Reply"));
    await user.keyboard("See you Friday");
    await user.tab();
    expect(document.activeElement?.textContent).toMatch(/Send reply/);
    await user.keyboard("{Enter}");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toBe("/api/v1/console/contacts/c1/whatsapp");
    expect(JSON.parse(String(init.body))).toEqual({ kind: "text", text: "See you Friday" });
  });

  it("offers the server's templates, by their labels, and no others", async () => {
    renderSection(standing({ optedIn: true }));
    await screen.findByLabelText("Template");
    const offered = screen
      .getAllByRole("option")
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered).toEqual(STAFF_TEMPLATE_NAMES);
    expect(screen.getByRole("option", { name: STAFF_TEMPLATES.documents_ready.label })).toBeTruthy();
  });

  it("shows Meta's refusal as a sentence in the sheet at once, and keeps the choice", async () => {
    const sentence =
      "WhatsApp could not deliver to this number: it may not be on WhatsApp, or the traveller has not accepted WhatsApp's latest terms. Call or e-mail them instead.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { id: "m2", status: "failed", error: "(#131026) Message undeliverable [131026]", sentence },
          { status: 200 },
        ),
      ),
    );
    renderSection(standing({}));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Template"), "callback_missed");
    await user.click(screen.getByRole("button", { name: /Send template/ }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(sentence);
    expect((screen.getByLabelText("Template") as HTMLSelectElement).value).toBe("callback_missed");
  });

  it("shows the site's own refusal in the sheet too", async () => {
    const description =
      "The 24-hour reply window closed at 28 Nov 2026, 2:30 pm IST. Send a template instead; a free-form reply is possible again after the traveller writes.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: { title: "Reply window closed", description } }, { status: 409 }),
      ),
    );
    renderSection(standing({ windowOpen: true, windowClosesAt: "2026-11-28T09:00:00.000Z" }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Reply"), "Hello");
    await user.click(screen.getByRole("button", { name: /Send reply/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(description);
  });

  it("says the last message did not reach the traveller, with what to do, until one goes", async () => {
    renderSection(
      standing({
        lastFailure: { at: "2026-11-28T09:05:00.000Z", sentence: "Call or e-mail them instead." },
      }),
    );
    expect(
      await screen.findByText(
        "The last message did not reach the traveller (28 Nov 2026, 2:35 pm IST): Call or e-mail them instead.",
      ),
    ).toBeTruthy();
  });
});
