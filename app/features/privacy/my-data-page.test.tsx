// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/lib/site-settings";
import { MyDataPage } from "./my-data-page";
import { MY_DATA_TEXTS } from "./my-data-texts";
import type { MyData } from "./my-data-types";
import { NOTICE_LANGUAGES, type NoticeLanguage } from "./privacy-notice";

afterEach(cleanup);

const DATA: MyData = {
  phone: "+919811122002",
  contact: {
    name: "Meera Private",
    email: "meera@example.in",
    city: null,
    since: "2026-11-20T04:30:00.000Z",
  },
  leads: [
    {
      id: "l1",
      form: "callback",
      at: "2026-11-20T04:30:00.000Z",
      stage: "New Lead",
      details: [
        { field: "message", value: "Two weeks in Kenya for our anniversary" },
        { field: "destination", value: "Kenya" },
        { field: "childAges", value: [6, 9] },
      ],
    },
  ],
  bookings: [],
  payments: [],
  consents: [
    {
      id: "c1",
      purpose: "marketing",
      noticeVersion: "marketing-2026-11",
      noticeText: "Send me offers.",
      form: "callback",
      givenAt: "2026-11-20T04:30:00.000Z",
      withdrawnAt: null,
    },
  ],
  requests: [],
};

async function renderPage(lang: NoticeLanguage, data: MyData | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteSettings: defaultSiteSettings }),
      HydrateFallback: () => null,
      Component: () => (
        <main>
          <MyDataPage lang={lang} data={data} />
        </main>
      ),
    },
  ]);
  const { container } = render(<Stub />);
  await screen.findByTestId("grievance-officer");
  return container;
}

describe("the privacy page", () => {
  for (const lang of NOTICE_LANGUAGES) {
    it(`asks for the number first, and has no axe violations (${lang})`, async () => {
      const container = await renderPage(lang, null);
      expect(screen.getByLabelText(MY_DATA_TEXTS[lang].phoneLabel)).toBeTruthy();
      expect(screen.queryByTestId("my-consents")).toBeNull();
      const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });

    it(`shows the data with a withdraw button per consent, and has no axe violations (${lang})`, async () => {
      const container = await renderPage(lang, DATA);
      expect(screen.getByText("Meera Private")).toBeTruthy();
      const t = MY_DATA_TEXTS[lang];
      expect(screen.getByRole("button", { name: `${t.withdraw}: ${t.purposeNames.marketing}` })).toBeTruthy();
      expect(container.querySelectorAll("[data-request-kind]")).toHaveLength(4);
      // Each answer under a label in the reader's language, never the stored field's key.
      const trip = screen.getByTestId("my-leads");
      const pairs = [...trip.querySelectorAll("dt")].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
      expect(pairs).toEqual([
        [t.detailLabels.message, "Two weeks in Kenya for our anniversary"],
        [t.detailLabels.destination, "Kenya"],
        [t.detailLabels.childAges, "6, 9"],
      ]);
      expect(trip.textContent).not.toContain("childAges");
      const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
