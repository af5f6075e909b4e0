import { BookmarkCheckIcon, BookmarkIcon, DownloadIcon, LoaderCircleIcon, Share2Icon } from "lucide-react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "~/components/ui/button";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import type { DestinationPageData } from "./destination-types";
import { PrintView } from "./print-view";
import { toggleSavedDestination, useIsDestinationSaved } from "./saved-destinations";
import type { DailyPlans } from "./use-daily-plans";
import { useHydrated } from "./use-hydrated";

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

/** Download (print-friendly itinerary), Save (on this device) and Share for the destination page's hero. */
export function DestinationActions({
  destination,
  dailyPlans,
}: {
  destination: DestinationPageData;
  dailyPlans: DailyPlans;
}) {
  const hydrated = useHydrated();
  const saved = useIsDestinationSaved(destination.slug);
  const [preparing, setPreparing] = useState(false);

  async function handleDownload() {
    setPreparing(true);
    // Include the plans the visitor has unlocked; a 401 simply prints without them.
    if (dailyPlans.status !== "locked") await dailyPlans.fetchAll(destination.itineraries.map((i) => i.id));
    flushSync(() => setPreparing(false));
    window.print();
  }

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
      <Button
        type="button"
        variant="outline"
        className={actionClass}
        onClick={handleDownload}
        disabled={preparing}
        aria-busy={preparing || undefined}
      >
        {preparing ? (
          <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <DownloadIcon aria-hidden="true" />
        )}
        Download
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
      {hydrated ? <PrintView destination={destination} plans={dailyPlans.plans} /> : null}
    </div>
  );
}
