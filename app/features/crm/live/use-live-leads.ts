import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigation, useRevalidator } from "react-router";
import { showInfoToast } from "~/components/ui/toast";
import { leadTypeLabel } from "../shared/crm-constants";
import { contactHref } from "../shell/tabs";

export const LIVE_POLL_MS = 5000;

type LiveLead = {
  id: string;
  contactId: string;
  name: string;
  type: string;
  score: number;
  createdAt: string;
};

/** A traveller's WhatsApp message to a contact this person looks after. */
type LiveMessage = { id: string; contactId: string; name: string | null; body: string; receivedAt: string };

/** A WhatsApp message this person sent that Meta reported undelivered after it had gone. */
type LiveFailure = { id: string; contactId: string; name: string | null; sentence: string; failedAt: string };

/**
 * New leads while the console is open: a poll every few seconds (only while the page is in view),
 * a toast per new lead with a way to open it, an unread count, and the open tab's data read again
 * so lists and the board show the lead. Leads already there when the page loaded are not news.
 */
export function useLiveLeads({ since, tab }: { since: string; tab: string }) {
  const [unread, setUnread] = useState(0);
  const seen = useRef(new Set<string>());
  const cursor = useRef(since);
  const first = useRef(true);
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const navigate = useNavigate();
  // A refresh started in the middle of the agent's own navigation (a search, a filter) could land
  // after it with the old list: refresh only when nothing else is loading.
  const navigation = useNavigation();
  const idle = useRef(true);
  idle.current = navigation.state === "idle" && revalidator.state === "idle";

  // Looking at the contacts or the board is reading the news.
  useEffect(() => {
    if (tab === "contacts" || tab === "pipeline") setUnread(0);
  }, [tab]);

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const poll = async () => {
      if (document.visibilityState === "visible") {
        try {
          const response = await fetch(
            `/api/v1/console/leads/live?${new URLSearchParams({ since: cursor.current })}`,
            {
              credentials: "same-origin",
              headers: { accept: "application/json" },
            },
          );
          if (response.ok) {
            const body = (await response.json()) as {
              now: string;
              leads: LiveLead[];
              messages?: LiveMessage[];
              failures?: LiveFailure[];
            };
            const wasFirst = first.current;
            const fresh = body.leads.filter((l) => !seen.current.has(l.id));
            for (const l of body.leads) seen.current.add(l.id);
            // The first answer's look-back holds leads from before the page loaded: not news.
            const news = first.current ? fresh.filter((l) => l.createdAt > since) : fresh;
            first.current = false;
            cursor.current = body.now;
            if (news.length && !stopped) {
              const watching = tabRef.current === "contacts" || tabRef.current === "pipeline";
              if (!watching) setUnread((n) => n + news.length);
              for (const l of news.slice(0, 3).reverse()) {
                showInfoToast(`New lead: ${l.name}`, `${leadTypeLabel(l.type)} · score ${l.score}`, {
                  label: "Open",
                  onClick: () => void navigate(contactHref(l.contactId)),
                });
              }
              if (news.length > 3)
                showInfoToast(`${news.length - 3} more new leads`, "They are on the Contacts tab.");
              if (idle.current) void revalidate.current();
            }
            const messages = (body.messages ?? []).filter((m) => !seen.current.has(`wa:${m.id}`));
            for (const m of body.messages ?? []) seen.current.add(`wa:${m.id}`);
            const newMessages = wasFirst ? messages.filter((m) => m.receivedAt > since) : messages;
            if (!stopped) {
              for (const m of newMessages.slice(0, 3).reverse()) {
                showInfoToast(`WhatsApp from ${m.name ?? "a traveller"}`, m.body, {
                  label: "Open",
                  onClick: () => void navigate(contactHref(m.contactId)),
                });
              }
            }
            const failures = (body.failures ?? []).filter((f) => !seen.current.has(`wa-failed:${f.id}`));
            for (const f of body.failures ?? []) seen.current.add(`wa-failed:${f.id}`);
            const newFailures = wasFirst ? failures.filter((f) => f.failedAt > since) : failures;
            if (!stopped) {
              for (const f of newFailures.slice(0, 3).reverse()) {
                showInfoToast(`WhatsApp to ${f.name ?? "a traveller"} not delivered`, f.sentence, {
                  label: "Open",
                  onClick: () => void navigate(contactHref(f.contactId)),
                });
              }
            }
          }
        } catch {
          // Offline or the server restarting: the next poll tries again.
        }
      }
      if (!stopped) timer = window.setTimeout(poll, LIVE_POLL_MS);
    };
    timer = window.setTimeout(poll, LIVE_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [since, navigate]);

  return { unread, clear: () => setUnread(0) };
}
