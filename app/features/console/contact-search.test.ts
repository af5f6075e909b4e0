import { describe, expect, it } from "vitest";
import { readContactHits } from "./contact-search";

describe("reading the contact search's answer", () => {
  it("keeps rows with an id, naming the nameless and blanking empty fields", () => {
    expect(
      readContactHits({
        contacts: [
          { id: "c1", name: "Asha Rao", phone: "+919876543210", email: "asha@example.in" },
          { id: 7, name: "", phone: "", email: null },
          { name: "No id" },
          null,
        ],
      }),
    ).toEqual([
      { id: "c1", name: "Asha Rao", phone: "+919876543210", email: "asha@example.in" },
      { id: "7", name: "Unnamed contact", phone: null, email: null },
    ]);
  });

  it("refuses an answer of another shape", () => {
    expect(readContactHits(null)).toBeNull();
    expect(readContactHits({ error: "nope" })).toBeNull();
    expect(readContactHits({ contacts: "many" })).toBeNull();
  });
});
