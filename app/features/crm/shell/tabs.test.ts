import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONSOLE_TABS, contactHref, legacyTabHref, tabOfPath, tabSearch } from "./tabs";

describe("the query string a tab click writes", () => {
  it("is empty for a tab: the tab is in the path", () => {
    expect(tabSearch("", "pipeline")).toBe("");
    expect(tabSearch("?q=asha", "contacts")).toBe("");
  });

  it("keeps the contact for the tabs that read it only", () => {
    expect(tabSearch("?contact=c_1", "logs")).toBe("?contact=c_1");
    expect(tabSearch(new URLSearchParams("contact=c_1"), "contacts")).toBe("?contact=c_1");
    expect(tabSearch("?contact=c_1", "pipeline")).toBe("");
  });

  it("drops the previous tab's own parameters", () => {
    expect(tabSearch("?status=open&page=3", "revenue")).toBe("");
  });
});

describe("tab addresses", () => {
  it("a contact opens on the contacts tab, its id encoded", () => {
    expect(contactHref("abc")).toBe("/vox/contacts?contact=abc");
    expect(contactHref("a&b")).toBe("/vox/contacts?contact=a%26b");
  });

  it("an old ?tab= link opens the tab's route with its other parameters", () => {
    expect(legacyTabHref(new URLSearchParams("tab=logs&contact=c1"), "partner")).toBe("/vox/logs?contact=c1");
    expect(legacyTabHref(new URLSearchParams(""), "partner")).toBe("/vox/contacts");
    expect(legacyTabHref(new URLSearchParams("tab=nope&q=a"), "partner")).toBe("/vox/contacts?q=a");
  });

  it("an admin's tab in an old link opens the default tab for a partner", () => {
    expect(legacyTabHref(new URLSearchParams("tab=users"), "partner")).toBe("/vox/contacts");
    expect(legacyTabHref(new URLSearchParams("tab=users"), "admin")).toBe("/vox/users");
  });

  it("a path names its tab only when it is a tab's page", () => {
    expect(tabOfPath("/vox/pipeline")).toBe("pipeline");
    expect(tabOfPath("/vox")).toBeNull();
    expect(tabOfPath("/vox/nope")).toBeNull();
    // A page under a tab (one quote's builder) keeps its tab lit.
    expect(tabOfPath("/vox/quotes/0b7c2f5e-93a4-4b0e-9a4c-1d2e3f405162")).toBe("quotes");
    expect(tabOfPath("/voxels/pipeline")).toBeNull();
  });
});

describe("the tab table and the routes", () => {
  it("every tab has its route module and its route, and every tab route has a tab", () => {
    const root = path.resolve(import.meta.dirname, "../../../..");
    const routes = fs.readFileSync(path.join(root, "app/routes.ts"), "utf8");
    const declared = [...routes.matchAll(/"routes\/vox\.([a-z-]+)\.tsx"/g)].map((m) => m[1]);
    const ids = CONSOLE_TABS.map((t) => t.id);
    expect(declared.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(fs.existsSync(path.join(root, `app/routes/vox.${id}.tsx`))).toBe(true);
    expect(new Set(CONSOLE_TABS.map((t) => t.key)).size).toBe(ids.length);
  });
});
