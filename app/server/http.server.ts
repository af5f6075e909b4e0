/**
 * The JSON API's plumbing, shared by every endpoint: bodies read with a hard size limit whatever the
 * framing, error bodies of one shape ({ error: { title, description, …extra } }) that a person can act
 * on, and 429s that carry their wait in Retry-After. Endpoints supply only their own wording.
 */

export type ErrorText = { title: string; description: string };

/**
 * A refusal a person can act on, thrown by a service and answered by its endpoint as
 * { error: { title, description, …extra } } with the status. Features that cannot import each other
 * share this one shape, so any console endpoint answers any of them alike.
 */
export class HttpRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 422 | 429 | 502,
    readonly title: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

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
 * The body's bytes, read as a stream and abandoned the moment it passes `maxBytes` (null then); a
 * declared Content-Length over the limit is refused before a byte is read. A chunked upload without
 * a length therefore costs no more memory than an honest one.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return null;

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
        return null;
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a POSTed JSON body. Only application/json is accepted (a cross-site form cannot send it
 * without CORS). The body is read as a stream and abandoned the moment it passes the limit.
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
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) return tooLarge();
  const text = new TextDecoder().decode(bytes);
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

/**
 * Where in a parsed body a string holds a character PostgreSQL stores nowhere: a NUL (refused in any
 * text or JSON column) or half of a surrogate pair (refused in JSON, mangled in text). The path to one
 * ("notes", "rows.0.city"), or null. Keys count too; the walk is a loop, so a deeply nested body
 * costs no stack.
 */
export function unstorableTextAt(body: unknown): string | null {
  const pending: [unknown, string][] = [[body, ""]];
  while (pending.length) {
    const [value, at] = pending.pop()!;
    if (typeof value === "string") {
      if (unstorable(value)) return at;
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (unstorable(key)) return path;
        pending.push([child, path]);
      }
    }
  }
  return null;
}
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes("\u0000") || LONE_SURROGATE.test(text);

export type FormResult =
  { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a page's form post (a form that works without script) with the same limit as the JSON API:
 * another content type is a 415, a larger body a 413 (not read on), a body that does not parse as the
 * form it claims to be a 400. The page shows `message` where it shows its other errors.
 */
export async function readFormBody(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<FormResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.some((t) => type.toLowerCase().startsWith(t))) {
    return {
      ok: false,
      status: 415,
      message: "Send the form from its page (as application/x-www-form-urlencoded or multipart/form-data).",
    };
  }
  const bytes = await readBodyBytes(request, maxBytes);
  if (!bytes) return { ok: false, status: 413, message: "The form is too large." };
  try {
    return { ok: true, form: await new Response(bytes, { headers: { "Content-Type": type } }).formData() };
  } catch {
    return {
      ok: false,
      status: 400,
      message: "The form could not be read. Reload the page and send it again.",
    };
  }
}

/**
 * A staff-only PDF (a receipt, a sent proposal): private, never cached or indexed. A refusal thrown
 * while making it (not found, not theirs) is its 4xx with the refusal's words.
 */
export async function privatePdfResponse(
  make: () => Promise<{ pdf: Uint8Array; filename: string }>,
  disposition: "inline" | "attachment",
): Promise<Response> {
  try {
    const { pdf, filename } = await make();
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `${disposition}; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (err) {
    if (err instanceof HttpRefusal)
      return errorResponse(err.status, { title: err.title, description: err.message });
    throw err;
  }
}
