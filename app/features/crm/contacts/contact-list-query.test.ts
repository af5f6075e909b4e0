import { describe, expect, it } from "vitest";
import { listQueries, withContact, withFilter, withoutContact, withSort } from "./contact-list-query";

const q = (query: string) => new URLSearchParams(query);

describe("the Contacts list's address", () => {
  it("a filter starts at page 1 and closes the open contact; an emptied one leaves the address", () => {
    expect(withFilter(q("stage=New&page=3&contact=c1&sort=name"), "owner", "me").toString()).toBe(
      "stage=New&sort=name&owner=me",
    );
    expect(withFilter(q("stage=New&owner=me"), "stage", null).toString()).toBe("owner=me");
  });

  it("a sort flips on the same column, starts A→Z for names and newest first otherwise, and keeps the contact", () => {
    const current = { sort: "activity", dir: "desc" };
    expect(withSort(q("page=2&contact=c1"), current, "activity").toString()).toBe(
      "contact=c1&sort=activity&dir=asc",
    );
    expect(withSort(q(""), { sort: "activity", dir: "asc" }, "activity").get("dir")).toBe("desc");
    expect(withSort(q(""), current, "name").get("dir")).toBe("asc");
    expect(withSort(q(""), current, "created").get("dir")).toBe("desc");
  });

  it("closing the sheet keeps what is typed in the search box, over the address's older search", () => {
    expect(withContact(q("q=ravi"), "c1").toString()).toBe("q=ravi&contact=c1");
    expect(withoutContact(q("q=ravi&contact=c1"), " meera ").toString()).toBe("q=meera");
    expect(withoutContact(q("q=ravi&contact=c1"), "").toString()).toBe("");
  });

  it("select-all sends the filters only; the export the filters and the sort", () => {
    const search = q("q=ravi&tag=t1&page=2&sort=name&dir=asc&contact=c1");
    expect(listQueries(search)).toEqual({
      filtered: true,
      filterQuery: "q=ravi&tag=t1",
      exportQuery: "q=ravi&tag=t1&sort=name&dir=asc",
    });
    expect(listQueries(q("sort=name&page=2")).filtered).toBe(false);
  });
});
