import { expiringEntries, type StorageLike } from "~/lib/browser-storage";

/**
 * The form fills of this tab whose code is on its way or on the visitor's phone, by flow: only the
 * submission's id, never the code, kept in sessionStorage until the code's own expiry. A dialog
 * closed (Escape, ✕, Back) or a page reloaded meanwhile asks the server whether that code can still
 * be used and, if so, shows its code step again with no new SMS; sending the same number again
 * names the same submission, so the server returns to its live code instead of refusing a second
 * one inside the cooldown. The server decides what is live; this only remembers what to ask about.
 */
const KEY = "luxe.pending-codes";

export type PendingEntry = {
  submissionId: string;
  expiresAt: number;
  /**
   * "details": the visitor went back to the form from the code step (to change the number, say), so
   * reopening shows the form; the same number sent again still returns to the code.
   */
  step?: "code" | "details";
};

function isEntry(value: unknown): value is PendingEntry {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v.submissionId === "string" && typeof v.expiresAt === "number";
}

const entries = expiringEntries(KEY, isEntry);

function tabStorage(): StorageLike | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Blocked storage throws on access: a closed dialog then starts afresh, as it did before.
    return null;
  }
}

/**
 * One flow in one place: its purpose and the values it is opened with (the destination, the
 * itinerary), so the code for one trip is not offered in the dialog of another.
 */
export function pendingKeyOf(purpose: string, context: Record<string, string> = {}): string {
  const sorted = Object.keys(context)
    .sort()
    .map((k) => [k, context[k]]);
  return `${purpose}|${JSON.stringify(sorted)}`;
}

export function rememberPending(key: string, entry: PendingEntry) {
  entries.set(key, entry, { storage: tabStorage() });
}

export function pendingOf(key: string, now = Date.now()): PendingEntry | null {
  return entries.get(key, { storage: tabStorage(), now });
}

/** The visitor left the code step for the form: a reopened dialog starts there too. */
export function leftForForm(key: string) {
  const entry = pendingOf(key);
  if (entry) rememberPending(key, { ...entry, step: "details" });
}

export function forgetPending(key: string) {
  entries.remove(key, { storage: tabStorage() });
}
