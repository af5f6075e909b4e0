import { CircleHelpIcon, LogOutIcon, SearchIcon, UserRoundIcon } from "lucide-react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { lazyOnOpen } from "~/components/lazy-on-open";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { contactHref, resolveTab, tabOfPath, tabPath, tabSearch, type ConsoleTabId } from "~/features/crm";
import type { StaffRole } from "~/features/auth";
import type { ContactHit } from "./contact-search";
import { signOut, useSessionWatcher } from "./console-session";
import { useConsoleKeys } from "./use-console-keys";

// Only a person who presses Cmd/Ctrl+K (or the button) pays for the menu's code.
const CommandMenu = lazyOnOpen(() => import("./command-menu").then((m) => m.CommandMenu));

export type ConsoleShellTab = {
  id: ConsoleTabId;
  label: string;
  key: string;
  /** Something waiting there (e.g. overdue tasks), shown as a small count on the tab. */
  badge?: { count: number; label: string };
};

export type ConsoleShellProps = {
  brandName: string;
  user: { name: string; email: string; role: StaffRole };
  /** The tabs this person's role may open, in order. */
  tabs: readonly ConsoleShellTab[];
  /** The tab whose route is shown. */
  activeTab: ConsoleTabId;
  /** The active tab's content (lazy, inside its own Suspense). */
  panel: ReactNode;
  /** Shown in place of the panel while another tab's data is on its way. */
  skeleton: ReactNode;
};

/** The tab a navigation in flight is heading for, so the bar answers a click at once. */
function usePendingTab(role: StaffRole): ConsoleTabId | null {
  const navigation = useNavigation();
  const next = navigation.location;
  const tab = next ? tabOfPath(next.pathname) : null;
  return tab ? resolveTab(tab, role) : null;
}

/**
 * The VOX console's frame: title and actions, the tab bar, the active tab, the footer. It also keeps
 * the session honest (signed out elsewhere → sign-in) and owns the keyboard moves.
 */
export function ConsoleShell({ brandName, user, tabs, activeTab, panel, skeleton }: ConsoleShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const pendingTab = usePendingTab(user.role);
  const shownTab = pendingTab ?? activeTab;
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const isMac = useIsMac();
  // Tabs and the search box work by script: until it has run they are disabled, not silently dead.
  const hydrated = useHydrated();

  useSessionWatcher();
  const tabListRef = useRef<HTMLDivElement>(null);
  useActiveTabInView(tabListRef, shownTab);

  const goToTab = (tab: string) => {
    const known = tabs.find((t) => t.id === tab);
    if (!known) return;
    void navigate(
      { pathname: tabPath(known.id), search: tabSearch(location.search, known.id) },
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  };
  const goToContact = (contact: ContactHit) => void navigate(contactHref(contact.id));

  useConsoleKeys({ tabs, onTab: goToTab, onOpenMenu: () => setMenuOpen(true) });

  const handleSignOut = async () => {
    setSigningOut(true);
    const done = await signOut((to) => navigate(to));
    if (!done) setSigningOut(false);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-sand-50 text-ink-900">
      <header className="bg-ink-900 text-ivory">
        <div className="mx-auto flex max-w-[96rem] flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:gap-x-6 lg:px-8">
          <div className="min-w-0 flex-1 basis-0">
            <h1 className="font-display text-3xl leading-none font-semibold tracking-[0.12em] text-gold-400">
              VOX
            </h1>
            <p className="mt-1 text-xs tracking-wide text-ink-300">{brandName} Ops eXchange</p>
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            disabled={!hydrated}
            aria-keyshortcuts="Meta+K Control+K"
            className={cn(
              "order-last inline-flex h-11 w-full items-center gap-2 rounded-full border border-ivory/15 bg-ink-800 px-3 text-sm text-ink-300 sm:order-none sm:h-9 sm:w-64",
              "cursor-pointer transition-colors hover:border-ivory/30 hover:text-ivory disabled:cursor-progress",
              darkFocusRing,
            )}
          >
            <SearchIcon className="size-4" aria-hidden="true" />
            <span className="flex-1 text-left">Go to tab or contact…</span>
            <kbd className="hidden rounded border border-ivory/20 px-1.5 font-sans text-[0.6875rem] text-ink-300 sm:inline">
              {isMac ? "⌘K" : "Ctrl K"}
            </kbd>
          </button>
          <div className="flex items-center gap-1 sm:gap-2">
            <Link
              to="/auth/account"
              title="Your account: password and sessions"
              className="hidden rounded px-1 text-right text-xs leading-tight hover:bg-ivory/10 md:block"
            >
              <span className="block font-medium text-ivory">{user.name}</span>
              <span className="block tracking-wider text-ink-300 uppercase">{user.role}</span>
            </Link>
            <Button
              asChild
              variant="ghost"
              size="sm"
              className={cn("size-11 px-0 text-ivory hover:bg-ivory/10 md:hidden", darkFocusRing)}
            >
              <Link to="/auth/account" aria-label={`Your account (${user.name})`}>
                <UserRoundIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              variant="ghost"
              size="sm"
              className={cn(
                "size-11 px-0 text-ivory hover:bg-ivory/10 sm:h-9 sm:w-auto sm:px-3",
                darkFocusRing,
              )}
            >
              <Link to="/faq">
                <CircleHelpIcon aria-hidden="true" />
                <span className="max-sm:sr-only">Help</span>
              </Link>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={handleSignOut}
              disabled={signingOut}
              className={cn(
                "border-ivory/25 text-ivory hover:border-ivory/50 hover:bg-ivory/10",
                darkFocusRing,
              )}
            >
              <LogOutIcon aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>

      <TabsPrimitive.Root
        value={shownTab}
        onValueChange={goToTab}
        activationMode="manual"
        className="flex flex-1 flex-col"
      >
        <div className="sticky top-0 z-20 border-b border-sand-200 bg-white/95 backdrop-blur">
          <TabsPrimitive.List
            ref={tabListRef}
            aria-label="Console sections"
            data-testid="console-tabs"
            className={cn(
              "mx-auto flex max-w-[96rem] gap-1 overflow-x-auto overscroll-x-contain px-2 [scrollbar-width:none] lg:grid lg:px-8 [&::-webkit-scrollbar]:hidden",
              // One column a tab, however many this role has, so the bar is one row on a wide screen.
              "lg:grid-cols-[repeat(var(--tab-count),minmax(0,1fr))]",
            )}
            style={{ "--tab-count": tabs.length } as CSSProperties}
          >
            {tabs.map((tab) => (
              <TabsPrimitive.Trigger
                key={tab.id}
                value={tab.id}
                disabled={!hydrated}
                aria-keyshortcuts={`G ${tab.key.toUpperCase()}`}
                className={cn(
                  "relative inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center px-3 text-sm font-medium whitespace-nowrap text-ink-600 transition-colors hover:text-ink-900 disabled:cursor-progress",
                  "after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent",
                  "data-[state=active]:text-ink-950 data-[state=active]:after:bg-gold-500",
                  "outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-600",
                )}
                aria-label={
                  tab.badge?.count ? `${tab.label}, ${tab.badge.count} ${tab.badge.label}` : undefined
                }
              >
                {tab.label}
                {tab.badge?.count ? (
                  <span
                    aria-hidden="true"
                    data-testid={`tab-badge-${tab.id}`}
                    className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1.5 text-[0.6875rem] leading-5 font-semibold text-white tabular-nums"
                  >
                    {tab.badge.count > 99 ? "99+" : tab.badge.count}
                  </span>
                ) : null}
              </TabsPrimitive.Trigger>
            ))}
          </TabsPrimitive.List>
        </div>

        <main id="main" className="mx-auto w-full max-w-[96rem] flex-1 px-4 py-6 lg:px-8">
          {tabs.map((tab) => (
            <TabsPrimitive.Content
              key={tab.id}
              value={tab.id}
              aria-busy={tab.id === shownTab && shownTab !== activeTab}
              className="outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-600"
            >
              {tab.id === shownTab ? (shownTab === activeTab ? panel : skeleton) : null}
            </TabsPrimitive.Content>
          ))}
        </main>
      </TabsPrimitive.Root>

      <footer className="border-t border-sand-200 bg-white">
        <p className="mx-auto max-w-[96rem] px-4 py-4 text-xs leading-relaxed text-ink-600 lg:px-8">
          For internal use only. Sharing login credentials or granting unauthorized access, including
          capturing or distributing screenshots, is strictly prohibited.
        </p>
      </footer>

      <CommandMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        tabs={tabs}
        onTab={goToTab}
        onContact={goToContact}
      />
    </div>
  );
}

/** On the dark header the gold ring needs its lighter shade to stand out. */
const darkFocusRing =
  "outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400";

/** On a phone the bar scrolls sideways: the open tab is brought into view (say, /vox/logs on arrival). */
function useActiveTabInView(listRef: React.RefObject<HTMLDivElement | null>, tab: string) {
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    const right = left + active.offsetWidth;
    if (left < list.scrollLeft) list.scrollLeft = left - 8;
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth + 8;
  }, [listRef, tab]);
}

function useIsMac() {
  const [isMac, setIsMac] = useState(false);
  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);
  return isMac;
}
