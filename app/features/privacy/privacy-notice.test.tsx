// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "~/lib/site-settings";
import {
  EIGHTH_SCHEDULE_LANGUAGES,
  NOTICE_LANGUAGES,
  PRIVACY_NOTICE,
  type NoticeLanguage,
} from "./privacy-notice";
import { PrivacyNoticePage } from "./privacy-notice-page";

afterEach(cleanup);

const settings: SiteSettings = {
  ...defaultSiteSettings,
  grievanceOfficerName: "Asha Verma",
  grievanceEmail: "dpo@example.in",
};

async function renderNotice(lang: NoticeLanguage) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ siteSettings: settings }),
      HydrateFallback: () => null,
      Component: () => (
        <main>
          <PrivacyNoticePage lang={lang} />
        </main>
      ),
    },
  ]);
  const { container } = render(<Stub />);
  await screen.findByTestId("grievance-officer");
  return container;
}

describe("the privacy notice", () => {
  it("explains the same purposes in English and Hindi, every purpose the consent record stores among them", () => {
    const [en, hi] = NOTICE_LANGUAGES.map((l) => PRIVACY_NOTICE[l].purposes.map((p) => p.purpose));
    expect(hi).toEqual(en);
    expect(en).toEqual(expect.arrayContaining(["trip", "marketing", "whatsapp"]));
    for (const lang of NOTICE_LANGUAGES)
      for (const p of PRIVACY_NOTICE[lang].purposes)
        for (const text of [p.title, p.what, p.why, p.consent]) expect(text.trim().length).toBeGreaterThan(3);
  });

  it("says marketing needs a separate unticked choice and the trip purpose nothing beyond the notice", () => {
    const en = PRIVACY_NOTICE.en.purposes;
    expect(en.find((p) => p.purpose === "marketing")!.consent).toMatch(/separate .*never ticked/);
    expect(en.find((p) => p.purpose === "trip")!.consent).toMatch(/Nothing else is needed/);
  });

  it("writes the notice's date in each language's own words", () => {
    expect(PRIVACY_NOTICE.en.versionLabel("v1", "2026-11-28")).toBe(
      "Version v1, in force from 28 November 2026.",
    );
    expect(PRIVACY_NOTICE.hi.versionLabel("v1", "2026-11-28")).toBe("संस्करण v1, 28 नवंबर 2026 से लागू।");
    expect(PRIVACY_NOTICE.hi.versionLabel("v1", "2027-02-01")).toBe("संस्करण v1, 1 फ़रवरी 2027 से लागू।");
  });

  it("says children's ages only are collected, in both languages", () => {
    expect(PRIVACY_NOTICE.en.children).toMatch(/only their ages, never their names/);
    expect(PRIVACY_NOTICE.hi.children).toMatch(/केवल उनकी उम्र/);
  });

  it("names every Eighth-Schedule language's route: ask the grievance officer", () => {
    expect(EIGHTH_SCHEDULE_LANGUAGES).toHaveLength(22);
    expect(PRIVACY_NOTICE.en.languages).toMatch(/Eighth Schedule.*Grievance Officer/);
    expect(PRIVACY_NOTICE.hi.languages).toMatch(/आठवीं अनुसूची/);
  });

  for (const lang of NOTICE_LANGUAGES) {
    it(`shows the version, the grievance officer from the settings, and the way to withdraw (${lang})`, async () => {
      const container = await renderNotice(lang);
      expect(container.firstElementChild?.querySelector("[lang]")?.getAttribute("lang")).toBe(lang);
      expect(screen.getByTestId("notice-version").textContent).toContain("privacy-notice-");
      // The day it took effect as people read a date, never as "2026-11-28".
      expect(screen.getByTestId("notice-version").textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      const officer = screen.getByTestId("grievance-officer");
      expect(officer.textContent).toContain("Asha Verma");
      expect(officer.querySelector("a")?.getAttribute("href")).toBe("mailto:dpo@example.in");
      const myData = screen.getByRole("link", { name: PRIVACY_NOTICE[lang].myDataLink });
      expect(myData.getAttribute("href")).toMatch(/^\/privacy\/my-data/);
      expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(PRIVACY_NOTICE[lang].purposes.length);
    });

    it(`has no axe violations (${lang})`, async () => {
      const container = await renderNotice(lang);
      // Colour contrast needs a layout engine; the browser test checks it.
      const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});
