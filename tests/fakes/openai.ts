import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1:
 *   POST /v1/chat/completions  Authorization: Bearer <key>  {model, messages, stream: true, …}
 *   → text/event-stream of `data: {"id","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"…"}}]}`
 *     then, when stream_options.include_usage is set, a usage chunk with an empty choices list, then `data: [DONE]`.
 * Modes make it misbehave the ways real servers do: an error status with OpenAI's error body, a
 * malformed chunk, a stream cut midway, a first token that never comes. It records each request and
 * whether the client went away before the reply ended.
 */
export type FakeOpenAiMode =
  | { mode: "ok"; reply?: string; chunkDelayMs?: number; firstChunkDelayMs?: number }
  | { mode: "error"; status: number; message: string }
  | { mode: "malformed" }
  | { mode: "cut"; afterChunks: number }
  | { mode: "hang" }
  | { mode: "json"; reply: string };

export type FakeOpenAiRequest = { headers: http.IncomingHttpHeaders; body: Record<string, unknown> };

export type FakeOpenAi = {
  url: string;
  requests: FakeOpenAiRequest[];
  /** How many replies the client abandoned before they ended. */
  abandoned: number;
  setMode(mode: FakeOpenAiMode): void;
  stop(): Promise<void>;
};

export const DEFAULT_FAKE_REPLY =
  "## Kenya, your way\n\nA **private safari** in the Maasai Mara, then the coast.\n\n- Day 1: Nairobi\n- Day 2: The Mara\n\nAbout ₹4,85,000 per person.";

export async function startFakeOpenAi(options: { apiKey: string; port?: number }): Promise<FakeOpenAi> {
  let mode: FakeOpenAiMode = { mode: "ok" };
  const requests: FakeOpenAiRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const state = { abandoned: 0 };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: {
              message: "Incorrect API key provided",
              type: "invalid_request_error",
              code: "invalid_api_key",
            },
          }),
        );
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "We could not parse the JSON body of your request." } }));
        return;
      }
      requests.push({ headers: req.headers, body });
      if (typeof body.model !== "string" || !Array.isArray(body.messages)) {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "model and messages are required" } }));
        return;
      }
      const current = mode;
      if (current.mode === "error") {
        res.writeHead(current.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: current.message, type: "server_error" } }));
        return;
      }
      if (current.mode === "json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content: current.reply } }] }),
        );
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      open.add(res);
      let finished = false;
      res.on("close", () => {
        open.delete(res);
        if (!finished) state.abandoned += 1;
      });
      if (current.mode === "hang") return;
      if (current.mode === "malformed") {
        res.write(`data: ${JSON.stringify({ id: "x", object: "chat.completion.chunk", nothing: true })}\n\n`);
        res.write("data: [DONE]\n\n");
        finished = true;
        res.end();
        return;
      }
      const reply = current.mode === "ok" ? (current.reply ?? DEFAULT_FAKE_REPLY) : DEFAULT_FAKE_REPLY;
      const pieces = reply.match(/.{1,12}/gs) ?? [];
      const frame = (delta: Record<string, unknown>) =>
        `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;
      const delay = current.mode === "ok" ? (current.chunkDelayMs ?? 2) : 2;
      let i = 0;
      const send = () => {
        if (res.destroyed) return;
        if (current.mode === "cut" && i >= current.afterChunks) {
          res.socket?.destroy();
          return;
        }
        if (i === 0) res.write(frame({ role: "assistant", content: "" }));
        if (i < pieces.length) {
          res.write(frame({ content: pieces[i] }));
          i += 1;
          setTimeout(send, delay);
          return;
        }
        const usage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
        if (usage) {
          res.write(
            `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", choices: [], usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 } })}\n\n`,
          );
        }
        res.write("data: [DONE]\n\n");
        finished = true;
        res.end();
      };
      setTimeout(send, current.mode === "ok" ? (current.firstChunkDelayMs ?? 0) : 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return state.abandoned;
    },
    setMode(next) {
      mode = next;
    },
    async stop() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
