import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1:
 *   POST /v1/chat/completions  Authorization: Bearer <key>  {model, messages, stream: true, …}
 *   → text/event-stream of `data: {"id","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"…"}}]}`
 *     ending with a chunk whose finish_reason is "stop" (or "length"), then, when
 *     stream_options.include_usage is set, a usage chunk with an empty choices list, then `data: [DONE]`.
 * Modes make it misbehave the ways OpenAI does, with its error body
 * {"error":{"message","type","param","code"}}: a 429 for a rate limit (type "tokens", code
 * "rate_limit_exceeded") or for an account out of credit (type and code "insufficient_quota"), a 5xx
 * ("server_error"), a malformed chunk, a stream cut midway or carrying an error event, a reply
 * stopped at its length cap, a stream without its usage chunk, an answer that never comes (before
 * or after the headers), and a reasoning model that refuses `max_tokens` (400 "unsupported_parameter")
 * and a temperature other than 1 (400 "unsupported_value"). It records each request, what it
 * answered, and whether the client went away before the reply ended.
 *
 * A browser test shares one app server with other tests, so besides setMode (for tests in the same
 * process) it takes HTTP control: POST /__mode {mode} sets the default, POST /__modes {match, mode}
 * answers with `mode` every request whose last user message contains `match`, and
 * GET /__requests?match=… reads back those requests' statuses.
 */
export type FakeOpenAiMode =
  | { mode: "ok"; reply?: string; chunkDelayMs?: number; firstChunkDelayMs?: number; usage?: boolean }
  | { mode: "error"; status: number; message: string }
  | { mode: "rate_limit"; retryAfterSeconds?: number }
  | { mode: "insufficient_quota" }
  | { mode: "malformed" }
  | { mode: "cut"; afterChunks: number }
  | { mode: "stream_error"; afterChunks: number }
  | { mode: "length"; reply?: string }
  | { mode: "hang"; beforeHeaders?: boolean }
  | { mode: "json"; reply: string }
  /** OpenAI's reasoning models (o1, o3, gpt-5…): refuse max_tokens and temperature, else stream. */
  | { mode: "reasoning"; reply?: string };

export type FakeOpenAiRequest = {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  /** The status it was answered with (200 for a stream, even one that failed later). */
  status?: number;
};

export type FakeOpenAi = {
  url: string;
  requests: FakeOpenAiRequest[];
  /** How many replies the client abandoned before they ended. */
  abandoned: number;
  setMode(mode: FakeOpenAiMode): void;
  stop(): Promise<void>;
};

/** OpenAI's words for a rate limit: they name the organisation, the model and its limits. */
export const RATE_LIMIT_MESSAGE =
  "Rate limit reached for gpt-4o-mini in organization org-FAKE0rg1d on tokens per min (TPM): Limit 200000, Used 199412, Requested 2260. Please try again in 503ms. Visit https://platform.openai.com/account/rate-limits to learn more.";
export const QUOTA_MESSAGE =
  "You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.";

const openAiError = (message: string, type: string, code: string | null, param: string | null = null) => ({
  error: { message, type, param, code },
});

const lastUserText = (body: Record<string, unknown>) => {
  const messages = Array.isArray(body.messages)
    ? (body.messages as { role?: unknown; content?: unknown }[])
    : [];
  const last = messages.findLast((m) => m.role === "user");
  return typeof last?.content === "string" ? last.content : "";
};

export const DEFAULT_FAKE_REPLY =
  "## Kenya, your way\n\nA **private safari** in the Maasai Mara, then the coast.\n\n- Day 1: Nairobi\n- Day 2: The Mara\n\nAbout ₹4,85,000 per person.";

export async function startFakeOpenAi(options: {
  apiKey: string;
  port?: number;
  mode?: FakeOpenAiMode;
}): Promise<FakeOpenAi> {
  let mode: FakeOpenAiMode = options.mode ?? { mode: "ok" };
  const byMatch = new Map<string, FakeOpenAiMode>();
  const requests: FakeOpenAiRequest[] = [];
  const open = new Set<http.ServerResponse>();
  const state = { abandoned: 0 };

  const json = (
    res: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  };

  const control = (req: http.IncomingMessage, res: http.ServerResponse, raw: string) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (req.method === "GET" && url.pathname === "/__requests") {
      const match = url.searchParams.get("match") ?? "";
      json(
        res,
        200,
        requests
          .filter((r) => lastUserText(r.body).includes(match))
          .map((r) => ({ status: r.status ?? null, model: r.body.model ?? null })),
      );
      return;
    }
    const body = (raw ? JSON.parse(raw) : {}) as { match?: string; mode?: FakeOpenAiMode };
    if (req.method === "POST" && url.pathname === "/__mode" && body.mode) {
      mode = body.mode;
      json(res, 200, { ok: true });
      return;
    }
    if (req.method === "POST" && url.pathname === "/__modes" && body.mode && body.match) {
      byMatch.set(body.match, body.mode);
      json(res, 200, { ok: true });
      return;
    }
    json(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.url?.startsWith("/__")) {
        control(req, res, Buffer.concat(chunks).toString("utf8"));
        return;
      }
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        json(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        json(res, 400, { error: { message: "We could not parse the JSON body of your request." } });
        return;
      }
      const record: FakeOpenAiRequest = { headers: req.headers, body };
      requests.push(record);
      const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        record.status = status;
        json(res, status, payload, headers);
      };
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        answer(
          401,
          openAiError(
            "Incorrect API key provided: sk-wrong. You can find your API key at https://platform.openai.com/account/api-keys.",
            "invalid_request_error",
            "invalid_api_key",
          ),
        );
        return;
      }
      if (typeof body.model !== "string" || !Array.isArray(body.messages)) {
        answer(400, { error: { message: "model and messages are required" } });
        return;
      }
      const text = lastUserText(body);
      const current = [...byMatch].find(([match]) => text.includes(match))?.[1] ?? mode;
      if (current.mode === "error") {
        answer(
          current.status,
          openAiError(
            current.message,
            current.status >= 500 ? "server_error" : "invalid_request_error",
            null,
          ),
        );
        return;
      }
      if (current.mode === "rate_limit") {
        answer(429, openAiError(RATE_LIMIT_MESSAGE, "tokens", "rate_limit_exceeded"), {
          "x-ratelimit-limit-tokens": "200000",
          "x-ratelimit-remaining-tokens": "588",
          "x-ratelimit-reset-tokens": "503ms",
          ...(current.retryAfterSeconds ? { "retry-after": String(current.retryAfterSeconds) } : {}),
        });
        return;
      }
      if (current.mode === "insufficient_quota") {
        answer(429, openAiError(QUOTA_MESSAGE, "insufficient_quota", "insufficient_quota"));
        return;
      }
      if (current.mode === "reasoning") {
        if ("max_tokens" in body) {
          answer(
            400,
            openAiError(
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
              "invalid_request_error",
              "unsupported_parameter",
              "max_tokens",
            ),
          );
          return;
        }
        if ("temperature" in body && body.temperature !== 1) {
          answer(
            400,
            openAiError(
              `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (1) value is supported.`,
              "invalid_request_error",
              "unsupported_value",
              "temperature",
            ),
          );
          return;
        }
      }
      if (current.mode === "json") {
        answer(200, { choices: [{ index: 0, message: { role: "assistant", content: current.reply } }] });
        return;
      }
      if (current.mode === "hang" && current.beforeHeaders) {
        open.add(res);
        res.on("close", () => {
          open.delete(res);
          state.abandoned += 1;
        });
        return;
      }
      record.status = 200;
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
      const reply =
        (current.mode === "ok" || current.mode === "length" || current.mode === "reasoning"
          ? current.reply
          : undefined) ?? DEFAULT_FAKE_REPLY;
      const pieces = reply.match(/.{1,12}/gs) ?? [];
      const frame = (delta: Record<string, unknown>, finish: string | null = null) =>
        `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created: 1, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      const delay = current.mode === "ok" ? (current.chunkDelayMs ?? 2) : 2;
      let i = 0;
      const send = () => {
        if (res.destroyed) return;
        if (current.mode === "cut" && i >= current.afterChunks) {
          res.socket?.destroy();
          return;
        }
        if (current.mode === "stream_error" && i >= current.afterChunks) {
          res.write(
            `data: ${JSON.stringify(openAiError("The server had an error while processing your request. Sorry about that!", "server_error", null))}\n\n`,
          );
          finished = true;
          res.end();
          return;
        }
        if (i === 0) res.write(frame({ role: "assistant", content: "" }));
        if (i < pieces.length) {
          res.write(frame({ content: pieces[i] }));
          i += 1;
          setTimeout(send, delay);
          return;
        }
        res.write(frame({}, current.mode === "length" ? "length" : "stop"));
        const usage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
        if (usage && !(current.mode === "ok" && current.usage === false)) {
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
