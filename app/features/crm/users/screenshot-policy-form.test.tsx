import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DETECTION_METHODS, type ScreenshotPolicy } from "~/features/screenshot-alerts";
import { ScreenshotPolicyForm } from "./screenshot-policy-form";

describe("the screenshot detector's choices", () => {
  it("are not clickable in the server's HTML, where a click would be lost before hydration", () => {
    const policy = Object.fromEntries(DETECTION_METHODS.map((m) => [m, "alert"])) as ScreenshotPolicy;
    const Stub = createRoutesStub([{ path: "/", Component: () => <ScreenshotPolicyForm policy={policy} /> }]);
    const html = renderToString(<Stub />);
    const radios = html.match(/<button[^>]*role="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(DETECTION_METHODS.length * 2);
    for (const radio of radios) expect(radio).toContain("disabled");
  });
});
