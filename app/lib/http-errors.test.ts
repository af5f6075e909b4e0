import { describe, expect, it } from "vitest";
import { orNotFound } from "./http-errors";

describe("orNotFound", () => {
  it("returns what was found, falsy values included", () => {
    const hotel = { id: "solar-de-loutolim" };
    expect(orNotFound(hotel)).toBe(hotel);
    expect(orNotFound(0)).toBe(0);
    expect(orNotFound("")).toBe("");
  });

  it("throws a 404 response for the route's ErrorBoundary when nothing was found", () => {
    for (const missing of [undefined, null]) {
      let thrown: unknown;
      try {
        orNotFound(missing);
      } catch (error) {
        thrown = error;
      }
      // React Router turns a thrown data() into the ErrorBoundary's error with this status.
      expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    }
  });
});
