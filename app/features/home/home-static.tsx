import { useState, type ReactNode } from "react";
import { ServerHtml } from "~/components/server-html";

type StaticSections = typeof import("./static-sections");

// The server has them at once; the browser's build drops this import (the condition is false there).
const serverSections = import.meta.env.SSR ? await import("./static-sections") : null;
let clientSections: StaticSections | null = null;

/**
 * Fetches the static sections' code; the home route's client loader awaits it, so a client navigation
 * to the home page renders them at once. A page loaded as a document never needs it.
 */
export async function loadHomeStaticSections() {
  clientSections ??= await import("./static-sections");
}

/**
 * Sections that need no code in the browser: the server renders them (`render` gets their
 * components), hydration keeps that markup as it is, and a client navigation renders them from the
 * code `loadHomeStaticSections` fetched.
 */
export function HomeStatic({
  render,
  onKept,
}: {
  render: (sections: StaticSections) => ReactNode;
  onKept?: (markup: HTMLElement) => void;
}) {
  const [, setFetched] = useState(false);
  const sections = serverSections ?? clientSections;
  return (
    <ServerHtml onKept={onKept} onLost={() => void loadHomeStaticSections().then(() => setFetched(true))}>
      {sections ? render(sections) : null}
    </ServerHtml>
  );
}
