import { MessageCircle, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { whatsappLink } from "~/lib/site-settings";
import { cn } from "~/lib/cn";
import { useSiteSettings } from "~/lib/use-site-settings";
import { WhatsAppIcon } from "~/components/brand-icons";

/**
 * Regions with their own call/WhatsApp actions (the footer, the contact page's cards): while one is on
 * screen the button would only repeat them, and it would sit on their links.
 */
const OWN_CONTACT_ACTIONS_SELECTOR = "footer, [data-own-contact-actions]";

/**
 * What the button must never rest on: anything a visitor taps (a wishlist heart, a card's links), a
 * live count that changes under a filter, and an address someone reads to find the office.
 */
const KEEP_CLEAR_SELECTOR =
  "a, button, input, select, textarea, summary, label, [role='button'], [tabindex]:not([tabindex='-1']), [aria-live], address";

/** How long the page must be still before the button looks at what lies under it. */
const REST_MS = 150;

/** True when, at the button's place, something it must keep clear of lies underneath it. */
function coversContent(root: HTMLElement) {
  const box = root.getBoundingClientRect();
  if (box.width === 0) return false;
  // The corners (inset a little: a box's shadow edge is not a tap) and the middle of the button.
  const inset = 4;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some((el) => !root.contains(el) && el.closest(KEEP_CLEAR_SELECTOR) !== null),
  );
}

/**
 * Phone-only floating button that opens a WhatsApp shortcut asking about packages. It steps aside
 * (fades out, out of the tab order) whenever it would cover something: when the page's own contact
 * actions are on screen, and when the page comes to rest with a link, button or address under it.
 */
export function FloatingChat() {
  const [open, setOpen] = useState(false);
  const [nearOwnActions, setNearOwnActions] = useState(false);
  const [overContent, setOverContent] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const settings = useSiteSettings();

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) visible.add(e.target);
        else visible.delete(e.target);
      }
      setNearOwnActions(visible.size > 0);
    });
    const observeRegions = () => {
      for (const el of visible) if (!el.isConnected) visible.delete(el);
      setNearOwnActions(visible.size > 0);
      document.querySelectorAll(OWN_CONTACT_ACTIONS_SELECTOR).forEach((el) => observer.observe(el));
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      timer = undefined;
      setOverContent(coversContent(root));
    };
    // Scrolling postpones the look until the page is still; other changes only ask for one.
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, REST_MS);
    };
    const soon = () => {
      timer ??= setTimeout(check, REST_MS);
    };
    // The footer and the route's content hydrate after the shell, and a route change swaps the
    // content under the button without any scroll.
    const mutations = new MutationObserver(() => {
      observeRegions();
      soon();
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    observeRegions();
    soon();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      mutations.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, []);

  // Once opened, the shortcut stays until the visitor closes it.
  const stepAside = !open && (nearOwnActions || overContent);
  return (
    <div
      ref={rootRef}
      className={cn(
        "fixed right-4 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-40 flex flex-col items-end gap-3 transition-[opacity,visibility] duration-200 md:hidden",
        stepAside && "pointer-events-none invisible opacity-0",
      )}
      data-testid="floating-chat"
      data-stepped-aside={stepAside ? "" : undefined}
    >
      {open ? (
        <a
          href={whatsappLink(settings.whatsappNumber, settings.whatsappPackagesMessage)}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-full bg-whatsapp py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lift motion-safe:animate-slide-up"
        >
          <WhatsAppIcon className="size-5" />
          Ask about packages
        </a>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={open ? "Close chat shortcut" : "Open chat shortcut"}
        className="inline-flex size-14 items-center justify-center rounded-full bg-ink-900 text-gold-300 shadow-lift"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
