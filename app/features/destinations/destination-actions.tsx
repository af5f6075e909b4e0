import { BookmarkCheckIcon, BookmarkIcon, DownloadIcon, Share2Icon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import type { DestinationPageData } from "./destination-types";
import { toggleSavedDestination, useIsDestinationSaved } from "./saved-destinations";

/** Copies text without the async Clipboard API (which needs focus and permission). */
function copyWithSelection(text: string) {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  return ok;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return copyWithSelection(url);
  }
}

const actionClass = "border-white/30 px-3 text-ivory hover:border-white/60 hover:bg-white/10 sm:px-5";

/** The destination's itineraries as a PDF, made by the server for this visitor (plans only once verified). */
export function itineraryPdfUrl(slug: string) {
  return `/api/v1/destinations/${encodeURIComponent(slug)}/itinerary.pdf`;
}

/**
 * Download (the itineraries as a PDF), Save (on this device) and Share for the destination page's hero.
 * Download is a plain link: it works before hydration and without JavaScript, and the server decides
 * from the proof cookie whether the day-by-day plans go in, so the page fetches nothing for it.
 */
export function DestinationActions({ destination }: { destination: DestinationPageData }) {
  const saved = useIsDestinationSaved(destination.slug);

  function handleSave() {
    const nowSaved = toggleSavedDestination(destination.slug);
    showSuccessToast(
      nowSaved ? `${destination.name} saved` : `${destination.name} removed`,
      nowSaved ? "It stays on this device for your next visit." : undefined,
    );
  }

  async function handleShare() {
    const url = `${window.location.origin}${window.location.pathname}`;
    const shareData = { title: document.title, text: `${destination.name}: ${destination.description}`, url };
    if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(shareData))) {
      try {
        await navigator.share(shareData);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Any other failure: fall back to copying the link.
      }
    }
    if (await copyLink(url)) showSuccessToast("Link copied", "Paste it anywhere to share this destination.");
    else showErrorToast("Couldn't copy the link", "Please copy it from your browser's address bar.");
  }

  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap" data-testid="destination-actions">
      <Button asChild variant="outline" className={actionClass}>
        <a
          href={itineraryPdfUrl(destination.slug)}
          download={`${destination.slug}-itineraries.pdf`}
          type="application/pdf"
          data-testid="itinerary-pdf-link"
        >
          <DownloadIcon aria-hidden="true" />
          Download
        </a>
      </Button>
      <Button
        type="button"
        variant="outline"
        className={cn(actionClass, "sm:min-w-[7.25rem]", saved && "border-gold-400 text-gold-300")}
        onClick={handleSave}
        aria-pressed={saved}
      >
        {saved ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkIcon aria-hidden="true" />}
        {saved ? "Saved" : "Save"}
      </Button>
      <Button type="button" variant="outline" className={actionClass} onClick={handleShare}>
        <Share2Icon aria-hidden="true" />
        Share
      </Button>
    </div>
  );
}
