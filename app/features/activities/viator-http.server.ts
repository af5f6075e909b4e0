import { ActivityProviderError } from "./activities-port.server";

/** What every call to Viator needs: the partner key, the API's address, the language, a time limit. */
export type ViatorConnection = {
  apiKey: string;
  baseUrl: string;
  language: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/**
 * One call to the Partner API v2 with the headers every endpoint wants (key, version, language),
 * given up after the configured time. A call that never got an answer is an ActivityProviderError
 * saying why; any answer, whatever its status, is the caller's to read.
 */
export async function viatorCall(
  options: ViatorConnection,
  path: string,
  init: { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const at = path.startsWith("/search/") ? "" : ` on ${path}`;
  try {
    return await doFetch(`${options.baseUrl.replace(/\/+$/, "")}${path}`, {
      method: init.method ?? "GET",
      headers: {
        "exp-api-key": options.apiKey,
        Accept: "application/json;version=2.0",
        "Accept-Language": options.language,
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
  } catch {
    throw new ActivityProviderError(
      timeout.aborted ? `Viator timed out${at}` : `Viator could not be reached${at}`,
      "viator",
    );
  }
}
