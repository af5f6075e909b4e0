import { useEffect, useState } from "react";

export type ContactHit = { id: string; name: string; phone: string | null; email: string | null };

export type ContactSearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; contacts: ContactHit[] }
  | { status: "failed" };

/** Fewer letters than this match too much to be worth a request. */
export const CONTACT_SEARCH_MIN_CHARS = 2;
const DEBOUNCE_MS = 200;

const text = (v: unknown) => (typeof v === "string" && v.length > 0 ? v : null);

/** Only well-formed rows are shown: a contact without an id cannot be opened. */
export function readContactHits(body: unknown): ContactHit[] | null {
  const contacts = (body as { contacts?: unknown } | null)?.contacts;
  if (!Array.isArray(contacts)) return null;
  return contacts.flatMap((c: Record<string, unknown> | null) => {
    const id = c?.id;
    if (typeof id !== "string" && typeof id !== "number") return [];
    return [
      {
        id: String(id),
        name: text(c?.name) ?? "Unnamed contact",
        phone: text(c?.phone),
        email: text(c?.email),
      },
    ];
  });
}

/**
 * Contacts whose name, phone or e-mail matches what is typed, asked of the server once typing pauses;
 * a newer query cancels the request of an older one, so results never arrive out of order.
 */
export function useContactSearch(query: string): ContactSearchState {
  const q = query.trim();
  const [state, setState] = useState<ContactSearchState>({ status: "idle" });

  useEffect(() => {
    if (q.length < CONTACT_SEARCH_MIN_CHARS) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/v1/console/contacts/search?${new URLSearchParams({ q })}`, {
          signal: controller.signal,
          credentials: "same-origin",
          headers: { Accept: "application/json" },
        });
        const hits = response.ok ? readContactHits(await response.json()) : null;
        if (!hits) console.warn(`Contact search answered ${response.status}.`);
        if (!controller.signal.aborted)
          setState(hits ? { status: "done", contacts: hits } : { status: "failed" });
      } catch (err) {
        if (controller.signal.aborted) return;
        console.warn("Contact search failed.", err);
        setState({ status: "failed" });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  return state;
}
