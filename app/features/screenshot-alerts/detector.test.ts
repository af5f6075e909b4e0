// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DetectionMethod } from "./detection-methods";
import { DETECTOR_TIMING, startScreenshotDetector } from "./detector";

let reports: DetectionMethod[];
let stop: () => void;
let visibility: DocumentVisibilityState;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange"));
}

const key = (init: KeyboardEventInit, type = "keydown") =>
  window.dispatchEvent(new KeyboardEvent(type, init));

function setWindowGap(width: number, height = 0) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 1000 });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 800 });
  Object.defineProperty(window, "outerWidth", { configurable: true, value: 1000 + width });
  Object.defineProperty(window, "outerHeight", { configurable: true, value: 800 + height });
}

beforeEach(() => {
  vi.useFakeTimers();
  reports = [];
  visibility = "visible";
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  setWindowGap(0);
  stop = startScreenshotDetector((method) => reports.push(method));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("the screenshot detector", () => {
  it.each([
    [{ key: "PrintScreen" }, "keydown"],
    [{ key: "PrintScreen" }, "keyup"],
    [{ key: "S", ctrlKey: true, shiftKey: true }, "keydown"],
    [{ key: "3", metaKey: true, shiftKey: true }, "keydown"],
    [{ key: "$", code: "Digit4", metaKey: true, shiftKey: true }, "keydown"],
    [{ key: "5", metaKey: true, shiftKey: true }, "keydown"],
  ])("notices the screenshot shortcut %o (%s)", (init, type) => {
    key(init, type);
    expect(reports).toEqual(["keyboard_shortcut"]);
  });

  it("ignores ordinary keys and near-misses", () => {
    key({ key: "s", ctrlKey: true });
    key({ key: "3", metaKey: true });
    key({ key: "6", metaKey: true, shiftKey: true });
    key({ key: "a" });
    expect(reports).toEqual([]);
  });

  it("sends each method at most once per mount", () => {
    key({ key: "PrintScreen" });
    key({ key: "PrintScreen" });
    document.dispatchEvent(new Event("copy"));
    document.dispatchEvent(new Event("copy"));
    expect(reports).toEqual(["keyboard_shortcut", "copy_operation"]);
  });

  it("a page hidden for 500 ms alerts; hidden for 499 ms does not", () => {
    setVisibility("hidden");
    vi.advanceTimersByTime(DETECTOR_TIMING.hiddenMs - 1);
    setVisibility("visible");
    vi.advanceTimersByTime(5_000);
    expect(reports).toEqual([]);
    setVisibility("hidden");
    vi.advanceTimersByTime(DETECTOR_TIMING.hiddenMs);
    expect(reports).toEqual(["page_visibility_change"]);
  });

  it("notices a right-click once and never blocks the menu", () => {
    const event = new MouseEvent("contextmenu", { cancelable: true, bubbles: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const again = new MouseEvent("contextmenu", { cancelable: true, bubbles: true });
    document.body.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(reports).toEqual(["context_menu_attempt"]);
  });

  it("a window out of focus for 1 s alerts; 999 ms does not", () => {
    window.dispatchEvent(new Event("blur"));
    vi.advanceTimersByTime(DETECTOR_TIMING.blurMs - 1);
    window.dispatchEvent(new Event("focus"));
    vi.advanceTimersByTime(5_000);
    expect(reports).toEqual([]);
    window.dispatchEvent(new Event("blur"));
    vi.advanceTimersByTime(DETECTOR_TIMING.blurMs);
    expect(reports).toEqual(["window_focus_lost"]);
  });

  it("developer tools: a gap over 200 px, checked every 2 s; exactly 200 px is not enough", () => {
    setWindowGap(200);
    vi.advanceTimersByTime(DETECTOR_TIMING.devtoolsCheckMs * 3);
    expect(reports).toEqual([]);
    setWindowGap(0, 201);
    vi.advanceTimersByTime(DETECTOR_TIMING.devtoolsCheckMs - 1);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reports).toEqual(["devtools_detection"]);
  });

  it("wraps screen capture: the request alerts and still reaches the browser; unmounting restores it", async () => {
    stop();
    const original = vi.fn(async () => "stream" as unknown as MediaStream);
    Object.defineProperty(navigator, "mediaDevices", {
      configurable: true,
      value: { getDisplayMedia: original },
    });
    stop = startScreenshotDetector((method) => reports.push(method));
    const media = navigator.mediaDevices as MediaDevices;
    expect(media.getDisplayMedia).not.toBe(original);
    await expect(media.getDisplayMedia({ video: true })).resolves.toBe("stream");
    await media.getDisplayMedia({ video: true });
    expect(original).toHaveBeenCalledTimes(2);
    expect(reports).toEqual(["screen_capture_api"]);
    stop();
    expect(media.getDisplayMedia).toBe(original);
  });

  it("stops every listener and timer when unmounted", () => {
    setVisibility("hidden");
    window.dispatchEvent(new Event("blur"));
    stop();
    vi.advanceTimersByTime(60_000);
    key({ key: "PrintScreen" });
    document.dispatchEvent(new Event("copy"));
    setWindowGap(500);
    vi.advanceTimersByTime(10_000);
    const event = new MouseEvent("contextmenu", { cancelable: true, bubbles: true });
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(reports).toEqual([]);
  });
});
