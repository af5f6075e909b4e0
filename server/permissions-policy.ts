import type { NextFunction, Request, Response } from "express";

/**
 * The browser features this site's pages may use, sent on every response (pages, the JSON API and
 * the static files alike). Pages use only two: copying a link or a code (clipboard-write, for this
 * origin alone) and the share sheet; everything else is switched off, so a script that got in (or a
 * frame of another site) cannot ask for the camera, the visitor's location or a payment.
 * Only features every Chromium knows are named: an unknown one is reported as an error in the
 * console of every page. So the share sheet (web-share, unknown to Chromium on Linux) and reading
 * the clipboard (the browser asks the visitor first) keep the browser's default, this origin only.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export function sendPermissionsPolicy(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
}
