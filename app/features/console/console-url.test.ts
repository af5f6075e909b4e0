import { describe, expect, it } from "vitest";
import { sessionEndedHref } from "./console-url";

describe("links out of the console", () => {
  it("an ended session goes to sign-in and back to the same view", () => {
    expect(sessionEndedHref("/vox/logs?contact=c1")).toBe(
      "/auth?reason=session_ended&redirectTo=%2Fvox%2Flogs%3Fcontact%3Dc1",
    );
  });
});
