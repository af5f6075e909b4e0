import { describe, expect, it } from "vitest";
import { BOARD_CARDS_FIRST, BOARD_CARDS_MAX, cardsPerStage, withCards } from "./board-cards";

describe("how many cards a board column draws", () => {
  it("is the first few per column unless the address asks for more", () => {
    const shown = cardsPerStage(new URLSearchParams("tab=pipeline"));
    expect(Object.values(shown)).toEqual(Array(7).fill(BOARD_CARDS_FIRST));
    expect(cardsPerStage(new URLSearchParams("show=Proposal+Sent%3A50"))["Proposal Sent"]).toBe(50);
  });

  it("keeps the other columns' numbers when one column shows more, and reads back what it wrote", () => {
    let params = new URLSearchParams("tab=pipeline&owner=me");
    params = withCards(params, "New Lead", 50);
    params = withCards(params, "Contacted", 50);
    params = withCards(params, "New Lead", 90);
    expect(params.getAll("show")).toEqual(["Contacted:50", "New Lead:90"]);
    expect(params.get("owner")).toBe("me");
    expect(cardsPerStage(params)).toMatchObject({
      "New Lead": 90,
      Contacted: 50,
      Qualified: BOARD_CARDS_FIRST,
    });
  });

  it("ignores what does not parse and keeps the number between the first few and the most", () => {
    const shown = cardsPerStage(
      new URLSearchParams(
        "show=Won:90&show=Qualified:abc&show=Contacted&show=Negotiation:3&show=Closed+Won:99999&show=New+Lead:12.5",
      ),
    );
    expect(shown).toMatchObject({
      Qualified: BOARD_CARDS_FIRST,
      Contacted: BOARD_CARDS_FIRST,
      Negotiation: BOARD_CARDS_FIRST,
      "Closed Won": BOARD_CARDS_MAX,
      "New Lead": BOARD_CARDS_FIRST,
    });
  });
});
