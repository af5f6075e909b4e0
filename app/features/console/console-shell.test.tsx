// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData, useLocation, useNavigationType } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tabsFor, type ConsoleTabId } from "~/features/crm";
import type { StaffRole } from "~/features/auth";
import { ConsoleShell } from "./console-shell";

vi.mock("~/components/ui/toast", () => ({ showSuccessToast: vi.fn(), showErrorToast: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="where">
      {useNavigationType()} {pathname}
      {search}
    </output>
  );
}

let loaderGate: Promise<void> = Promise.resolve();

function renderConsole(role: StaffRole, entry = "/vox/contacts") {
  const tabs = tabsFor(role).map(({ id, label, key }) => ({ id, label, key }));
  const Stub = createRoutesStub([
    {
      path: "/vox/:tab",
      loader: async ({ params }) => {
        await loaderGate;
        const tab = params.tab;
        return { tab: tabs.some((t) => t.id === tab) ? (tab as ConsoleTabId) : "contacts" };
      },
      HydrateFallback: () => null,
      Component: function Vox() {
        const { tab } = useLoaderData() as { tab: ConsoleTabId };
        return (
          <>
            <ConsoleShell
              brandName="Luxe Voyages"
              user={{ name: "Asha", email: "asha@agency.in", role }}
              tabs={tabs}
              activeTab={tab}
              panel={<p>{tab} panel</p>}
              skeleton={<p>loading</p>}
            />
            <Where />
          </>
        );
      },
    },
    { path: "/auth", Component: () => <Where /> },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

const where = () => screen.getByTestId("where").textContent;

describe("the console shell", () => {
  it("shows the title, the brand's subtitle, Help, Sign Out and the footer", async () => {
    renderConsole("partner");
    expect(await screen.findByRole("heading", { level: 1, name: "VOX" })).toBeTruthy();
    expect(screen.getByText("Luxe Voyages Ops eXchange")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Help" }).getAttribute("href")).toBe("/faq");
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toMatch(
      /internal use only.*sharing login credentials or granting unauthorized access, including capturing or distributing screenshots, is strictly prohibited/i,
    );
  });

  it.each([
    ["admin", 13],
    ["partner", 10],
  ] as const)("gives %s %i tabs in a grid of as many columns", async (role, count) => {
    renderConsole(role);
    const bar = await screen.findByRole("tablist", { name: "Console sections" });
    expect(within(bar).getAllByRole("tab")).toHaveLength(count);
    expect(bar.className).toContain("lg:grid-cols-[repeat(var(--tab-count),minmax(0,1fr))]");
    expect(bar.style.getPropertyValue("--tab-count")).toBe(String(count));
    expect(within(bar).getByRole("tab", { name: "Contacts" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Contacts" }).textContent).toBe("contacts panel");
  });

  it("a click opens the tab's path in place (replace), keeping the contact only for logs and contacts", async () => {
    const user = userEvent.setup();
    renderConsole("partner", "/vox/contacts?contact=c_1");
    await user.click(await screen.findByRole("tab", { name: "Logs" }));
    expect(await screen.findByText("logs panel")).toBeTruthy();
    expect(where()).toBe("REPLACE /vox/logs?contact=c_1");
    await user.click(screen.getByRole("tab", { name: "Pipeline" }));
    expect(await screen.findByText("pipeline panel")).toBeTruthy();
    expect(where()).toBe("REPLACE /vox/pipeline");
  });

  it("answers a click at once: the new tab is selected and shows its skeleton until its data arrives", async () => {
    const user = userEvent.setup();
    renderConsole("partner");
    await screen.findByText("contacts panel");
    let open = () => {};
    loaderGate = new Promise((resolve) => (open = resolve));
    await user.click(screen.getByRole("tab", { name: "Revenue" }));
    expect(screen.getByRole("tab", { name: "Revenue" }).getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Revenue" });
    expect(panel.textContent).toBe("loading");
    expect(panel.getAttribute("aria-busy")).toBe("true");
    open();
    loaderGate = Promise.resolve();
    expect(await screen.findByText("revenue panel")).toBeTruthy();
    expect(screen.getByRole("tabpanel", { name: "Revenue" }).getAttribute("aria-busy")).toBe("false");
  });

  it("g then a tab's letter switches tab; not while typing in a field", async () => {
    const user = userEvent.setup();
    renderConsole("admin");
    await screen.findByRole("tablist");
    await user.keyboard("gp");
    expect(await screen.findByText("pipeline panel")).toBeTruthy();
    await user.keyboard("gg");
    expect(await screen.findByText("tags panel")).toBeTruthy();

    await user.keyboard("{Control>}k{/Control}");
    const input = await screen.findByRole("combobox");
    await user.type(input, "gu");
    expect(screen.getByText("tags panel")).toBeTruthy();
  });

  it("Cmd/Ctrl+K opens the command menu; Enter on a tab goes there", async () => {
    const user = userEvent.setup();
    renderConsole("admin");
    await screen.findByRole("tablist");
    await user.keyboard("{Meta>}k{/Meta}");
    const menu = await screen.findByRole("dialog", { name: "Go to a tab or contact" });
    await user.type(within(menu).getByRole("combobox"), "scor");
    expect(
      within(menu)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Scoringg s"]);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("scoring panel")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Sign Out posts to the auth service and lands on /auth", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderConsole("partner");
    await user.click(await screen.findByRole("button", { name: "Sign Out" }));
    expect(await screen.findByText(/\/auth/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/sign-out", expect.objectContaining({ method: "POST" }));
  });
});
