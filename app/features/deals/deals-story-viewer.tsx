import { CalendarCheck, Eye, Heart, X } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { useEffect, useReducer, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { formatCount, formatIndianNumber, formatInr } from "~/lib/format";
import { DealBookingDialog } from "./deal-booking-dialog-lazy";
import { dealStats, deals, type Deal } from "./deals-data";
import { initialStoryState, STORY_TICK_MS, storyReducer } from "./story-state";

const HOLD_MS = 250;

/** Full-screen, story-style viewer of the deals, opened from the header's Deals item. */
export function DealsStoryViewer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the viewer closes (the button that opened it); none: Radix's default. */
  returnFocusTo?: () => HTMLElement | null;
}) {
  const [views, setViews] = useState<number[]>(() => deals.map(() => 0));
  const [state, dispatch] = useReducer(
    storyReducer,
    deals.map(() => 0),
    initialStoryState,
  );
  const [hovered, setHovered] = useState(false);
  const [held, setHeld] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const pressStart = useRef(0);
  // The deal being booked: set while its booking dialog is open, which holds the story still.
  const [booking, setBooking] = useState<Deal | null>(null);
  const [bookingOpen, setBookingOpen] = useState(false);
  const paused = hovered || held || keyboardFocus || bookingOpen;

  // Likes and views are set on the client when the viewer opens (never on the server): the same
  // numbers all day for a visitor, as on /deals.
  useEffect(() => {
    if (!open) return;
    const today = new Date();
    const stats = deals.map((deal) => dealStats(deal.id, today));
    setViews(stats.map((s) => s.views));
    dispatch({ type: "reset", likes: stats.map((s) => s.likes) });
    setHovered(false);
    setHeld(false);
    setKeyboardFocus(false);
    setBookingOpen(false);
  }, [open]);

  useEffect(() => {
    if (!open || paused || state.closed) return;
    const id = window.setInterval(() => dispatch({ type: "tick" }), STORY_TICK_MS);
    return () => window.clearInterval(id);
  }, [open, paused, state.closed]);

  // Closing itself after the last deal also clears the finished story, so the next open does not
  // find it finished and close again at once.
  useEffect(() => {
    if (!state.closed) return;
    dispatch({ type: "reset", likes: state.likes });
    if (open) onOpenChange(false);
  }, [open, state.closed, state.likes, onOpenChange]);

  const deal = deals[state.index]!;

  // A press-and-hold pauses; only a short tap moves between items.
  const tapped = () => Date.now() - pressStart.current < HOLD_MS;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/95 motion-safe:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex items-center justify-center outline-none"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(e) => {
            const trigger = returnFocusTo?.();
            if (!trigger) return;
            e.preventDefault();
            trigger.focus();
          }}
          tabIndex={-1}
          data-testid="deals-viewer"
          data-index={state.index}
          data-paused={paused ? "true" : "false"}
          onKeyDown={(e) => {
            // Keys typed in the booking dialog reach here through React's tree: they are not the story's.
            if (bookingOpen || !e.currentTarget.contains(e.target as Node)) return;
            if (e.key === "ArrowRight") dispatch({ type: "next" });
            else if (e.key === "ArrowLeft") dispatch({ type: "prev" });
          }}
          onFocus={(e) =>
            setKeyboardFocus(
              e.target !== e.currentTarget &&
                e.currentTarget.contains(e.target) &&
                (e.target as HTMLElement).matches(":focus-visible"),
            )
          }
          onBlur={() => setKeyboardFocus(false)}
        >
          <VisuallyHidden.Root>
            <Dialog.Title>Deals & Offers</Dialog.Title>
          </VisuallyHidden.Root>
          <div
            className="relative h-full max-h-[100dvh] w-full overflow-hidden bg-ink-900 sm:h-[min(92dvh,860px)] sm:w-auto sm:rounded-2xl sm:aspect-[9/16]"
            onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
            onPointerLeave={() => {
              setHovered(false);
              setHeld(false);
            }}
            onPointerDown={() => {
              pressStart.current = Date.now();
              setHeld(true);
            }}
            onPointerUp={() => setHeld(false)}
            onPointerCancel={() => setHeld(false)}
          >
            <img
              src={deal.image}
              alt=""
              width={1080}
              height={1920}
              className="absolute inset-0 size-full object-cover"
            />
            <div className="absolute inset-0 bg-gradient-to-b from-ink-950/70 via-transparent via-25% to-transparent" />
            <div className="absolute inset-x-0 bottom-0 h-3/5 bg-gradient-to-t from-ink-950 via-ink-950/75 to-transparent" />

            {/* Left half: back (disabled on the first item); right half: next (closes after the last). */}
            <button
              type="button"
              aria-label="Previous deal"
              disabled={state.index === 0}
              className="absolute inset-y-0 left-0 z-10 w-1/2 cursor-w-resize disabled:cursor-default"
              onClick={() => tapped() && dispatch({ type: "prev" })}
            />
            <button
              type="button"
              aria-label="Next deal"
              className="absolute inset-y-0 right-0 z-10 w-1/2 cursor-e-resize"
              onClick={() => tapped() && dispatch({ type: "next" })}
            />

            <div className="absolute inset-x-0 top-0 z-20 p-4">
              <div className="flex gap-1.5" aria-hidden="true">
                {deals.map((d, i) => (
                  <div key={d.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
                    <div
                      className="h-full bg-ivory"
                      data-testid={i === state.index ? "deals-progress" : undefined}
                      style={{ width: `${i < state.index ? 100 : i === state.index ? state.progress : 0}%` }}
                    />
                  </div>
                ))}
              </div>
              <div className="mt-3 flex items-center justify-between">
                <p className="eyebrow text-gold-300">Deals & Offers</p>
                <Dialog.Close
                  className="inline-flex size-11 items-center justify-center rounded-full bg-ink-950/40 text-ivory hover:bg-ink-950/70"
                  aria-label="Close deals"
                >
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
            </div>

            <div className="absolute inset-x-0 bottom-0 z-20 p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] text-ivory">
              <p className="text-sm text-gold-300">{deal.destination}</p>
              <h2 className="mt-1 font-display text-4xl leading-tight">{deal.title}</h2>
              <p className="mt-2 text-base text-ivory/85">{deal.description}</p>
              <p className="mt-3 flex items-baseline gap-3">
                <span className="font-display text-3xl">from {formatInr(deal.priceInr)}</span>
                <span className="text-sm text-ivory/60 line-through">{formatInr(deal.originalPriceInr)}</span>
                <span className="rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-ink-950">
                  {deal.discountPercent}% off
                </span>
              </p>
              <div className="mt-4 flex items-center gap-3">
                <button
                  type="button"
                  onClick={() => dispatch({ type: "toggleLike" })}
                  aria-pressed={state.liked[state.index]}
                  aria-label={state.liked[state.index] ? "Unlike this deal" : "Like this deal"}
                  className="inline-flex h-11 items-center gap-2 rounded-full bg-ink-950/50 px-4 text-sm"
                >
                  <Heart
                    className={cn("size-5", state.liked[state.index] && "fill-[#f26b5b] text-[#f26b5b]")}
                    aria-hidden="true"
                  />
                  <span data-testid="deal-likes" className="tabular-nums">
                    {/* Exact: a tap moves it by one, which a rounded "1.5K" would hide. */}
                    {formatIndianNumber(state.likes[state.index] ?? 0)}
                  </span>
                </button>
                <span className="inline-flex items-center gap-2 text-sm text-ivory/80">
                  <Eye className="size-5" aria-hidden="true" />
                  <span data-testid="deal-views">{formatCount(views[state.index] ?? 0)}</span>
                  <span className="sr-only">views</span>
                </span>
                <Link
                  to="/deals"
                  onClick={() => onOpenChange(false)}
                  className="ml-auto inline-flex h-11 items-center rounded-full px-3 text-sm font-medium text-ivory underline-offset-4 hover:underline"
                >
                  View deal
                </Link>
              </div>
              <button
                type="button"
                aria-haspopup="dialog"
                data-testid="deals-viewer-book"
                onClick={() => {
                  setBooking(deal);
                  setBookingOpen(true);
                }}
                className="mt-4 inline-flex h-12 w-full items-center justify-center gap-2 rounded-full bg-gold-500 px-6 text-base font-semibold text-ink-950 transition-colors hover:bg-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ivory"
              >
                <CalendarCheck className="size-5" aria-hidden="true" />
                Book this deal
              </button>
              <div className="mt-3 flex justify-center gap-1" role="group" aria-label="Choose a deal">
                {deals.map((d, i) => (
                  <button
                    key={d.id}
                    type="button"
                    onClick={() => dispatch({ type: "goTo", index: i })}
                    aria-label={`Show deal ${i + 1}: ${d.title}`}
                    aria-current={i === state.index ? "true" : undefined}
                    className="inline-flex size-8 items-center justify-center"
                  >
                    <span
                      className={cn(
                        "block size-2.5 rounded-full",
                        i === state.index ? "bg-ivory" : "bg-ivory/40",
                      )}
                    />
                  </button>
                ))}
              </div>
            </div>
          </div>
          {booking ? (
            <DealBookingDialog deal={booking} open={bookingOpen} onOpenChange={setBookingOpen} />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
