import { describe, expect, it } from "vitest";
import { contactHref, sessionEndedHref, tabSearch } from "./console-url";

describe("the query string a tab click writes", () => {
  it("names the tab", () => {
    expect(tabSearch("", "pipeline")).toBe("?tab=pipeline");
    expect(tabSearch("?tab=pipeline", "contacts")).toBe("?tab=contacts");
  });

  it("keeps the contact for the logs and contacts tabs only", () => {
    expect(tabSearch("?tab=contacts&contact=c_1", "logs")).toBe("?tab=logs&contact=c_1");
    expect(tabSearch(new URLSearchParams("tab=logs&contact=c_1"), "contacts")).toBe(
      "?tab=contacts&contact=c_1",
    );
    expect(tabSearch("?tab=logs&contact=c_1", "pipeline")).toBe("?tab=pipeline");
  });

  it("drops the previous tab's own parameters", () => {
    expect(tabSearch("?tab=tasks&status=open&page=3", "revenue")).toBe("?tab=revenue");
  });
});

describe("links out of the console", () => {
  it("a contact opens on the contacts tab, its id encoded", () => {
    expect(contactHref("abc")).toBe("/vox?tab=contacts&contact=abc");
    expect(contactHref("a&b")).toBe("/vox?tab=contacts&contact=a%26b");
  });

  it("an ended session goes to sign-in and back to the same view", () => {
    expect(sessionEndedHref("/vox?tab=logs&contact=c1")).toBe(
      "/auth?reason=session_ended&redirectTo=%2Fvox%3Ftab%3Dlogs%26contact%3Dc1",
    );
  });
});
