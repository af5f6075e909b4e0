// Screenshot and copy alerts on the staff console.
export {
  DEFAULT_SCREENSHOT_POLICY,
  DETECTION_METHODS,
  METHOD_LABELS,
  SIGNAL_OUTCOMES,
  screenshotPolicySchema,
  type DetectionMethod,
  type ScreenshotPolicy,
  type SignalOutcome,
} from "./detection-methods";
export { DETECTOR_TIMING, startScreenshotDetector } from "./detector";
export { SCREENSHOT_ALERTS_ENDPOINT, ScreenshotDetector, sendScreenshotAlert } from "./screenshot-detector";
