// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RetentionPanel } from "./retention-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Retention = Parameters<typeof RetentionPanel>[0]["retention"];
const SETTINGS = { inactiveYears: 3, noticeHours: 48, unverifiedDays: 7 };

function show(retention: Retention) {
  const Stub = createRoutesStub([
    { path: "/vox/privacy", Component: () => <RetentionPanel retention={retention} /> },
  ]);
  return render(<Stub initialEntries={["/vox/privacy"]} />);
}

describe("the retention panel", () => {
  it("says the latest round's counts in India time, or that the job has not run", async () => {
    const { container } = show({
      settings: SETTINGS,
      lastRun: {
        at: "2026-11-27T20:45:00.000Z",
        noticed: 4,
        erased: 2,
        purged: 11,
        keptForTax: 1,
        untold: 0,
      },
    });
    expect((await screen.findByTestId("retention-last-run")).textContent).toBe(
      "Last run 28 Nov 2026, 02:15: 4 noticed, 2 erased, 11 purged, 1 kept for tax.",
    );
    expect(
      screen.getByLabelText<HTMLInputElement>("Hours of notice before the erasure (24 to 720)").value,
    ).toBe("48");
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    cleanup();
    show({ settings: SETTINGS, lastRun: null });
    expect((await screen.findByTestId("retention-last-run")).textContent).toBe(
      "The retention job has not run yet.",
    );
  });

  it("tells the admins how many people are kept because their notice could not be sent", async () => {
    show({
      settings: SETTINGS,
      lastRun: { at: "2026-11-27T20:45:00.000Z", noticed: 0, erased: 0, purged: 0, keptForTax: 0, untold: 3 },
    });
    expect((await screen.findByTestId("retention-untold")).textContent).toBe(
      "3 people are due for erasure but were never told: their notice could not be sent by e-mail or SMS. They are kept until a notice goes.",
    );
    cleanup();
    show({
      settings: SETTINGS,
      lastRun: { at: "2026-11-27T20:45:00.000Z", noticed: 0, erased: 0, purged: 0, keptForTax: 0, untold: 0 },
    });
    await screen.findByTestId("retention-last-run");
    expect(screen.queryByTestId("retention-untold")).toBeNull();
  });

  it("refuses a number out of bounds under its field with the server's sentence, sending nothing", async () => {
    const fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", fetchMock);
    show({ settings: SETTINGS, lastRun: null });
    const user = userEvent.setup();
    const notice = await screen.findByLabelText("Hours of notice before the erasure (24 to 720)");
    await user.clear(notice);
    await user.type(notice, "2");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Give the hours of notice before an erasure as a whole number from 24 to 720.",
    );
    expect(notice.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();
    // An empty box is asked for too, not sent as zero.
    await user.clear(screen.getByLabelText("Days an unverified number is kept (1 to 30)"));
    await user.clear(notice);
    await user.type(notice, "72");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Give the days an unverified number is kept as a whole number from 1 to 30.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the three numbers with PUT, and shows a refusal naming a field under it", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(
        {
          error: {
            title: "Invalid request",
            description: "Only admins change this.",
            field: "inactiveYears",
          },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    show({ settings: SETTINGS, lastRun: null });
    const user = userEvent.setup();
    const years = await screen.findByLabelText("Years a person with no activity is kept (1 to 10)");
    await user.clear(years);
    await user.type(years, "5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/console/settings/privacy/retention");
    expect(init!.method).toBe("PUT");
    expect(JSON.parse(String(init!.body))).toEqual({ inactiveYears: 5, noticeHours: 48, unverifiedDays: 7 });
    expect((await screen.findByRole("alert")).textContent).toBe("Only admins change this.");
    expect(years.getAttribute("aria-invalid")).toBe("true");
    expect((years as HTMLInputElement).value).toBe("5");
  });
});
