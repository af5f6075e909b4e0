// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BreachLogPanel } from "./breach-log-panel";

afterEach(cleanup);

const base = {
  foundAt: "2026-11-10T04:00:00.000Z",
  description: "a laptop holding an export of enquiries was stolen.",
  dataCategories: "names and phone numbers",
  peopleAffected: 120,
  actionsTaken: "Locked the laptop remotely.",
  status: "open" as const,
  boardDueAt: "2026-11-13T04:00:00.000Z",
  recordedByEmail: "admin@luxevoyages.in",
  noticeTemplate: "What happened: on 10 Nov 2026 we found that a laptop was stolen.",
};

function show(breaches: Parameters<typeof BreachLogPanel>[0]["breaches"]) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <BreachLogPanel breaches={breaches} /> }]);
  return render(<Stub />);
}

describe("the breach log", () => {
  it("marks an unreported breach past its 72 hours overdue and shows who reported the other", async () => {
    const { container } = show([
      { ...base, id: "b1", boardReportedAt: null, boardReportedByEmail: null, boardOverdue: true },
      {
        ...base,
        id: "b2",
        status: "contained",
        boardReportedAt: "2026-11-11T06:30:00.000Z",
        boardReportedByEmail: "dpo@luxevoyages.in",
        boardOverdue: false,
      },
    ]);
    const log = await screen.findByTestId("breach-log");
    expect(within(log).getByRole("heading").textContent).toContain("1 overdue to the Board");
    const [late, reported] = within(log).getAllByRole("listitem");
    expect(late!.textContent).toContain("Report to the Board by 13 Nov 2026");
    expect(late!.textContent).toContain("Overdue");
    expect(within(late!).getByRole("button", { name: "Reported to the Board" })).toBeTruthy();
    expect(reported!.textContent).toContain("Reported to the Board 11 Nov 2026");
    expect(reported!.textContent).toContain("dpo@luxevoyages.in");
    expect(reported!.textContent).not.toContain("Overdue");
    expect(within(reported!).queryByRole("button", { name: "Reported to the Board" })).toBeNull();
    expect(within(late!).getByLabelText<HTMLTextAreaElement>("Notice to the people affected").value).toBe(
      base.noticeTemplate,
    );
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it("says when nothing is recorded and opens the form only when asked", async () => {
    show([]);
    expect(await screen.findByText("No breaches recorded.")).toBeTruthy();
    expect(screen.queryByLabelText("People affected (best estimate)")).toBeNull();
    const open = screen.getByRole("button", { name: "Record a breach" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    expect(screen.getByRole("button", { name: "Record the breach" })).toBeTruthy();
    expect(screen.getByLabelText("People affected (best estimate)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("People affected (best estimate)")).toBeNull();
  });
});
