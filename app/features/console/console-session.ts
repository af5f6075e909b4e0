import { useEffect } from "react";
import { useNavigate } from "react-router";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { sessionEndedHref } from "./console-url";

/** Every console tab in this browser listens here, so signing out in one sends the others away too. */
export const SESSION_CHANNEL = "vox-session";

export type SessionMessage = { type: "signed-out" };

const AUTH_API = "/api/auth";

// Set while this document signs itself out: its own watcher (which hears the broadcast too, from
// another channel object) must not race the sign-out's own navigation with a "session ended" one.
let signingOutHere = false;

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SESSION_CHANNEL);
}

/**
 * Whether the server still knows this browser's session: true or false, or null when it could not
 * be asked (offline, a server error) — which must never sign anyone out.
 */
export async function isSessionAlive(fetcher: typeof fetch = fetch): Promise<boolean | null> {
  try {
    const response = await fetcher(`${AUTH_API}/get-session`, {
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) {
      console.warn(`The session check answered ${response.status}; staying on the console.`);
      return null;
    }
    const body: unknown = await response.json();
    return body !== null && typeof body === "object";
  } catch (err) {
    console.warn("The session check failed; staying on the console.", err);
    return null;
  }
}

/**
 * Signs this browser out: the server ends the session, the other console tabs hear of it, and the
 * person lands on the sign-in page. A refusal or a lost connection keeps them where they are.
 */
export async function signOut(
  navigate: (to: string) => void | Promise<void>,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  let ok = false;
  try {
    const response = await fetcher(`${AUTH_API}/sign-out`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
    });
    ok = response.ok;
    if (!ok) console.warn(`Sign-out answered ${response.status}.`);
  } catch (err) {
    console.warn("Sign-out failed.", err);
  }
  if (!ok) {
    showErrorToast("Failed to sign out", "Check your connection and try again.");
    return false;
  }
  signingOutHere = true;
  const channel = openChannel();
  channel?.postMessage({ type: "signed-out" } satisfies SessionMessage);
  channel?.close();
  showSuccessToast("Signed out successfully");
  await navigate("/auth");
  return true;
}

/**
 * Notices a session that ended elsewhere (signed out in another tab, revoked by an admin, expired):
 * whenever the console comes back into view or another tab announces a sign-out, it asks the server
 * and, if the session is gone, goes to sign-in and back to this view afterwards.
 */
export function useSessionWatcher() {
  const navigate = useNavigate();
  useEffect(() => {
    let checking = false;
    let disposed = false;
    signingOutHere = false;
    const check = async () => {
      if (checking || signingOutHere) return;
      checking = true;
      const alive = await isSessionAlive();
      checking = false;
      if (alive === false && !disposed && !signingOutHere) {
        const { pathname, search } = window.location;
        void navigate(sessionEndedHref(`${pathname}${search}`), { replace: true });
      }
    };
    const handleVisibility = () => {
      if (document.visibilityState === "visible") void check();
    };
    const handleFocus = () => void check();
    // A session ends after a while without anything the person does; the server only knows of what
    // reaches it, so a click or a key press is reported (at most once a minute). Reads in the
    // background (the new-lead poll) keep nobody signed in.
    let lastReport = Date.now();
    const handleActivity = () => {
      if (Date.now() - lastReport < ACTIVITY_REPORT_MS) return;
      lastReport = Date.now();
      void reportActivity().then((alive) => {
        if (alive === false) void check();
      });
    };
    // An unattended console still leaves for sign-in once the session has ended.
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void check();
    }, SESSION_CHECK_MS);
    const channel = openChannel();
    if (channel) channel.onmessage = () => void check();
    window.addEventListener("focus", handleFocus);
    document.addEventListener("visibilitychange", handleVisibility);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, handleActivity, { passive: true });
    return () => {
      disposed = true;
      channel?.close();
      window.clearInterval(timer);
      window.removeEventListener("focus", handleFocus);
      document.removeEventListener("visibilitychange", handleVisibility);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity);
    };
  }, [navigate]);
}

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
const ACTIVITY_REPORT_MS = 60_000;
const SESSION_CHECK_MS = 60_000;

/**
 * Tells the server the person is at work. True when it was taken, false when the session has ended,
 * null when it could not be said (offline), which must never sign anyone out.
 */
export async function reportActivity(fetcher: typeof fetch = fetch): Promise<boolean | null> {
  try {
    const response = await fetcher("/api/v1/console/activity", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
    });
    if (response.status === 401) return false;
    return response.ok ? true : null;
  } catch {
    return null;
  }
}
