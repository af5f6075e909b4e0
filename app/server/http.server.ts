/**
 * The JSON API's plumbing, shared by every endpoint: bodies read with a hard size limit whatever the
 * framing, error bodies of one shape ({ error: { title, description, …extra } }) that a person can act
 * on, and 429s that carry their wait in Retry-After. Endpoints supply only their own wording.
 */

export type ErrorText = { title: string; description: string };

/** Bigger than any form we have; a larger body is refused before it is parsed. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

const NO_STORE = "no-store";

function withNoStore(headers: HeadersInit = {}): Headers {
  const h = new Headers(headers);
  h.set("Cache-Control", NO_STORE);
  return h;
}

/** A JSON answer that no cache keeps (API answers are personal). */
export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: withNoStore(init.headers) });
}

export function errorResponse(
  status: number,
  text: ErrorText,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
): Response {
  return jsonResponse(
    { error: { title: text.title, description: text.description, ...extra } },
    { status, headers },
  );
}

/** A 429 whose wait is in the text and, in whole seconds, in Retry-After. */
export function tooManyRequests(
  text: ErrorText,
  retryAfterSeconds: number,
  extra: Record<string, unknown> = {},
): Response {
  const headers = new Headers();
  if (retryAfterSeconds > 0) headers.set("Retry-After", String(Math.ceil(retryAfterSeconds)));
  return errorResponse(
    429,
    text,
    { retryAfterSeconds: Math.max(0, Math.ceil(retryAfterSeconds)), ...extra },
    headers,
  );
}

export function methodNotAllowed(allow = "POST"): Response {
  return errorResponse(
    405,
    { title: "Method Not Allowed", description: `Use ${allow} with a JSON body.` },
    {},
    { Allow: allow },
  );
}

const REQUEST_ERROR = "Error";

type BodyResult = { ok: true; body: unknown } | { ok: false; response: Response };

// The rest of the body is never read: the connection is closed once the answer is out, so the
// client hears the 413 (destroying the socket at once would cut the answer off too).
const tooLarge = (): BodyResult => ({
  ok: false,
  response: errorResponse(
    413,
    { title: REQUEST_ERROR, description: "The request is too large." },
    {},
    { Connection: "close" },
  ),
});

/**
 * Reads a POSTed JSON body. Only application/json is accepted (a cross-site form cannot send it
 * without CORS). The body is read as a stream and abandoned the moment it passes the limit, so a
 * chunked upload without Content-Length costs no more memory than an honest one.
 */
export async function readJsonBody(
  request: Request,
  maxBytes = MAX_JSON_BODY_BYTES,
  methods: readonly string[] = ["POST"],
): Promise<BodyResult> {
  if (!methods.includes(request.method)) return { ok: false, response: methodNotAllowed(methods.join(", ")) };
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("application/json")) {
    return {
      ok: false,
      response: errorResponse(415, {
        title: REQUEST_ERROR,
        description: "Send the request as JSON (Content-Type: application/json).",
      }),
    };
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Let go without cancelling: cancelling destroys the socket before the answer can be sent.
        reader.releaseLock();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: errorResponse(400, {
        title: REQUEST_ERROR,
        description: "The request body is not valid JSON.",
      }),
    };
  }
}

/** A JSON object body (not an array or a bare value), with the endpoint's own words when it is not one. */
export async function readJsonObject(
  request: Request,
  notAnObject: ErrorText,
  maxBytes = MAX_JSON_BODY_BYTES,
  methods: readonly string[] = ["POST"],
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: Response }> {
  const read = await readJsonBody(request, maxBytes, methods);
  if (!read.ok) return read;
  if (!read.body || typeof read.body !== "object" || Array.isArray(read.body))
    return { ok: false, response: errorResponse(400, notAnObject) };
  return { ok: true, body: read.body as Record<string, unknown> };
}
