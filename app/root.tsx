import cormorantLatin from "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import cormorantRupee from "./assets/fonts/cormorant-garamond-rupee-wght-normal.woff2?url";
import interRupee from "./assets/fonts/inter-rupee-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { Toaster } from "~/components/ui/toast";
import { useNonce } from "~/lib/nonce";
import { getSiteSettings } from "~/server/site-settings.server";
import { getSiteUrl } from "~/server/config.server";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Both families' latin files (variable fonts: one file for all weights) come with the stylesheet, so
  // the page is laid out once with them rather than again after the first paint.
  { rel: "preload", href: cormorantLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // "₹" in both faces (1 KB each, app.css): found early, so prices do not re-lay out the page later.
  { rel: "preload", href: cormorantRupee, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interRupee, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader() {
  return { siteSettings: getSiteSettings(), siteUrl: getSiteUrl() };
}

// The root data (site settings, public origin) never changes while the server runs.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Marks the document interactive (browser tests wait for it before clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0e1a2b" />
        <Meta />
        {/* A React 19 stylesheet resource: React writes it before the module preloads, so the first
            paint does not queue behind ~40 scripts (bench/PERFORMANCE.md). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links nonce="" />
      </head>
      <body>
        {children}
        {/* A new page starts at the top (or at its #hash); Back and Forward return to where the
            visitor was on that page. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The document and the toasts only: the public site's frame (header, footer, mobile bar, chat,
 * deals viewer) is the public layout route's, so the staff pages (sign-in, console, help centre)
 * load none of its JavaScript.
 */
export default function App() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <div className="container-page py-24 text-center">
      <h1 className="font-display text-5xl">{message}</h1>
      <p className="mt-4 text-ink-600">Please try again in a moment, or call us — we're happy to help.</p>
      <a
        href="/"
        className="mt-8 inline-flex h-11 items-center rounded-full bg-gold-500 px-6 font-semibold text-ink-950"
      >
        Return to Home Base
      </a>
    </div>
  );
}
