import { ArrowUp, RotateCcw, Sparkles, Square, UserRoundCheck } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatIndiaClock12 } from "~/lib/format";
import { DESTINATION_COUNT } from "~/lib/destination-index";
import { MAX_TURN_CHARS } from "./chat-limits";
import { PlannerHandoff } from "./planner-handoff";
import { PlannerMarkdown } from "./planner-markdown";
import { usePlannerChat, type ChatMessage } from "./use-planner-chat";

/**
 * The welcome claims no AI model: the page is the same whether a model or the built-in planner
 * answers (the built-in planner says what it is in its first reply). Either way an expert finalises.
 */
export const WELCOME = `Namaste! I'm your luxury itinerary planner at Luxe Voyages.

I design bespoke journeys to all ${DESTINATION_COUNT} of our destinations — from **Bali**, the **Maldives** and **Thailand** to **Kenya**, **Japan**, **Switzerland**, **Norway** and **Dubai** — and stays at our Goa hotels: day by day, with hotels, experiences and a rupee estimate. I draft from our travel designers' own notes, and one of our experts finalises every plan with you.

To plan yours, tell me:

1. Where would you like to go?
2. Your travel style: relaxed luxury, adventure, cultural immersion, or a mix?
3. When are you travelling, and for how long?
4. How many of you are going (and any children)?`;

const time = (at: number) => formatIndiaClock12(at);

function Bubble({ message, welcome = false }: { message: ChatMessage; welcome?: boolean }) {
  const mine = message.role === "user";
  return (
    <li
      className={cn("flex", mine ? "justify-end" : "justify-start")}
      data-testid={mine ? "chat-user" : "chat-assistant"}
    >
      <div
        className={cn(
          "max-w-[92%] rounded-3xl px-5 py-4 shadow-sm sm:max-w-[80%]",
          mine
            ? "rounded-br-md bg-ink-900 text-ivory"
            : "rounded-bl-md border border-sand-200 bg-white text-ink-800",
        )}
      >
        {message.note ? (
          <p className="mb-2 text-xs text-ink-500 italic" data-testid="chat-note">
            {message.note}
          </p>
        ) : null}
        {mine ? (
          <p className="text-[0.9375rem] leading-relaxed whitespace-pre-wrap">{message.content}</p>
        ) : (
          <PlannerMarkdown text={message.content} />
        )}
        {message.cut ? (
          <p className="mt-2 text-xs text-ink-500 italic">
            {message.cut === "stopped" ? "Stopped." : "The reply was cut short. Ask again to continue."}
          </p>
        ) : null}
        <p className={cn("mt-2 text-[0.6875rem]", mine ? "text-ivory/60" : "text-ink-500")}>
          {welcome ? "Luxe Voyages" : null}
          {welcome && message.at ? " · " : null}
          {message.at ? <time dateTime={new Date(message.at).toISOString()}>{time(message.at)}</time> : null}
        </p>
      </div>
    </li>
  );
}

/**
 * /luxe-match: the chat, full height. The list follows the newest message unless the visitor has
 * scrolled up to read; Enter sends and Shift+Enter starts a new line; Stop ends a reply midway.
 */
/** ?plan=Tanzania: a link asked for a place; it waits in the input, ready to send. */
const PLACE_PARAM = /^[\p{L}][\p{L} .'&-]{1,59}$/u;
const FROM_PARAM = /^\/[\w\-/]{1,199}$/;

export function LuxeMatchPage({ fromPath: loaderFrom }: { fromPath: string | null }) {
  // Read in the browser too: the page is prerendered, so its loader never sees a link's query.
  const [params] = useSearchParams();
  const linkedFrom = params.get("from");
  const fromPath = linkedFrom && FROM_PARAM.test(linkedFrom) ? linkedFrom : loaderFrom;
  const { messages, pending, streaming, send, stop, clear } = usePlannerChat({ fromPath });
  const [text, setText] = useState("");
  const place = params.get("plan");
  useEffect(() => {
    if (place && PLACE_PARAM.test(place))
      setText((current) => current || `I'd like to plan a trip to ${place}`);
  }, [place]);
  const [handoff, setHandoff] = useState(false);
  const inputId = useId();
  const list = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const following = useRef(true);

  useEffect(() => input.current?.focus(), []);
  // The welcome is stamped with when this conversation began: its first message, or the moment the
  // page opened in this browser (set after hydration, so the server's HTML and the browser's agree).
  const [openedAt, setOpenedAt] = useState(0);
  useEffect(() => setOpenedAt(Date.now()), []);
  const welcomeAt = messages[0]?.at ?? openedAt;
  useLayoutEffect(() => {
    const el = list.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [messages, pending]);
  // A phone's keyboard opening shrinks the visible page: the newest message stays in view above it.
  useEffect(() => {
    const viewport = window.visualViewport;
    const keep = () => {
      const el = list.current;
      if (el && following.current) el.scrollTop = el.scrollHeight;
    };
    viewport?.addEventListener("resize", keep);
    return () => viewport?.removeEventListener("resize", keep);
  }, []);
  // When a reply ends (or is stopped), the input has the focus again, so a phone keeps its keyboard.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) input.current?.focus({ preventScroll: true });
    wasPending.current = pending;
  }, [pending]);

  const blank = text.trim().length === 0;
  const submit = async () => {
    if (blank || pending) return;
    const sent = text;
    setText("");
    following.current = true;
    await send(sent);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const waiting = pending && !streaming;
  const talked = messages.some((m) => m.role === "user");

  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col bg-sand-50">
      <header className="bg-gradient-to-r from-ink-950 via-ink-900 to-gold-800 text-ivory">
        <div className="mx-auto flex w-full max-w-4xl items-center gap-4 px-4 py-4 sm:px-6 sm:py-5">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-gold-500/20 text-gold-300 sm:flex">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <h1 className="font-display text-2xl leading-tight sm:text-3xl">Luxury Itinerary Planner</h1>
            <p className="text-sm text-ivory/75">
              Bespoke travel experiences, designed for Indian travellers
            </p>
          </div>
          {talked ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-ivory hover:bg-white/10"
              onClick={clear}
            >
              <RotateCcw aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">New chat</span>
            </Button>
          ) : null}
        </div>
      </header>

      <div
        ref={list}
        role="log"
        // Scrollable, so reachable by keyboard too.
        tabIndex={0}
        aria-live="polite"
        aria-label="Conversation with the planner"
        className="flex-1 overflow-y-auto overscroll-contain"
        onScroll={(e) => {
          const el = e.currentTarget;
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        <ol aria-label="Conversation" className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-6 sm:px-6">
          <Bubble welcome message={{ id: "welcome", role: "assistant", content: WELCOME, at: welcomeAt }} />
          {messages.map((m) => (
            <Bubble key={m.id} message={m} />
          ))}
          {waiting ? (
            <li className="flex items-center gap-3 text-sm text-ink-600" data-testid="chat-waiting">
              <span
                className="size-4 animate-spin rounded-full border-2 border-gold-500 border-t-transparent"
                aria-hidden="true"
              />
              Creating your luxury itinerary...
            </li>
          ) : null}
        </ol>
      </div>

      <div className="border-t border-sand-200 bg-ivory">
        <div className="mx-auto grid w-full max-w-4xl gap-2 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
          {talked ? (
            <div className="flex justify-end">
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto px-0"
                onClick={() => setHandoff(true)}
                data-testid="send-to-expert"
              >
                <UserRoundCheck aria-hidden="true" />
                Send this plan to an expert
              </Button>
            </div>
          ) : null}
          <form
            className="flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              Your message
            </label>
            <textarea
              id={inputId}
              ref={input}
              rows={1}
              value={text}
              maxLength={MAX_TURN_CHARS}
              // Blocked, not disabled, while a reply is pending: a disabled field loses the focus and
              // a phone closes its keyboard after every message.
              readOnly={pending}
              aria-disabled={pending || undefined}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Ask about luxury destinations, itineraries and pricing in INR…"
              data-testid="chat-input"
              className="max-h-40 min-h-12 flex-1 resize-none rounded-2xl border border-sand-300 bg-white px-4 py-3 text-base shadow-xs outline-hidden [field-sizing:content] placeholder:text-ink-500 focus-visible:border-gold-600 focus-visible:ring-[3px] focus-visible:ring-gold-500/35 aria-disabled:opacity-60 sm:text-sm"
            />
            {streaming ? (
              <Button
                type="button"
                size="icon"
                variant="outline"
                className="size-12 shrink-0 rounded-full"
                onClick={stop}
                onPointerDown={(e) => e.preventDefault()}
                aria-label="Stop"
                data-testid="chat-stop"
              >
                <Square className="fill-current" aria-hidden="true" />
              </Button>
            ) : (
              <Button
                type="submit"
                size="icon"
                className="size-12 shrink-0 rounded-full"
                disabled={blank || pending}
                // Tapping Send leaves the focus (and a phone's keyboard) in the field.
                onPointerDown={(e) => e.preventDefault()}
                aria-label="Send"
                data-testid="chat-send"
              >
                <ArrowUp aria-hidden="true" />
              </Button>
            )}
          </form>
        </div>
      </div>
      <PlannerHandoff open={handoff} onOpenChange={setHandoff} messages={messages} fromPath={fromPath} />
    </div>
  );
}
