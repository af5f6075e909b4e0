import { useEffect, useRef } from "react";
import type { DetectionMethod } from "./detection-methods";
import { startScreenshotDetector } from "./detector";

export const SCREENSHOT_ALERTS_ENDPOINT = "/api/v1/console/screenshot-alerts";

export type ScreenshotDetectorProps = {
  user: { id: string; email: string; name: string };
  /** The console page as the person sees it (path and query). */
  route: string;
  enabled?: boolean;
};

/** Sends one alert; a failure is only logged (the person is never interrupted by it). */
export async function sendScreenshotAlert(
  alert: {
    userId: string;
    userEmail: string;
    userName: string;
    detectionMethod: DetectionMethod;
    timestamp: string;
    currentRoute: string;
  },
  fetcher: typeof fetch = fetch,
) {
  try {
    const response = await fetcher(SCREENSHOT_ALERTS_ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      // Sent even when the alert is that the page is being left.
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(alert),
    });
    if (!response.ok) console.warn(`screenshot alert not recorded (${response.status})`);
  } catch (err) {
    console.warn("screenshot alert could not be sent", err);
  }
}

/**
 * Watches the console for screenshots, screen capture, copying and the like while mounted, and
 * tells the server once per method. Renders nothing.
 */
export function ScreenshotDetector({ user, route, enabled = true }: ScreenshotDetectorProps) {
  // Read when an alert is sent, so a tab change does not restart the detector (once per mount).
  const latest = useRef({ user, route });
  latest.current = { user, route };

  useEffect(() => {
    if (!enabled) return;
    return startScreenshotDetector((detectionMethod) => {
      const { user: who, route: where } = latest.current;
      void sendScreenshotAlert({
        userId: who.id,
        userEmail: who.email,
        userName: who.name,
        detectionMethod,
        timestamp: new Date().toISOString(),
        currentRoute: where,
      });
    });
  }, [enabled]);

  return null;
}
