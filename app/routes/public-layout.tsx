import { lazy } from "react";
import { isRouteErrorResponse, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/public-layout";
import { HydrateLater } from "~/components/hydrate-later";
import { LazyDealsStoryViewer } from "~/features/deals";
import {
  areMobileOverlaysHidden,
  FloatingChat,
  isFooterHidden,
  isHeaderHidden,
  MobileBottomBar,
  ShellProvider,
  SiteFooter,
  SiteHeader,
  useShell,
} from "~/features/shell";

function Shell({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const { dealsOpen, setDealsOpen, dealsTrigger } = useShell();

  const overlaysHidden = areMobileOverlaysHidden(pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-gold-500 focus:px-4 focus:py-2 focus:text-ink-950"
      >
        Skip to content
      </a>
      {isHeaderHidden(pathname) ? null : <SiteHeader />}
      <main id="main" className="min-h-[60vh]">
        <HydrateLater>{children}</HydrateLater>
      </main>
      {isFooterHidden(pathname) ? null : (
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
      )}
      {overlaysHidden ? null : (
        <>
          <MobileBottomBar />
          <FloatingChat />
          <LazyDealsStoryViewer open={dealsOpen} onOpenChange={setDealsOpen} returnFocusTo={dealsTrigger} />
        </>
      )}
    </>
  );
}

/** The public site's frame around every public page (the staff pages have their own). */
export default function PublicLayout() {
  return (
    <ShellProvider>
      <Shell>
        <Outlet />
      </Shell>
    </ShellProvider>
  );
}

// The 404 page a child route's loader can throw is rare, so its code is not part of every public page's
// first load: the browser fetches it when it is needed. Meanwhile the page's main area is the server's
// HTML (hydration waits inside the shell's Suspense boundary) or, after a client navigation, empty for
// the moment the fetch takes. The server renders it at once.
const NotFoundPage = import.meta.env.SSR
  ? (await import("~/features/not-found")).NotFoundPage
  : lazy(() => import("~/features/not-found").then((m) => ({ default: m.NotFoundPage })));

/** A page that is not there keeps the site's frame, so the visitor can go on from it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ShellProvider>
        <Shell>
          <NotFoundPage />
        </Shell>
      </ShellProvider>
    );
  }
  throw error;
}
