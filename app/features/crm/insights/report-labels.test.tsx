// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ConsoleTabData } from "../shell/console-tabs.server";
import AnalyticsPanel from "../analytics/analytics-panel";
import RevenuePanel from "../revenue/revenue-panel";

afterEach(cleanup);

type Analytics = Extract<ConsoleTabData, { tab: "analytics" }>;
type Revenue = Extract<ConsoleTabData, { tab: "revenue" }>;
const range = { range: "custom" as const, from: "2025-11-28", to: "2026-11-27" };
const presets = [{ id: "30d" as const, label: "30 days" as const }];

const analytics: Analytics = {
  tab: "analytics",
  range,
  today: "2026-11-27",
  presets,
  total: 1,
  days: [],
  types: [],
  sources: [],
  funnel: [],
  funnelShown: true,
  stages: [
    { stage: "New Lead", reached: 1 },
    { stage: "Closed Won", reached: 1 },
  ] as Analytics["stages"],
  lost: 0,
  firstContact: { medianMinutes: null, contacted: 0, waiting: 1 },
  destinations: [],
};
const revenue: Revenue = {
  tab: "revenue",
  range,
  today: "2026-11-27",
  presets,
  wonTotal: 250_000,
  wonCount: 1,
  months: [],
  byDestination: [],
  byOwner: [],
  pipeline: [],
  weightedTotal: 0,
  canEdit: false,
};

function show(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/vox", HydrateFallback: () => null, Component: () => ui }]);
  render(<Stub initialEntries={["/vox"]} />);
}

describe("the report tabs say what their figures count", () => {
  it("Analytics: won from the period's leads, over a year that names its years", async () => {
    show(<AnalyticsPanel data={analytics} />);
    expect(await screen.findByText("Won from leads created in this period")).toBeTruthy();
    expect(screen.getByText("1 lead from 28 Nov 2025 to 27 Nov 2026")).toBeTruthy();
  });

  it("Revenue: deals closed in the period, in the singular for one", async () => {
    show(<RevenuePanel data={revenue} />);
    expect(await screen.findByText("Closed won in this period")).toBeTruthy();
    expect(screen.getByText("1 deal closed in this period, whenever the lead came in")).toBeTruthy();
    expect(screen.getByText(/28 Nov 2025 to 27 Nov 2026/)).toBeTruthy();
  });
});
