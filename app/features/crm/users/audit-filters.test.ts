import { describe, expect, it } from "vitest";
import { auditFilters } from "./audit-filters";

/** The query after a control changes some filters, as the panel writes it. */
const write = (query: string, changes: Parameters<typeof auditFilters.change>[1]) => {
  const current = new URLSearchParams(query);
  return auditFilters
    .serialize(auditFilters.change(auditFilters.parse(current), changes), current)
    .toString();
};

describe("the audit log's filters in the URL", () => {
  it("reads only known events and real days", () => {
    expect(auditFilters.parse(new URLSearchParams("action=sign_in&from=2030-01-05"))).toEqual({
      action: "sign_in",
      from: "2030-01-05",
    });
    expect(auditFilters.parse(new URLSearchParams("action=made_up&to=yesterday"))).toEqual({});
  });

  it("a changed filter starts the log at its first page; an emptied one leaves the URL", () => {
    expect(write("action=sign_in&page=3", { actor: "u1" })).toBe("action=sign_in&actor=u1");
    expect(write("action=sign_in&actor=u1", { action: "" })).toBe("actor=u1");
  });
});
