import { z } from "~/lib/zod";

/** How the console noticed a possible screenshot, screen recording or copy: the ids alerts carry. */
export const DETECTION_METHODS = [
  "keyboard_shortcut",
  "page_visibility_change",
  "context_menu_attempt",
  "devtools_detection",
  "copy_operation",
  "window_focus_lost",
  "screen_capture_api",
] as const;
export type DetectionMethod = (typeof DETECTION_METHODS)[number];

/** Words for the admins' digest and the policy's settings. */
export const METHOD_LABELS: Record<DetectionMethod, string> = {
  keyboard_shortcut: "Screenshot shortcut pressed",
  page_visibility_change: "Console hidden (another app or tab in front)",
  context_menu_attempt: "Right-click",
  devtools_detection: "Developer tools open",
  copy_operation: "Text copied (a contact's mobile or e-mail, for instance)",
  window_focus_lost: "Console window lost focus",
  screen_capture_api: "Screen capture requested",
};

/**
 * What a signal does: an alert is audited and e-mailed to the admins in the digest; a count is
 * only tallied (audited as counted, shown in the digest as a number per day), because changing
 * tabs, switching to WhatsApp or copying a traveller's number is the everyday work of the console.
 */
export const SIGNAL_OUTCOMES = ["alert", "count"] as const;
export type SignalOutcome = (typeof SIGNAL_OUTCOMES)[number];
export type ScreenshotPolicy = Record<DetectionMethod, SignalOutcome>;

/** Real capture signals alert; focus changes, right-click and copying only count until an admin says otherwise. */
export const DEFAULT_SCREENSHOT_POLICY: ScreenshotPolicy = {
  keyboard_shortcut: "alert",
  page_visibility_change: "count",
  context_menu_attempt: "count",
  devtools_detection: "alert",
  copy_operation: "count",
  window_focus_lost: "count",
  screen_capture_api: "alert",
};

const outcomeSchema = (method: DetectionMethod) =>
  z.enum(SIGNAL_OUTCOMES, { error: `Choose alert or count for "${METHOD_LABELS[method]}".` });

/** The admins' policy: every method says alert or count. */
export const screenshotPolicySchema = z.strictObject(
  Object.fromEntries(DETECTION_METHODS.map((m) => [m, outcomeSchema(m)])) as Record<
    DetectionMethod,
    ReturnType<typeof outcomeSchema>
  >,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Only these methods can be set: ${DETECTION_METHODS.join(", ")}.`
        : "Send the policy as an object with alert or count for each method.",
  },
);
