import { createParser } from "eventsource-parser";
import { useCallback, useEffect, useRef, useState } from "react";
import { showErrorToast } from "~/components/ui/toast";
import { readStored, writeStored } from "~/lib/browser-storage";
import {
  conversationForRequest,
  MAX_TURN_CHARS,
  MAX_TURNS,
  PLANNER_TEXT,
  type PlannerChunk,
  type PlannerTurn,
} from "./chat-limits";

/**
 * The chat's state in the browser: the conversation (kept in this browser's storage so a reload
 * keeps it), sending (blocked while a reply is pending or the text is blank), the reply as it
 * streams in, Stop, and the errors as toasts in the planner's words.
 */
export type ChatMessage = PlannerTurn & {
  id: string;
  /** ms since the epoch */
  at: number;
  /** The reply stopped before its end (cut by the network, or by Stop). */
  cut?: "stopped" | "cut";
  /** A note shown with the reply, not part of it (e.g. that the built-in planner wrote it). */
  note?: string;
};

export const CHAT_STORAGE_KEY = "lv-planner-chat";

function parseStoredChat(value: unknown): ChatMessage[] | null {
  if (!Array.isArray(value)) return null;
  const messages = value.filter(
    (m): m is ChatMessage =>
      typeof m === "object" &&
      m !== null &&
      (m.role === "user" || m.role === "assistant") &&
      typeof m.content === "string" &&
      (m.note === undefined || typeof m.note === "string") &&
      typeof m.id === "string" &&
      typeof m.at === "number",
  );
  return messages.slice(-MAX_TURNS);
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter += 1)}`;

export function usePlannerChat(options: { fromPath: string | null }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const loaded = useRef(false);

  // Read after hydration: the server renders the welcome alone.
  useEffect(() => {
    setMessages(readStored(CHAT_STORAGE_KEY, parseStoredChat) ?? []);
    loaded.current = true;
  }, []);
  useEffect(() => {
    if (loaded.current && !pending) writeStored(CHAT_STORAGE_KEY, messages.length ? messages : null);
  }, [messages, pending]);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const content = text.trim().slice(0, MAX_TURN_CHARS);
      if (!content || pending) return false;
      const user: ChatMessage = { id: newId(), role: "user", content, at: Date.now() };
      const history = [...messages, user].filter((m) => m.content.trim()).slice(-MAX_TURNS);
      setMessages((current) => [...current, user]);
      setPending(true);
      const controller = new AbortController();
      abort.current = controller;
      const replyId = newId();
      const appendToReply = (piece: string) =>
        setMessages((current) => {
          const last = current.at(-1);
          if (last?.id === replyId)
            return [...current.slice(0, -1), { ...last, content: last.content + piece }];
          return [
            ...current,
            { id: replyId, role: "assistant", content: piece, at: Date.now(), ...(note ? { note } : {}) },
          ];
        });
      const markReply = (cut: ChatMessage["cut"]) =>
        setMessages((current) => current.map((m) => (m.id === replyId ? { ...m, cut } : m)));
      let note: string | undefined;
      try {
        const response = await fetch("/api/v1/planner/chat", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
          body: JSON.stringify({
            messages: conversationForRequest(history),
            userContext: { fromPath: options.fromPath },
          }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as {
            error?: { description?: string };
          } | null;
          showErrorToast(
            "Error",
            body?.error?.description ?? `${PLANNER_TEXT.failedPrefix}${PLANNER_TEXT.unknown}`,
          );
          return true;
        }
        setStreaming(true);
        let got = false;
        let failure: string | null = null;
        const parser = createParser({
          onEvent: (event) => {
            if (event.data === "[DONE]") return;
            let chunk: PlannerChunk;
            try {
              chunk = JSON.parse(event.data) as PlannerChunk;
            } catch {
              failure = PLANNER_TEXT.invalid;
              return;
            }
            if ("error" in chunk) {
              failure = chunk.error.message;
              return;
            }
            if ("notice" in chunk) {
              note = chunk.notice.message;
              return;
            }
            const piece = chunk.choices?.[0]?.delta?.content;
            if (typeof piece === "string" && piece) {
              got = true;
              appendToReply(piece);
            }
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
        if (failure && got) {
          markReply("cut");
          showErrorToast("Error", failure);
        } else if (!got) showErrorToast("Error", failure ?? PLANNER_TEXT.invalid);
      } catch (err) {
        if (controller.signal.aborted) markReply("stopped");
        else {
          const message = err instanceof Error && err.message ? err.message : PLANNER_TEXT.unknown;
          showErrorToast("Error", `${PLANNER_TEXT.failedPrefix}${message}`);
          markReply("cut");
        }
      } finally {
        abort.current = null;
        setStreaming(false);
        setPending(false);
      }
      return true;
    },
    [messages, pending, options.fromPath],
  );

  const stop = useCallback(() => abort.current?.abort(), []);
  const clear = useCallback(() => {
    abort.current?.abort();
    setMessages([]);
    writeStored(CHAT_STORAGE_KEY, null);
  }, []);

  return { messages, pending, streaming, send, stop, clear };
}
