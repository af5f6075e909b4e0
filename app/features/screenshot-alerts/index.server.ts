export {
  ALERTS_PER_USER_HOUR,
  DIGEST_DELAY_MS,
  DIGEST_EVERY_MS,
  SCREENSHOT_DIGEST_JOB,
  recordScreenshotAlert,
  screenshotAlertSchema,
  sendScreenshotDigest,
} from "./screenshot-alerts.server";
