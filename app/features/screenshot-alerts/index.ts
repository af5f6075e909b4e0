// Screenshot and copy alerts on the staff console.
export { DETECTION_METHODS, METHOD_LABELS, type DetectionMethod } from "./detection-methods";
export { DETECTOR_TIMING, startScreenshotDetector } from "./detector";
export { SCREENSHOT_ALERTS_ENDPOINT, ScreenshotDetector, sendScreenshotAlert } from "./screenshot-detector";
