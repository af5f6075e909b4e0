// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Timeline, type TimelineEntry } from "./timeline";

afterEach(cleanup);

const entry = (kind: string, summary: string, data: Record<string, unknown>): TimelineEntry => ({
  id: `${kind}-${String(data.first ?? "")}`,
  kind,
  summary,
  data: { quoteId: "q1", version: 2, ...data },
  occurredAt: "2026-11-28T05:00:00.000Z",
  leadId: "l1",
  contactId: "c1",
  contactName: "Meera Iyer",
  actorName: null,
});

function renderTimeline(entries: TimelineEntry[]) {
  const Stub = createRoutesStub([{ path: "/vox/contacts", Component: () => <Timeline entries={entries} /> }]);
  return render(<Stub initialEntries={["/vox/contacts"]} />);
}

describe("a proposal's events on the timeline", () => {
  it("each has its own row linking to the quote: sent, first and last view, accepted, changes, declined, closed", () => {
    renderTimeline([
      entry("proposal_sent", "Proposal Q-2026-0042 v2 e-mailed to meera@example.in", {}),
      entry("proposal_viewed", "Proposal Q-2026-0042 v2 opened by the traveller for the first time", {
        first: true,
      }),
      entry("proposal_viewed", "Proposal Q-2026-0042 v2 opened again", { first: false, views: 3 }),
      entry("proposal_accepted", "Meera accepted Option A of proposal Q-2026-0042 v2", {
        totalMinor: 262_930_50,
      }),
      entry("proposal_changes_requested", "Meera asked for changes: one more night", {}),
      entry("proposal_declined", "Proposal Q-2026-0042 v2 declined: booked elsewhere", {}),
      entry("proposal_closed", "Proposal Q-2026-0041 closed: Q-2026-0042 v2 was accepted instead", {}),
    ]);
    const rows = within(screen.getByTestId("timeline")).getAllByRole("listitem");
    expect(rows).toHaveLength(7);
    for (const row of rows)
      expect(within(row).getByRole("link", { name: "Open the quote" }).getAttribute("href")).toBe(
        "/vox/quotes/q1",
      );
    const notes = screen.getAllByTestId("proposal-view-note").map((n) => n.textContent);
    expect(notes).toEqual(["First view", "Last view that day (3 views)"]);
    expect(rows[3]!.textContent).toContain("Accepted at ₹2,62,930.50");
  });
});
