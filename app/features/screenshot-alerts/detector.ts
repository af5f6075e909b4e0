import type { DetectionMethod } from "./detection-methods";

/** The thresholds: hidden this long, blurred this long, a window gap this wide, checked this often. */
export const DETECTOR_TIMING = {
  hiddenMs: 500,
  blurMs: 1000,
  devtoolsGapPx: 200,
  devtoolsCheckMs: 2000,
  devtoolsQuietMs: 30_000,
} as const;

export type DetectorEnvironment = {
  window: Window;
  document: Document;
  navigator: Navigator;
};

function isScreenshotShortcut(event: KeyboardEvent): boolean {
  if (event.key === "PrintScreen" || event.code === "PrintScreen") return true;
  const key = event.key.toLowerCase();
  if (event.ctrlKey && event.shiftKey && (key === "s" || event.code === "KeyS")) return true;
  // Cmd+Shift+3/4/5 on a Mac; with Shift held the key may read "#", "$", "%", so the code decides.
  return (
    event.metaKey &&
    event.shiftKey &&
    (["3", "4", "5"].includes(key) || ["Digit3", "Digit4", "Digit5"].includes(event.code))
  );
}

/**
 * Watches the ways a console page may be captured or copied and calls `report` at most once per
 * method for as long as it runs. Returns the function that stops every listener and timer (and
 * puts back the screen-capture API it wrapped).
 */
export function startScreenshotDetector(
  report: (method: DetectionMethod) => void,
  env: DetectorEnvironment = { window, document, navigator },
): () => void {
  const { window: win, document: doc, navigator: nav } = env;
  const reported = new Set<DetectionMethod>();
  const once = (method: DetectionMethod) => {
    if (reported.has(method)) return;
    reported.add(method);
    report(method);
  };
  const cleanups: (() => void)[] = [];
  const listen = <K extends string>(target: EventTarget, type: K, handler: (event: Event) => void) => {
    target.addEventListener(type, handler);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const onKey = (event: Event) => {
    if (isScreenshotShortcut(event as KeyboardEvent)) once("keyboard_shortcut");
  };
  // Some systems deliver PrintScreen only as a key release.
  listen(win, "keydown", onKey);
  listen(win, "keyup", onKey);

  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  listen(doc, "visibilitychange", () => {
    clearTimeout(hiddenTimer);
    if (doc.visibilityState === "hidden") {
      hiddenTimer = setTimeout(() => {
        if (doc.visibilityState === "hidden") once("page_visibility_change");
      }, DETECTOR_TIMING.hiddenMs);
    }
  });
  cleanups.push(() => clearTimeout(hiddenTimer));

  // Noticed, never blocked: staff right-click to open a contact in a new tab or to paste.
  listen(doc, "contextmenu", () => once("context_menu_attempt"));

  listen(doc, "copy", () => once("copy_operation"));

  let blurTimer: ReturnType<typeof setTimeout> | undefined;
  listen(win, "blur", () => {
    clearTimeout(blurTimer);
    blurTimer = setTimeout(() => once("window_focus_lost"), DETECTOR_TIMING.blurMs);
  });
  listen(win, "focus", () => clearTimeout(blurTimer));
  cleanups.push(() => clearTimeout(blurTimer));

  let quietUntil = 0;
  const devtools = setInterval(() => {
    if (Date.now() < quietUntil) return;
    const gapW = win.outerWidth - win.innerWidth;
    const gapH = win.outerHeight - win.innerHeight;
    if (gapW > DETECTOR_TIMING.devtoolsGapPx || gapH > DETECTOR_TIMING.devtoolsGapPx) {
      once("devtools_detection");
      quietUntil = Date.now() + DETECTOR_TIMING.devtoolsQuietMs;
    }
  }, DETECTOR_TIMING.devtoolsCheckMs);
  cleanups.push(() => clearInterval(devtools));

  const media = nav.mediaDevices as (MediaDevices & { getDisplayMedia?: unknown }) | undefined;
  if (media && typeof media.getDisplayMedia === "function") {
    const original = media.getDisplayMedia as MediaDevices["getDisplayMedia"];
    const wrapped: MediaDevices["getDisplayMedia"] = function (this: MediaDevices, ...args) {
      once("screen_capture_api");
      return original.apply(this, args);
    };
    media.getDisplayMedia = wrapped;
    cleanups.push(() => {
      if (media.getDisplayMedia === wrapped) media.getDisplayMedia = original;
    });
  }

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
