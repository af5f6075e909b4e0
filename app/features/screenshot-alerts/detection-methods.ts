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

/** Words for the admins' digest. */
export const METHOD_LABELS: Record<DetectionMethod, string> = {
  keyboard_shortcut: "Screenshot shortcut pressed",
  page_visibility_change: "Console hidden (another app or tab in front)",
  context_menu_attempt: "Right-click (blocked)",
  devtools_detection: "Developer tools open",
  copy_operation: "Text copied",
  window_focus_lost: "Console window lost focus",
  screen_capture_api: "Screen capture requested",
};
